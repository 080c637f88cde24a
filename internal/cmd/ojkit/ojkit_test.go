package ojkit

import (
	"bytes"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

// run runs ojkit with args and returns its exit status, stdout and stderr.
func run(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := Run(args, strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// TestHelpIsDashH checks that ojkit help SUB prints what ojkit SUB -h prints,
// for every subcommand.
func TestHelpIsDashH(t *testing.T) {
	for _, sc := range subcommands {
		code, out, errOut := run("help", sc.name)
		wantCode, wantOut, wantErr := run(sc.name, "-h")
		if code != 0 || code != wantCode || out != wantOut || errOut != wantErr {
			t.Errorf("ojkit help %s: exit %d, %d bytes of stdout, %d of stderr; ojkit %s -h: exit %d, %d and %d bytes",
				sc.name, code, len(out), len(errOut), sc.name, wantCode, len(wantOut), len(wantErr))
		}
		if out+errOut == "" {
			t.Errorf("ojkit help %s printed nothing", sc.name)
		}
	}
	if code, _, errOut := run("help", "frobnicate"); code != 2 || !strings.Contains(errOut, `unknown subcommand "frobnicate"`) {
		t.Errorf("ojkit help frobnicate: exit %d, %q; want 2 and the unknown subcommand", code, errOut)
	}
	if code, out, _ := run("help"); code != 0 || !strings.HasPrefix(out, "usage: ojkit SUBCOMMAND") {
		t.Errorf("ojkit help: exit %d, %q; want 0 and the usage", code, out)
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := run("version")
	if code != 0 || !regexp.MustCompile(`^ojkit \S+ (\S+ )?go\S+ \w+/\w+\n$`).MatchString(out) {
		t.Errorf("ojkit version: exit %d, %q; want 0 and one line with the Go release", code, out)
	}
	info := &debug.BuildInfo{GoVersion: "go1.99.1", Main: debug.Module{Version: "v1.2.3"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}}
	if got := versionLine(info, true); !strings.HasPrefix(got, "ojkit v1.2.3 0123456789ab+modified go1.99.1 ") {
		t.Errorf("versionLine = %q, want the version, the short commit marked modified and the Go release", got)
	}
	if code, _, errOut := run("version", "x"); code != 2 || !strings.Contains(errOut, "unexpected arguments") {
		t.Errorf("ojkit version x: exit %d, %q; want 2", code, errOut)
	}
}
