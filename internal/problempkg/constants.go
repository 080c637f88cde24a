package problempkg

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"

	"github.com/ojkit/ojkit/internal/buildcache"
)

// A 2025-09 problem.yaml may define constants (a name and a value, or a
// value and named variants of it), which BAPCtools substitutes for
// {{NAME}} and {{NAME.VARIANT}} in the generators' command lines and in
// the sources of the generators and the validators (never in the
// submissions, nor in the tests).

// constantRef is a reference to a constant.
var constantRef = regexp.MustCompile(`\{\{([a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)?)\}\}`)

// readConstants returns problem.yaml's constants by the names they are
// referred to by: NAME and NAME.value for the value, NAME.VARIANT for
// each variant.
func readConstants(meta map[string]any) (map[string]string, error) {
	cs, _ := meta["constants"].(map[string]any)
	if len(cs) == 0 {
		return nil, nil
	}
	out := map[string]string{}
	for name, v := range cs {
		m, ok := v.(map[string]any)
		if !ok {
			m = map[string]any{"value": v}
		}
		value, ok := m["value"].(string)
		if !ok {
			return nil, fmt.Errorf("constants: %s: want a value", name)
		}
		out[name] = value
		for variant, x := range m {
			s, ok := x.(string)
			if !ok {
				return nil, fmt.Errorf("constants: %s.%s: want a string", name, variant)
			}
			out[name+"."+variant] = s
		}
	}
	return out, nil
}

// substituteConstants replaces the references to constants in s by their
// values, leaving the references to unknown ones as they are.
func substituteConstants(s string, constants map[string]string) string {
	if len(constants) == 0 {
		return s
	}
	return constantRef.ReplaceAllStringFunc(s, func(ref string) string {
		if v, ok := constants[ref[2:len(ref)-2]]; ok {
			return v
		}
		return ref
	})
}

// withConstants returns prog built from a copy of its directory whose
// files have the constants substituted, when a file there refers to one;
// the copy is kept in ojkit's cache, named after its content, so that its
// builds stay cached.
func withConstants(prog Program, constants map[string]string) (Program, error) {
	if len(constants) == 0 || prog.Source == "" || filepath.Ext(prog.Source) == "" {
		return prog, nil
	}
	dir := filepath.Dir(prog.Source)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return prog, err
	}
	files := map[string][]byte{}
	changed := false
	for _, e := range entries {
		path := filepath.Join(dir, e.Name())
		if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
			continue // a symbolic link counts as what it links to
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return prog, err
		}
		sub := []byte(substituteConstants(string(data), constants))
		changed = changed || !bytes.Equal(sub, data)
		files[e.Name()] = sub
	}
	if !changed {
		return prog, nil
	}
	copyDir := filepath.Join(buildcache.BuildDir(), "constants", contentKey(files))
	if err := writeFiles(copyDir, files); err != nil {
		return prog, err
	}
	prog.Source = filepath.Join(copyDir, filepath.Base(prog.Source))
	return prog, nil
}

// contentKey returns a hash of the files (name to content).
func contentKey(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, name := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(files[name]))
		h.Write(files[name])
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// writeFiles writes the files (name to content) into dir, unless they are
// there already, marking them used.
func writeFiles(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := writeChanged(path, data); err != nil {
			return err
		}
		buildcache.Touch(path)
	}
	return nil
}
