package proctest

import "golang.org/x/sys/unix"

// szomb is the state of a zombie in the kernel's process table (SZOMB of
// <sys/proc.h>).
const szomb = 5

// zombie reports whether pid is a zombie, or no longer exists, from the
// kernel's process table (there is no /proc to read it from).
func zombie(pid int) bool {
	p, err := unix.SysctlKinfoProc("kern.proc.pid", pid)
	if err != nil {
		return false
	}
	return p.Proc.P_pid != int32(pid) || p.Proc.P_stat == szomb
}
