package runner

import (
	"runtime"
	"testing"
)

// TestGoEnv asks for two variables that are set around one that is empty
// outside a workspace, and checks inModule on both sides of a go.mod.
func TestGoEnv(t *testing.T) {
	t.Setenv("GOWORK", "")
	got, err := GoEnv(t.TempDir(), "GOOS", "GOWORK", "GOARCH")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0] != runtime.GOOS || got[1] != "" || got[2] != runtime.GOARCH {
		t.Errorf("GoEnv(GOOS, GOWORK, GOARCH) outside a module = %q, want [%s \"\" %s]", got, runtime.GOOS, runtime.GOARCH)
	}
	if inModule(t.TempDir()) {
		t.Error("inModule reports an empty directory as part of a module")
	}
	if !inModule(".") {
		t.Error("inModule reports the runner's own directory as outside a module")
	}
	if _, err := GoEnv("/nonexistent-dir"); err == nil {
		t.Error("GoEnv in a missing directory: no error")
	}
}
