package ojkit

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/ojkit/ojkit/internal/cli"
)

// versionHelp is what ojkit version -h prints.
var versionHelp = cli.Help{
	Usage: []string{"ojkit version"},
	Sentence: `Version prints ojkit's module version, the commit it was built from when the
build recorded one, and the Go release and platform it was built with.`,
	Examples: []string{"ojkit version"},
}

// version is ojkit version: the module's version (a release tag when installed
// from the module proxy, "(devel)" when built from a clone), the commit it was
// built from when the build recorded one, and the Go release and platform.
func version(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if cli.IsHelp(args[0]) {
			versionHelp.Write(stdout, nil)
			return 0
		}
		fmt.Fprintf(stderr, "ojkit version: unexpected arguments %q (see ojkit version -h)\n", args)
		return 2
	}
	fmt.Fprintln(stdout, versionLine(debug.ReadBuildInfo()))
	return 0
}

// versionLine formats the build information: "ojkit VERSION [COMMIT[+modified]]
// GOVERSION GOOS/GOARCH".
func versionLine(info *debug.BuildInfo, ok bool) string {
	v, goVersion := "(unknown)", runtime.Version()
	var commit, modified string
	if ok {
		v, goVersion = info.Main.Version, info.GoVersion
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					modified = "+modified"
				}
			}
		}
	}
	line := "ojkit " + v
	if commit != "" {
		if len(commit) > 12 {
			commit = commit[:12]
		}
		line += " " + commit + modified
	}
	return line + " " + goVersion + " " + runtime.GOOS + "/" + runtime.GOARCH
}
