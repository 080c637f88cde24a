package libverify

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/cmd/bundle"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/verdict"
)

// build bundles the program in dir into one file, as it is submitted, and
// builds that file.
func build(dir string) (*runner.Solution, error) {
	src, err := bundle.Bundle(dir, "")
	if err != nil {
		return nil, fmt.Errorf("bundle: %w", err)
	}
	tmp, err := tempdir.New("verify")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	file := filepath.Join(tmp, "main.go")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		return nil, err
	}
	return runner.Build(file)
}

// judge judges sol on every case under spec s and returns the
// verification: a success when every case is accepted. The first case
// not accepted is returned too, with its detail, for the report.
func judge(ctx context.Context, sol *runner.Solution, s judgement.Spec, cs []cases.Case) (Verification, string, error) {
	j, err := judgement.New(s)
	if err != nil {
		return Verification{}, "", err
	}
	defer j.Close()
	v := Verification{Status: Success, LastExecutionTime: time.Now().UTC()}
	var first string
	for _, c := range cs {
		o, err := j.Case(ctx, sol, c, nil)
		if err != nil {
			return Verification{}, "", fmt.Errorf("case %s: %w", c.Name, err)
		}
		tc := Testcase{Name: c.Name, Status: judgeStatus(o.Verdict), Elapsed: o.Run.CPU.Seconds(), Memory: float64(o.Run.MaxRSS) / 1e6}
		if o.Verdict == "" {
			tc.Status = judgeStatus(verdict.AC)
		}
		v.Testcases = append(v.Testcases, tc)
		v.Elapsed += tc.Elapsed
		v.Slowest = max(v.Slowest, tc.Elapsed)
		v.Heaviest = max(v.Heaviest, tc.Memory)
		if tc.Status != string(verdict.AC) && first == "" {
			v.Status = Failure
			first = fmt.Sprintf("%s on %s", o.Verdict, c.Name)
			if o.Detail != "" {
				first += ": " + o.Detail
			}
		}
	}
	return v, first, nil
}
