package sudoku

import (
	"os/exec"
	"strings"
	"testing"
)

// TestBand9HelpersInline checks that the compiler inlines the helpers the
// unrolled band update calls 27 times each: a call would cost more than the
// work it does, and settle is close to the inliner's budget.
func TestBand9HelpersInline(t *testing.T) {
	out, err := exec.Command("go", "build", "-gcflags=-m", "-o", "/dev/null", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	for _, name := range []string{"b9Shrunk", "b9ColsOf", "b9SingleRows", "(*b9State).settle"} {
		if !strings.Contains(string(out), "can inline "+name+"\n") {
			t.Errorf("%s is not inlined: go build -gcflags=-m=2 ./sudoku says why", name)
		}
	}
}
