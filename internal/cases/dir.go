package cases

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Dir returns the cases of a test directory: every NAME.in, with the answer in
// NAME.out or else NAME.ans beside it, or in a sibling directory out/ when the
// inputs are in in/ (Library Checker's layout). An input without an answer is
// a case without one. Cases are sorted by name, numbers by value.
func Dir(dir string) ([]Case, error) {
	inputs, err := filepath.Glob(filepath.Join(dir, "*.in"))
	if err != nil {
		return nil, err
	}
	more, err := filepath.Glob(filepath.Join(dir, "in", "*.in"))
	if err != nil {
		return nil, err
	}
	inputs = append(inputs, more...)
	if len(inputs) == 0 {
		switch info, err := os.Stat(dir); {
		case err != nil:
			return nil, err
		case !info.IsDir():
			return nil, fmt.Errorf("%s: not a directory", dir)
		}
		return nil, fmt.Errorf("%s: no NAME.in files", dir)
	}
	var cs []Case
	for _, in := range inputs {
		c, err := readPair(in)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	sortNatural(cs)
	return cs, nil
}

// Orphans returns the answer files of the test directory dir that no input
// claims: NAME.out or NAME.ans without NAME.in beside it, and out/NAME.out
// without in/NAME.in, sorted. Dir leaves them out of its cases.
func Orphans(dir string) []string {
	var orphans []string
	for _, pattern := range []string{"*.out", "*.ans", filepath.Join("out", "*.out")} {
		answers, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, a := range answers {
			base := strings.TrimSuffix(strings.TrimSuffix(a, ".out"), ".ans")
			in := base + ".in"
			if filepath.Base(filepath.Dir(a)) == "out" && filepath.Dir(filepath.Dir(a)) == filepath.Clean(dir) {
				in = filepath.Join(dir, "in", filepath.Base(base)+".in")
			}
			if _, err := os.Stat(in); errors.Is(err, fs.ErrNotExist) {
				orphans = append(orphans, a)
			}
		}
	}
	slices.Sort(orphans)
	return orphans
}

// readPair returns the case of the input file in, with its answer file if
// it has one, both left on disk (see Case.ReadInput and Case.OpenAnswer).
func readPair(in string) (Case, error) {
	info, err := os.Stat(in)
	if err != nil {
		return Case{}, err
	}
	if !info.Mode().IsRegular() {
		return Case{}, fmt.Errorf("%s: not a file", in)
	}
	c := Case{Name: filepath.Base(strings.TrimSuffix(in, ".in")), InputFile: in}
	for _, path := range answerFiles(in) {
		info, err := os.Stat(path)
		switch {
		case err == nil && !info.Mode().IsRegular():
			return Case{}, fmt.Errorf("%s: not a file", path)
		case err == nil:
			c.AnswerFile = path
			return c, nil
		case !errors.Is(err, fs.ErrNotExist):
			return Case{}, err
		}
	}
	return c, nil
}

// answerFiles returns where the answer to the input file in may be, in the
// order Dir looks: NAME.out, NAME.ans, and for an input in in/, out/NAME.out.
func answerFiles(in string) []string {
	base := strings.TrimSuffix(in, ".in")
	answers := []string{base + ".out", base + ".ans"}
	if filepath.Base(filepath.Dir(in)) == "in" {
		answers = append(answers, filepath.Join(filepath.Dir(filepath.Dir(in)), "out", filepath.Base(base)+".out"))
	}
	return answers
}

// WriteAnswer writes answer as the answer of c, a case of a test directory:
// over its answer file if it has one and force is set, else as NAME.out
// beside its input (out/NAME.out for an input in in/). It returns the file's
// path; without force it never replaces a file.
func WriteAnswer(c Case, answer []byte, force bool) (string, error) {
	if c.InputFile == "" {
		return "", fmt.Errorf("case %s: not from a test directory", c.Name)
	}
	path := c.AnswerFile
	if path == "" {
		files := answerFiles(c.InputFile)
		path = files[0]
		if len(files) > 2 { // out/NAME.out for in/NAME.in
			path = files[2]
		}
	}
	if !force || c.AnswerFile == "" {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return "", err
		}
		return path, writeNew(path, answer)
	}
	return path, os.WriteFile(path, answer, 0o644)
}

// Export writes each case as NAME.in and, when it has an answer (an
// interactive problem's case may have none), NAME.out in dir, creating dir
// if needed. It writes nothing if one of the files exists.
func Export(dir string, cs []Case) error {
	for _, c := range cs {
		for _, ext := range []string{".in", ".out"} {
			path := filepath.Join(dir, c.Name+ext)
			if _, err := os.Lstat(path); err == nil {
				return fmt.Errorf("%s exists; not overwriting it", path)
			}
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, c := range cs {
		input, err := c.ReadInput()
		if err != nil {
			return err
		}
		if err := writeNew(filepath.Join(dir, c.Name+".in"), input); err != nil {
			return err
		}
		if !c.HasAnswer() {
			continue
		}
		answer, err := c.ReadAnswer()
		if err != nil {
			return err
		}
		if err := writeNew(filepath.Join(dir, c.Name+".out"), answer); err != nil {
			return err
		}
	}
	return nil
}
