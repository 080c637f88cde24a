// Package watch tells when files change, by looking at them again and
// again: ojkit judge -watch and ojkit serve judge again what a saved file
// changed.
//
// A Snapshot holds each file's size and modification time; two snapshots
// differ when a file changed, appeared or went. Polling, rather than the
// system's notifications, works alike on every system and every file
// system, editors' atomic saves included.
package watch

import (
	"io/fs"
	"path/filepath"
	"strings"
	"time"
)

// Every is how often a watcher looks at its files.
const Every = 300 * time.Millisecond

// MaxFiles is the most files a snapshot holds, so that a folder that is a
// whole home directory does not make each look slow.
const MaxFiles = 20000

// A Stamp is what a snapshot compares of a file: its size and
// modification time.
type Stamp struct {
	Size int64
	Mod  time.Time
}

// A Snapshot is the stamps of files, by path.
type Snapshot map[string]Stamp

// Take returns the snapshot of the files in paths, folders walked, up to
// MaxFiles: hidden files and folders (.git, an editor's swap files),
// Python's __pycache__ and ojkit submit's dist/ are left out, as what a
// run or a submit writes there is no change of the user's.
func Take(paths []string) Snapshot {
	files := Snapshot{}
	for _, root := range paths {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			switch {
			case err != nil:
				return nil // a file gone or a folder unreadable: not watched
			case len(files) >= MaxFiles:
				return filepath.SkipAll
			case path != root && ignored(d.Name()):
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			case d.IsDir():
				return nil
			}
			if info, err := d.Info(); err == nil {
				files[path] = Stamp{info.Size(), info.ModTime()}
			}
			return nil
		})
	}
	return files
}

// ignored reports whether a file or folder of that name is left out of
// snapshots.
func ignored(name string) bool {
	return strings.HasPrefix(name, ".") || name == "__pycache__" || name == "dist"
}

// Equal reports whether s and t hold the same files with the same stamps.
func (s Snapshot) Equal(t Snapshot) bool {
	if len(s) != len(t) {
		return false
	}
	for path, a := range s {
		if b, ok := t[path]; !ok || a.Size != b.Size || !a.Mod.Equal(b.Mod) {
			return false
		}
	}
	return true
}
