package runner

import (
	"os"
	"path/filepath"
	"strings"
)

// exeSuffix ends the name of an executable the runner builds.
const exeSuffix = ".exe"

// shell returns the command line that runs spec with cmd /C, the run's
// arguments appended to the line; cmd has no $1, so a line with shell
// syntax gets them at its end too.
func shell(spec string, simple bool) []string {
	return []string{"cmd", "/C", spec}
}

// runnable reports whether the file at path may be run: its extension is
// one of those in PATHEXT (.exe, .com, .bat and .cmd without it).
func runnable(path string, info os.FileInfo) bool {
	exts := os.Getenv("PATHEXT")
	if exts == "" {
		exts = ".COM;.EXE;.BAT;.CMD"
	}
	ext := filepath.Ext(path)
	for _, e := range filepath.SplitList(exts) {
		if ext != "" && strings.EqualFold(e, ext) {
			return true
		}
	}
	return false
}
