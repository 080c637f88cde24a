//go:build linux

package supervise

import (
	"os"
	"strconv"
	"syscall"
	"time"
	"unsafe"
)

// A heldEnd is the supervisor's copy of a pipe end that the program has as
// its stdin or stdout, held so that the other side of the pipe sees it close
// only once the program has been found to end (Report.Ended) or has closed
// it itself.
type heldEnd struct {
	fd   int    // the supervisor's copy
	at   int    // the program's descriptor: 0 or 1
	link string // what /proc shows the pipe as: "pipe:[INODE]"
}

// holdEnds returns the pipes among the program's stdin and stdout, files[0]
// and files[1], to be held; the other descriptors of files are closed.
func holdEnds(files []int) []heldEnd {
	var held []heldEnd
	for i, fd := range files {
		var st syscall.Stat_t
		if i < 2 && syscall.Fstat(fd, &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFIFO {
			held = append(held, heldEnd{fd: fd, at: i, link: "pipe:[" + strconv.FormatUint(st.Ino, 10) + "]"})
			continue
		}
		syscall.Close(fd)
	}
	return held
}

// releaseClosed closes the held ends that the program pid no longer has
// open, at its own descriptor or at any other.
func releaseClosed(pid int, held []heldEnd) []heldEnd {
	kept := held[:0]
	fdDir := "/proc/" + strconv.Itoa(pid) + "/fd/"
	for _, h := range held {
		if link, err := os.Readlink(fdDir + strconv.Itoa(h.at)); err == nil && link == h.link || holds(fdDir, h.link) {
			kept = append(kept, h)
			continue
		}
		syscall.Close(h.fd)
	}
	return kept
}

// holds reports whether a descriptor in fdDir, a /proc/PID/fd/ directory,
// is link, or the program is ending: the directory cannot be read, or holds
// no descriptor at all (an exiting process has given up its files before it
// is a zombie, and a zombie has none), so that an end is not released
// before the program is found to end.
func holds(fdDir, link string) bool {
	d, err := os.Open(fdDir)
	if err != nil {
		return true
	}
	defer d.Close()
	names, err := d.Readdirnames(-1)
	if err != nil || len(names) == 0 {
		return true
	}
	for _, n := range names {
		if l, err := os.Readlink(fdDir + n); err == nil && l == link {
			return true
		}
	}
	return false
}

// closeHeld closes the held ends.
func closeHeld(held []heldEnd) {
	for _, h := range held {
		syscall.Close(h.fd)
	}
}

// Monotonic returns the system's monotonic clock (CLOCK_MONOTONIC), the same
// in every process of the machine.
func Monotonic() time.Duration {
	const clockMonotonic = 1
	var ts syscall.Timespec
	syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockMonotonic, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}
