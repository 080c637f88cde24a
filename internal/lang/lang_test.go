package lang

import "testing"

// TestOf checks that a source's extension names one language at most, and
// the languages of a few.
func TestOf(t *testing.T) {
	seen := map[string]string{}
	for _, l := range All {
		for _, ext := range l.Exts {
			if other, ok := seen[ext]; ok {
				t.Errorf("%s is the extension of %s and %s", ext, other, l.Name)
			}
			seen[ext] = l.Name
		}
	}
	for path, want := range map[string]*Language{"a/main.cc": CPP, "sol.C": CPP, "x.c": C, "run.mjs": JavaScript, "Main.kt": Kotlin, "notes.txt": nil} {
		if got := Of(path); got != want {
			t.Errorf("Of(%q) = %v, want %v", path, got, want)
		}
	}
	if got, want := BuiltNames(), "C, C++, Go, Java, JavaScript, Kotlin and Python 3"; got != want {
		t.Errorf("BuiltNames() = %q, want %q", got, want)
	}
}
