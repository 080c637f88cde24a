//go:build linux

package supervise

import (
	"bytes"
	"os"
	"syscall"
	"unsafe"
)

// mqueueDir is where this process shows the POSIX message queues of its IPC
// namespace, or "".
var mqueueDir string

// newMessageQueues shows the POSIX message queues of this process's IPC
// namespace, a contained supervisor's own, at dir, an empty directory
// outside the box, so that removeIPC can remove what a run left there.
func newMessageQueues(dir string) {
	if os.MkdirAll(dir, 0o700) != nil {
		return
	}
	if syscall.Mount("mqueue", dir, "mqueue", syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, "") == nil {
		mqueueDir = dir
	}
}

// removeIPC removes what the run left in this process's IPC namespace: its
// System V shared memory, message queues and semaphores, and its POSIX
// message queues. A contained supervisor's namespace is its runs' own, so
// nothing of one run stays for the next or on the host. It reads /proc and
// the queues' directory into buffers of its own stack, so that it grows
// no heap, which would raise the next program's floor (see lowerRSS).
func removeIPC() {
	var buf [4096]byte
	for _, kind := range sysvKinds {
		for n := readProc(kind.file, buf[:]); n > 0; n = readProc(kind.file, buf[:]) {
			removed := false
			for line, rest := nextLine(skipLine(buf[:n])); line != nil; line, rest = nextLine(rest) {
				if _, rest := nextField(line); rest != nil {
					if id, _ := nextField(rest); id != nil {
						syscall.RawSyscall(kind.ctl, uintptr(atoi(id)), ipcRmid, 0)
						removed = true
					}
				}
			}
			if !removed || n < len(buf) {
				break
			}
		}
	}
	removeQueues(buf[:])
}

// removeQueues removes the POSIX message queues in mqueueDir, with buf for
// the directory's entries.
func removeQueues(buf []byte) {
	if mqueueDir == "" {
		return
	}
	fd, err := syscall.Open(mqueueDir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer syscall.Close(fd)
	for {
		n, err := syscall.ReadDirent(fd, buf)
		if err != nil || n <= 0 {
			return
		}
		for off := 0; off+19 <= n; {
			reclen := int(buf[off+16]) | int(buf[off+17])<<8
			if reclen == 0 {
				return
			}
			name := buf[off+19 : off+reclen]
			if end := bytes.IndexByte(name, 0); end >= 0 {
				name = name[:end]
			}
			if len(name) > 0 && name[0] != '.' {
				unlinkAt(fd, name)
			}
			off += reclen
		}
	}
}

// unlinkAt removes the file name of the directory open as dirfd.
func unlinkAt(dirfd int, name []byte) {
	var path [256]byte
	if len(name) >= len(path) {
		return
	}
	copy(path[:], name)
	syscall.Syscall(syscall.SYS_UNLINKAT, uintptr(dirfd), uintptr(unsafe.Pointer(&path[0])), 0)
}

// nextLine returns the first line of data that is not empty and what
// follows it, or nil when data holds none.
func nextLine(data []byte) (line, rest []byte) {
	for len(data) > 0 {
		line, rest = data, nil
		if end := bytes.IndexByte(data, '\n'); end >= 0 {
			line, rest = data[:end], data[end+1:]
		}
		if len(line) > 0 {
			return line, rest
		}
		data = rest
	}
	return nil, nil
}

// skipLine returns data after its first line, a /proc file's header.
func skipLine(data []byte) []byte {
	if end := bytes.IndexByte(data, '\n'); end >= 0 {
		return data[end+1:]
	}
	return nil
}

// sysvKind is a kind of System V IPC object: the file of /proc that lists
// them, and the control call whose IPC_RMID removes one.
type sysvKind struct {
	file string
	ctl  uintptr
}

// ipcRmid is the control command that removes a System V IPC object, the
// second argument of shmctl and msgctl, the third of semctl, where the
// second is then ignored.
const ipcRmid = 0

// detachedShm returns the bytes resident in the System V shared memory
// segments of this process's IPC namespace that no process has attached: a
// segment a program attaches counts in its resident size, one it detached
// counts here, so that a run keeps no memory outside its processes. Like
// removeIPC, it grows no heap.
func detachedShm() int64 {
	var buf [8192]byte
	n := readProc("/proc/sysvipc/shm", buf[:])
	var total int64
	for line, rest := nextLine(skipLine(buf[:n])); line != nil; line, rest = nextLine(rest) {
		// key shmid perms size cpid lpid nattch uid gid cuid cgid atime dtime ctime rss swap
		var f [16][]byte
		fields := line
		i := 0
		for ; i < len(f); i++ {
			if f[i], fields = nextField(fields); f[i] == nil {
				break
			}
		}
		if i == len(f) && atoi(f[6]) == 0 {
			total += atoi(f[14]) + atoi(f[15])
		}
	}
	return total
}
