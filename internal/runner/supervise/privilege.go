//go:build linux

package supervise

import (
	"os"
	"runtime"
	"syscall"
	"unsafe"
)

// The prctl(2) options, secure bits and capget(2) version that package
// syscall does not name.
const (
	prSetDumpable        = 4
	prCapbsetDrop        = 24
	prSetSecurebits      = 28
	prSetNoNewPrivs      = 38
	prCapAmbient         = 47
	prCapAmbientClearAll = 4
	linuxCapabilityV3    = 0x20080522

	secbitNoroot              = 1 << 0
	secbitNorootLocked        = 1 << 1
	secbitNoSetuidFixup       = 1 << 2
	secbitNoSetuidFixupLocked = 1 << 3
	secbitNoCapAmbientRaise   = 1 << 6
	secbitNoCapAmbientLocked  = 1 << 7
)

// unprivileged makes every program this process starts from now on start
// without privilege, whether the user is root or not: it locks the calling
// goroutine to its thread, from which the programs are started, and leaves
// that thread (whose attributes a program inherits) no capability to pass
// on (an empty bounding set, no ambient or inheritable ones, root's
// exemptions off) and no_new_privs set, so that no set-user-ID file or file
// capability gives any back. The thread keeps its own effective
// capabilities, which set up each run's view. The process is not dumpable,
// so that a program, without CAP_SYS_PTRACE, can neither trace it nor take
// its descriptors (pidfd_getfd) nor read its memory.
//
// Dropping the bounding set and setting the secure bits need CAP_SETPCAP,
// which a process without capabilities lacks: it has none to pass on, and
// a program it starts gains none but through a file, which no_new_privs
// forbids. It returns the first step the system refused of those every
// process may take, or nil.
func unprivileged() error {
	runtime.LockOSThread()
	prctl(prSetDumpable, 0)
	if err := prctl(prSetNoNewPrivs, 1); err != nil {
		return os.NewSyscallError("prctl(PR_SET_NO_NEW_PRIVS)", err)
	}
	prctl(prCapAmbient, prCapAmbientClearAll)
	for c := uintptr(0); c <= lastCap(); c++ {
		prctl(prCapbsetDrop, c)
	}
	bits := uintptr(secbitNoroot | secbitNorootLocked | secbitNoSetuidFixup | secbitNoSetuidFixupLocked | secbitNoCapAmbientRaise | secbitNoCapAmbientLocked)
	prctl(prSetSecurebits, bits)
	return clearInheritable()
}

// lastCap returns the highest capability the kernel knows, from
// /proc/sys/kernel/cap_last_cap, or 63, the most a capability set holds,
// where that cannot be read.
func lastCap() uintptr {
	var buf [16]byte
	n := readProc("/proc/sys/kernel/cap_last_cap", buf[:])
	if n > 1 && buf[n-1] == '\n' {
		if c := atoi(buf[:n-1]); c > 0 && c < 64 {
			return uintptr(c)
		}
	}
	return 63
}

// prctl calls prctl(2) with option and arg on the calling thread.
func prctl(option, arg uintptr) error {
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, option, arg, 0); errno != 0 {
		return errno
	}
	return nil
}

// capHeader and capData are capget(2)'s arguments, version 3.
type capHeader struct {
	version uint32
	pid     int32
}

type capData struct {
	effective, permitted, inheritable uint32
}

// clearInheritable empties the calling thread's inheritable capabilities,
// keeping its effective and permitted ones.
func clearInheritable() error {
	hdr := capHeader{version: linuxCapabilityV3}
	var data [2]capData
	if _, _, errno := syscall.RawSyscall(syscall.SYS_CAPGET, uintptr(unsafe.Pointer(&hdr)), uintptr(unsafe.Pointer(&data[0])), 0); errno != 0 {
		return os.NewSyscallError("capget", errno)
	}
	data[0].inheritable, data[1].inheritable = 0, 0
	if _, _, errno := syscall.RawSyscall(syscall.SYS_CAPSET, uintptr(unsafe.Pointer(&hdr)), uintptr(unsafe.Pointer(&data[0])), 0); errno != 0 {
		return os.NewSyscallError("capset", errno)
	}
	return nil
}
