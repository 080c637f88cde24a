package problempkg

import (
	"bytes"
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// Polygon builds a package for Linux, whose text files end their lines
// with LF, and one for Windows, whose text files, the tests among them,
// end them with CRLF. A testlib validator reads a CR where it expects the
// end of a line as an error, so ojkit judges a package for Windows as the
// package for Linux of the same problem is judged: on copies of its tests
// with LF line ends, the package's own files left as they are.

// The line ends of a file (see lineEndsOf).
const (
	noLineEnds    = iota // no line end, or not text
	lfLineEnds           // every line ends with LF alone
	crlfLineEnds         // every line ends with CRLF
	mixedLineEnds        // some lines end with LF alone or CR alone, some with CRLF
)

// lineEndsOf returns how the lines of data end. Data holding a NUL byte or
// bytes that are not UTF-8 are not text: a binary file, whose bytes are
// meant as they are.
func lineEndsOf(data []byte) int {
	if bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data) {
		return noLineEnds
	}
	crlf := bytes.Count(data, []byte("\r\n"))
	lf, cr := bytes.Count(data, []byte("\n")), bytes.Count(data, []byte("\r"))
	switch {
	case lf == 0 && cr == 0:
		return noLineEnds
	case crlf == lf && crlf == cr:
		return crlfLineEnds
	case cr == 0:
		return lfLineEnds
	}
	return mixedLineEnds
}

// polygonLineEnds makes the package's tests those of Polygon's package for
// Linux when the tests it holds are a Windows package's: some end their
// lines with CRLF and none with LF alone. Each file of CRLF line ends is
// then copied into dir with LF ones, and the case reads the copy; a file of
// other bytes (not text, or with a CR or LF alone: a test about line ends)
// is judged as it is. A note says so, once.
func (p *Package) polygonLineEnds(dir string) error {
	ends := map[string]int{}
	count := [mixedLineEnds + 1]int{}
	for _, c := range p.Cases {
		for _, f := range []string{c.InputFile, c.AnswerFile} {
			if _, seen := ends[f]; f == "" || seen {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				return err
			}
			ends[f] = lineEndsOf(data)
			count[ends[f]]++
		}
	}
	if count[crlfLineEnds] == 0 || count[lfLineEnds] > 0 {
		return nil
	}
	copies := map[string]string{}
	for f, e := range ends {
		if e != crlfLineEnds {
			continue
		}
		lf, err := lfCopy(f, filepath.Join(dir, "lf", p.relative(f)))
		if err != nil {
			return err
		}
		copies[f] = lf
	}
	for i, c := range p.Cases {
		p.Cases[i].InputFile = cmp.Or(copies[c.InputFile], c.InputFile)
		p.Cases[i].AnswerFile = cmp.Or(copies[c.AnswerFile], c.AnswerFile)
	}
	p.Notes = append(p.Notes, fmt.Sprintf("the tests end their lines with CRLF, as Polygon's packages for Windows hold them: %d test files are judged with LF line ends, as the package for Linux holds them (the package's files are left as they are)", len(copies)))
	return nil
}

// lfCopy writes to path the file src with each CRLF replaced by LF, and
// returns path.
func lfCopy(src, path string) (string, error) {
	data, err := os.ReadFile(src)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", err
	}
	return path, os.WriteFile(path, bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), 0o644)
}
