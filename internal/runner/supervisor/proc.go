package main

import (
	"bytes"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// userHZ is the unit of the CPU times in /proc/PID/stat: Linux reports them
// in ticks of 1/100 s on every architecture, whatever the kernel's own HZ.
const userHZ = 100

// procStat is what a run's supervisor reads of a process in /proc/PID/stat.
type procStat struct {
	ppid int
	// cpu is the user and system time of the process and of the children
	// it has waited for.
	cpu time.Duration
	rss int64 // resident size in bytes
}

// readStat reads /proc/PID/stat; ok is false when the process is gone.
func readStat(pid int) (st procStat, ok bool) {
	var buf [512]byte
	fd, err := syscall.Open("/proc/"+strconv.Itoa(pid)+"/stat", syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return st, false
	}
	n, err := syscall.Read(fd, buf[:])
	syscall.Close(fd)
	if err != nil || n <= 0 {
		return st, false
	}
	return parseStat(buf[:n])
}

// parseStat parses the fields of a /proc/PID/stat line that follow the
// command name, which is in parentheses and may itself hold spaces.
func parseStat(line []byte) (st procStat, ok bool) {
	i := bytes.LastIndexByte(line, ')')
	if i < 0 {
		return st, false
	}
	// Fields counted from 3, the state, as in proc(5).
	f := strings.Fields(string(line[i+1:]))
	field := func(k int) int64 {
		if k-3 >= len(f) {
			ok = false
			return 0
		}
		n, err := strconv.ParseInt(f[k-3], 10, 64)
		if err != nil {
			ok = false
		}
		return n
	}
	ok = true
	st.ppid = int(field(4))
	ticks := field(14) + field(15) + field(16) + field(17)
	st.cpu = time.Duration(ticks) * (time.Second / userHZ)
	st.rss = field(24) * int64(os.Getpagesize())
	return st, ok
}

// descendants returns every process below pid, found through the parent
// links of every process in /proc.
func descendants(pid int) []int {
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	children := make(map[int][]int)
	for _, name := range names {
		p, err := strconv.Atoi(name)
		if err != nil {
			continue
		}
		if st, ok := readStat(p); ok {
			children[st.ppid] = append(children[st.ppid], p)
		}
	}
	var below []int
	for queue := children[pid]; len(queue) > 0; queue = queue[1:] {
		below = append(below, queue[0])
		queue = append(queue, children[queue[0]]...)
	}
	return below
}

// lowerRSS makes this process's resident size as small as it can before it
// starts a program, and its peak equal to that. A program started with vfork
// (as Go starts programs) shares its parent's memory until it execs, and
// Linux counts the parent's peak resident size at that moment as the
// program's own peak; this keeps that floor near the size of a small C
// program's. The free heap goes back to the system, the pages of read-only
// file mappings (the executable's code and constants, which fault back in
// from the page cache when used) leave the resident set, and the peak is
// reset where Linux allows it.
func lowerRSS() {
	debug.FreeOSMemory()
	if smaps, err := os.ReadFile("/proc/self/smaps"); err == nil {
		for _, m := range fileOnlyMappings(string(smaps)) {
			syscall.Syscall(syscall.SYS_MADVISE, m[0], m[1]-m[0], syscall.MADV_DONTNEED)
		}
	}
	if f, err := os.OpenFile("/proc/self/clear_refs", os.O_WRONLY, 0); err == nil {
		f.Write([]byte("5"))
		f.Close()
	}
}

// fileOnlyMappings returns the start and end addresses of the mappings in
// a /proc/PID/smaps listing that map a file without write permission and
// hold no page of their own (none copied on write, as relocated read-only
// data is): dropping their pages loses nothing the file does not hold.
func fileOnlyMappings(smaps string) [][2]uintptr {
	var found [][2]uintptr
	var cur [2]uintptr
	candidate := false
	for _, line := range strings.Split(smaps, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "Anonymous:":
			if candidate && f[1] == "0" {
				found = append(found, cur)
			}
			candidate = false
		case len(f) >= 5 && strings.Contains(f[0], "-") && !strings.HasSuffix(f[0], ":"):
			lo, hi, _ := strings.Cut(f[0], "-")
			start, err1 := strconv.ParseUint(lo, 16, 64)
			end, err2 := strconv.ParseUint(hi, 16, 64)
			cur = [2]uintptr{uintptr(start), uintptr(end)}
			candidate = err1 == nil && err2 == nil && end > start && len(f) >= 6 &&
				!strings.Contains(f[1], "w") && strings.HasPrefix(f[5], "/")
		}
	}
	return found
}
