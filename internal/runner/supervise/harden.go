//go:build linux

package supervise

import (
	"bytes"
	"syscall"
	"unsafe"
)

// hardened are the resource limits that a program gets as hard limits: it
// can lower them but never raise them again.
var hardened = []int{syscall.RLIMIT_FSIZE, syscall.RLIMIT_NOFILE, syscall.RLIMIT_STACK}

// startHardened starts argv as attr says, with its resource limits (set by
// setLimits, which it inherits as soft ones) made hard, its threads
// limited (see threads) and its address space limited to addressSpace
// bytes unless it is 0, before its first instruction: it starts traced, so
// that it stops when it has executed the program, is given its hard limits
// and is let go. A limit is the whole process's, so this process cannot
// lower its own hard limits for one run and raise them for the next, nor
// limit its own address space, which its runtime needs more of than a
// program's limit may give. Where the system refuses the tracing, the
// program starts with soft limits only, from then on, and its address
// space is limited as soon as it has started. early, when not nil, is the
// program's end, reaped already: it ended before it stopped.
func startHardened(argv []string, attr *syscall.ProcAttr, addressSpace int64) (pid int, early *exit, err error) {
	attr.Sys.Ptrace = hardLimits
	pid, err = forkExec(argv, attr)
	if err == syscall.EPERM && hardLimits {
		hardLimits, attr.Sys.Ptrace = false, false
		pid, err = forkExec(argv, attr)
	}
	if err != nil || !attr.Sys.Ptrace {
		if err == nil {
			limitAddressSpace(pid, addressSpace)
		}
		return pid, nil, err
	}
	var e exit
	for {
		_, err := syscall.Wait4(pid, &e.status, syscall.WALL, &e.usage)
		if err != syscall.EINTR {
			break
		}
	}
	if !e.status.Stopped() {
		return pid, &e, nil
	}
	for _, resource := range hardened {
		var lim syscall.Rlimit
		if prlimit(pid, resource, nil, &lim) == nil {
			lim.Max = lim.Cur
			prlimit(pid, resource, &lim, nil)
		}
	}
	if n := threadLimit(); n > 0 {
		prlimit(pid, rlimitNproc, &syscall.Rlimit{Cur: n, Max: n}, nil)
	}
	limitAddressSpace(pid, addressSpace)
	syscall.RawSyscall6(syscall.SYS_PTRACE, syscall.PTRACE_DETACH, uintptr(pid), 0, 0, 0, 0)
	return pid, nil, nil
}

// limitAddressSpace sets the address-space limit (RLIMIT_AS) of the
// process pid to n bytes, a hard limit, unless n is 0.
func limitAddressSpace(pid int, n int64) {
	if n > 0 {
		prlimit(pid, syscall.RLIMIT_AS, &syscall.Rlimit{Cur: uint64(n), Max: uint64(n)}, nil)
	}
}

// threadLimit returns the RLIMIT_NPROC that a program gets: threads in a
// namespace of the supervisor's own, where the kernel counts the run's
// threads alone; outside one, where it counts every thread of the user's,
// threads more than the system has now (of every user's, an upper bound of
// the user's), so that a fork bomb is braked there too; 0 when the count is
// unknown.
func threadLimit() uint64 {
	if contained {
		return threads
	}
	if n := systemThreads(); n > 0 {
		return n + threads
	}
	return 0
}

// systemThreads returns the number of threads on the system, from
// /proc/loadavg's fourth field ("running/total"), or 0 when it is unknown.
func systemThreads() uint64 {
	var buf [128]byte
	f := buf[:readProc("/proc/loadavg", buf[:])]
	for i := 0; i < 3; i++ {
		_, f = nextField(f)
	}
	f, _ = nextField(f)
	if i := bytes.IndexByte(f, '/'); i >= 0 {
		return uint64(atoi(bytes.TrimSpace(f[i+1:])))
	}
	return 0
}

// prlimit calls prlimit(2) on the process pid.
func prlimit(pid, resource int, set, old *syscall.Rlimit) error {
	_, _, errno := syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(pid), uintptr(resource), uintptr(unsafe.Pointer(set)), uintptr(unsafe.Pointer(old)), 0, 0)
	if errno != 0 {
		return errno
	}
	return nil
}

// keyctlJoinSessionKeyring is keyctl(2)'s KEYCTL_JOIN_SESSION_KEYRING,
// which package syscall does not name.
const keyctlJoinSessionKeyring = 1

// newSessionKeyring gives the calling thread, and so the next program it
// starts, a new, empty keyring of its own (KEY_SPEC_SESSION_KEYRING): a
// program sees no key of the user's, and what it leaves there goes with
// the run.
func newSessionKeyring() {
	syscall.RawSyscall(syscall.SYS_KEYCTL, keyctlJoinSessionKeyring, 0, 0)
}

// mappedRunID returns the ID besides root that this process's user
// namespace maps (the tool, started by root, maps one for the programs to
// run as), or 0 where it maps none.
func mappedRunID() int {
	var buf [256]byte
	n := readProc("/proc/self/uid_map", buf[:])
	for _, line := range bytes.Split(buf[:n], []byte("\n")) {
		inside, _ := nextField(line)
		if id := atoi(inside); id > 0 {
			return int(id)
		}
	}
	return 0
}

// giveEnds makes the program's stdin and stdout, where they are pipes, and
// its stdout and stderr, where they are files, the run's user's, so that the
// program may open them again by name (/dev/stdout) as its own; a file it
// reads, the user's test perhaps, is left as it is.
func giveEnds(files []int) {
	for i, fd := range files {
		var st syscall.Stat_t
		if syscall.Fstat(fd, &st) != nil {
			continue
		}
		switch st.Mode & syscall.S_IFMT {
		case syscall.S_IFIFO:
		case syscall.S_IFREG:
			if i == 0 {
				continue
			}
		default:
			continue
		}
		syscall.Fchown(fd, runAs, runAs)
	}
}
