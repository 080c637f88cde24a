package judgeio

import (
	"errors"
	"io"
	"io/ioutil"
	"os"
	"regexp"
)

// RunFiles is Run for a problem whose input or output is a file, as on
// USACO (NAME.in, NAME.out) and in some Codeforces rounds (input.txt,
// output.txt): in and out name the files in the working directory, "" for
// standard input or output. An in between slashes, /PATTERN/, is a regular
// expression: the newest file whose whole name it matches is read (as
// Competitive Companion's regex inputs say). A file that cannot be opened,
// or an output file that cannot be written in full, is reported as an
// error of solve is.
func RunFiles(prog, in, out string, solve func(in *Reader, out *Writer) error) {
	if code := runFiles(prog, in, out, os.Stderr, solve); code != 0 {
		os.Exit(code)
	}
}

// runFiles is RunFiles writing its messages to stderr; it returns the exit
// status.
func runFiles(prog, in, out string, stderr io.Writer, solve func(*Reader, *Writer) error) int {
	fail := func(err error) int {
		io.WriteString(stderr, prog+": "+err.Error()+"\n")
		return 1
	}
	var stdin io.Reader = os.Stdin
	if in != "" {
		name, err := inputName(in)
		if err != nil {
			return fail(err)
		}
		f, err := os.Open(name)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		stdin = f
	}
	if out == "" {
		return run(prog, stdin, os.Stdout, stderr, solve)
	}
	f, err := os.Create(out)
	if err != nil {
		return fail(err)
	}
	code := run(prog, stdin, f, stderr, solve)
	if err := f.Close(); err != nil && code == 0 {
		return fail(err)
	}
	return code
}

// inputName returns the name of the input file in names: in itself, or
// for /PATTERN/ the newest file of the working directory whose name
// PATTERN matches.
func inputName(in string) (string, error) {
	if len(in) < 2 || in[0] != '/' || in[len(in)-1] != '/' {
		return in, nil
	}
	re, err := regexp.Compile("^(?:" + in[1:len(in)-1] + ")$")
	if err != nil {
		return "", err
	}
	files, err := ioutil.ReadDir(".")
	if err != nil {
		return "", err
	}
	var newest os.FileInfo
	for _, fi := range files {
		if !fi.IsDir() && re.MatchString(fi.Name()) && (newest == nil || fi.ModTime().After(newest.ModTime())) {
			newest = fi
		}
	}
	if newest == nil {
		return "", errors.New("no file here matches the input pattern " + in)
	}
	return newest.Name(), nil
}
