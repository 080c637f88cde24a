package scripttest

import (
	"os"
	"path/filepath"
	"strings"
)

// CopyModule copies the module at root to dst, for a test that works in a
// clone of it: its regular files with their permissions, but hidden files
// and directories (.git, .ci), dist/ at the top (the submissions ojkit submit
// writes), test binaries (*.test) and the commands built at the top (files
// without an extension but Makefile, such as ./ojkit).
func CopyModule(root, dst string) error {
	return filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		name := d.Name()
		switch {
		case rel == ".":
			return os.MkdirAll(dst, 0o755)
		case strings.HasPrefix(name, ".") || rel == "dist" || strings.HasSuffix(name, ".test"):
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		case d.IsDir():
			return os.Mkdir(filepath.Join(dst, rel), 0o755)
		case !d.Type().IsRegular() || (filepath.Dir(rel) == "." && filepath.Ext(name) == "" && name != "Makefile"):
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, info.Mode().Perm())
	})
}
