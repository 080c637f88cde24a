//go:build linux

package supervise

import (
	"syscall"
	"unsafe"
)

// cpuSet is a CPU affinity mask, as sched_setaffinity takes one.
type cpuSet [16]uint64

// Affinity returns the CPUs the calling thread may run on.
func Affinity() []int {
	var set cpuSet
	if !affinity(syscall.SYS_SCHED_GETAFFINITY, &set) {
		return nil
	}
	var cpus []int
	for i := 0; i < len(set)*64; i++ {
		if set[i/64]&(1<<(i%64)) != 0 {
			cpus = append(cpus, i)
		}
	}
	return cpus
}

// pin makes the calling thread, and so the processes it then starts, run
// on CPU cpu alone, and returns what makes it run where it ran before; for
// a negative cpu it does nothing.
func pin(cpu int) (restore func()) {
	var old, set cpuSet
	if cpu < 0 || cpu >= len(set)*64 || !affinity(syscall.SYS_SCHED_GETAFFINITY, &old) {
		return func() {}
	}
	set[cpu/64] = 1 << (cpu % 64)
	if !affinity(syscall.SYS_SCHED_SETAFFINITY, &set) {
		return func() {}
	}
	return func() { affinity(syscall.SYS_SCHED_SETAFFINITY, &old) }
}

// affinity gets or sets (trap) the calling thread's affinity mask.
func affinity(trap uintptr, set *cpuSet) bool {
	_, _, errno := syscall.RawSyscall(trap, 0, unsafe.Sizeof(*set), uintptr(unsafe.Pointer(set)))
	return errno == 0
}
