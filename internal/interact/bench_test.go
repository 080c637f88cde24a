package interact

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// exchanges is how many queries a benchmark's solution asks.
const exchanges = 200000

// askingC asks N queries, one a line, flushing each, and reads each reply.
const askingC = `#include <stdio.h>
int main(void) {
	int n, r;
	if (scanf("%d", &n) != 1) return 1;
	for (int i = 0; i < n; i++) {
		printf("? %d\n", i);
		fflush(stdout);
		if (scanf("%d", &r) != 1) return 1;
	}
	printf("! %d\n", n);
	fflush(stdout);
	return 0;
}`

// answeringC reads N from its INPUT, sends it, and answers each query with
// its number until the solution's guess; it writes N to its OUTPUT.
const answeringC = `#include <stdio.h>
int main(int argc, char **argv) {
	FILE *in = fopen(argv[1], "r");
	int n, x;
	char op[4];
	if (!in || fscanf(in, "%d", &n) != 1) return 3;
	printf("%d\n", n);
	fflush(stdout);
	while (scanf("%3s %d", op, &x) == 2) {
		if (op[0] == '!') {
			FILE *out = fopen(argv[2], "w");
			fprintf(out, "%d\n", n);
			fclose(out);
			return x == n ? 0 : 1;
		}
		printf("%d\n", x);
		fflush(stdout);
	}
	return 1;
}`

// BenchmarkExchanges plays a game of 200 000 queries and replies three ways,
// interleaved in each iteration: two processes joined by two pipes directly
// (the judges' way), a Game as judge plays one, and a Game that records the
// dialogue. It reports each one's seconds a game, the two Games' ratios to
// the pipes, and the solution's CPU time in a Game against the pipes'.
func BenchmarkExchanges(b *testing.B) {
	dir := b.TempDir()
	sol := buildC(b, dir, "asking.c", askingC)
	inter := buildC(b, dir, "answering.c", answeringC)
	input := []byte(strconv.Itoa(exchanges) + "\n")
	inputFile := filepath.Join(dir, "input")
	if err := os.WriteFile(inputFile, input, 0o644); err != nil {
		b.Fatal(err)
	}
	lim := runner.Limits{Time: time.Minute, Wall: 5 * time.Minute}
	game := Game{Solution: sol, Interactor: inter, Limits: lim, InteractorLimits: InteractorLimits(lim)}
	recorded := game
	recorded.Recording = RecordAll
	var pipes, joined, relayed, pipesCPU, joinedCPU time.Duration
	for b.Loop() {
		pipes += timed(func() {
			pipesCPU += joinDirectly(b, sol.Command(), append(inter.Command(), inputFile, filepath.Join(dir, "output")))
		})
		joined += timed(func() { joinedCPU += playAC(b, game, input) })
		relayed += timed(func() { playAC(b, recorded, input) })
	}
	n := float64(b.N)
	b.ReportMetric(pipes.Seconds()/n, "pipes-s/op")
	b.ReportMetric(joined.Seconds()/n, "game-s/op")
	b.ReportMetric(relayed.Seconds()/n, "recorded-s/op")
	b.ReportMetric(joined.Seconds()/pipes.Seconds(), "game/pipes")
	b.ReportMetric(relayed.Seconds()/pipes.Seconds(), "recorded/pipes")
	b.ReportMetric(joinedCPU.Seconds()/pipesCPU.Seconds(), "game-cpu/pipes-cpu")
}

// timed returns how long f takes.
func timed(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}

// playAC plays g on input, fails the benchmark unless it is AC, and
// returns the solution's CPU time.
func playAC(b *testing.B, g Game, input []byte) time.Duration {
	r, err := g.Play(context.Background(), input, nil)
	if err != nil || r.Verdict != verdict.AC {
		b.Fatalf("%s (%s), %v", r.Verdict, r.Detail, err)
	}
	return r.Solution.CPU
}

// buildC builds the C program src, named name, in dir.
func buildC(b *testing.B, dir, name, src string) *runner.Solution {
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		b.Fatal(err)
	}
	s, err := runner.Build(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// joinDirectly runs the two command lines with each one's stdout the
// other's stdin, waits for both to succeed, and returns the first one's CPU
// time.
func joinDirectly(b *testing.B, sol, inter []string) time.Duration {
	s, i := exec.Command(sol[0], sol[1:]...), exec.Command(inter[0], inter[1:]...)
	var err error
	if i.Stdin, err = s.StdoutPipe(); err != nil {
		b.Fatal(err)
	}
	if s.Stdin, err = i.StdoutPipe(); err != nil {
		b.Fatal(err)
	}
	if err := s.Start(); err != nil {
		b.Fatal(err)
	}
	if err := i.Start(); err != nil {
		b.Fatal(err)
	}
	if err := i.Wait(); err != nil {
		b.Fatal(err)
	}
	if err := s.Wait(); err != nil {
		b.Fatal(err)
	}
	return s.ProcessState.UserTime() + s.ProcessState.SystemTime()
}
