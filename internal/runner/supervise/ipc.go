//go:build linux

package supervise

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
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
// nothing of one run stays for the next or on the host.
func removeIPC() {
	for _, kind := range sysvKinds {
		for _, id := range sysvIDs(kind.file) {
			sysvRemove(kind, id)
		}
	}
	if mqueueDir != "" {
		names, _ := filepath.Glob(filepath.Join(mqueueDir, "*"))
		for _, name := range names {
			os.Remove(name)
		}
	}
}

// sysvKind is a kind of System V IPC object: the file of /proc that lists
// them, and the control call that removes one.
type sysvKind struct {
	file string
	ctl  uintptr
}

// sysvIDs returns the IDs of the objects that the /proc/sysvipc file lists,
// from its second column.
func sysvIDs(file string) []int {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	var ids []int
	for _, line := range bytes.Split(data, []byte("\n"))[1:] {
		if _, rest := nextField(line); rest != nil {
			if id, _ := nextField(rest); id != nil {
				ids = append(ids, int(atoi(id)))
			}
		}
	}
	return ids
}

// ipcRmid is the control command that removes a System V IPC object.
const ipcRmid = 0

// sysvRemove removes the object id of kind.
func sysvRemove(kind sysvKind, id int) {
	syscall.RawSyscall(kind.ctl, uintptr(id), 0, ipcRmid)
}

// detachedShm returns the bytes resident in the System V shared memory
// segments of this process's IPC namespace that no process has attached: a
// segment a program attaches counts in its resident size, one it detached
// counts here, so that a run keeps no memory outside its processes.
func detachedShm() int64 {
	var n int64
	data, err := os.ReadFile("/proc/sysvipc/shm")
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(data, []byte("\n"))[1:] {
		f := bytes.Fields(line)
		// key shmid perms size cpid lpid nattch uid gid cuid cgid atime dtime ctime rss swap
		if len(f) >= 16 && atoi(f[6]) == 0 {
			n += atoi(f[14]) + atoi(f[15])
		}
	}
	return n
}
