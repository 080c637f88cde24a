package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// Parse parses args with fs, whose name is the program's, "ojkit SUB". A bad
// flag gets one line on stderr, "PROG: what is wrong (see PROG -h)", and its
// error; -h writes help, with the flags, to stdout and returns flag.ErrHelp.
// An error it wrote is Reported.
func Parse(fs *flag.FlagSet, args []string, help Help, stdout, stderr io.Writer) error {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		help.Write(stdout, fs)
	case err != nil:
		fmt.Fprintf(stderr, "%s: %v (see %s -h)\n", fs.Name(), err, fs.Name())
		return reported{err}
	}
	return err
}

// reported is an error already written to the user.
type reported struct{ error }

// Reported reports whether err was already written by Parse.
func Reported(err error) bool {
	var r reported
	return errors.As(err, &r)
}

// ParseStatus writes err, from reading the command line, unless Parse
// already did, and returns the exit status: 0 after -h, 2 otherwise.
func ParseStatus(prog string, err error, stderr io.Writer) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if !Reported(err) {
		fmt.Fprintln(stderr, prog+": "+err.Error())
	}
	return 2
}
