package newproblem

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/txtar"
)

// maxTries is how many ids place tries for one task.
const maxTries = 1000

// place chooses the id of the problem p of a task, from the id its URL
// gives: that id if no problem holds it; else, for a page of several
// problems, the id and the task's name; else the id and _2, _3, ... It
// returns true instead when a problem holds this very task already (its
// URL, name and samples), whose id p then has. Nothing is written.
func place(p *problem, src source) (already bool, err error) {
	base := p.ID
	candidates := []string{base}
	if name := words(p.Name); src.Shared && name != "" {
		candidates = append(candidates, base+"_"+name)
	}
	for n := 2; len(candidates) < maxTries; n++ {
		candidates = append(candidates, base+"_"+strconv.Itoa(n))
	}
	for _, id := range candidates {
		p.ID = id
		taken, err := taken(p)
		if err != nil {
			return false, err
		}
		if !taken {
			return false, nil
		}
		if same, err := holds(p); same || err != nil {
			return same, err
		}
	}
	return false, fmt.Errorf("problems/%s to %s_%d are all taken", base, base, maxTries)
}

// taken reports whether one of problem p's places (problems/ID, gen/ID,
// testdata/ID) exists.
func taken(p *problem) (bool, error) {
	for _, d := range p.place().Places() {
		_, err := os.Lstat(d)
		if err == nil {
			return true, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return false, err
		}
	}
	return false, nil
}

// holds reports whether the problem written at p.ID is the task of p: its
// main.go names the same task (URL and name) and its sample suite holds
// each of the task's samples, byte for byte, under its name (cases the user
// added since do not matter).
func holds(p *problem) (bool, error) {
	mainGo, err := os.ReadFile(p.place().Main())
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil || !strings.Contains(string(mainGo), "\n"+p.TaskLine()+"\n") {
		return false, err
	}
	a, err := txtar.ParseFile(filepath.Join(p.place().SuiteDir(), "sample.txtar"))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	files := map[string][]byte{}
	for _, f := range a.Files {
		files[f.Name] = f.Data
	}
	for _, s := range p.Samples {
		in, ok := files[s.Name+".in"]
		want, ok2 := files[s.Name+".out"]
		if !ok || !ok2 || !bytes.Equal(in, s.Input) || !bytes.Equal(want, s.Want) {
			return false, nil
		}
	}
	return true, nil
}

// TaskLine returns the line of main.go's doc comment that names the task a
// problem was made from: its name and URL, or "" for a problem not made
// from a task.
func (p *problem) TaskLine() string {
	if p.URL == "" {
		return ""
	}
	return "// The task: " + strconv.Quote(p.Name) + " at " + p.URL
}
