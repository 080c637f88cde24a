//go:build linux

package supervise

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// MountKind says what a run sees at a Mount's path.
type MountKind int

const (
	// ReadOnly shows the tool's file or directory at the path, read-only.
	ReadOnly MountKind = iota
	// Writable shows the tool's directory at the path, writable: what the
	// run writes there, up to its output limit, the tool reads after it
	// (see layer).
	Writable
	// Private makes the path an empty directory of the run's own, writable,
	// gone when the run ends.
	Private
)

// Mount is one place in a run's view of the file system.
type Mount struct {
	Path string // absolute, without symbolic links
	Kind MountKind
}

// systemDirs are the directories of the system that every run sees,
// read-only, where they exist: programs, libraries, interpreters and
// configuration, and nothing of the users'.
var systemDirs = []string{"bin", "sbin", "lib", "lib32", "lib64", "libx32", "usr", "etc", "opt", "nix"}

// devices are the devices every run sees in /dev.
var devices = []string{"null", "zero", "full", "random", "urandom"}

// box is the root directory that the programs of a contained supervisor run
// in (chroot): a small file system of its own, in the supervisor's mount
// namespace, that shows the system read-only, a /proc of the supervisor's
// PID namespace, a few devices, and for each run the places of its plan's
// view, an empty /tmp and /dev/shm of its own, all gone when the run ends.
// A program without capabilities cannot leave it: chroot(2) needs one, and
// a process in a chroot cannot make a user namespace that would give it
// one.
type box struct {
	root    string
	scratch string   // where the run's writable layers are made, outside root
	mounted []string // the mount points of the run under way, in order
	tmpfs   []string // those of them that the run's memory counts
	layers  []layer  // the writable places of the run under way
}

// The mount(2) and umount2(2) flags and statfs(2) bits that package syscall
// does not name.
const (
	mntDetach   = 2
	stRelatime  = 4096
	lockedFlags = syscall.MS_NOSUID | syscall.MS_NODEV | syscall.MS_NOEXEC | syscall.MS_NOATIME | syscall.MS_NODIRATIME
)

// newBox makes the box at root, an empty directory, in this process's mount
// namespace, which it first makes private so that nothing mounted here
// shows outside; scratch, another empty directory, holds the writable
// layers of runs (see layer).
func newBox(root, scratch string) (*box, error) {
	if err := mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		return nil, err
	}
	if err := mount("tmpfs", root, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, "size=1m,mode=755"); err != nil {
		return nil, err
	}
	b := &box{root: root, scratch: scratch}
	if err := b.build(); err != nil {
		syscall.Unmount(root, mntDetach)
		return nil, err
	}
	if os.MkdirAll(scratch, 0o700) != nil || mount("tmpfs", scratch, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, "size=1m,mode=700") != nil {
		b.scratch = ""
	}
	return b, b.seal(true)
}

// build fills the box with the system, /proc, /dev, and the mount points of
// /tmp and /dev/shm.
func (b *box) build() error {
	for _, d := range systemDirs {
		if err := b.showSystem("/" + d); err != nil {
			return err
		}
	}
	if err := os.Mkdir(b.root+"/proc", 0o555); err != nil {
		return err
	}
	if err := mount("proc", b.root+"/proc", "proc", syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, ""); err != nil {
		return err
	}
	if err := b.hideProc(); err != nil {
		return err
	}
	if err := os.MkdirAll(b.root+"/dev/shm", 0o755); err != nil {
		return err
	}
	for _, d := range devices {
		if err := b.bind("/dev/"+d, false); err != nil {
			return err
		}
	}
	for name, target := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0", "stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(target, b.root+"/dev/"+name); err != nil {
			return err
		}
	}
	return os.Mkdir(b.root+"/tmp", 0o755)
}

// procMasked are the files of /proc that show the host rather than the run
// (its kernel's command line and symbols, its keys, timers and log) or act
// on it (sysrq-trigger): a run sees them empty. procReadOnly are the
// directories of /proc that set the kernel's parameters: a run sees them
// read-only.
var (
	procMasked   = []string{"cmdline", "kcore", "kmsg", "kallsyms", "keys", "key-users", "timer_list", "sched_debug", "latency_stats", "sysrq-trigger", "config.gz"}
	procReadOnly = []string{"sys", "bus", "fs", "irq", "sysvipc"}
)

// hideProc masks and seals the box's /proc as procMasked and procReadOnly
// say.
func (b *box) hideProc() error {
	for _, name := range procMasked {
		target := b.root + "/proc/" + name
		if _, err := os.Lstat(target); err != nil {
			continue
		}
		if err := mount("/dev/null", target, "", syscall.MS_BIND, ""); err != nil {
			return err
		}
	}
	for _, name := range procReadOnly {
		target := b.root + "/proc/" + name
		if _, err := os.Lstat(target); err != nil {
			continue
		}
		if err := mount(target, target, "", syscall.MS_BIND|syscall.MS_REC, ""); err != nil {
			return err
		}
		if err := remountReadOnly(target); err != nil {
			return err
		}
	}
	return nil
}

// showSystem shows the system directory dir read-only, or the symbolic link
// it is (as /bin is on many systems), or nothing where there is none.
func (b *box) showSystem(dir string) error {
	info, err := os.Lstat(dir)
	switch {
	case err != nil:
		return nil
	case info.Mode()&os.ModeSymlink != 0:
		target, err := os.Readlink(dir)
		if err != nil {
			return err
		}
		return os.Symlink(target, b.root+dir)
	case info.IsDir():
		return b.bind(dir, true)
	}
	return nil
}

// bind shows the tool's file or directory path at the same path in the box,
// read-only if readOnly, making its mount point.
func (b *box) bind(path string, readOnly bool) error {
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	target := b.root + path
	if err := mountPoint(target, info.IsDir()); err != nil {
		return err
	}
	if err := mount(path, target, "", syscall.MS_BIND|syscall.MS_REC, ""); err != nil {
		return err
	}
	if !readOnly {
		return nil
	}
	return remountReadOnly(target)
}

// remountReadOnly makes the bind mount at target read-only. A mount that
// came from the tool's namespace keeps its nosuid, nodev and noexec flags:
// the remount repeats them.
func remountReadOnly(target string) error {
	var st syscall.Statfs_t
	if err := syscall.Statfs(target, &st); err != nil {
		return err
	}
	flags := uintptr(st.Flags) & lockedFlags
	if st.Flags&stRelatime != 0 {
		flags |= syscall.MS_RELATIME
	}
	return mount("", target, "", syscall.MS_BIND|syscall.MS_REMOUNT|syscall.MS_RDONLY|flags, "")
}

// mountPoint makes an empty directory, or an empty file, at path.
func mountPoint(path string, dir bool) error {
	if dir {
		return os.MkdirAll(path, 0o755)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}

// seal makes the box's own directories read-only, or writable again to add
// the mount points of a run.
func (b *box) seal(readOnly bool) error {
	flags := uintptr(syscall.MS_BIND | syscall.MS_REMOUNT | syscall.MS_NOSUID | syscall.MS_NODEV)
	if readOnly {
		flags |= syscall.MS_RDONLY
	}
	return mount("", b.root, "", flags, "")
}

// enter sets the box up for a run of pl: a /tmp and a /dev/shm of its own,
// each at most size bytes (0: the system's default), and the places of
// pl.View.
func (b *box) enter(pl Plan, size int64) error {
	if err := b.seal(false); err != nil {
		return err
	}
	defer b.seal(true)
	for _, dir := range []string{"/tmp", "/dev/shm"} {
		if err := b.private(dir, size, "1777"); err != nil {
			return err
		}
	}
	var shown, private []string // directories shown whole, and the run's own
	for _, m := range pl.View {
		if m.Kind == ReadOnly && !b.needs(m.Path, shown, private) {
			continue
		}
		var err error
		switch m.Kind {
		case Private:
			err = b.private(m.Path, size, "755")
			private = append(private, m.Path)
		case Writable:
			err = b.layer(m.Path, pl.Output)
			shown = append(shown, m.Path)
		default:
			err = b.bind(m.Path, m.Kind == ReadOnly)
			b.mounted = append(b.mounted, b.root+m.Path)
			shown = append(shown, m.Path)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// needs reports whether the tool's file or directory path must be shown in
// the box: it is not below a directory shown whole already, and not in the
// system's directories, /dev or /proc, which every run sees, unless below a
// directory of the run's own.
func (b *box) needs(path string, shown, private []string) bool {
	if within(path, shown) {
		return false
	}
	if within(path, private) {
		return true
	}
	first, _, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	for _, d := range append(systemDirs, "dev", "proc", "") {
		if first == d {
			return false
		}
	}
	return true
}

// within reports whether path is one of dirs or below one of them.
func within(path string, dirs []string) bool {
	for _, d := range dirs {
		if path == d || strings.HasPrefix(path, d+"/") {
			return true
		}
	}
	return false
}

// private mounts an empty file system of the run's own at path in the box,
// with the given permissions, whose use the run's memory counts.
func (b *box) private(path string, size int64, mode string) error {
	target := b.root + path
	if err := os.MkdirAll(target, 0o755); err != nil {
		return err
	}
	opts := "mode=" + mode
	if runAs > 0 {
		opts += ",uid=" + strconv.Itoa(runAs) + ",gid=" + strconv.Itoa(runAs)
	}
	if size > 0 {
		opts += ",size=" + strconv.FormatInt(size, 10)
	}
	if err := mount("tmpfs", target, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, opts); err != nil {
		return err
	}
	b.mounted = append(b.mounted, target)
	b.tmpfs = append(b.tmpfs, target)
	return nil
}

// used returns the bytes the run holds in its own file systems.
func (b *box) used() int64 {
	var n int64
	for _, dir := range b.tmpfs {
		n += usedBytes(dir)
	}
	return n
}

// leave undoes enter once the run's processes are gone: what they wrote in
// their own file systems goes with them.
func (b *box) leave() {
	for i := len(b.mounted) - 1; i >= 0; i-- {
		syscall.Unmount(b.mounted[i], mntDetach)
	}
	b.mounted, b.tmpfs, b.layers = b.mounted[:0], b.tmpfs[:0], b.layers[:0]
}

// mount calls mount(2), naming the target in its error.
func mount(source, target, fstype string, flags uintptr, data string) error {
	if err := syscall.Mount(source, target, fstype, flags, data); err != nil {
		return &os.PathError{Op: "mount", Path: target, Err: err}
	}
	return nil
}
