// Package judging holds what ojkit judge and ojkit stress share beyond
// running programs: a problem's limits and comparison mode from the
// //ojkit:limits and //ojkit:compare directives of its main.go, the verdicts,
// the comparison of an output with an answer (exact, tokens, or a testlib
// checker), a diff that shows where two outputs part, and a picture of two
// grids side by side.
package judging

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/cli"
)

// FindRoot returns the nearest directory, from the working directory up, that
// holds problems/<id>/main.go.
func FindRoot(id string) (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(InModule(dir, id).Main()); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", noProblem(id)
		}
		dir = parent
	}
}

// MissingP returns an error when the working directory dir, where a tool
// looks for a problem without -p, is no problem, holding no main.go, but
// holds problems/: what is missing is -p, and the error lists the problems
// there.
func MissingP(dir string) error {
	if _, err := os.Stat(filepath.Join(dir, "main.go")); err == nil {
		return nil
	}
	ids := IDsIn(dir)
	if len(ids) == 0 {
		return nil
	}
	return fmt.Errorf("the working directory is no problem: give -p ID, one of %s", strings.Join(ids, " "))
}

// IDsIn returns the ids of the problems of the module at root, the folders
// of root/problems that hold a main.go, in order.
func IDsIn(root string) []string {
	mains, _ := filepath.Glob(filepath.Join(root, "problems", "*", "main.go"))
	ids := make([]string, len(mains))
	for i, m := range mains {
		ids[i] = filepath.Base(filepath.Dir(m))
	}
	return ids
}

// noProblem is FindRoot's error for the id it did not find: it names the
// nearest id of the problems in the nearest problems/ folder, if there is one.
func noProblem(id string) error {
	err := fmt.Errorf("no problems/%s/main.go here or in a parent directory", id)
	dir, werr := os.Getwd()
	for werr == nil {
		if ids := IDsIn(dir); len(ids) > 0 {
			return fmt.Errorf("%v; did you mean %s?", err, cli.Nearest(id, ids))
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return err
}

// FormatMemory writes a size in bytes as KiB, MiB or GiB with one decimal.
func FormatMemory(n int64) string {
	switch {
	case n >= 1<<30:
		return strconv.FormatFloat(float64(n)/(1<<30), 'f', 1, 64) + "GiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + "MiB"
	default:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + "KiB"
	}
}

// FormatTime writes a duration in milliseconds.
func FormatTime(d time.Duration) string {
	return strconv.FormatInt(d.Milliseconds(), 10) + "ms"
}

// errNoChecker is returned by NewComparer for mode checker without a command.
var errNoChecker = errors.New("compare mode checker needs a checker command")
