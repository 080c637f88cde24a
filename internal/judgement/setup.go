package judgement

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/modfix"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/term"
)

// SetupStatus writes err, a failure to set a run up, on one line begun by
// prog, then a failed build's compiler output, and, when the build failed
// for want of ojkit's module, the go command that adds it; it returns the
// exit status of a setup error, 2.
func SetupStatus(prog string, err error, stderr io.Writer) int {
	fmt.Fprintln(stderr, prog+": "+err.Error())
	var be *runner.BuildError
	if errors.As(err, &be) {
		io.WriteString(stderr, term.Escape(string(be.Output)))
		if gomod := moduleFile(be.Spec); gomod != "" && bytes.Contains(be.Output, []byte("no required module provides package "+modfix.Module+"/")) {
			fmt.Fprintf(stderr, "%s: %s does not require %s: run %s (ojkit new -fix does it too)\n", prog, layout.Relative(gomod), modfix.Module, modfix.Line(gomod))
		}
	}
	return 2
}

// moduleFile returns the go.mod file of the module holding path, or "".
func moduleFile(path string) string {
	dir, err := filepath.Abs(path)
	if err != nil {
		return ""
	}
	if root, ok := layout.ModuleRoot(dir); ok {
		return filepath.Join(root, "go.mod")
	}
	return ""
}
