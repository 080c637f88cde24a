package ojkit

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/scripttest"
)

// goCommand matches a line that runs the go command to build or run code.
var goCommand = regexp.MustCompile(`\bgo (build|run|test|install|generate)\b`)

// TestMakefile checks that the Makefile's targets for a problem call ojkit
// and nothing else of the module: make -n prints each target's commands,
// which must build or run ./scripts/ojkit with the subcommand of the
// target. What the subcommands do is the scripts' to check.
func TestMakefile(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("make"); err != nil {
		t.Fatal("make is not installed; it runs the targets the README names")
	}
	for _, c := range []struct {
		args []string
		sub  string
	}{
		{[]string{"submit", "P=p1219"}, "ojkit submit -p p1219"},
		{[]string{"judge", "P=p1219", "SOL=x.cpp"}, "ojkit judge -p p1219"},
		{[]string{"stress", "P=p1219", "SOL=a b"}, "ojkit stress -p p1219"},
		{[]string{"new", "P=zz", "JUDGE=LuoguP1", "IN=in.txt", "OUT=out.txt"}, "ojkit new -judge"},
		{[]string{"new", "LISTEN=1"}, "ojkit new -listen"},
		{[]string{"corpus"}, "ojkit gen -p lines"},
	} {
		cmd := exec.Command("make", append([]string{"--no-print-directory", "-n", "-C", scripttest.ModuleRoot(t)}, c.args...)...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("make -n %s: %v\n%s", strings.Join(c.args, " "), err, out)
			continue
		}
		if !strings.Contains(string(out), c.sub) {
			t.Errorf("make -n %s runs no %q:\n%s", strings.Join(c.args, " "), c.sub, out)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if goCommand.MatchString(line) && !strings.Contains(line, "./scripts/ojkit") {
				t.Errorf("make %s runs the go command for something else than ojkit: %s", strings.Join(c.args, " "), line)
			}
		}
	}
}

// debianPackage is the Debian package of each optional toolchain command
// the tests need.
var debianPackage = map[string]string{
	"g++": "g++", "gcc": "gcc", "python3": "python3", "node": "nodejs",
	"javac": "default-jdk-headless", "java": "default-jdk-headless", "kotlinc": "kotlin", "pypy3": "pypy3",
}

// needCondition matches a script's [need:CMD] condition.
var needCondition = regexp.MustCompile(`\[!?need:([^\]]+)\]`)

// TestDepsInstallsNeeds checks that make deps installs every toolchain a
// script of testdata needs ([need:CMD]), so that CI=true, which fails a
// script whose toolchain is missing, passes after it.
func TestDepsInstallsNeeds(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("make", "--no-print-directory", "-n", "-C", scripttest.ModuleRoot(t), "deps").CombinedOutput()
	if err != nil {
		t.Fatalf("make -n deps: %v\n%s", err, out)
	}
	installs := strings.Fields(string(out))
	scripts, err := filepath.Glob("testdata/*/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	for _, script := range scripts {
		data, err := os.ReadFile(script)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range needCondition.FindAllStringSubmatch(string(data), -1) {
			pkg, known := debianPackage[m[1]]
			if !known || !slices.Contains(installs, pkg) {
				t.Errorf("%s needs %s, which make deps does not install (Debian's package %q)", script, m[1], pkg)
			}
		}
	}
}
