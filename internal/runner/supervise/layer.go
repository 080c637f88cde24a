//go:build linux

package supervise

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// A layer is a directory of the tool's that a run may write to, shown in
// the box as an overlay: the tool's directory below, read-only, and above it
// a file system of the run's own, of a bounded size, that takes what the run
// writes. Once the run's processes are gone, what it wrote (regular files
// and directories, and the removal of files) is copied to the tool's
// directory, so that the tool reads it there, while a run that writes more
// than its output limit fills its layer, not the tool's disk, and a link it
// makes never reaches the tool.
type layer struct {
	path  string // the tool's directory
	upper string // where the run's writes are, outside the box
	full  int64  // the bytes the layer holds when full
}

// layerSlack is what a layer holds past the output limit: the space its
// directories and the last page of each file take.
const layerSlack = 1 << 20

// layer shows the tool's directory path writable in the box, as a layer
// that holds at most output bytes (no limit for 0), or bound as it is where
// the system has no overlay file system for it.
func (b *box) layer(path string, output int64) error {
	if b.scratch == "" || strings.ContainsAny(path, ",:\\") {
		return b.bindWritable(path)
	}
	dir := filepath.Join(b.scratch, strconv.Itoa(len(b.layers)))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	opts := "mode=700"
	full := int64(0)
	if output > 0 {
		full = output + layerSlack
		opts += ",size=" + strconv.FormatInt(full, 10)
	}
	if err := mount("tmpfs", dir, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, opts); err != nil {
		return err
	}
	upper, work := dir+"/upper", dir+"/work"
	err := os.Mkdir(upper, 0o755)
	if err == nil {
		err = os.Mkdir(work, 0o700)
	}
	if err == nil && runAs > 0 {
		err = os.Chown(upper, runAs, runAs)
		giveTree(path)
	}
	target := b.root + path
	if err == nil {
		err = mountPoint(target, true)
	}
	if err == nil {
		err = mount("overlay", target, "overlay", syscall.MS_NOSUID|syscall.MS_NODEV, "lowerdir="+path+",upperdir="+upper+",workdir="+work)
	}
	if err != nil {
		syscall.Unmount(dir, mntDetach)
		return b.bindWritable(path)
	}
	b.mounted = append(b.mounted, dir, target)
	b.layers = append(b.layers, layer{path: path, upper: upper, full: full})
	return nil
}

// bindWritable shows the tool's directory path writable in the box as it
// is, where it cannot be a layer.
func (b *box) bindWritable(path string) error {
	if runAs > 0 {
		giveTree(path)
	}
	return b.bind(path, false)
}

// giveTree makes the run's user, where it has one of its own, the owner of
// everything below the tool's directory path, a directory the tool made for
// the run, so that it may write there as the tool would: the files the
// tool left for it (an interactor's output file, a validator's feedback
// directory) among them. Links are not followed.
func giveTree(path string) {
	filepath.WalkDir(path, func(p string, _ os.DirEntry, err error) error {
		if err == nil {
			os.Lchown(p, runAs, runAs)
		}
		return nil
	})
}

// filled reports whether a layer of the run is full: the run wrote past its
// output limit.
func (b *box) filled() bool {
	for _, l := range b.layers {
		if l.full > 0 && usedBytes(filepath.Dir(l.upper)) >= l.full-layerSlack/2 {
			return true
		}
	}
	return false
}

// usedBytes returns the bytes in use in the file system at dir.
func usedBytes(dir string) int64 {
	var st syscall.Statfs_t
	if syscall.Statfs(dir, &st) != nil {
		return 0
	}
	return int64(st.Blocks-st.Bfree) * st.Bsize
}

// collect copies what the run wrote in its layers to the tool's
// directories. It returns the bytes of the regular files the run wrote.
func (b *box) collect() int64 {
	var n int64
	for _, l := range b.layers {
		n += copyUp(l.upper, l.path)
	}
	return n
}

// copyUp copies the regular files and directories below from to the same
// places below to, replacing what is there, and removes from to what the
// overlay marks removed (a character device 0/0). Anything else, a link
// among them, is left out. It returns the bytes of the files copied.
func copyUp(from, to string) int64 {
	entries, err := os.ReadDir(from)
	if err != nil {
		return 0
	}
	var n int64
	for _, e := range entries {
		src, dst := filepath.Join(from, e.Name()), filepath.Join(to, e.Name())
		info, err := e.Info()
		switch {
		case err != nil:
		case info.Mode().IsRegular():
			n += copyFile(src, dst, info.Mode().Perm())
		case info.IsDir():
			if os.Mkdir(dst, 0o755) == nil || isDir(dst) {
				n += copyUp(src, dst)
			}
		case info.Mode()&os.ModeCharDevice != 0:
			if st, ok := info.Sys().(*syscall.Stat_t); ok && st.Rdev == 0 {
				os.RemoveAll(dst)
			}
		}
	}
	return n
}

// isDir reports whether path is a directory, not a link to one.
func isDir(path string) bool {
	info, err := os.Lstat(path)
	return err == nil && info.IsDir()
}

// copyFile copies the file src to dst, in place where dst is a file (a
// descriptor of the tool's open on it sees the copy), never through a link
// at dst, and returns the bytes copied.
func copyFile(src, dst string, perm os.FileMode) int64 {
	in, err := os.Open(src)
	if err != nil {
		return 0
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_TRUNC|syscall.O_NOFOLLOW, 0)
	if err != nil {
		os.RemoveAll(dst)
		out, err = os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, perm|0o600)
	}
	if err != nil {
		return 0
	}
	n, _ := io.Copy(out, in)
	out.Close()
	return n
}
