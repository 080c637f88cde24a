package judgement

import (
	"errors"
	"io"
	"os"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// heldOutput is the most of a solution's stdout that a judge holds in
// memory: a larger output stays in its file, and is compared from there.
const heldOutput = 4 << 20

// outputFile returns a new file for a run's stdout where the system limits
// the files a run writes (see runner.FilesLimited), so that the limit
// applies to it, or nil where the output is held in memory.
func (j *Judge) outputFile() (*os.File, error) {
	if j.outDir == "" || j.RunOnly {
		return nil, nil
	}
	return os.CreateTemp(j.outDir, "stdout-")
}

// collect reads back the stdout of a run, r, that went to the file out: its
// first heldOutput bytes into r.Stdout; an output past the limit, which
// the system cut, is OLE (a program that ignores SIGXFSZ ends normally).
// whole is out when it holds more than r.Stdout.
func (j *Judge) collect(out *os.File, r runner.Result, v verdict.Verdict, note string) (_ runner.Result, _ verdict.Verdict, _ string, whole io.ReadSeeker, _ error) {
	info, err := out.Stat()
	if err != nil {
		return r, v, note, nil, err
	}
	if info.Size() > verdict.OutputLimit(j.Limits) && !r.OutputExceeded {
		r.OutputExceeded = true
		v, note = verdict.Classify(r, j.Limits)
	}
	r.Stdout = make([]byte, min(info.Size(), heldOutput))
	if _, err := out.ReadAt(r.Stdout, 0); err != nil && !errors.Is(err, io.EOF) {
		return r, v, note, nil, err
	}
	if info.Size() > heldOutput {
		if _, err := out.Seek(0, io.SeekStart); err != nil {
			return r, v, note, nil, err
		}
		whole = out
	}
	return r, v, note, whole, nil
}
