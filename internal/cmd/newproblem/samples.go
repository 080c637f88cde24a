package newproblem

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"golang.org/x/tools/txtar"
)

// sample is one of the statement's examples.
type sample struct {
	Name        string // sample-1
	Input, Want []byte
}

// readSamples reads the samples of dir (NAME.in and NAME.out), or the files in
// and out; at most one of the two forms may be given, and none gives no
// samples.
func readSamples(dir, in, out string) ([]sample, error) {
	switch {
	case dir != "" && (in != "" || out != ""):
		return nil, errors.New("want -samples DIR or -in FILE -out FILE, not both")
	case dir != "":
		return samplesDir(dir)
	case in != "" && out != "":
		input, err := os.ReadFile(in)
		if err != nil {
			return nil, err
		}
		want, err := os.ReadFile(out)
		if err != nil {
			return nil, err
		}
		return checkSamples([]sample{{"sample", input, want}}, in)
	case in != "" || out != "":
		return nil, errors.New("want both -in FILE and -out FILE")
	}
	return nil, nil
}

// samplesDir reads the NAME.in and NAME.out pairs of dir.
func samplesDir(dir string) ([]sample, error) {
	cs, err := cases.Dir(dir)
	if err != nil {
		return nil, err
	}
	var ss []sample
	for _, c := range cs {
		if !c.HasAnswer() {
			return nil, fmt.Errorf("%s: no %s.out beside it", filepath.Join(dir, c.Name+".in"), c.Name)
		}
		input, err := c.ReadInput()
		if err != nil {
			return nil, err
		}
		answer, err := c.ReadAnswer()
		if err != nil {
			return nil, err
		}
		ss = append(ss, sample{c.Name, input, answer})
	}
	return checkSamples(ss, dir)
}

// checkSamples normalizes the samples' line ends to "\n", with one at the end
// as an archive stores them, and refuses a name or a line that the archive
// cannot hold. from names where the samples came from.
func checkSamples(ss []sample, from string) ([]sample, error) {
	for i := range ss {
		s := &ss[i]
		if strings.ContainsAny(s.Name, " \t\r\n") {
			return nil, fmt.Errorf("%s: sample name %q holds a space", from, s.Name)
		}
		s.Input, s.Want = normalize(s.Input), normalize(s.Want)
		for _, data := range [][]byte{s.Input, s.Want} {
			for _, line := range strings.Split(string(data), "\n") {
				if strings.HasPrefix(line, "-- ") && strings.HasSuffix(line, " --") {
					return nil, fmt.Errorf("%s: sample %s has the line %q, which a txtar archive reads as a file name", from, s.Name, line)
				}
			}
		}
	}
	return ss, nil
}

// normalize turns "\r\n" into "\n" and ends nonempty data with "\n".
func normalize(data []byte) []byte {
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	if len(data) > 0 && data[len(data)-1] != '\n' {
		data = append(data, '\n')
	}
	return data
}

// sampleScript returns the suite script that runs problem p on each sample
// and compares its output byte for byte; without samples, a script that
// says so and runs nothing.
func sampleScript(p *problem) []byte {
	if p.Interactive {
		return interactiveScript(p)
	}
	var comment strings.Builder
	if len(p.Samples) == 0 {
		fmt.Fprintf(&comment, "# No samples yet: the task came without tests. Add each sample below as NAME.in\n# and NAME.out, checked by\n#\n#\tstdin NAME.in\n#\texec %s\n#\tcmpexact stdout NAME.out\n", p.ID)
		return txtar.Format(&txtar.Archive{Comment: []byte(comment.String())})
	}
	comment.WriteString("# The statement's samples: each output byte for byte, and nothing on stderr.\n")
	if in, out, ok := strings.Cut(p.IO, " "); ok {
		fmt.Fprintf(&comment, "# ojkit judge and ojkit test put each input in %s and read the output from %s (//ojkit:io).\n", in, out)
	}
	a := &txtar.Archive{}
	for _, s := range p.Samples {
		in, want := s.Name+".in", s.Name+".out"
		fmt.Fprintf(&comment, "stdin %s\nexec %s\ncmpexact stdout %s\n! stderr .\n\n", in, p.ID, want)
		a.Files = append(a.Files, txtar.File{Name: in, Data: s.Input}, txtar.File{Name: want, Data: s.Want})
	}
	a.Comment = []byte(comment.String())
	return txtar.Format(a)
}

// interactiveScript returns the suite script of an interactive problem p:
// a case per sample that plays the solution against the interactor, which
// reads the case's file as its INPUT. The file is the test a judge keeps
// hidden, which the statement does not show: it starts empty, for the user
// to write, and the sample's dialogue is kept as a comment beside it. A
// problem without samples gets one such case.
func interactiveScript(p *problem) []byte {
	var comment strings.Builder
	fmt.Fprintf(&comment, `# An interactive problem: each case plays the solution against the
# interactor, gen/%[1]s/interactor (%[1]s-interactor in an interact line),
# which reads the case's file as its INPUT: the test a judge keeps hidden, in
# the form the interactor reads. Write the interactor, then a test in each
# file below (such as the one behind the statement's dialogue); add cases as
# more lines and files.
`, p.ID)
	a := &txtar.Archive{}
	names := []string{"test-1.txt"}
	if len(p.Samples) > 0 {
		names = nil
	}
	for _, s := range p.Samples {
		fmt.Fprintf(&comment, "#\n# The statement's %s, what the solution reads:\n#\n%s#\n# and what it writes:\n#\n%s", s.Name, quote(s.Input), quote(s.Want))
		names = append(names, s.Name+".txt")
	}
	comment.WriteString("\n")
	for _, name := range names {
		fmt.Fprintf(&comment, "interact %s-interactor %s %s\n", p.ID, p.ID, name)
		a.Files = append(a.Files, txtar.File{Name: name, Data: []byte{}})
	}
	comment.WriteString("\n")
	a.Comment = []byte(comment.String())
	return txtar.Format(a)
}

// quote returns the lines of data as comment lines, each indented by a tab.
func quote(data []byte) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(string(data), "\n") {
		if line != "" {
			b.WriteString("#\t" + strings.TrimSuffix(line, "\n") + "\n")
		}
	}
	return b.String()
}
