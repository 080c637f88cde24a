package term

import "testing"

func TestEscape(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain text\n\twith a tab\n", "plain text\n\twith a tab\n"},
		{"héllo, 世界", "héllo, 世界"},
		{"\x1b]52;c;aGVsbG8=\a", `\x1b]52;c;aGVsbG8=\x07`},
		{"\x1b[2J\x1b[H", `\x1b[2J\x1b[H`},
		{"\x1b]0;title\x1b\\", `\x1b]0;title\x1b\`},
		{"WA\r1     AC", `WA\r1     AC`},
		{"back\bspace\x7f", `back\x08space\x7f`},
		{"\u009b31m", `\u009b31m`},
		{"evil\u202egnp.exe", `evil\u202egnp.exe`},
		{"bad \xff\xfe utf-8", `bad \xff\xfe utf-8`},
	} {
		if got := Escape(c.in); got != c.want {
			t.Errorf("Escape(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
