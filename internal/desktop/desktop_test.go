package desktop

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestBrowserCommand(t *testing.T) {
	const url = "https://x.example/p?a=1&b=2"
	cases := map[string][]string{
		"firefox":                 {"firefox", url},
		"firefox --new-tab %s":    {"firefox", "--new-tab", url},
		"w3m -o 100%% %s --later": {"w3m", "-o", "100%", url, "--later"},
		"  ":                      {},
	}
	for c, want := range cases {
		if diff := cmp.Diff(want, browserCommand(c, url)); diff != "" {
			t.Errorf("browserCommand(%q) (-want +got):\n%s", c, diff)
		}
	}
}

func TestOpener(t *testing.T) {
	const url = "https://acm.timus.ru/submit.aspx?space=1&num=1000"
	cases := map[string][]string{
		"linux":   {"xdg-open", url},
		"freebsd": {"xdg-open", url},
		"darwin":  {"open", url},
		"windows": {"cmd", "/c", "start", "", "https://acm.timus.ru/submit.aspx?space=1^&num=1000"},
	}
	for goos, want := range cases {
		if diff := cmp.Diff(want, opener(goos, url)); diff != "" {
			t.Errorf("opener(%s) (-want +got):\n%s", goos, diff)
		}
	}
}
