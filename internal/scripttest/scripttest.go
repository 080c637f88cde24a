// Package scripttest runs the testscript suites of ojkit's Go tools one way: the
// go command on PATH, offline (GOPROXY=off, GOTOOLCHAIN=local, GOFLAGS=-mod=mod),
// and the script command `exit N CMD ARGS...` for the tools' exit statuses.
package scripttest

import (
	"errors"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/gotooltest"
	"github.com/rogpeppe/go-internal/testscript"
)

// Cmds are extra script commands, by name.
type Cmds = map[string]func(ts *testscript.TestScript, neg bool, args []string)

// Run runs the scripts in dir with the setup above and the commands cmds beside
// exit; update rewrites the scripts' golden files (cmp's second argument).
func Run(t *testing.T, dir string, update bool, cmds Cmds) {
	all := Cmds{"exit": Exit}
	for name, cmd := range cmds {
		all[name] = cmd
	}
	p := testscript.Params{
		Dir:           dir,
		UpdateScripts: update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("GOPROXY", "off")
			env.Setenv("GOFLAGS", "-mod=mod -trimpath")
			env.Setenv("GOTOOLCHAIN", "local")
			return nil
		},
		Cmds: all,
	}
	if err := gotooltest.Setup(&p); err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, p)
}

// Exit is the script command `exit N CMD ARGS...`: it runs CMD and fails unless
// CMD exits with status N.
func Exit(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exit N CMD ARGS...")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	got := 0
	var exitErr *exec.ExitError
	switch err := ts.Exec(args[1], args[2:]...); {
	case errors.As(err, &exitErr):
		got = exitErr.ExitCode()
	case err != nil:
		ts.Fatalf("%s: %v", args[1], err)
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}
