// Command supervisor runs one program for package runner the way a judge
// does, and reports what it used. Package runner embeds this file, builds it
// once with the go command, and starts it for every run:
//
//	supervisor PLAN
//
// with PLAN the JSON of the run's plan (the program's command line and its
// limits), the program's stdin, stdout and stderr as its own, the report's
// pipe as descriptor 3 and the control pipe as descriptor 4.
//
// The supervisor is a child subreaper: every process below it whose parent
// dies becomes its child, however it detached from the program's process
// group or session. It starts the program after making its own resident
// size small, samples the run's CPU time and the resident sizes of its
// processes in /proc, kills them all when the program exits, a limit passes
// or the control pipe closes, reaps them, and writes the report as JSON:
// the kernel's figures for the processes it reaped.
//
// It uses only the standard library, so that it builds from its own files
// alone, wherever the tool that embeds them is installed.
package main

import (
	"encoding/json"
	"errors"
	"os"
	"sync"
	"syscall"
	"time"
)

// The supervisor's descriptors besides stdin, stdout and stderr, which it
// hands on to the program: the report it writes when the run is over, and
// the control pipe whose closing (by the tool, or by the kernel when the
// tool dies) stops the run.
const (
	reportFD  = 3
	controlFD = 4
)

// prSetChildSubreaper is the prctl(2) option that makes a process a child
// subreaper; package syscall does not name it.
const prSetChildSubreaper = 36

// How often the supervisor samples the run's CPU time and memory, and how
// many samples pass between two searches of /proc for processes the program
// started.
const (
	samplePeriod = 5 * time.Millisecond
	scanEvery    = 10
)

// plan is what the tool asks of a supervisor.
type plan struct {
	Argv   []string
	CPU    time.Duration // 0: no limit
	Wall   time.Duration // 0: no limit
	Memory int64         // 0: no limit
}

// report is what a supervisor tells the tool of the run.
type report struct {
	ExitCode       int
	Signal         syscall.Signal
	CPU, Wall      time.Duration
	MaxRSS         int64
	CPUExceeded    bool
	WallExceeded   bool
	MemoryExceeded bool
	Stopped        bool   // the control pipe closed
	Err            string // the program could not be started
}

func main() {
	if len(os.Args) != 2 {
		os.Stderr.WriteString("usage: supervisor PLAN (see package runner)\n")
		os.Exit(2)
	}
	os.Exit(supervise(os.Args[1]))
}

// supervise carries out the JSON plan p and writes the report.
func supervise(p string) int {
	syscall.CloseOnExec(reportFD)
	syscall.CloseOnExec(controlFD)
	out := os.NewFile(reportFD, "report")
	var pl plan
	rep := report{}
	if err := json.Unmarshal([]byte(p), &pl); err != nil || len(pl.Argv) == 0 {
		rep.Err = "bad supervisor plan"
	} else {
		rep = superviseRun(pl)
	}
	if err := json.NewEncoder(out).Encode(rep); err != nil {
		return 2
	}
	return 0
}

// superviseRun runs the plan and returns what happened.
func superviseRun(pl plan) report {
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); errno != 0 {
		return report{Err: "cannot become a child subreaper: " + errno.Error()}
	}
	stop := make(chan struct{})
	go func() {
		control := os.NewFile(controlFD, "control")
		var b [1]byte
		control.Read(b[:])
		close(stop)
	}()
	lowerRSS()
	start := time.Now()
	pid, err := syscall.ForkExec(pl.Argv[0], pl.Argv, &syscall.ProcAttr{
		Env:   os.Environ(),
		Files: []uintptr{0, 1, 2},
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	})
	if err != nil {
		return report{Err: err.Error()}
	}
	r := newReaper(pid)
	w := watch{plan: pl, pid: pid, reaper: r}
	rep := w.wait(start, stop)
	killAll(pid, r)
	status, usage := r.result()
	rep.CPU, rep.MaxRSS = usage.cpu, max(usage.maxRSS, w.peak)
	rep.ExitCode = status.ExitStatus()
	if status.Signaled() {
		rep.ExitCode, rep.Signal = -1, status.Signal()
	}
	return rep
}

// watch samples a run until its program exits or a limit passes.
type watch struct {
	plan
	pid    int
	reaper *reaper
	known  []int // the live processes of the run, as last seen
	peak   int64 // the largest sum of their resident sizes seen
}

// wait returns when the program has exited, a limit has passed or stop is
// closed; in the last two cases it kills the program and the processes it
// started that it has seen, and the report says why. The report's Wall is the program's time from start.
func (w *watch) wait(start time.Time, stop <-chan struct{}) report {
	var rep report
	var wall <-chan time.Time
	if w.Wall > 0 {
		t := time.NewTimer(w.Wall)
		defer t.Stop()
		wall = t.C
	}
	tick := time.NewTicker(samplePeriod)
	defer tick.Stop()
	w.known = []int{w.pid}
	for n := 1; ; n++ {
		select {
		case <-w.reaper.mainExited:
			rep.Wall = time.Since(start)
			return rep
		case <-stop:
			rep.Stopped = true
		case <-wall:
			rep.WallExceeded = true
		case <-tick.C:
			cpu, rss := w.sample(n%scanEvery == 0)
			rep.CPUExceeded = w.CPU > 0 && cpu > w.CPU
			rep.MemoryExceeded = w.Memory > 0 && rss > w.Memory
			if !rep.CPUExceeded && !rep.MemoryExceeded {
				continue
			}
		}
		w.kill()
		<-w.reaper.mainExited
		rep.Wall = time.Since(start)
		return rep
	}
}

// sample returns the CPU time of the run so far and the sum of the resident
// sizes of its live processes, looking for new processes in /proc if scan is
// set.
func (w *watch) sample(scan bool) (time.Duration, int64) {
	if scan {
		w.known = descendants(os.Getpid())
	}
	cpu := w.reaper.usage().cpu
	var rss int64
	live := w.known[:0]
	for _, pid := range w.known {
		if st, ok := readStat(pid); ok {
			cpu += st.cpu
			rss += st.rss
			live = append(live, pid)
		}
	}
	w.known = live
	w.peak = max(w.peak, rss)
	return cpu, rss
}

// kill kills the program, its process group and the processes of the run
// seen last.
func (w *watch) kill() {
	syscall.Kill(w.pid, syscall.SIGKILL)
	syscall.Kill(-w.pid, syscall.SIGKILL)
	for _, p := range w.known {
		syscall.Kill(p, syscall.SIGKILL)
	}
}

// killAll kills every process below this one, however it detached from the
// program's process group, and returns once the reaper has reaped them all.
// This process is a child subreaper, so a process whose parent dies becomes
// its child: there is none left below it when it has no child.
func killAll(pid int, r *reaper) {
	syscall.Kill(-pid, syscall.SIGKILL)
	for {
		select {
		case <-r.done:
			return
		case <-time.After(time.Millisecond):
		}
		for _, p := range descendants(os.Getpid()) {
			syscall.Kill(p, syscall.SIGKILL)
		}
	}
}

// usage is the resources used by the processes reaped so far.
type usage struct {
	cpu    time.Duration // user and system time
	maxRSS int64         // the largest peak resident size of one of them
}

// reaper waits for every child of this process, the run's program and the
// processes that became children when their parents died, adding up what
// they used.
type reaper struct {
	main       int
	mainExited chan struct{} // closed when the program has been reaped
	done       chan struct{} // closed when no child is left
	mu         sync.Mutex
	status     syscall.WaitStatus
	used       usage
}

// newReaper starts reaping the children of this process, main among them.
func newReaper(main int) *reaper {
	r := &reaper{main: main, mainExited: make(chan struct{}), done: make(chan struct{})}
	go r.loop()
	return r
}

// loop reaps children until there are none.
func (r *reaper) loop() {
	defer close(r.done)
	for {
		var ws syscall.WaitStatus
		var ru syscall.Rusage
		pid, err := syscall.Wait4(-1, &ws, 0, &ru)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return
		}
		r.mu.Lock()
		r.used.cpu += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		r.used.maxRSS = max(r.used.maxRSS, ru.Maxrss<<10)
		if pid == r.main {
			r.status = ws
			close(r.mainExited)
		}
		r.mu.Unlock()
	}
}

// usage returns what the processes reaped so far used.
func (r *reaper) usage() usage {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.used
}

// result returns the program's wait status and what every process of the
// run used; it is called once no child is left.
func (r *reaper) result() (syscall.WaitStatus, usage) {
	<-r.done
	return r.status, r.usage()
}
