package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/problempkg"
)

// shapeFindings returns what problemtools' verifyproblem reports as errors
// about the shape of the Kattis package in dir, apart from its data and
// submissions: a uuid missing from problem.yaml (format 2023-07 and
// later), no problem statement, no input validator. Other formats have
// none.
func shapeFindings(pkg *problempkg.Package) []string {
	if pkg.Format != problempkg.Kattis {
		return nil
	}
	keys := topKeys(filepath.Join(pkg.Dir, "problem.yaml"))
	version := keys["problem_format_version"]
	legacy := version == "" || strings.HasPrefix(version, "legacy")
	var found []string
	if !legacy && keys["uuid"] == "" {
		found = append(found, fmt.Sprintf("problem.yaml has no uuid, which format %s requires: add one (uuidgen prints one)", version))
	}
	if !hasStatement(pkg.Dir, legacy) {
		where := "statement/problem.LANG.md or .tex"
		if legacy {
			where = "problem_statement/problem.LANG.tex"
		}
		found = append(found, "no problem statement: write "+where)
	}
	if len(pkg.InputValidators) == 0 {
		found = append(found, "no input validator: write one in input_validators/")
	}
	return found
}

// topKeys returns the top-level scalar keys of the YAML file at path, with
// their values unquoted.
func topKeys(path string) map[string]string {
	keys := map[string]string{}
	data, _ := os.ReadFile(path)
	for _, line := range strings.Split(string(data), "\n") {
		key, value, ok := strings.Cut(strings.TrimRight(line, "\r"), ":")
		if !ok || key == "" || key[0] == ' ' || key[0] == '\t' || key[0] == '#' {
			continue
		}
		value, _, _ = strings.Cut(value, " #")
		keys[key] = strings.Trim(strings.TrimSpace(value), `"'`)
	}
	return keys
}

// hasStatement reports whether the package in dir has a problem statement
// where verifyproblem looks for one.
func hasStatement(dir string, legacy bool) bool {
	patterns := []string{"statement/problem.*.md", "statement/problem.*.tex"}
	if legacy {
		patterns = []string{"problem_statement/problem.tex", "problem_statement/problem.*.tex"}
	}
	for _, p := range patterns {
		if m, _ := filepath.Glob(filepath.Join(dir, p)); len(m) > 0 {
			return true
		}
	}
	return false
}
