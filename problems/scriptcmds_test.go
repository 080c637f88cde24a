package problems_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/ojkit/ojkit/internal/verdict"
	"github.com/rogpeppe/go-internal/testscript"
	"golang.org/x/tools/txtar"
)

// scriptKey is the key of the script file's path in a script's Values.
type scriptKey struct{}

// scriptFile returns the one of files that the script with work directory
// workDir runs ($WORK is script-NAME).
func scriptFile(workDir string, files []string) string {
	name := strings.TrimPrefix(filepath.Base(workDir), "script-")
	for _, f := range files {
		if strings.TrimSuffix(filepath.Base(f), ".txtar") == name {
			return f
		}
	}
	return ""
}

// scriptCmds are the scripts' own commands: scripttest's input edits
// (crlf, chomp, trailspace), cmpexact, which compares a script's output
// with a file of its archive (`cmpexact stdout|stderr WANT`), and
// `exit N CMD ARGS...`, which the second solutions' copies of the scripts use
// (see ownMessages), and `interact INTERACTOR SOLUTION IN [ANSWER]`, an
// interactive problem's test (see interactCmd).
func scriptCmds(rec *recorder) scripttest.Cmds {
	cmds := scripttest.Edits()
	cmds["cmpexact"] = rec.cmpExact
	cmds["exit"] = scripttest.Exit
	cmds["interact"] = interactCmd
	return cmds
}

// recorder carries out cmpexact and, when updating, collects the new expected
// outputs to write into the scripts once they have run.
type recorder struct {
	update bool
	mu     sync.Mutex
	files  map[string]map[string]string // script path -> archive file -> new content
}

func newRecorder(update bool) *recorder {
	return &recorder{update: update, files: map[string]map[string]string{}}
}

// cmpExact is the script command `cmpexact stdout|stderr WANT`: it fails unless
// the output equals the file WANT byte for byte, showing the lines that differ
// as quoted strings so that trailing spaces, \r and a missing final newline are
// visible. When updating, it records the output as WANT's new content instead,
// if WANT is a file of the script's archive (not one the script made).
func (rec *recorder) cmpExact(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 || (args[0] != "stdout" && args[0] != "stderr") {
		ts.Fatalf("usage: cmpexact stdout|stderr WANT")
	}
	got, want := ts.ReadFile(args[0]), ts.ReadFile(args[1])
	if got == want {
		return
	}
	if script := ts.Value(scriptKey{}).(string); rec.update && inArchive(script, args[1]) {
		rec.record(script, args[1], got)
		return
	}
	ts.Logf("%s differs from %s at %s (-want +got):\n%s", args[0], args[1],
		firstDiff(want, got), cmp.Diff(lines(want), lines(got)))
	ts.Fatalf("%s and %s differ", args[0], args[1])
}

// lines splits s after each newline, keeping them: a last line without one
// shows as such.
func lines(s string) []string {
	return strings.SplitAfter(s, "\n")
}

// firstDiff returns "line L, column C" of the first byte where want and got
// differ (or where the shorter ends).
func firstDiff(want, got string) string {
	line, col := 1, 1
	for i := 0; i < len(want) && i < len(got) && want[i] == got[i]; i++ {
		col++
		if want[i] == '\n' {
			line, col = line+1, 1
		}
	}
	return fmt.Sprintf("line %d, column %d", line, col)
}

// inArchive reports whether the txtar file script holds a file name.
func inArchive(script, name string) bool {
	a, err := txtar.ParseFile(script)
	if err != nil {
		return false
	}
	for _, f := range a.Files {
		if f.Name == name {
			return true
		}
	}
	return false
}

// record notes content as the new content of the archive file name of script.
func (rec *recorder) record(script, name, content string) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if rec.files[script] == nil {
		rec.files[script] = map[string]string{}
	}
	rec.files[script][name] = content
}

// write rewrites the scripts whose expected outputs were recorded.
func (rec *recorder) write() error {
	for script, updates := range rec.files {
		a, err := txtar.ParseFile(script)
		if err != nil {
			return err
		}
		for i, f := range a.Files {
			if content, ok := updates[f.Name]; ok {
				a.Files[i].Data = []byte(content)
			}
		}
		if err := os.WriteFile(script, txtar.Format(a), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// TestFirstDiff pins where firstDiff places a difference.
func TestFirstDiff(t *testing.T) {
	cases := []struct{ want, got, at string }{
		{"ab\ncd\n", "ab\ncx\n", "line 2, column 2"},
		{"ab\n", "ab \n", "line 1, column 3"},
		{"ab\n", "ab", "line 1, column 3"},
		{"ab\n", "ab\n\n", "line 2, column 1"},
	}
	for _, c := range cases {
		if got := firstDiff(c.want, c.got); got != c.at {
			t.Errorf("firstDiff(%q, %q) = %q, want %q", c.want, c.got, got, c.at)
		}
	}
}

// TestRecorderWrite checks that -update rewrites only the recorded file of a
// script, and that only the archive's own files are taken for recording.
func TestRecorderWrite(t *testing.T) {
	script := filepath.Join(t.TempDir(), "case.txtar")
	const before = "# comment\nexec x\n-- in.txt --\n1\n-- want.txt --\n"
	if err := os.WriteFile(script, []byte(before), 0o644); err != nil {
		t.Fatal(err)
	}
	rec := newRecorder(true)
	rec.record(script, "want.txt", "2\n")
	if err := rec.write(); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before+"2\n", string(got)); diff != "" {
		t.Errorf("rewritten script (-want +got):\n%s", diff)
	}
	if !inArchive(script, "want.txt") || inArchive(script, "derived.txt") {
		t.Error("inArchive does not tell the archive's files from others")
	}
}

// interactLimits are the limits of each side of a suite's interactive test:
// far above what a correct run takes, so that only a hang ends one.
var interactLimits = runner.Limits{Time: 10 * time.Second, Wall: time.Minute}

// interactCmd is the script command `interact INTERACTOR SOLUTION IN
// [ANSWER]`: it plays the commands SOLUTION and INTERACTOR (found on the
// script's PATH) against each other, the interactor run as testlib's with the
// files IN and ANSWER, and fails unless the verdict is AC (`! interact`:
// unless it is not), showing the verdict and the end of the dialogue.
func interactCmd(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 3 && len(args) != 4 {
		ts.Fatalf("usage: interact INTERACTOR SOLUTION IN [ANSWER]")
	}
	var sides [2]*runner.Solution
	for i, name := range args[:2] {
		sol, err := runner.Build(lookPath(ts, name))
		ts.Check(err)
		defer sol.Close()
		sides[i] = sol
	}
	input := []byte(ts.ReadFile(args[2]))
	var answer []byte
	if len(args) == 4 {
		answer = []byte(ts.ReadFile(args[3]))
	}
	g := interact.Game{Interactor: sides[0], Solution: sides[1], Limits: interactLimits, InteractorLimits: interact.InteractorLimits(interactLimits)}
	r, err := g.Play(context.Background(), input, answer)
	ts.Check(err)
	var report strings.Builder
	fmt.Fprintf(&report, "%s: %s (%s)\n", args[1], r.Verdict, r.Detail)
	r.Report(&report, false, "  ")
	ts.Logf("%s", report.String())
	if ok := r.Verdict == verdict.AC; ok == neg {
		ts.Fatalf("%s against %s: %s", args[1], args[0], r.Verdict)
	}
}

// lookPath returns the path of the command name in the script's PATH.
func lookPath(ts *testscript.TestScript, name string) string {
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		path := filepath.Join(dir, name)
		if fi, err := os.Stat(path); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return path
		}
	}
	ts.Fatalf("%s: not on the script's PATH", name)
	return ""
}
