// Package doctor is ojkit doctor: what this machine gives a run and what
// that means for verdicts, as isolate's environment check tells a judge's
// administrator: whether runs are contained (and, where the system refuses
// it, how to allow it), as which user, and what makes times vary (SMT, the
// CPU's clock, swap, load).
//
// Usage:
//
//	ojkit doctor
//
// Exit status: 0 when it reported, 2 on a usage error.
package doctor

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/runner"
)

// prog begins every message.
const prog = "ojkit doctor"

// help is what -h prints.
var help = cli.Help{
	Usage:    []string{"ojkit doctor"},
	Sentence: "Doctor says what this machine gives a run (its containment, the user it\nruns as) and what makes its times and verdicts differ from a judge's.",
	Examples: []string{"ojkit doctor"},
}

// A fact is one thing doctor reports: what it is about, what this machine
// gives, and, where that matters, what it means for verdicts.
type fact struct {
	name, value, means string
}

// Run carries out ojkit doctor with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	if err := cli.Parse(fs, args, help, stdout, stderr); err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "%s: unexpected arguments %q (see %s -h)\n", prog, fs.Args(), prog)
		return 2
	}
	runner.SetWarnings(io.Discard, prog) // the report says it
	facts := append([]fact{
		{"system", runtime.GOOS + "/" + runtime.GOARCH + kernel(), ""},
		{"user", user(), ""},
		{"runs", runner.Containment(), ""},
	}, machine()...)
	for _, f := range facts {
		fmt.Fprintf(stdout, "%-8s %s\n", f.name+":", f.value)
		if f.means != "" {
			fmt.Fprintf(stdout, "%-8s %s\n", "", f.means)
		}
	}
	return 0
}

// user says who runs ojkit.
func user() string {
	switch uid := os.Getuid(); uid {
	case -1:
		return "not known here"
	case 0:
		return "root"
	default:
		return fmt.Sprintf("uid %d (not root)", uid)
	}
}

// firstLine returns the first line of the file path, or "".
func firstLine(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	line, _, _ := strings.Cut(string(data), "\n")
	return strings.TrimSpace(line)
}
