package interact

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// guessInteractor is a testlib-convention interactor of guess the number:
// INPUT holds N and the hidden X; it writes N, answers "? Y" with <, > or =
// (X against Y) for at most 20 queries and accepts "! X", writing the
// number of queries to OUTPUT. EXIT replaces its accepting exit status.
const guessInteractor = `#!/bin/sh
read n x < "$1"
echo "$n"
q=0
while read op y; do
	case "$op" in
	'?')
		q=$((q+1))
		if [ $q -gt 20 ]; then echo "wrong answer: more than 20 queries" >&2; exit 1; fi
		if [ "$x" -lt "$y" ]; then echo '<'; elif [ "$x" -gt "$y" ]; then echo '>'; else echo '='; fi;;
	'!')
		if [ "$y" = "$x" ]; then echo "ok $q queries" >&2; echo "$q" > "$2"; exit EXIT; fi
		echo "wrong answer: $y, want $x" >&2; exit 1;;
	*) echo "wrong answer: bad query $op" >&2; exit 2;;
	esac
done
echo "wrong answer: the solution ended without a guess" >&2
exit 1
`

// Solutions of guess the number.
const (
	// binarySearch asks at most 20 queries for N up to 10^6.
	binarySearch = `#!/bin/sh
read n
lo=1; hi=$n
while :; do
	mid=$(((lo+hi)/2)); echo "? $mid"; read a
	case "$a" in '=') echo "! $mid"; exit 0;; '<') hi=$((mid-1));; '>') lo=$((mid+1));; esac
done
`
	// linear asks 1, 2, 3, ...: too many queries for a large X.
	linear = `#!/bin/sh
read n
i=1
while :; do echo "? $i"; read a; [ "$a" = "=" ] && { echo "! $i"; exit 0; }; i=$((i+1)); done
`
	// unflushed writes its first query to a buffer it never flushes and
	// waits for the answer (whatever $PYTHONUNBUFFERED says).
	unflushed = "import os, sys\nout = os.fdopen(1, 'w', 4096)\nn = int(sys.stdin.readline())\nout.write('? 1\\n')\nsys.stdin.readline()\n"
	// crash exits with status 3 after reading N.
	crash = "#!/bin/sh\nread n\nexit 3\n"
)

// build writes a program to a file of dir and builds it.
func build(t *testing.T, dir, name, src string) *runner.Solution {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(src), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := runner.Build(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// play plays solution src against the guess interactor accepting with
// status exit, on input, recording the dialogue of a test that is not AC.
func play(t *testing.T, src, exit, input string, lim runner.Limits) Result {
	t.Helper()
	return playRecording(t, RecordFailures, src, exit, input, lim)
}

// playRecording is play, recording the dialogue as rec says.
func playRecording(t *testing.T, rec Recording, src, exit, input string, lim runner.Limits) Result {
	t.Helper()
	dir := t.TempDir()
	name := "sol.sh"
	if strings.HasPrefix(src, "import") {
		name = "sol.py"
	}
	g := Game{
		Solution:   build(t, dir, name, src),
		Interactor: build(t, dir, "interactor.sh", strings.ReplaceAll(guessInteractor, "EXIT", exit)),
		Limits:     lim,
		Recording:  rec,
	}
	g.InteractorLimits = InteractorLimits(lim)
	return playJudged(t, g, input)
}

// busyTries is how many times playJudged plays a game the machine was too
// busy to judge.
const busyTries = 5

// playJudged plays g on input, and again while the machine was too busy
// to judge it (BUSY), as verify runs a starved case again, up to busyTries
// times: a test of what happens at a wall-clock limit then holds on a
// loaded machine too.
func playJudged(t *testing.T, g Game, input string) Result {
	t.Helper()
	for try := 1; ; try++ {
		r, err := g.Play(context.Background(), []byte(input), nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != verdict.BUSY || try == busyTries {
			return r
		}
		t.Logf("play %d: %s (%s); played again", try, r.Verdict, r.Detail)
	}
}

// generous are limits no correct run here comes near.
var generous = runner.Limits{Time: 10 * time.Second, Wall: time.Minute}

// TestAccepted plays a right solution through the recorder: AC, with the
// interactor's OUTPUT and the whole dialogue; joined directly, it is AC
// with nothing recorded.
func TestAccepted(t *testing.T) {
	t.Parallel()
	if r := play(t, binarySearch, "0", "100 37\n", generous); r.Verdict != verdict.AC || r.Dialogue != nil {
		t.Errorf("joined directly: verdict %s (%s), dialogue %v; want AC with none recorded", r.Verdict, r.Detail, r.Dialogue.Lines())
	}
	for _, exit := range []string{"0", "42"} { // testlib's and Kattis's AC
		r := playRecording(t, RecordAll, binarySearch, exit, "100 37\n", generous)
		if r.Verdict != verdict.AC {
			t.Fatalf("exit %s: verdict %s (%s), want AC", exit, r.Verdict, r.Detail)
		}
		if got := string(r.Output); got != "3\n" {
			t.Errorf("exit %s: OUTPUT %q, want the 3 queries the interactor counted", exit, got)
		}
		var got []string
		for _, l := range r.Dialogue.Lines() {
			got = append(got, l.Dir.Mark()+string(l.Text))
		}
		want := []string{"< 100", "> ? 50", "< <", "> ? 25", "< >", "> ? 37", "< =", "> ! 37"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("exit %s: dialogue (-want +got):\n%s", exit, diff)
		}
	}
}

func TestTooManyQueries(t *testing.T) {
	t.Parallel()
	r := play(t, linear, "0", "100 60\n", generous)
	if r.Verdict != verdict.WA || !strings.Contains(r.Detail, "more than 20 queries") {
		t.Fatalf("verdict %s (%s), want WA with the interactor's message", r.Verdict, r.Detail)
	}
	lines := r.Dialogue.Lines()
	if last := lines[len(lines)-1]; last.Dir != ToInteractor || string(last.Text) != "? 21" {
		t.Errorf("last line %s, want the solution's 21st query", last.Format())
	}
	var buf bytes.Buffer
	if n := r.Dialogue.WriteTail(&buf, 4, "  "); n != 4 || !strings.Contains(buf.String(), "38 lines before them not shown") {
		t.Errorf("WriteTail wrote %d lines:\n%s", n, buf.String())
	}
}

func TestIdleness(t *testing.T) {
	t.Parallel()
	r := play(t, unflushed, "0", "100 37\n", runner.Limits{Time: 5 * time.Second, Wall: 2 * time.Second})
	if r.Verdict != verdict.ILE {
		t.Fatalf("verdict %s (%s), want ILE", r.Verdict, r.Detail)
	}
	for _, want := range []string{"after it wrote `100`", "the solution waited for input", "not flushed"} {
		if !strings.Contains(r.Detail, want) {
			t.Errorf("detail %q lacks %q", r.Detail, want)
		}
	}
}

func TestIdlenessMissingNewline(t *testing.T) {
	t.Parallel()
	noNewline := "import sys\nsys.stdin.readline()\nsys.stdout.write('? 1')\nsys.stdout.flush()\nsys.stdin.readline()\n"
	// The wall-clock limit leaves a loaded machine's Python time to write.
	r := play(t, noNewline, "0", "100 37\n", runner.Limits{Time: 5 * time.Second, Wall: 4 * time.Second})
	if r.Verdict != verdict.ILE || !strings.Contains(r.Detail, "an answer to `? 1`, which has no newline, and the interactor waited for the rest of that line") {
		t.Fatalf("verdict %s (%s), want ILE naming the line without its newline", r.Verdict, r.Detail)
	}
	lines := r.Dialogue.Lines()
	if last := lines[len(lines)-1]; !last.Cut || !strings.HasSuffix(last.Format(), "> ? 1  [no newline]") {
		t.Errorf("last line %q, want the query marked as cut", last.Format())
	}
}

func TestSolutionFailsFirst(t *testing.T) {
	t.Parallel()
	r := play(t, crash, "0", "100 37\n", generous)
	if r.Verdict != verdict.RE || r.InteractorVerdict != verdict.WA {
		t.Fatalf("verdict %s (%s), interactor %s: want RE, the solution having failed first", r.Verdict, r.Detail, r.InteractorVerdict)
	}
}

func TestInteractorFails(t *testing.T) {
	t.Parallel()
	for _, exit := range []string{"3", "7"} {
		r := play(t, binarySearch, exit, "100 37\n", generous)
		if r.Verdict != verdict.FAIL || !strings.Contains(r.Detail, "status "+exit) {
			t.Errorf("exit %s: verdict %s (%s), want FAIL naming the status", exit, r.Verdict, r.Detail)
		}
	}
}

func TestLinesCutAtTurns(t *testing.T) {
	t.Parallel()
	d := newDialogue(time.Now(), nil)
	d.add(ToInteractor, 1, []byte("? 1"))
	d.add(ToInteractor, 3, []byte(" 2\n! ")) // recorded after the reply it came after
	d.add(ToSolution, 2, []byte("<\n"))
	d.add(ToInteractor, 4, []byte("2\n"))
	d.add(ToSolution, 5, []byte("bye"))
	var got []string
	for _, l := range d.Lines() {
		s := l.Dir.Mark() + string(l.Text)
		if l.Cut {
			s += "|"
		}
		got = append(got, s)
	}
	want := []string{"> ? 1|", "< <", ">  2", "> ! 2", "< bye|"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lines (-want +got):\n%s", diff)
	}
}

// TestVerdictRule checks decide on the reports of both runs: who ended
// first, how, and whether the machine starved a side.
func TestVerdictRule(t *testing.T) {
	t.Parallel()
	lim := runner.Limits{Time: time.Second, Wall: 3 * time.Second}
	ilim := InteractorLimits(lim)
	const ms = time.Millisecond
	exit := func(code int) runner.Result { return runner.Result{ExitCode: code, CPU: ms, Wall: 10 * ms} }
	idleKill := runner.Result{ExitCode: -1, Signal: 9, CPU: 5 * ms, Wall: 3 * time.Second, TimedOut: true, WallTimedOut: true}
	starved := idleKill
	starved.RunDelay = 2900 * ms
	interWait := runner.Result{ExitCode: -1, Signal: 9, CPU: 5 * ms, Wall: 5 * time.Second, TimedOut: true, WallTimedOut: true}
	for _, c := range []struct {
		name             string
		sol, inter       runner.Result
		solEnd, interEnd time.Duration
		want             verdict.Verdict
	}{
		{"both accept", exit(0), exit(0), 10 * ms, 11 * ms, verdict.AC},
		{"kattis accepts", exit(0), exit(42), 10 * ms, 11 * ms, verdict.AC},
		{"solution crashes first", exit(2), exit(1), 10 * ms, 11 * ms, verdict.RE},
		{"interactor rejects first", exit(2), exit(1), 11 * ms, 10 * ms, verdict.WA},
		{"crash after acceptance", exit(2), exit(0), 11 * ms, 10 * ms, verdict.RE},
		{"presentation", exit(0), exit(2), 10 * ms, 11 * ms, verdict.PE},
		{"both wait", idleKill, exit(1), 3000 * ms, 3001 * ms, verdict.ILE},
		{"both wait, the solution's end found late", idleKill, exit(1), 3050 * ms, 3001 * ms, verdict.ILE},
		{"the interactor rejects, then the solution waits", idleKill, exit(1), 3000 * ms, 10 * ms, verdict.WA},
		{"starved solution", starved, exit(1), 3000 * ms, 3001 * ms, verdict.BUSY},
		{"starved interactor", exit(0), starved, 10 * ms, 3000 * ms, verdict.BUSY},
		{"both killed waiting, the interactor first", idleKill, interWait, 5001 * ms, 5000 * ms, verdict.ILE},
		{"both killed, the solution starved", starved, interWait, 5001 * ms, 5000 * ms, verdict.BUSY},
		{"interactor fails", exit(0), exit(3), 10 * ms, 11 * ms, verdict.FAIL},
		{"kattis rejects", exit(0), exit(43), 10 * ms, 11 * ms, verdict.WA},
		{"testlib points", exit(0), exit(7), 10 * ms, 11 * ms, verdict.FAIL},
		{"interactor crashes", exit(0), runner.Result{ExitCode: -1, Signal: 11}, 10 * ms, 11 * ms, verdict.FAIL},
	} {
		r := Result{Solution: c.sol, Interactor: c.inter, SolutionEnd: c.solEnd, InteractorEnd: c.interEnd, Dialogue: newDialogue(time.Now(), nil)}
		r.decide(Testlib, r.Interactor.Stderr, lim, ilim)
		if r.Verdict != c.want {
			t.Errorf("%s: %s (%s), want %s", c.name, r.Verdict, r.Detail, c.want)
		}
	}
}

// TestKattisRule checks what decide does differently under KattisRule: a
// validator's failure stands even after the solution failed, as
// problemtools' JE does.
func TestKattisRule(t *testing.T) {
	t.Parallel()
	lim := runner.Limits{Time: time.Second, Wall: 3 * time.Second}
	const ms = time.Millisecond
	exit := func(code int) runner.Result { return runner.Result{ExitCode: code, CPU: ms, Wall: 10 * ms} }
	for _, c := range []struct {
		name             string
		rule             Rule
		sol, inter       runner.Result
		solEnd, interEnd time.Duration
		want             verdict.Verdict
	}{
		{"testlib: the solution crashes, then the interactor fails", Testlib, exit(2), exit(3), 10 * ms, 11 * ms, verdict.RE},
		{"kattis: the submission crashes, then the validator fails", KattisRule, exit(2), exit(3), 10 * ms, 11 * ms, verdict.FAIL},
		{"kattis: the submission crashes, then the validator rejects", KattisRule, exit(2), exit(43), 10 * ms, 11 * ms, verdict.RE},
		{"kattis: the validator rejects, then the submission crashes", KattisRule, exit(2), exit(43), 11 * ms, 10 * ms, verdict.WA},
		{"kattis: the validator accepts, then the submission crashes", KattisRule, exit(2), exit(42), 11 * ms, 10 * ms, verdict.RE},
	} {
		r := Result{Solution: c.sol, Interactor: c.inter, SolutionEnd: c.solEnd, InteractorEnd: c.interEnd, Dialogue: newDialogue(time.Now(), nil)}
		r.decide(c.rule, nil, lim, InteractorLimits(lim))
		if r.Verdict != c.want {
			t.Errorf("%s: %s (%s), want %s", c.name, r.Verdict, r.Detail, c.want)
		}
	}
}

// TestClosedStdout plays a solution that closes its stdout early and then
// crashes or sleeps: a testlib interactor sees the end of its output then
// and rejects first (WA), while a Kattis validator sees it only when the
// solution ends, as problemtools' runner shows it, so the solution's own
// failure stands; joined directly or through the recorder.
func TestClosedStdout(t *testing.T) {
	t.Parallel()
	const (
		closeCrash = "#!/bin/sh\nread n\nexec 1>&-\nsleep 0.2\nexit 3\n"
		closeSleep = "#!/bin/sh\nread n\nexec 1>&-\nsleep 30\n"
	)
	kattisGuess := strings.NewReplacer("exit 1", "exit 43", "exit 2", "exit 43", "EXIT", "42").Replace(guessInteractor)
	for _, tc := range []struct {
		name, solution string
		kattis         bool
		want           verdict.Verdict
	}{
		{"testlib, crash", closeCrash, false, verdict.WA},
		{"testlib, sleep", closeSleep, false, verdict.WA},
		{"kattis, crash", closeCrash, true, verdict.RE},
		{"kattis, sleep", closeSleep, true, verdict.ILE},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			lim := runner.Limits{Time: time.Minute, Wall: 2 * time.Second}
			dir := t.TempDir()
			g := Game{Solution: build(t, dir, "sol.sh", tc.solution), Limits: lim, InteractorLimits: InteractorLimits(lim)}
			g.Interactor = build(t, dir, "inter.sh", strings.ReplaceAll(guessInteractor, "EXIT", "0"))
			if tc.kattis {
				g.Interactor, g.Kattis = build(t, dir, "validator.sh", kattisGuess), &Kattis{}
			}
			for _, rec := range []Recording{RecordNone, RecordAll} {
				g.Recording = rec
				r, err := g.Play(context.Background(), []byte("100 37\n"), []byte{})
				if err != nil {
					t.Fatal(err)
				}
				if r.Verdict != tc.want {
					t.Errorf("recording %d: verdict %s (%s), want %s", rec, r.Verdict, r.Detail, tc.want)
				}
			}
		})
	}
}

func TestInteractorLimits(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lim, want runner.Limits }{
		{runner.Limits{Time: time.Second, Memory: 1 << 20}, runner.Limits{Time: 5 * time.Second, Wall: 5 * time.Second, Memory: 1 << 20}},
		{runner.Limits{Time: 4 * time.Second, Wall: 10 * time.Second}, runner.Limits{Time: 8 * time.Second, Wall: 12 * time.Second}},
		{runner.Limits{}, runner.Limits{}},
	} {
		if got := InteractorLimits(c.lim); got != c.want {
			t.Errorf("InteractorLimits(%+v) = %+v, want %+v", c.lim, got, c.want)
		}
	}
}

// TestLongDialogueBounded records a million exchanges of short lines: the
// dialogue keeps its last lines within maxRecorded, and counts those it
// dropped.
func TestLongDialogueBounded(t *testing.T) {
	t.Parallel()
	d := newDialogue(time.Now(), nil)
	const n = 1000000
	for i := range n {
		d.add(ToInteractor, time.Duration(2*i), []byte("? 1\n"))
		d.add(ToSolution, time.Duration(2*i+1), []byte("<\n"))
	}
	chunks, _ := d.Chunks()
	if held := len(chunks) * (chunkCost + 3); held > maxRecorded {
		t.Errorf("%d chunks held, about %d bytes, over %d", len(chunks), held, maxRecorded)
	}
	if got := d.droppedLines() + len(d.Lines()); got != 2*n {
		t.Errorf("%d lines held and dropped, want %d", got, 2*n)
	}
	if last := d.Lines()[len(d.Lines())-1]; string(last.Text) != "<" || last.Dir != ToSolution {
		t.Errorf("last line %q, want the interactor's last reply", last.Format())
	}
}

// answerAll answers every query "? Y" with Y, for as long as the solution
// asks.
const answerAll = `#!/bin/sh
read n x < "$1"
echo "$n"
while read op y; do echo "$y"; done
exit 1
`

// playAnswerAll plays solution src against answerAll on "100 37".
func playAnswerAll(t *testing.T, src string, lim runner.Limits) Result {
	t.Helper()
	dir := t.TempDir()
	g := Game{Solution: build(t, dir, "sol.sh", src), Interactor: build(t, dir, "interactor.sh", answerAll), Limits: lim}
	g.InteractorLimits = InteractorLimits(lim)
	return playJudged(t, g, "100 37\n")
}

// TestIdlenessStillExchanging plays a solution that asks without end, one
// query after another with no pause (no program started between them, so
// that a loaded machine leaves no long gap): at the wall-clock limit it is
// ILE, said to be still exchanging, too slow.
func TestIdlenessStillExchanging(t *testing.T) {
	t.Parallel()
	slow := "#!/bin/sh\nread n\nwhile :; do echo \"? 1\"; read r; done\n"
	r := playAnswerAll(t, slow, runner.Limits{Time: time.Minute, Wall: 2 * time.Second})
	if r.Verdict != verdict.ILE || !strings.HasPrefix(r.Detail, "still exchanging with the interactor at the wall-clock limit 2000ms: too slow, ") {
		t.Errorf("verdict %s (%s), want ILE still exchanging", r.Verdict, r.Detail)
	}
}

// TestIdlenessBlockedWriting plays a solution that writes queries without
// reading the replies: the interactor, its replies unread, stops reading,
// and at the wall-clock limit the solution is ILE, said to be blocked
// writing.
func TestIdlenessBlockedWriting(t *testing.T) {
	t.Parallel()
	r := playAnswerAll(t, "#!/bin/sh\nexec yes '? 1'\n", runner.Limits{Time: time.Minute, Wall: 2 * time.Second})
	if r.Verdict != verdict.ILE || !strings.Contains(r.Detail, "the solution was blocked writing, the interactor not reading it") {
		t.Errorf("verdict %s (%s), want ILE blocked writing", r.Verdict, r.Detail)
	}
}

// TestEndOfOutputSeenAtOnce plays two games in which one side closes its
// output and goes on: the other side sees the end at once, not when the
// first side's run ends, as on a judge's direct pipes, with or without the
// recorder between them.
func TestEndOfOutputSeenAtOnce(t *testing.T) {
	t.Parallel()
	// feeder writes the numbers of INPUT, closes its output and then
	// accepts the solution's line if it is their sum.
	const feeder = "#!/bin/sh\ncat \"$1\"\nexec 1>&-\nread s\nwant=$(awk '{s+=$1} END {print s}' \"$1\")\n[ \"$s\" = \"$want\" ] && exit 0\necho \"wrong answer: $s, want $want\" >&2\nexit 1\n"
	// summer reads every number to the end of its input, then writes
	// their sum.
	const summer = "#!/bin/sh\nawk '{s+=$1} END {print s}'\n"
	// quitter writes nothing more, closes its output and sleeps.
	const quitter = "#!/bin/sh\nread n\nexec 1>&-\nexec sleep 60\n"
	lim := runner.Limits{Time: time.Minute, Wall: 20 * time.Second}
	for _, rec := range []Recording{RecordNone, RecordAll} {
		dir := t.TempDir()
		g := Game{Solution: build(t, dir, "sol.sh", summer), Interactor: build(t, dir, "feeder.sh", feeder), Limits: lim, InteractorLimits: InteractorLimits(lim), Recording: rec}
		r, err := g.Play(context.Background(), []byte("1\n2\n39\n"), nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != verdict.AC {
			t.Errorf("recording %d: the interactor closes its output: verdict %s (%s), want AC", rec, r.Verdict, r.Detail)
		}
		r = playRecording(t, rec, quitter, "0", "100 37\n", lim)
		want := "the solution ended without a guess"
		if r.Verdict != verdict.WA || !strings.Contains(r.Detail, want) {
			t.Errorf("recording %d: the solution closes its output and sleeps: verdict %s (%s), want WA: %s", rec, r.Verdict, r.Detail, want)
		}
	}
}

// TestIdlenessSleeping plays a solution that guesses right and sleeps, one
// that sleeps at once, and one that waits for an interactor that sleeps:
// each is said to be so.
func TestIdlenessSleeping(t *testing.T) {
	t.Parallel()
	const (
		sleeper     = "#!/bin/sh\nexec sleep 60\n"
		sleepsAfter = "#!/bin/sh\nread n\necho '? 37'\nread a\necho '! 37'\nexec sleep 60\n"
	)
	for _, tc := range []struct {
		name, solution, interactor string
		want                       verdict.Verdict
		detail                     string
	}{
		{"after the answer", sleepsAfter, guessInteractor, verdict.TLE, "the solution, after the interactor accepted: still running at the wall-clock limit, sleeping"},
		{"at once", sleeper, guessInteractor, verdict.ILE, "at the wall-clock limit 2000ms the solution was sleeping, neither reading nor writing"},
		{"the interactor", binarySearch, sleeper, verdict.ILE, "at the wall-clock limit 2000ms the solution waited for input, and the interactor was sleeping, not writing it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			lim := runner.Limits{Time: time.Minute, Wall: 2 * time.Second}
			dir := t.TempDir()
			inter := strings.ReplaceAll(tc.interactor, "EXIT", "0")
			g := Game{Solution: build(t, dir, "sol.sh", tc.solution), Interactor: build(t, dir, "inter.sh", inter), Limits: lim, InteractorLimits: InteractorLimits(lim)}
			r := playJudged(t, g, "100 37\n")
			if r.Verdict != tc.want || r.Detail != tc.detail {
				t.Errorf("verdict %s (%s), want %s (%s)", r.Verdict, r.Detail, tc.want, tc.detail)
			}
		})
	}
}

// TestKattisValidator plays against a Kattis output validator, called with
// INPUT, ANSWER, the feedback directory and the flags: a right solution is
// AC, a wrong one WA with the validator's judgemessage.txt as the message.
func TestKattisValidator(t *testing.T) {
	t.Parallel()
	// sumValidator writes INPUT's numbers, closes its output and accepts
	// the solution's line if it is ANSWER; its flag must be "-sum".
	const sumValidator = "#!/bin/sh\n[ \"$4\" = -sum ] || exit 1\ncat \"$1\"\nexec 1>&-\nread s\n[ \"$s\" = \"$(cat \"$2\")\" ] && exit 42\necho \"got $s, want $(cat \"$2\")\" > \"$3/judgemessage.txt\"\nexit 43\n"
	lim := runner.Limits{Time: time.Minute, Wall: 20 * time.Second}
	dir := t.TempDir()
	g := Game{Interactor: build(t, dir, "validator.sh", sumValidator), Kattis: &Kattis{Flags: []string{"-sum"}}, Limits: lim, InteractorLimits: InteractorLimits(lim)}
	for _, tc := range []struct {
		solution string
		want     verdict.Verdict
		message  string
	}{
		{"#!/bin/sh\nawk '{s+=$1} END {print s}'\n", verdict.AC, ""},
		{"#!/bin/sh\nawk '{s+=$1} END {print s+1}'\n", verdict.WA, "got 43, want 42"},
	} {
		g.Solution = build(t, dir, "sol.sh", tc.solution)
		r, err := g.Play(context.Background(), []byte("1\n2\n39\n"), []byte("42\n"))
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != tc.want || r.Message != tc.message {
			t.Errorf("%q: verdict %s, message %q (%s); want %s, %q", tc.solution, r.Verdict, r.Message, r.Detail, tc.want, tc.message)
		}
	}
}

// TestTape plays a long dialogue with a tape: every line comes out on it, in
// the order spoken, while the dialogue kept for showing is its end.
func TestTape(t *testing.T) {
	t.Parallel()
	const n = 3000
	// echo answers each line with the same line, for the first N of INPUT.
	const echo = "#!/bin/sh\nread n < \"$1\"\ni=0\nwhile [ $i -lt $n ] && read q; do echo \"$q\"; i=$((i+1)); done\nexit 0\n"
	const asker = "#!/bin/sh\ni=0\nwhile [ $i -lt 3000 ]; do i=$((i+1)); echo \"$i\"; read a; [ \"$a\" = \"$i\" ] || exit 1; done\n"
	dir := t.TempDir()
	var tape bytes.Buffer
	g := Game{Solution: build(t, dir, "sol.sh", asker), Interactor: build(t, dir, "echo.sh", echo), Limits: generous, InteractorLimits: InteractorLimits(generous), Tape: &tape}
	r, err := g.Play(context.Background(), []byte("3000\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != verdict.AC {
		t.Fatalf("verdict %s (%s), want AC", r.Verdict, r.Detail)
	}
	lines := strings.Split(strings.TrimSuffix(tape.String(), "\n"), "\n")
	if len(lines) != 2*n {
		t.Fatalf("the tape has %d lines, want %d", len(lines), 2*n)
	}
	for i, l := range lines {
		mark := "> "
		if i%2 == 1 {
			mark = "< "
		}
		if want := mark + strconv.Itoa(i/2+1); !strings.HasSuffix(l, want) {
			t.Fatalf("tape line %d is %q, want it to end %q", i+1, l, want)
		}
	}
	if got := len(r.Dialogue.Lines()); got != 2*n {
		t.Errorf("the dialogue kept %d lines, want %d", got, 2*n)
	}
}

// TestDialogueAfterSolutionExits plays a solution that writes one line and
// exits at once: what the interactor writes after that is in the dialogue.
func TestDialogueAfterSolutionExits(t *testing.T) {
	t.Parallel()
	const late = "#!/bin/sh\nread q\nsleep 0.3\necho \"too late for $q\"\necho 'wrong answer: no guess' >&2\nexit 1\n"
	dir := t.TempDir()
	g := Game{Solution: build(t, dir, "sol.sh", "#!/bin/sh\necho hi\n"), Interactor: build(t, dir, "late.sh", late), Limits: generous, InteractorLimits: InteractorLimits(generous)}
	r, err := g.Play(context.Background(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range r.Dialogue.Lines() {
		got = append(got, l.Dir.Mark()+string(l.Text))
	}
	if want := []string{"> hi", "< too late for hi"}; r.Verdict != verdict.WA || !cmp.Equal(got, want) {
		t.Errorf("verdict %s (%s), dialogue %q; want WA, %q", r.Verdict, r.Detail, got, want)
	}
}

// TestEndsAfterLastWords checks that the report never shows a side ending
// before the last bytes it wrote arrived, as a loaded machine may find the
// end of a run first: each end is at least its side's last line.
func TestEndsAfterLastWords(t *testing.T) {
	t.Parallel()
	const ms = time.Millisecond
	d := newDialogue(time.Now(), nil)
	d.add(ToSolution, 5*ms, []byte("100\n"))
	d.add(ToInteractor, 30*ms, []byte("! 37\n"))
	r := Result{Dialogue: d, SolutionEnd: 20 * ms, InteractorEnd: 40 * ms, InteractorVerdict: verdict.AC}
	want := "[end: the solution exited with status 0 at 30ms; the interactor exited with status 0 at 40ms, its verdict AC]"
	if got := r.Ends(); got != want {
		t.Errorf("Ends() = %q\nwant %q", got, want)
	}
}
