package layout

import (
	"os"
	"path/filepath"
	"testing"
)

// TestAnchored checks that a command line's relative program becomes
// absolute, and that nothing else changes.
func TestAnchored(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("prog", []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	abs := filepath.Join(dir, "prog")
	for _, c := range []struct{ spec, want string }{
		{"./prog 300", abs + " 300"},
		{"./prog   300 'a b'", abs + " 300 'a b'"},
		{"./prog", "./prog"},
		{"python3 gen.py 10", "python3 gen.py 10"},
		{"./missing 300", "./missing 300"},
		{abs + " 300", abs + " 300"},
	} {
		if got := Anchored(c.spec); got != c.want {
			t.Errorf("Anchored(%q) = %q, want %q", c.spec, got, c.want)
		}
	}
}
