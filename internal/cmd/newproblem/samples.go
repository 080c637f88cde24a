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
