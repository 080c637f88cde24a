package judge

import (
	"errors"
	"io"
	"os"

	"github.com/ojkit/ojkit/internal/judging"
	"github.com/ojkit/ojkit/internal/runner"
)

// heldOutput is the most of a solution's stdout that judge holds in memory:
// a larger output stays in its file, and is compared from there.
const heldOutput = 4 << 20

// collect reads back the stdout of a run, r, that went to the file out: its
// first heldOutput bytes into r.Stdout; an output past the limit, which
// the system cut, is OLE (a program that ignores SIGXFSZ ends normally).
func (j *judge) collect(out *os.File, r runner.Result, v judging.Verdict, note string) (runner.Result, judging.Verdict, string, error) {
	info, err := out.Stat()
	if err != nil {
		return r, v, note, err
	}
	if info.Size() > judging.OutputLimit(j.limits) && !r.OutputExceeded {
		r.OutputExceeded = true
		v, note = judging.Classify(r, j.limits)
	}
	r.Stdout = make([]byte, min(info.Size(), heldOutput))
	if _, err := out.ReadAt(r.Stdout, 0); err != nil && !errors.Is(err, io.EOF) {
		return r, v, note, err
	}
	return r, v, note, nil
}
