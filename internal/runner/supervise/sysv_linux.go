//go:build linux && (amd64 || arm64 || riscv64 || loong64)

package supervise

import "syscall"

// sysvKinds are the kinds of System V IPC objects that removeIPC removes.
var sysvKinds = []sysvKind{
	{"/proc/sysvipc/shm", syscall.SYS_SHMCTL},
	{"/proc/sysvipc/msg", syscall.SYS_MSGCTL},
	{"/proc/sysvipc/sem", syscall.SYS_SEMCTL},
}
