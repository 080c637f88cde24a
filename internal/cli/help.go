package cli

import (
	"flag"
	"io"
	"strings"
)

// Help is the text -h prints. Every ojkit command's follows one layout: the
// usage lines, one sentence, the flags, and two or three examples.
type Help struct {
	Usage    []string // the forms of the command line, each "ojkit SUB ..."
	Sentence string   // what the command does, one sentence wrapped at 80 columns
	Examples []string // two or three command lines
}

// Write writes h with the flags of fs (none when fs is nil or has none) to w.
func (h Help) Write(w io.Writer, fs *flag.FlagSet) {
	var b strings.Builder
	for i, u := range h.Usage {
		prefix := "       "
		if i == 0 {
			prefix = "usage: "
		}
		b.WriteString(prefix + u + "\n")
	}
	b.WriteString("\n" + strings.TrimSpace(h.Sentence) + "\n")
	if fs != nil && hasFlags(fs) {
		b.WriteString("\nFlags:\n")
		fs.SetOutput(&b)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	b.WriteString("\nExamples:\n\n")
	for _, e := range h.Examples {
		b.WriteString("\t" + e + "\n")
	}
	io.WriteString(w, b.String())
}

// IsHelp reports whether arg asks for help, as the flag package reads it:
// -h, -help, --h or --help.
func IsHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--h", "--help":
		return true
	}
	return false
}

// hasFlags reports whether fs defines a flag.
func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}
