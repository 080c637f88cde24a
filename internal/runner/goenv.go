package runner

import (
	"fmt"
	"os/exec"
	"strings"
)

// GoEnv returns the values of the go command's variables names, in order, as
// `go env` reports them in the directory dir ("" for the current one); a
// variable without a value gives "". The go command is a tool of ojkit's, not
// a program under test, so it runs without the supervisor's limits.
func GoEnv(dir string, names ...string) ([]string, error) {
	cmd := exec.Command("go", append([]string{"env"}, names...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go env %s: %v", strings.Join(names, " "), err)
	}
	values := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(values) != len(names) {
		return nil, fmt.Errorf("go env %s: %d lines for %d variables", strings.Join(names, " "), len(values), len(names))
	}
	return values, nil
}
