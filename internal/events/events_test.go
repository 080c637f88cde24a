package events_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/scripttest"
)

// TestSchema writes an event of every kind and checks that the schema
// accepts the stream, and refuses lines it does not describe.
func TestSchema(t *testing.T) {
	var b bytes.Buffer
	s := events.New(&b)
	s.Emit(events.Start{Command: "judge", Problem: "p", Dir: "/p", Solution: "a.cpp", Cases: 2, Limits: &events.Limits{TimeMS: 1000, WallMS: 3000, MemoryBytes: 1 << 28}})
	s.Emit(events.BuildStarted{Program: "a.cpp", Role: "solution"})
	s.Emit(events.BuildStarted{Program: "input_validators/v.py", Role: "validator"})
	s.Emit(events.Build{Program: "a.cpp", Role: "solution", Command: []string{"g++", "a.cpp"}, Error: "build a.cpp: g++: exit status 1",
		Diagnostics: []events.Diagnostic{{File: "a.cpp", Line: 1, Column: 13, Severity: "error", Message: "'x' was not declared in this scope"}}})
	s.Emit(events.CaseStarted{Case: "1", Submission: "accepted/a.py"})
	s.Emit(events.Outcome{Case: "1", Verdict: "WA", Detail: "token 1", TimeMS: 3, WallMS: 4, MemoryBytes: 1 << 20, Signal: "killed",
		Difference: &compare.Place{Line: 1, Column: 2}, Message: "wrong", Passes: 2, Dialogue: []events.Line{{From: "solution", AtMS: 1, Text: "? 1"}}, Beyond: "CRLF"})
	s.Emit(events.Outcome{Case: "2", Verdict: ""})
	s.Emit(events.Progress{Done: 10, Runs: 100, Findings: 1})
	s.Emit(events.Finding{Run: 3, Seed: 7, Verdicts: []string{"AC", "WA"}, Culprit: 1, Input: "1\n", Shrunk: true, Files: []string{"a.in"}})
	s.Emit(events.Submission{Submission: "accepted/a.py", Expected: "AC", Verdict: "RTE", SlowestMS: 12})
	s.Emit(events.Summary{Counts: map[string]int{"AC": 1}, ExitStatus: 1, ElapsedMS: 5, TimeLimitMS: 1000})
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	if err := scripttest.CheckStream(b.Bytes()); err != nil {
		t.Errorf("the stream of every kind: %v", err)
	}
	first, _, _ := strings.Cut(b.String(), "\n")
	if want := `{"v":1,"event":"start","command":"judge",`; !strings.HasPrefix(first, want) {
		t.Errorf("the first line %s, want it to begin %s", first, want)
	}
	for _, bad := range []string{
		`{"v":1,"event":"start","command":"judge","bogus":1}`,
		`{"v":2,"event":"start","command":"judge"}`,
		`{"v":1,"event":"outcome","case":"1","verdict":"NOPE","time_ms":0,"wall_ms":0,"memory_bytes":0,"exit_code":0}`,
		`{"v":1,"event":"summary","ok":true}`,
		`{"v":1,"event":"start","command":"judge"}` + "\n" + `{"v":1,"event":"case-started","case":"1"}`,
	} {
		if err := scripttest.CheckStream([]byte(bad + "\n")); err == nil {
			t.Errorf("the stream %s: accepted", bad)
		}
	}
}

// TestReporter checks that a reporter's summary follows a start event
// even when the command failed before its own, and carries the first
// error, and that a nil reporter writes nothing.
func TestReporter(t *testing.T) {
	var b bytes.Buffer
	se := events.NewReporter(events.New(&b), "verify")
	se.Fail(errors.New("no problem.yaml\nin dir"))
	se.Fail(errors.New("later"))
	se.End(events.Summary{ExitStatus: 2})
	if err := scripttest.CheckStream(b.Bytes()); err != nil {
		t.Errorf("the stream of a failed reporter: %v", err)
	}
	for _, want := range []string{`{"v":1,"event":"start","command":"verify"}`, `"counts":{}`, `"error":"no problem.yaml"`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the stream of a failed reporter %s, want it to hold %s", b.String(), want)
		}
	}
	var nilReporter *events.Reporter
	nilReporter.Begin(events.Start{})
	nilReporter.Fail(errors.New("x"))
	nilReporter.End(events.Summary{})
}

// TestNilStream checks that a nil stream writes nothing.
func TestNilStream(t *testing.T) {
	var s *events.Stream
	s.Emit(events.Start{Command: "judge"})
	if s.Err() != nil {
		t.Error("a nil stream has an error")
	}
}

// TestDiagnostics reads the places of compilers' messages.
func TestDiagnostics(t *testing.T) {
	out := strings.Join([]string{
		"a.cpp: In function 'int main()':",
		"a.cpp:1:13: error: 'x' was not declared in this scope",
		"    1 | int main(){ x }",
		"./main.go:5:2: undefined: y",
		"Main.java:3: error: ';' expected",
		"b.c:2:1: warning: implicit declaration",
		`  File "/tmp/s.py", line 4`,
		"    print(",
		"SyntaxError: '(' was never closed",
	}, "\n")
	want := []events.Diagnostic{
		{File: "a.cpp", Line: 1, Column: 13, Severity: "error", Message: "'x' was not declared in this scope"},
		{File: "./main.go", Line: 5, Column: 2, Message: "undefined: y"},
		{File: "Main.java", Line: 3, Severity: "error", Message: "';' expected"},
		{File: "b.c", Line: 2, Column: 1, Severity: "warning", Message: "implicit declaration"},
		{File: "/tmp/s.py", Line: 4, Severity: "error", Message: "SyntaxError: '(' was never closed"},
	}
	if diff := cmp.Diff(want, events.Diagnostics(out)); diff != "" {
		t.Errorf("Diagnostics (-want +got):\n%s", diff)
	}
}
