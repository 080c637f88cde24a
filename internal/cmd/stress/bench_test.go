package stress

import (
	"context"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/scripttest"
)

// BenchmarkThroughput compares stress with the loop people write by hand,
// on one-grid 9×9 inputs (acwing166) and its two solutions: runs/s of
// `for i; do ojkit gen >in; ./a <in >o1; ./b <in >o2; cmp o1 o2; done` and of
// stress with -j 1 and -j 2.
func BenchmarkThroughput(b *testing.B) {
	root, err := filepath.Abs("../../..")
	if err != nil {
		b.Fatal(err)
	}
	bin := scripttest.Build(b, root, map[string]string{"ojkit": "scripts/ojkit", "a": "problems/acwing166", "b": "problems/acwing166/dlx"})
	b.Run("shell-loop", func(b *testing.B) {
		loop := `cd "$1" && for i in $(seq 1 100); do "$2/ojkit" gen -p acwing166 -n 1 -seed $i >in; "$2/a" <in >o1; "$2/b" <in >o2; cmp -s o1 o2 || exit 1; done`
		dir := b.TempDir()
		for b.Loop() {
			if out, err := exec.Command("bash", "-c", loop, "sh", dir, bin).CombinedOutput(); err != nil {
				b.Fatalf("%v: %s", err, out)
			}
		}
		b.ReportMetric(float64(100*b.N)/b.Elapsed().Seconds(), "runs/s")
	})
	for _, jobs := range []int{1, 2} {
		b.Run("stress-j"+strconv.Itoa(jobs), func(b *testing.B) {
			s := benchStresser(b, bin)
			for b.Loop() {
				if found := s.runAll(context.Background(), 100, jobs, 1, func(tr trial) bool { return tr.err != nil || culprit(tr.outs) >= 0 }); found != nil {
					b.Fatalf("finding at seed %d: %v", found.seed, found.err)
				}
			}
			b.ReportMetric(float64(100*b.N)/b.Elapsed().Seconds(), "runs/s")
		})
	}
}

// benchStresser returns a stresser of acwing166's one-grid inputs over the
// solutions a and b in bin.
func benchStresser(b *testing.B, bin string) *stresser {
	p, _ := problem.Lookup("acwing166")
	spec := judgement.Default("acwing166")
	spec.Compare.Mode = "exact"
	cj, err := judgement.New(spec)
	if err != nil {
		b.Fatal(err)
	}
	cj.RunOnly = true
	s := &stresser{spec: spec, src: genSource{p, problem.Options{N: 1}}, cj: cj}
	for _, name := range []string{"a", "b"} {
		sol, err := runner.Build(filepath.Join(bin, name))
		if err != nil {
			b.Fatal(err)
		}
		s.sols = append(s.sols, sol)
	}
	b.Cleanup(s.close)
	return s
}
