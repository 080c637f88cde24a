package newproblem

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/directive"
)

// task is a Competitive Companion task, as the extension's README describes
// its JSON: the fields new reads.
type task struct {
	Name        string  `json:"name"`
	Group       string  `json:"group"`
	URL         string  `json:"url"`
	Interactive bool    `json:"interactive"`
	TimeLimit   float64 `json:"timeLimit"`   // milliseconds
	MemoryLimit float64 `json:"memoryLimit"` // megabytes
	Tests       []struct {
		Input  string `json:"input"`
		Output string `json:"output"`
	} `json:"tests"`
	TestType string    `json:"testType"` // single, or multiNumber: the input begins with the number of tests
	Input    ioConfig  `json:"input"`
	Output   ioConfig  `json:"output"`
	Batch    batchInfo `json:"batch"`
}

// ioConfig is where a task's input or output goes: type stdin (stdout),
// file with fileName, or, for the input, regex with pattern: the newest
// file whose name matches.
type ioConfig struct {
	Type     string `json:"type"`
	FileName string `json:"fileName"`
	Pattern  string `json:"pattern"`
}

// batchInfo is the batch a task belongs to: one problem, or a contest's.
type batchInfo struct {
	ID   string `json:"id"`
	Size int    `json:"size"`
}

// fromTask makes the problem of a task, with the id its URL gives (see
// fromURL) and the judges, limits, samples, files and interaction of the
// task. place chooses the id it is written under.
func fromTask(t task) (*problem, source, error) {
	src := fromURL(t.URL)
	if src.ByName != nil {
		if s := src.ByName(t.Name); s.ID != "" {
			s.URL = src.URL
			src = s
		}
	}
	if src.ID == "" {
		return nil, src, fmt.Errorf("the task's url %q names no page (want an http or https URL with a host)", t.URL)
	}
	p := &problem{ID: src.ID, Limits: "unverified", URL: src.URL, Name: strings.TrimSpace(t.Name),
		Interactive: t.Interactive, MultiNumber: t.TestType == "multiNumber"}
	if len(src.Entries) > 0 {
		js, err := parseJudges(strings.Join(src.Entries, " "))
		if err != nil {
			return nil, src, fmt.Errorf("internal error: %v", err)
		}
		p.Judges = js
	}
	p.Limits = limits(t.TimeLimit, t.MemoryLimit)
	var err error
	if p.IO, err = fileIO(t.Input, t.Output); err != nil {
		return nil, src, err
	}
	for i, tc := range t.Tests {
		p.Samples = append(p.Samples, sample{Name: fmt.Sprintf("sample-%d", i+1), Input: []byte(tc.Input), Want: []byte(tc.Output)})
	}
	p.Samples, err = checkSamples(p.Samples, "task "+t.URL)
	return p, src, err
}

// limits returns the //ojkit:limits value of a task's limits, or
// unverified when it gives none. The judges' megabytes are MiB.
func limits(ms, mb float64) string {
	if ms <= 0 || mb <= 0 || ms > 1e9 || mb > 1e9 {
		return "unverified"
	}
	t := strconv.FormatInt(int64(math.Ceil(ms)), 10) + "ms"
	if mb == math.Trunc(mb) {
		return t + " " + strconv.FormatInt(int64(mb), 10) + "MiB"
	}
	return t + " " + strconv.FormatInt(int64(math.Floor(mb*1024)), 10) + "KiB"
}

// fileNamePattern is what a file name of //ojkit:io may be: a name without
// a directory or a space.
var fileNamePattern = regexp.MustCompile(`^[A-Za-z0-9_.+-]+$`)

// fileIO returns the //ojkit:io value of a task's input and output, or ""
// for standard input and output. A regex input is written between slashes.
// The value is one directive.ParseIO takes, as ojkit judge and ojkit test
// read it.
func fileIO(in, out ioConfig) (string, error) {
	i, err := ioField("input", in, "stdin", "want stdin, file or regex")
	if err != nil {
		return "", err
	}
	o, err := ioField("output", out, "stdout", "want stdout or file")
	if err != nil || i == "stdin" && o == "stdout" {
		return "", err
	}
	v := i + " " + o
	if _, err := directive.ParseIO(v); err != nil {
		return "", fmt.Errorf("the task's input and output, //ojkit:io %s: %v", v, err)
	}
	return v, nil
}

// ioField returns the //ojkit:io field of the task's input or output (side)
// c: std for the standard stream, the file's name, or the input's pattern
// between slashes. types says which types side may have.
func ioField(side string, c ioConfig, std, types string) (string, error) {
	switch {
	case c.Type == "" || c.Type == std:
		return std, nil
	case c.Type == "file" && fileNamePattern.MatchString(c.FileName):
		return c.FileName, nil
	case c.Type == "file":
		return "", fmt.Errorf("the task's %s file %q: want a file name of letters, digits and ._+-", side, c.FileName)
	case c.Type == "regex" && side == "input":
		if _, err := regexp.Compile(c.Pattern); err != nil || c.Pattern == "" || strings.ContainsAny(c.Pattern, " \t\n") {
			return "", fmt.Errorf("the task's input pattern %q: want a regular expression without spaces", c.Pattern)
		}
		return "/" + c.Pattern + "/", nil
	}
	return "", fmt.Errorf("the task's %s type %q: %s", side, c.Type, types)
}
