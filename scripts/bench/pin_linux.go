package main

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"unsafe"
)

// pinToOneCPU binds every thread of this process, and so every process it
// starts later, to the first CPU it may run on, and returns that CPU. The
// CPUs of a shared machine do not run at one speed, and a peer started on
// another CPU than the engines would be measured on different hardware.
func pinToOneCPU() (int, error) {
	var mask [16]uint64 // a cpu_set_t of 1024 CPUs
	size := unsafe.Sizeof(mask)
	if _, _, e := syscall.RawSyscall(syscall.SYS_SCHED_GETAFFINITY, 0, size, uintptr(unsafe.Pointer(&mask))); e != 0 {
		return 0, fmt.Errorf("sched_getaffinity: %v", e)
	}
	cpu := -1
	for i := 0; i < 1024 && cpu < 0; i++ {
		if mask[i/64]>>(uint(i)%64)&1 != 0 {
			cpu = i
		}
	}
	if cpu < 0 {
		return 0, fmt.Errorf("sched_getaffinity: no CPU")
	}
	one := [16]uint64{}
	one[cpu/64] = 1 << (uint(cpu) % 64)
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		return 0, err
	}
	for _, t := range tasks {
		tid, err := strconv.Atoi(t.Name())
		if err != nil {
			continue
		}
		if _, _, e := syscall.RawSyscall(syscall.SYS_SCHED_SETAFFINITY, uintptr(tid), size, uintptr(unsafe.Pointer(&one))); e != 0 {
			return 0, fmt.Errorf("sched_setaffinity: %v", e)
		}
	}
	return cpu, nil
}
