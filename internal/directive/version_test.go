package directive

import "testing"

func TestParseVersion(t *testing.T) {
	for _, c := range []struct {
		in, str, toolchain string
	}{
		{"1.7", "go1.7", "go1.7.0"},
		{"go1.22.2", "go1.22.2", "go1.22.2"},
	} {
		v, err := ParseVersion(c.in)
		if err != nil || v.String() != c.str || v.Toolchain() != c.toolchain {
			t.Errorf("ParseVersion(%q) = %v (%s), %v; want %s (%s)", c.in, v, v.Toolchain(), err, c.str, c.toolchain)
		}
	}
	for _, bad := range []string{"", "1", "2.0", "1.x", "1.+7", "1.7.1.1", "1.-1"} {
		if _, err := ParseVersion(bad); err == nil {
			t.Errorf("ParseVersion(%q) accepted", bad)
		}
	}
}
