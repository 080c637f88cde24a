package newproblem

import "text/template"

// mainTemplate is the skeleton of problems/ID/main.go: it compiles, reads
// nothing and fails every test with "not solved yet" until solve is written.
var mainTemplate = template.Must(template.New("main.go").Parse(`// Command {{.ID}} solves {{if .Judges}}{{range $i, $j := .Judges}}{{if $i}} / {{end}}{{$j.Judge.Name}} {{$j.ID}}{{end}}{{else}}{{.Name}}{{end}}.{{if .URL}}
// The statement: {{.URL}}{{end}}
//
// TODO: the problem's name, then its input and output rules in a few sentences:
// what one test holds, what to print, and the exact blank lines and spaces.
//{{if .Judges}}
//ojkit:judges {{.Entries}}{{end}}
//ojkit:limits {{.Limits}}
//ojkit:compare {{.Compare}}
package main

import (
	"errors"

	"{{.Judgeio}}"
)

func main() {
	judgeio.Run("{{.ID}}", solve)
}

// solve reads one input from in and writes its answer to out. An error reports
// input a judge never sends: Run prints it on stderr as "{{.ID}}: error" and exits
// with status 1.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	// TODO: read with in.Int, in.Token or in.Line (in.Err says what went
	// wrong), solve, and write with out.WriteInt, out.WriteString and
	// out.WriteByte.
	return errors.New("not solved yet")
}
`))

// readmeTemplate is problems/ID/README.md.
var readmeTemplate = template.Must(template.New("README.md").Parse(`# {{.ID}} — {{range $i, $j := .Judges}}{{if $i}} / {{end}}{{$j.Judge.Name}} {{$j.ID}}{{end}}

TODO: the problem in a sentence.

- **Input:** TODO
- **Output:** TODO

| judge | problem | accepts Go |
|---|---|---|
{{range .Judges}}| {{.Judge.Name}} | {{.ID}} | {{if .Judge.TakesGo}}yes, go{{.Judge.Go}} ({{.Judge.Note}}){{else}}no{{end}} |
{{end}}
**Limits:** {{if eq .Limits "unverified"}}not yet copied from the statement (` + "`//ojkit:limits unverified`" + `).{{else}}{{.Limits}} (` + "`//ojkit:limits`" + `).{{end}}

{{if eq .Floor.Source "default"}}No judge is named: the Go floor is ojkit's default, {{.Floor.Version}}, the oldest Go of
the judges it knows; set ` + "`//ojkit:go`" + ` to your judge's.{{else if .Floor.NoGo}}None of these judges takes Go: the submission is a reference to test other
languages against, built at {{.Floor.Version}}.{{else}}The Go floor comes from ` + "`//ojkit:judges`" + `, the oldest Go among the judges:
{{.Floor.Version}}. ` + "`make submit`" + ` bundles main.go and checks it at that floor.{{end}}

## Files

- ` + "`main.go`" + ` — the submission: judgeio and the solution, one package.
  ` + "`make submit P={{.ID}}`" + ` writes ` + "`dist/{{.ID}}.go`" + `, the one file to paste into the judge.
- ` + "`<alt>/main.go`" + ` — a second solution, if any (` + "`{{.ID}}-<alt>`" + ` in the suites): it must
  pass every script main.go passes.
- ` + "`../../testdata/{{.ID}}/`" + ` — the suite, byte-exact (` + "`make test P={{.ID}}`" + `):
  ` + "`sample.txtar`" + ` holds the statement's samples; see testdata/README.md for more cases.
- ` + "`../../gen/{{.ID}}/<tool>/main.go`" + ` — the problem's tools, if any, such as a generator
  (` + "`gen SEED`" + ` writes one input) and a validator (an input on stdin, exit 0 when
  valid); the suites have them on PATH as ` + "`{{.ID}}-<tool>`" + `.
`))
