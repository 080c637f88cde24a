//go:build unix

package runner

import "os"

// exeSuffix ends the name of an executable the runner builds.
const exeSuffix = ""

// shell returns the command line that runs spec with /bin/sh: a simple
// command is exec'd with the run's arguments appended, other lines run as
// they are with the arguments as $1, $2...
func shell(spec string, simple bool) []string {
	if simple {
		return []string{"/bin/sh", "-c", "exec " + spec + ` "$@"`, "sh"}
	}
	return []string{"/bin/sh", "-c", spec, "sh"}
}

// runnable reports whether the file at path, with info, may be run: one of
// its execute bits is set.
func runnable(path string, info os.FileInfo) bool {
	return info.Mode()&0o111 != 0
}
