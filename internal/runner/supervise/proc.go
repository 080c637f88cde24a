//go:build linux

package supervise

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// userHZ is the unit of the CPU times in /proc/PID/stat: Linux reports them
// in ticks of 1/100 s on every architecture, whatever the kernel's own HZ.
const userHZ = 100

// procStat is what a run's supervisor reads of a process in /proc/PID/stat.
type procStat struct {
	state byte // R, S, Z and so on
	ppid  int
	pgrp  int // process group
	// cpu is the user and system time of the process, waited that of the
	// children it has waited for.
	cpu, waited time.Duration
	rss         int64 // resident size in bytes
}

// readStat reads /proc/PID/stat; ok is false when the process is gone.
func readStat(pid int) (st procStat, ok bool) {
	var buf [512]byte
	n := readProc("/proc/"+strconv.Itoa(pid)+"/stat", buf[:])
	if n == 0 {
		return st, false
	}
	return parseStat(buf[:n])
}

// parseStat parses the fields of a /proc/PID/stat line that follow the
// command name, which is in parentheses and may itself hold spaces. It
// allocates nothing: the supervisor reads many of these during a run.
func parseStat(line []byte) (st procStat, ok bool) {
	i := bytes.LastIndexByte(line, ')')
	if i < 0 {
		return st, false
	}
	// Fields are counted from 3, the state, as in proc(5).
	var ticks, waited int64
	rest := line[i+1:]
	for k := 3; k <= 24; k++ {
		var field []byte
		field, rest = nextField(rest)
		switch {
		case field == nil:
			return st, false
		case k == 3:
			st.state = field[0]
		case k == 4:
			st.ppid = int(atoi(field))
		case k == 5:
			st.pgrp = int(atoi(field))
		case k == 14 || k == 15:
			ticks += atoi(field)
		case k == 16 || k == 17:
			waited += atoi(field)
		case k == 24:
			st.rss = atoi(field) * int64(os.Getpagesize())
		}
	}
	st.cpu = time.Duration(ticks) * (time.Second / userHZ)
	st.waited = time.Duration(waited) * (time.Second / userHZ)
	return st, true
}

// readChildren appends to into the children of the main thread of process
// pid, from /proc/PID/task/PID/children; none where that file is missing
// (Linux built without it) or the process is gone.
func readChildren(pid int, into []int) []int {
	var buf [4096]byte
	p := strconv.Itoa(pid)
	n := readProc("/proc/"+p+"/task/"+p+"/children", buf[:])
	for rest := buf[:n]; ; {
		var field []byte
		if field, rest = nextField(rest); field == nil {
			return into
		}
		if child := atoi(field); child > 0 {
			into = append(into, int(child))
		}
	}
}

// readPSS returns the proportional set size of process pid in bytes, from
// the Pss line of /proc/PID/smaps_rollup: its resident pages, each divided
// by the number of processes that share it. It returns the resident size
// where that cannot be read, and 0 for a process that has exited by the
// time it is read, whose figure can be one taken while it let go of its
// pages.
func readPSS(pid int) int64 {
	var buf [2048]byte
	n := readProc("/proc/"+strconv.Itoa(pid)+"/smaps_rollup", buf[:])
	st, ok := readStat(pid)
	if !ok || st.state == 'Z' || st.state == 'X' {
		return 0
	}
	if _, rest, ok := bytes.Cut(buf[:n], []byte("\nPss:")); ok {
		if kib, _ := nextField(rest); kib != nil {
			return atoi(kib) << 10
		}
	}
	return st.rss
}

// readRunDelay returns how long the threads of process pid have waited,
// runnable, for a CPU (the second figure of each thread's schedstat), or 0
// where that cannot be read.
func readRunDelay(pid int) time.Duration {
	dir := "/proc/" + strconv.Itoa(pid) + "/task"
	d, err := os.Open(dir)
	if err != nil {
		return 0
	}
	tids, _ := d.Readdirnames(-1)
	d.Close()
	var total time.Duration
	var buf [128]byte
	for _, tid := range tids {
		n := readProc(dir+"/"+tid+"/schedstat", buf[:])
		if _, rest := nextField(buf[:n]); rest != nil {
			if ns, _ := nextField(rest); ns != nil {
				total += time.Duration(atoi(ns))
			}
		}
	}
	return total
}

// readProc reads the file path of /proc into buf and returns how many bytes
// it read: 0 when it could not.
func readProc(path string, buf []byte) int {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return 0
	}
	defer syscall.Close(fd)
	n := 0
	for n < len(buf) {
		m, err := syscall.Read(fd, buf[n:])
		if err != nil || m <= 0 {
			break
		}
		n += m
	}
	return n
}

// nextField returns the first space-separated field of b and what follows
// it, or nil when b holds none.
func nextField(b []byte) (field, rest []byte) {
	b = bytes.TrimLeft(b, " ")
	if len(b) == 0 {
		return nil, nil
	}
	end := bytes.IndexByte(b, ' ')
	if end < 0 {
		end = len(b)
	}
	return b[:end], b[end:]
}

// atoi returns the decimal number in b, a field of /proc/PID/stat; a
// negative one (such as a nice value) or anything else reads as 0.
func atoi(b []byte) int64 {
	var n int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int64(c-'0')
	}
	return n
}

// procSelf is this process's ID in /proc, which shows the processes of the
// PID namespace it was mounted in: the tool's, not the supervisor's own
// where the supervisor is an init.
var procSelf = func() int {
	self, err := os.Readlink("/proc/self")
	if pid, err2 := strconv.Atoi(self); err == nil && err2 == nil {
		return pid
	}
	return os.Getpid()
}()

// procPIDOf returns the ID in /proc of the process of the pidfd fd, whose
// ID in this process's namespace is pid, from the Pid line of the pidfd's
// fdinfo; pid when that cannot be read.
func procPIDOf(fd, pid int) int {
	var buf [512]byte
	f, err := syscall.Open("/proc/self/fdinfo/"+strconv.Itoa(fd), syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return pid
	}
	n, err := syscall.Read(f, buf[:])
	syscall.Close(f)
	if err != nil || n <= 0 {
		return pid
	}
	_, rest, ok := bytes.Cut(buf[:n], []byte("\nPid:\t"))
	if end := bytes.IndexByte(rest, '\n'); ok && end > 0 {
		if p := atoi(rest[:end]); p > 0 {
			return int(p)
		}
	}
	return pid
}

// KillGroup kills the processes of process group pgid and every process
// below one of them, however it detached: it stops the group first, so that
// it starts no more, and kills what is below it until nothing is, so that
// no process is left to its own devices when the group is gone.
func KillGroup(pgid int) {
	syscall.Kill(-pgid, syscall.SIGSTOP)
	for i := 0; i < 100; i++ {
		live := below(func(_ int, st procStat) bool { return st.pgrp == pgid && st.state != 'Z' }, true)
		for _, p := range live {
			syscall.Kill(p, syscall.SIGKILL)
		}
		if len(live) == 0 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	syscall.Kill(-pgid, syscall.SIGKILL)
}

// descendants returns every process below pid, found through the parent
// links of every process in /proc.
func descendants(pid int) []int {
	return below(func(p int, _ procStat) bool { return p == pid }, false)
}

// below returns the processes below those that root selects, and the
// selected ones too if andRoots is set, leaving out zombies that root does
// not select: it reads every process in /proc.
func below(root func(pid int, st procStat) bool, andRoots bool) []int {
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	children := make(map[int][]int)
	var queue []int
	for _, name := range names {
		p, err := strconv.Atoi(name)
		if err != nil {
			continue
		}
		st, ok := readStat(p)
		switch {
		case !ok:
		case root(p, st):
			queue = append(queue, p)
		case st.state != 'Z':
			children[st.ppid] = append(children[st.ppid], p)
		}
	}
	var found []int
	if andRoots {
		found = append(found, queue...)
	}
	for ; len(queue) > 0; queue = queue[1:] {
		found = append(found, children[queue[0]]...)
		queue = append(queue, children[queue[0]]...)
	}
	return found
}

// lowerRSS makes this process's resident size as small as it can before it
// starts a program, and its peak equal to that. A program started with vfork
// (as Go starts programs) shares its parent's memory until it execs, and
// Linux counts the parent's peak resident size at that moment as the
// program's own peak; this keeps that floor near the size of a small C
// program's. The pages of the executable's read-only mappings, its code and
// constants, leave the resident set (they fault back in from the page cache
// when used), and the peak is reset where Linux allows it.
func lowerRSS() {
	for _, m := range readOnly() {
		syscall.Syscall(syscall.SYS_MADVISE, m[0], m[1]-m[0], syscall.MADV_DONTNEED)
	}
	if clearRefs != nil {
		clearRefs.Write([]byte("5"))
	}
}

// readOnly returns this program's read-only file mappings, read once: they
// do not change.
var readOnly = sync.OnceValue(func() [][2]uintptr {
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return nil
	}
	return readOnlyFileMappings(string(maps))
})

// clearRefs is /proc/self/clear_refs, open for writing, or nil where Linux
// does not allow it.
var clearRefs, _ = os.OpenFile("/proc/self/clear_refs", os.O_WRONLY, 0)

// readOnlyFileMappings returns the start and end addresses of the mappings
// in a /proc/PID/maps listing that map a file without write permission. In
// this program, static and built without cgo, nothing ever writes to them
// (no dynamic loader relocates them), so their pages hold only what the
// file does and dropping them loses nothing.
func readOnlyFileMappings(maps string) [][2]uintptr {
	var found [][2]uintptr
	for _, line := range strings.Split(maps, "\n") {
		f := strings.Fields(line)
		if len(f) < 6 || strings.Contains(f[1], "w") || !strings.HasPrefix(f[5], "/") {
			continue
		}
		lo, hi, _ := strings.Cut(f[0], "-")
		start, err1 := strconv.ParseUint(lo, 16, 64)
		end, err2 := strconv.ParseUint(hi, 16, 64)
		if err1 == nil && err2 == nil && end > start {
			found = append(found, [2]uintptr{uintptr(start), uintptr(end)})
		}
	}
	return found
}

// memfdBytes returns the bytes held by the memfd files (memfd_create(2))
// that the processes pids have open, each file counted once.
func memfdBytes(pids []int) int64 {
	var n int64
	seen := make(map[uint64]bool)
	for _, pid := range pids {
		dir := "/proc/" + strconv.Itoa(pid) + "/fd"
		fds, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, fd := range fds {
			path := dir + "/" + fd.Name()
			if link, err := os.Readlink(path); err != nil || !strings.HasPrefix(link, "/memfd:") {
				continue
			}
			var st syscall.Stat_t
			if syscall.Stat(path, &st) == nil && !seen[st.Ino] {
				seen[st.Ino] = true
				n += st.Blocks * 512
			}
		}
	}
	return n
}

// readIO returns the bytes process pid has read and written through read
// and write calls (rchar and wchar of /proc/PID/io), or 0.
func readIO(pid int) int64 {
	var buf [256]byte
	n := readProc("/proc/"+strconv.Itoa(pid)+"/io", buf[:])
	var total int64
	for _, line := range bytes.Split(buf[:n], []byte("\n")) {
		if v, ok := bytes.CutPrefix(line, []byte("rchar: ")); ok {
			total += atoi(v)
		} else if v, ok := bytes.CutPrefix(line, []byte("wchar: ")); ok {
			total += atoi(v)
		}
	}
	return total
}

// readWaiting says what process pid is blocked on, from its wait channel:
// "reading" or "writing" for a pipe, "sleeping" for a sleep, "" otherwise.
func readWaiting(pid int) string {
	var buf [64]byte
	n := readProc("/proc/"+strconv.Itoa(pid)+"/wchan", buf[:])
	switch w := string(buf[:n]); {
	case strings.HasSuffix(w, "pipe_read"):
		return "reading"
	case strings.HasSuffix(w, "pipe_write"):
		return "writing"
	case strings.HasSuffix(w, "nanosleep"):
		return "sleeping"
	}
	return ""
}
