package judgement

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/verdict"
)

// FileIO is where a problem's solution reads its input and writes its
// output (see directive.IO); the zero FileIO is standard input and output.
type FileIO directive.IO

// String returns the directive's value, or "stdin stdout".
func (f FileIO) String() string { return directive.IO(f).String() }

// Run runs sol on the input of in (its Input, or its InputFile) as a judge
// runs the problem's solution, and gives the verdict the run earns before its
// output is compared (see Classify): the input on stdin, or, with an input or
// output file, in a fresh working directory holding the input in In, the
// output read from Out. A clean run that leaves no output file is WA. The
// error reports a failure to set up the run.
func (f FileIO) Run(ctx context.Context, sol *runner.Solution, in runner.Invocation, lim runner.Limits) (runner.Result, verdict.Verdict, string, error) {
	if f.In == "" && f.Out == "" {
		r, err := sol.Invoke(ctx, in, lim)
		v, note := verdict.Classify(r, lim)
		return r, v, note, err
	}
	dir, err := tempdir.New("io")
	if err != nil {
		return runner.Result{}, "", "", err
	}
	defer os.RemoveAll(dir)
	inv := runner.Invocation{Input: in.Input, InputFile: in.InputFile, Dir: dir, Args: in.Args}
	if f.In != "" {
		if err := placeInput(filepath.Join(dir, f.In), in); err != nil {
			return runner.Result{}, "", "", err
		}
		inv.Input, inv.InputFile = nil, ""
	}
	r, err := sol.Invoke(ctx, inv, lim)
	if err != nil || f.Out == "" {
		v, note := verdict.Classify(r, lim)
		return r, v, note, err
	}
	out, err := readCapped(filepath.Join(dir, f.Out), lim.Output)
	r.Stdout, r.OutputExceeded = out, r.OutputExceeded || err == errTooLong
	v, note := verdict.Classify(r, lim)
	switch {
	case v == verdict.RE && errors.Is(err, fs.ErrNotExist):
		return r, v, note + "; " + f.forgotten(), nil
	case v != "":
		return r, v, note, nil
	case errors.Is(err, fs.ErrNotExist):
		return r, verdict.WA, "no output file " + f.Out + ": the solution must write its answer there (//ojkit:io " + f.String() + ")", nil
	case err != nil && err != errTooLong:
		return r, "", "", err
	}
	return r, "", "", nil
}

// forgotten says what a run that failed without writing its output file
// may have forgotten: to read and write the problem's files, as C and C++
// solutions do with freopen.
func (f FileIO) forgotten() string {
	in, reopen := "stdin", ""
	if f.In != "" && f.Pattern == "" {
		in = f.In
		reopen = "freopen(\"" + f.In + "\", \"r\", stdin) and "
	}
	return "it wrote no " + f.Out + ": does it read " + in + " and write " + f.Out + " (//ojkit:io " + f.String() + ")? In C or C++, " +
		reopen + "freopen(\"" + f.Out + "\", \"w\", stdout) first in main"
}

// placeInput writes the input of in, its Input or a copy of its InputFile,
// to the file at path.
func placeInput(path string, in runner.Invocation) error {
	if in.InputFile == "" {
		return os.WriteFile(path, in.Input, 0o644)
	}
	src, err := os.Open(in.InputFile)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// errTooLong is readCapped's error for a file over the cap.
var errTooLong = errors.New("over the output cap")

// readCapped reads the file at path, at most limit bytes (runner's
// DefaultOutput when limit is 0), with errTooLong for a longer file.
func readCapped(path string, limit int64) ([]byte, error) {
	if limit <= 0 {
		limit = runner.DefaultOutput
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		return data[:limit], errTooLong
	}
	return data, err
}
