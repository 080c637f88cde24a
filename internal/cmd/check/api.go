package check

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// apiIndex knows the minor release that added each standard-library symbol (0
// for go1). Keys are "path.Name" for package-level names, "path.Type.Method" for
// methods (interface methods included) and "path.Type.Field" for fields.
type apiIndex struct {
	since map[string]int
	// aliases maps a type that moved, as "pkgname.Type" (fs.FileMode), to the
	// aliases left at its old homes, as "path.Type" (os.FileMode), whose members
	// are older than the type's new home.
	aliases map[string][]string
}

// version returns the release that added the symbol of key, a member of the type
// owner ("path.Type", or "" for a package-level symbol): the oldest of the
// member's own release and its release at the type's old homes.
func (idx *apiIndex) version(key, owner, member string) (int, bool) {
	v, ok := idx.since[key]
	if owner == "" {
		return v, ok
	}
	for _, old := range idx.aliases[shortName(owner)] {
		if ov, found := idx.since[old+"."+member]; found && (!ok || ov < v) {
			v, ok = ov, true
		}
	}
	return v, ok
}

// shortName turns "path/pkg.Type" into "pkg.Type".
func shortName(qualified string) string {
	if i := strings.LastIndexByte(qualified, '/'); i >= 0 {
		return qualified[i+1:]
	}
	return qualified
}

// loadAPI reads the go1*.txt files of dir, the api directory of a Go
// installation.
func loadAPI(dir string) (*apiIndex, error) {
	files, err := filepath.Glob(filepath.Join(dir, "go1*.txt"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("%s: no go1*.txt API files", dir)
	}
	idx := &apiIndex{since: map[string]int{}, aliases: map[string][]string{}}
	for _, f := range files {
		minor, ok := fileMinor(filepath.Base(f))
		if !ok {
			continue
		}
		if err := idx.readFile(f, minor); err != nil {
			return nil, err
		}
	}
	return idx, nil
}

// fileMinor returns the minor release of an API file name: go1.txt is 0, go1.N.txt
// is N.
func fileMinor(name string) (int, bool) {
	if name == "go1.txt" {
		return 0, true
	}
	s, ok := strings.CutPrefix(name, "go1.")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSuffix(s, ".txt"))
	return n, err == nil
}

// readFile adds the symbols of one API file.
func (idx *apiIndex) readFile(name string, minor int) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if key := apiKey(line); key != "" {
			if old, seen := idx.since[key]; !seen || minor < old {
				idx.since[key] = minor
			}
		}
		if alias, target, ok := aliasLine(line); ok {
			idx.aliases[target] = append(idx.aliases[target], alias)
		}
	}
	return sc.Err()
}

// apiKey returns the index key of one API line, such as
//
//	pkg bufio, method (*Reader) Buffered() int
//	pkg io, type ReadCloser interface, Close() error
//	pkg archive/tar, type Header struct, Name string
//	pkg syscall (linux-386), const AF_ALG = 38
//
// or "" for a line it does not understand.
func apiKey(line string) string {
	rest, ok := strings.CutPrefix(line, "pkg ")
	if !ok {
		return ""
	}
	path, rest, ok := strings.Cut(rest, ", ")
	if !ok {
		return ""
	}
	path, _, _ = strings.Cut(path, " ") // drop " (linux-386)"
	kind, rest, _ := strings.Cut(rest, " ")
	switch kind {
	case "func", "var", "const":
		return path + "." + ident(rest)
	case "method":
		return methodKey(path, rest)
	case "type":
		return typeKey(path, rest)
	}
	return ""
}

// aliasLine parses "pkg os, type FileMode = fs.FileMode" into "os.FileMode" and
// "fs.FileMode".
func aliasLine(line string) (alias, target string, ok bool) {
	key := apiKey(line)
	_, rest, found := strings.Cut(line, ", type ")
	if key == "" || !found {
		return "", "", false
	}
	_, target, found = strings.Cut(rest, " = ")
	if !found || strings.ContainsAny(target, " [(*") || !strings.Contains(target, ".") {
		return "", "", false
	}
	return key, target, true
}

// methodKey returns the key of "(*T) Name(...)" or "(T[$0]) Name(...)".
func methodKey(path, rest string) string {
	recv, rest, ok := strings.Cut(rest, ") ")
	if !ok {
		return ""
	}
	recv = strings.TrimLeft(recv, "(*")
	return path + "." + ident(recv) + "." + ident(rest)
}

// typeKey returns the key of "T struct", "T[$0 any] interface { M }",
// "T interface, M(...)", "T struct, Field type" or "T struct, embedded pkg.T".
func typeKey(path, rest string) string {
	name := ident(rest)
	after := skipBrackets(rest[len(name):])
	member, ok := strings.CutPrefix(after, " struct, ")
	if !ok {
		member, ok = strings.CutPrefix(after, " interface, ")
	}
	if !ok {
		return path + "." + name
	}
	if emb, ok := strings.CutPrefix(member, "embedded "); ok {
		emb = strings.TrimLeft(emb, "*")
		if i := strings.LastIndexByte(emb, '.'); i >= 0 {
			emb = emb[i+1:]
		}
		return path + "." + name + "." + ident(emb)
	}
	return path + "." + name + "." + ident(member)
}

// skipBrackets drops a leading bracketed type parameter list from s.
func skipBrackets(s string) string {
	if !strings.HasPrefix(s, "[") {
		return s
	}
	depth := 0
	for i, c := range s {
		switch c {
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				return s[i+1:]
			}
		}
	}
	return ""
}

// ident returns the identifier at the start of s.
func ident(s string) string {
	for i, c := range s {
		if c != '_' && !('a' <= c && c <= 'z') && !('A' <= c && c <= 'Z') && !('0' <= c && c <= '9') && c < 0x80 {
			return s[:i]
		}
	}
	return s
}
