package layout

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
)

// FindRoot returns the nearest directory, from the working directory up, that
// holds problems/<id>/main.go.
func FindRoot(id string) (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	if root, ok := Up(wd, func(dir string) bool { return exists(InModule(dir, id).Main()) }); ok {
		return root, nil
	}
	return "", noProblem(id)
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
	wd, werr := os.Getwd()
	if werr != nil {
		return err
	}
	if root, ok := Up(wd, func(dir string) bool { return len(IDsIn(dir)) > 0 }); ok {
		return fmt.Errorf("%v; did you mean %s?", err, cli.Nearest(id, IDsIn(root)))
	}
	return err
}
