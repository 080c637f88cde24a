package newproblem

import "text/template"

// mainTemplate is the skeleton of problems/ID/main.go: it compiles, reads
// nothing and fails every test with "not solved yet" until solve is written.
var mainTemplate = template.Must(template.New("main.go").Parse(`// Command {{.ID}} solves {{if .Judges}}{{range $i, $j := .Judges}}{{if $i}} / {{end}}{{$j.Judge.Name}} {{$j.ID}}{{end}}{{else}}{{printf "%q" .Name}}{{end}}.{{with .TaskLine}}
{{.}}{{end}}
//
// TODO: the problem's name, then its input and output rules in a few sentences:
// what one test holds, what to print, and the exact blank lines and spaces.{{if .Interactive}}
// It is interactive: gen/{{.ID}}/interactor answers its queries.{{end}}
//{{if .Judges}}
//ojkit:judges {{.Entries}}{{end}}
//ojkit:limits {{.Limits}}
//ojkit:compare {{.Compare}}{{with .IO}}
//ojkit:io {{.}}{{end}}{{if .Interactive}}
//ojkit:interactor{{end}}
package main

import (
	"errors"

	"{{.Judgeio}}"
)

func main() {
{{- if .IO}}
	judgeio.RunFiles("{{.ID}}", {{printf "%q" .InFile}}, {{printf "%q" .OutFile}}, solve)
{{- else}}
	judgeio.Run("{{.ID}}", solve)
{{- end}}
}
{{if .MultiNumber}}
// solve reads the number of tests, then solves each. An error reports input
// a judge never sends: {{if .IO}}RunFiles{{else}}Run{{end}} prints it on stderr as "{{.ID}}: error" and exits
// with status 1.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	t := in.Int()
	for i := int64(0); i < t && in.Err() == nil; i++ {
		if err := solveOne(in, out); err != nil {
			return err
		}
	}
	return in.Err()
}

// solveOne reads one test from in and writes its answer to out.
func solveOne(in *judgeio.Reader, out *judgeio.Writer) error {
{{- else}}
// solve reads one input from in and writes its answer to out. An error reports
// input a judge never sends: {{if .IO}}RunFiles{{else}}Run{{end}} prints it on stderr as "{{.ID}}: error" and exits
// with status 1.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
{{- end}}
{{- if .Interactive}}
	// TODO: read what the interactor sends with in.Int, in.Token or in.Line,
	// write each query with out.WriteString and out.WriteInt, and call
	// out.Flush() after it: the interactor waits for the whole query.
{{- else}}
	// TODO: read with in.Int, in.Token or in.Line (in.Err says what went
	// wrong), solve, and write with out.WriteInt, out.WriteString and
	// out.WriteByte.
{{- end}}
	return errors.New("not solved yet")
}
`))

// interactorTemplate is gen/ID/interactor/main.go, the skeleton of an
// interactive problem's interactor: a program of its own that reads the
// test and fails it as the interactor's own failure until it is written,
// saying in one line what to write.
var interactorTemplate = template.Must(template.New("interactor").Parse(`// Command interactor talks with the solutions of {{.ID}}, run as testlib runs
// an interactor:
//
//	interactor INPUT OUTPUT [ANSWER]
//
// INPUT is the test's input, which only the interactor reads; OUTPUT is a file
// for what a checker should see; ANSWER, when given, is the test's answer. Its
// stdin is the solution's stdout and its stdout the solution's stdin, so it
// flushes after every message. Its verdict is its exit status: 0 AC, 1 WA, 2 PE
// (the solution broke the protocol), 3 FAIL (the interactor or the test is
// wrong, not the solution), with a line on stderr saying why.
//
// main.go's //ojkit:interactor has ojkit judge find it here.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
)

// The verdicts, as exit statuses in testlib's convention.
const (
	accepted     = 0
	wrongAnswer  = 1
	presentation = 2
	failure      = 3
)

func main() {
	if len(os.Args) < 3 {
		quit(failure, "usage: interactor INPUT OUTPUT [ANSWER]")
	}
	input, err := os.ReadFile(os.Args[1])
	if err != nil {
		quit(failure, err.Error())
	}
	output, err := os.Create(os.Args[2])
	if err != nil {
		quit(failure, err.Error())
	}
	code, why := interact(input, bufio.NewReader(os.Stdin), bufio.NewWriter(os.Stdout), output)
	if err := output.Close(); err != nil && code != failure {
		code, why = failure, err.Error()
	}
	quit(code, why)
}

// interact holds the dialogue of one test: it reads the solution's queries
// from sol, answers each on to (to.Flush() after each answer), writes what a
// checker should see to output, and returns the verdict and why.
func interact(input []byte, sol *bufio.Reader, to *bufio.Writer, output *os.File) (int, string) {
	// TODO: send what the statement says the solution reads first
	// (fmt.Fprintln(to, ...) and to.Flush()), read each query with
	// fmt.Fscan(sol, ...) and answer it, then judge the solution's answer:
	// accepted, wrongAnswer, or presentation for a malformed query. Until
	// then, the lines below say what is left to write.
	if len(bytes.TrimSpace(input)) == 0 {
		return failure, "{{.ID}}: the interactor is not written yet, nor its tests: write interact in gen/{{.ID}}/interactor/main.go, and each test it reads in testdata/{{.ID}}/sample.txtar"
	}
	return failure, fmt.Sprintf("{{.ID}}: the interactor is not written yet: write interact in gen/{{.ID}}/interactor/main.go to read this test (%d bytes) and answer the solution", len(input))
}

// quit writes why on stderr and exits with the verdict code.
func quit(code int, why string) {
	if why != "" {
		fmt.Fprintln(os.Stderr, why)
	}
	os.Exit(code)
}
`))

// readmeTemplate is problems/ID/README.md.
var readmeTemplate = template.Must(template.New("README.md").Parse(`# {{.ID}} — {{if .Judges}}{{range $i, $j := .Judges}}{{if $i}} / {{end}}{{$j.Judge.Name}} {{$j.ID}}{{end}}{{else}}{{.Name}}{{end}}

TODO: the problem in a sentence.

- **Input:** TODO
- **Output:** TODO
{{if .URL}}
The task: [{{.Name}}]({{.URL}}){{if not .Judges}}, from a site ojkit does not know: no ` + "`//ojkit:judges`" + `{{end}}.
{{end}}{{if .Interactive}}
Interactive: ` + "`../../gen/{{.ID}}/interactor`" + ` is the skeleton of its interactor, run as testlib
runs one (` + "`interactor INPUT OUTPUT [ANSWER]`" + `, exit 0 AC, 1 WA, 2 PE, 3 FAIL); ` + "`//ojkit:interactor`" + `
has ` + "`ojkit judge`" + ` find it. Each case of ` + "`../../testdata/{{.ID}}/sample.txtar`" + ` is an ` + "`interact`" + ` line
with the test the interactor reads{{if .Samples}}, the statement's dialogue beside it as a comment{{end}};
write the interactor and the tests, and ` + "`ojkit test`" + ` plays them.
{{else if not .Samples}}
No samples came with the task: add them to ` + "`../../testdata/{{.ID}}/sample.txtar`" + `.
{{end}}{{with .IO}}
Files: the solution reads and writes ` + "`//ojkit:io {{.}}`" + ` (judgeio.RunFiles opens them).
{{end}}{{if .Judges}}
| judge | problem | accepts Go |
|---|---|---|
{{range .Judges}}| {{.Judge.Name}} | {{.ID}} | {{if .Judge.Published}}yes, go{{.Judge.Go}} ({{.Judge.Note}}){{else if .Judge.TakesGo}}yes, version not published{{else}}no{{end}} |
{{end}}{{end}}
**Limits:** {{if eq .Limits "unverified"}}not yet copied from the statement (` + "`//ojkit:limits unverified`" + `).{{else}}{{.Limits}} (` + "`//ojkit:limits`" + `).{{end}}

{{if eq .Floor.Source "default"}}No judge is named: the Go floor is ojkit's default, {{.Floor.Version}}, the newest Go of
the judges it knows; set ` + "`//ojkit:go`" + ` to your judge's if it is older.{{else if .Floor.NoGo}}None of these judges takes Go: the submission is a reference to test other
languages against, built at {{.Floor.Version}}.{{else if not .Floor.By}}None of these judges publishes its Go: the Go floor is {{.Floor.Version}}, the newest Go of
the judges ojkit knows; set ` + "`//ojkit:go`" + ` to the judge's if it is older.{{else}}The Go floor comes from ` + "`//ojkit:judges`" + `, the oldest Go among the judges:
{{.Floor.Version}}. ` + "`ojkit submit -p {{.ID}}`" + ` bundles main.go, checks it at that floor and tests it.{{end}}

## Files

- ` + "`main.go`" + ` — the submission: judgeio and the solution, one package.
  ` + "`ojkit submit -p {{.ID}}`" + ` writes ` + "`dist/{{.ID}}.go`" + `, the one file to paste into the judge.
- ` + "`<alt>/main.go`" + ` — a second solution, if any (` + "`{{.ID}}-<alt>`" + ` in the suites): it must
  pass every script main.go passes.
- ` + "`../../testdata/{{.ID}}/`" + ` — the suite, byte-exact (` + "`ojkit test -p {{.ID}}`" + `):
  ` + "`sample.txtar`" + ` holds the statement's samples; more cases are scripts like it.
- ` + "`../../gen/{{.ID}}/<tool>/main.go`" + ` — the problem's tools, if any, such as a generator
  (` + "`gen SEED`" + ` writes one input) and a validator (an input on stdin, exit 0 when
  valid); the suites have them on PATH as ` + "`{{.ID}}-<tool>`" + `.
`))
