package judging

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
)

// FileIO is where a problem's solution reads its input and writes its
// output (see directive.IO); the zero FileIO is standard input and output.
type FileIO directive.IO

// String returns the directive's value, or "stdin stdout".
func (f FileIO) String() string { return directive.IO(f).String() }

// Run runs sol on input as a judge runs the problem's solution, and gives
// the verdict the run earns before its output is compared (see Classify):
// the input on stdin, or, with an input or output file, in a fresh working
// directory holding the input in In, the output read from Out. A clean run
// that leaves no output file is WA. The error reports a failure to set up
// the run.
func (f FileIO) Run(ctx context.Context, sol *runner.Solution, input []byte, lim runner.Limits) (runner.Result, Verdict, string, error) {
	if f.In == "" && f.Out == "" {
		r, err := sol.RunContext(ctx, input, lim)
		v, note := Classify(r, lim)
		return r, v, note, err
	}
	dir, err := tempdir.New("io")
	if err != nil {
		return runner.Result{}, "", "", err
	}
	defer os.RemoveAll(dir)
	inv := runner.Invocation{Input: input, Dir: dir}
	if f.In != "" {
		if err := os.WriteFile(filepath.Join(dir, f.In), input, 0o644); err != nil {
			return runner.Result{}, "", "", err
		}
		inv.Input = nil
	}
	r, err := sol.Invoke(ctx, inv, lim)
	if err != nil || f.Out == "" {
		v, note := Classify(r, lim)
		return r, v, note, err
	}
	out, err := readCapped(filepath.Join(dir, f.Out), lim.Output)
	r.Stdout, r.OutputExceeded = out, r.OutputExceeded || err == errTooLong
	v, note := Classify(r, lim)
	switch {
	case v != "":
		return r, v, note, nil
	case errors.Is(err, fs.ErrNotExist):
		return r, WA, "no output file " + f.Out + ": the solution must write its answer there (//ojkit:io " + f.String() + ")", nil
	case err != nil && err != errTooLong:
		return r, "", "", err
	}
	return r, "", "", nil
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
