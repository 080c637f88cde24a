//go:build linux

// Package supervise is the supervisor of package runner: a small program
// that runs programs the way a judge does, one at a time, and reports what
// each used. Package runner embeds this package's source, builds it once with
// the go command into a command whose main calls Serve, and keeps
// supervisors running for the runs to come, each started with descriptor 3 a
// Unix socket of type SOCK_SEQPACKET to the tool. Each
// message from the tool is a plan (Plan.MarshalBinary) with the program's
// stdin, stdout and stderr attached (SCM_RIGHTS), or the word stop, which
// stops the run under way. For each plan the supervisor answers with one
// report (Report.MarshalBinary). It exits
// when the tool closes the socket (or dies), after stopping the run under
// way.
//
// The supervisor is a child subreaper: every process below it whose parent
// dies becomes its child, however it detached from the program's process
// group or session. It starts the program after making its own resident
// size small, samples the run's CPU time and the resident sizes of its
// processes in /proc, kills them all when the program exits, a limit passes
// or the tool says stop, reaps them, and reports the kernel's figures for
// the processes it reaped.
//
// Where the tool could start it in a user and PID namespace of its own, the
// supervisor is that namespace's init (process 1): the programs it runs see
// no process outside the namespace, cannot signal or trace the supervisor
// (an init gets from its namespace only the signals it catches, and the
// supervisor drops those), and ending the supervisor ends every process in
// the namespace. Elsewhere the programs it runs stay in its process group,
// so that the tool can kill what is left of a run whose supervisor a
// program stopped or killed.
//
// It uses only the standard library, so that it builds from its own files
// alone, wherever the tool that embeds them is installed. Runner uses its
// Plan and Report as the two ends of the protocol.
package supervise

import (
	"errors"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// SocketFD is the descriptor of the supervisor's socket to the tool.
const SocketFD = 3

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

// MovingWindow is how recent a program's last read or write must be, at the
// wall-clock limit, for Report.Moving.
const MovingWindow = 100 * time.Millisecond

// StopMessage is the message that stops the run under way.
const StopMessage = "stop"

// MaxProcesses is the most processes a run may have at once: a run past it
// is killed, so that a fork bomb cannot starve the supervisor of the CPU it
// needs to end the run in time.
const MaxProcesses = 64

// openFiles is the most descriptors a program may have open, as judges
// limit it (RLIMIT_NOFILE).
const openFiles = 256

// threads is the most threads of the run's user a program may start where
// the kernel counts them (RLIMIT_NPROC: not for root), a brake on a fork
// bomb between two samples: in a namespace of the supervisor's own, where
// the kernel counts the run's threads alone, these; outside one, where it
// counts every thread of the user's, these more (see threadLimit).
const threads = 256

// theBox is the box that runs start in, or nil; unboxed says why not.
var (
	theBox  *box
	unboxed = "no namespaces"
)

// runCgroup is the cgroup the programs start in, or nil where the supervisor
// could make none (see newCgroup).
var runCgroup *cgroup

// contained reports that this process is the init of a PID namespace of its
// own, as the tool starts it where the system allows.
var contained = os.Getpid() == 1

// runAs is the user and group ID that programs run as, where the tool's
// user namespace maps one besides root (see mappedRunID), or 0 for this
// process's own.
var runAs = mappedRunID()

// hardLimits reports that a program's resource limits are made hard too
// (see harden), until the system refuses it once.
var hardLimits = true

// Plan is a run the tool asks for.
type Plan struct {
	Argv []string
	Env  []string
	// Dir is the program's working directory, or "" for the supervisor's.
	Dir string
	// Box runs the program in the supervisor's box, where it has one.
	Box bool
	// View is what the run sees of the tool's file system besides the
	// system's directories, where the supervisor has a box (see box); Dir
	// should be one of its places. Parents come before their children.
	View   []Mount
	CPU    time.Duration // 0: no limit
	Wall   time.Duration // 0: no limit
	Memory int64         // 0: no limit
	// Output is the largest file a program may write, stdout included
	// when it is a file (RLIMIT_FSIZE); 0: no limit.
	Output int64
	// Hold keeps the supervisor's copies of the program's stdin and
	// stdout, where they are pipes, until the program has been found to
	// end (Report.Ended) or has closed them: the other side of each pipe
	// sees the end close only then, so that it cannot end first because
	// the program ended.
	Hold bool
	// Note, when positive, is when, counted from the start, the
	// supervisor notes what the program is blocked on (Report.Waiting).
	Note time.Duration
	// Truncate starts the program with SIGXFSZ ignored: a write past
	// Output fails, and the program goes on.
	Truncate bool
	// OnCPU, when positive, is one more than the CPU the program runs on.
	OnCPU int
	// AddressSpace is the program's address-space limit (RLIMIT_AS), in
	// bytes, set on the program alone (see startHardened); 0: no limit.
	AddressSpace int64
}

// Report is what the supervisor tells the tool of a run.
type Report struct {
	ExitCode       int
	Signal         syscall.Signal
	CPU, Wall      time.Duration
	MaxRSS         int64
	CPUExceeded    bool
	WallExceeded   bool
	MemoryExceeded bool
	// ProcessesExceeded reports that the run was killed for having more
	// than MaxProcesses processes at once.
	ProcessesExceeded bool
	// OutputExceeded reports that a program was killed for writing a file
	// past Plan.Output (SIGXFSZ).
	OutputExceeded bool
	Stopped        bool // the tool said stop
	// Unboxed says why the run saw the tool's whole file system rather
	// than its plan's view, or is empty.
	Unboxed string
	// Without names what else of a judge's containment the run went
	// without on this system, or is empty.
	Without string
	// RunDelay is how long the run's processes alive when the wall-clock
	// limit passed had waited, runnable, for a CPU; 0 for a run that ended
	// otherwise.
	RunDelay time.Duration
	// Waiting, for a run killed at the wall-clock limit or still running
	// at Plan.Note, is what its program was blocked on then: "reading" or
	// "writing" a pipe, "sleeping", or "". Moving reports that it had read
	// or written in the last MovingWindow.
	Waiting string
	Moving  bool
	// Ended is the system's monotonic clock (CLOCK_MONOTONIC) when the
	// program was found to end, before the ends Plan.Hold keeps were
	// closed.
	Ended time.Duration
	Err   string // the program could not be started
}

// message is one message from the tool: a Plan with its three descriptors,
// or a stop.
type message struct {
	Plan  Plan
	files []int
	stop  bool
}

// Serve carries out the tool's plans until the socket closes. It is the
// whole of a supervisor's main. A contained supervisor makes its box at
// boxDir, an empty directory, where the system allows.
func Serve(boxDir string) error {
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); errno != 0 {
		return errors.New("cannot become a child subreaper: " + errno.Error())
	}
	closeOnExec()
	ignoreSignals()
	if err := unprivileged(); err != nil {
		return err
	}
	if contained {
		syscall.Sethostname([]byte("ojkit"))
		newMessageQueues(filepath.Join(filepath.Dir(boxDir), "mqueue"))
	}
	if contained && boxDir != "" {
		b, err := newBox(boxDir, filepath.Join(filepath.Dir(boxDir), "scratch"))
		if err != nil {
			unboxed = "no private view: " + err.Error()
		} else {
			theBox, unboxed = b, ""
		}
	}
	if runCgroup = newCgroup(); runCgroup != nil {
		defer func() {
			if runCgroup != nil {
				runCgroup.remove()
			}
		}()
	}
	limitTasks(threads)
	msgs := make(chan message)
	go receive(SocketFD, msgs)
	for m := range msgs {
		if m.stop {
			continue // a stop that came after its run ended
		}
		rep := runPlan(m.Plan, m.files, msgs)
		data, _ := rep.MarshalBinary()
		if _, err := syscall.Write(SocketFD, data); err != nil {
			return err
		}
		returnFreeHeap()
	}
	return nil
}

// closeRangeCloexec is close_range(2)'s flag that marks the descriptors
// close-on-exec rather than closing them; package syscall names neither.
const (
	sysCloseRange     = 436
	closeRangeCloexec = 1 << 2
)

// closeOnExec marks every descriptor of this process but stdin, stdout and
// stderr close-on-exec: the socket to the tool and whatever else this
// process inherited, so that no program it starts has them.
func closeOnExec() {
	if _, _, errno := syscall.RawSyscall(sysCloseRange, 3, ^uintptr(0)>>32, closeRangeCloexec); errno == 0 {
		return
	}
	d, err := os.Open("/proc/self/fd")
	if err != nil {
		return
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	for _, name := range names {
		if fd, err := strconv.Atoi(name); err == nil && fd > 2 {
			syscall.CloseOnExec(fd)
		}
	}
}

// ignoreSignals makes the signals that a program can send this process do
// nothing, SIGKILL and SIGSTOP aside, which no process can catch. They are
// caught rather than ignored: an ignored signal would stay ignored in the
// programs this process starts, a caught one is reset to its default.
func ignoreSignals() {
	var sigs []os.Signal
	for sig := syscall.Signal(1); sig <= 64; sig++ {
		switch sig {
		case syscall.SIGKILL, syscall.SIGSTOP, syscall.SIGCHLD, syscall.SIGURG, syscall.SIGPROF:
		default:
			sigs = append(sigs, sig)
		}
	}
	signal.Notify(make(chan os.Signal, 1), sigs...)
}

// fileSizeSignals receives the SIGXFSZ this process handles.
var fileSizeSignals = make(chan os.Signal, 1)

// fileSizeSignal makes SIGXFSZ ignored, which the programs this process
// starts then inherit, when ignore is set; else handled, which they do not.
func fileSizeSignal(ignore bool) {
	if ignore {
		signal.Ignore(syscall.SIGXFSZ)
	} else {
		signal.Notify(fileSizeSignals, syscall.SIGXFSZ)
	}
}

// rlimitNproc is RLIMIT_NPROC, which package syscall does not name.
const rlimitNproc = 6

// setLimits sets the resource limits of the programs this process starts
// for a run of pl: the stack (see setStackLimit), the descriptors, and the
// largest file; the threads where they cannot be set on the program alone
// (see startHardened). The address space is the program's alone: this
// process, a Go program, reserves more than a program's limit may be.
func setLimits(pl Plan) {
	setStackLimit(pl.Memory, pl.AddressSpace > 0)
	setLimit(syscall.RLIMIT_NOFILE, openFiles)
	if contained && !hardLimits {
		setLimit(rlimitNproc, threads)
	}
	fsize := uint64(pl.Output)
	if fsize == 0 {
		fsize = ^uint64(0)
	}
	setLimit(syscall.RLIMIT_FSIZE, fsize)
}

// setLimit sets the soft limit of resource to v, or to the hard limit when
// that is lower.
func setLimit(resource int, v uint64) {
	var lim syscall.Rlimit
	if syscall.Getrlimit(resource, &lim) == nil {
		lim.Cur = min(v, lim.Max)
		syscall.Setrlimit(resource, &lim)
	}
}

// setStackLimit sets the stack limit of the programs this process starts to
// memory, the run's memory limit, or to none when the run has none, as
// judges do: a deep recursion is limited by the memory it takes, not by the
// 8 MiB a shell gives. Under an address-space limit, which bounds the stack
// too, it is none, as problemtools sets it: glibc gives each new thread a
// stack of the stack limit's size, which a limit as large as the address
// space's would leave no room for. It stays within the hard limit.
func setStackLimit(memory int64, addressLimited bool) {
	var lim syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_STACK, &lim) != nil {
		return
	}
	lim.Cur = lim.Max
	if memory > 0 && !addressLimited && uint64(memory) < lim.Max {
		lim.Cur = uint64(memory)
	}
	syscall.Setrlimit(syscall.RLIMIT_STACK, &lim)
}

// heapMetrics are the runtime metrics of heap memory that holds objects
// (live, or garbage not yet collected) and that is free but still resident.
var heapMetrics = []string{"/memory/classes/heap/objects:bytes", "/memory/classes/heap/free:bytes"}

// returnFreeHeap collects the garbage and gives the free heap back to the
// system when the heap has grown, as in a long run that scanned /proc many
// times: it would raise the floor of the next program's peak (see
// lowerRSS). It runs between runs, while the tool reads the report.
func returnFreeHeap() {
	samples := make([]metrics.Sample, len(heapMetrics))
	for i, name := range heapMetrics {
		samples[i].Name = name
	}
	metrics.Read(samples)
	var heap uint64
	for _, s := range samples {
		if s.Value.Kind() == metrics.KindUint64 {
			heap += s.Value.Uint64()
		}
	}
	if heap > 512<<10 {
		debug.FreeOSMemory()
	}
}

// receive reads the tool's messages on the socket fd into msgs until the
// socket closes.
func receive(fd int, msgs chan<- message) {
	defer close(msgs)
	buf := make([]byte, 256<<10)
	oob := make([]byte, syscall.CmsgSpace(3*4))
	for {
		n, oobn, _, _, err := syscall.Recvmsg(fd, buf, oob, syscall.MSG_CMSG_CLOEXEC)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil || n == 0 {
			return
		}
		if string(buf[:n]) == StopMessage {
			msgs <- message{stop: true}
			continue
		}
		var m message
		if scms, err := syscall.ParseSocketControlMessage(oob[:oobn]); err == nil && len(scms) == 1 {
			m.files, _ = syscall.ParseUnixRights(&scms[0])
		}
		if m.Plan.UnmarshalBinary(buf[:n]) != nil || len(m.Plan.Argv) == 0 || len(m.files) != 3 {
			closeAll(m.files)
			return
		}
		msgs <- m
	}
}

// closeAll closes the descriptors fds.
func closeAll(fds []int) {
	for _, fd := range fds {
		syscall.Close(fd)
	}
}

// runPlan runs the program of pl with the descriptors files as its stdin,
// stdout and stderr, and returns what happened; a stop on msgs, or msgs
// closing, stops it.
func runPlan(pl Plan, files []int, msgs <-chan message) Report {
	setLimits(pl)
	fileSizeSignal(pl.Truncate)
	start := time.Now()
	pidfd := -1
	attr := &syscall.ProcAttr{
		Dir:   pl.Dir,
		Env:   pl.Env,
		Files: []uintptr{uintptr(files[0]), uintptr(files[1]), uintptr(files[2])},
		Sys:   &syscall.SysProcAttr{},
	}
	if contained {
		attr.Sys.PidFD = &pidfd
	}
	if runAs > 0 && pl.Box {
		attr.Sys.Credential = &syscall.Credential{Uid: uint32(runAs), Gid: uint32(runAs), Groups: []uint32{}}
		giveEnds(files)
	}
	w := watch{Plan: pl, last: make(map[int]time.Duration), cgroup: runCgroup}
	if theBox != nil && pl.Box {
		w.box = theBox
		defer theBox.leave()
		if err := theBox.enter(pl, pl.Memory); err != nil {
			closeAll(files)
			return Report{Err: "set up its view: " + err.Error()}
		}
		attr.Sys.Chroot = theBox.root
	}
	if w.cgroup != nil {
		w.cgroupStart, _ = w.cgroup.usage()
		attr.Sys.UseCgroupFD, attr.Sys.CgroupFD = true, w.cgroup.fd
	}
	newSessionKeyring()
	lowerRSS() // last, so that nothing done to set the run up counts in its floor
	restore := pin(pl.OnCPU - 1)
	pid, early, err := startHardened(pl.Argv, attr, pl.AddressSpace)
	restore()
	if err != nil && w.cgroup != nil {
		attr.Sys.UseCgroupFD = false
		if pid, early, err = startHardened(pl.Argv, attr, pl.AddressSpace); err == nil {
			// The cgroup, not the program, was the trouble.
			runCgroup.remove()
			runCgroup, w.cgroup = nil, nil
		}
	}
	if err != nil || !pl.Hold {
		closeAll(files)
	} else {
		w.held = holdEnds(files)
	}
	if err != nil {
		return Report{Err: err.Error()}
	}
	r := newReaper(pid, early)
	w.pid, w.procPID, w.reaper = pid, pid, r
	if contained {
		w.procPID = procPIDOf(pidfd, pid)
		syscall.Close(pidfd)
	}
	rep := w.wait(start, msgs)
	rep.Ended = Monotonic()
	killAll(r)
	closeHeld(w.held)
	status, usage := r.result()
	rep.CPU, rep.MaxRSS = max(usage.cpu, w.seen, w.cgroupCPU()), max(usage.maxRSS, w.peak)
	if w.box != nil && pl.Memory > 0 {
		// A file system of the run's own holds at most the memory limit: a
		// program that filled one ran out of memory, however quickly.
		if used := w.box.used(); used >= pl.Memory {
			rep.MemoryExceeded, rep.MaxRSS = true, max(rep.MaxRSS, used)
		}
	}
	if w.box != nil {
		rep.OutputExceeded = rep.OutputExceeded || w.box.filled()
		if written := w.box.collect(); pl.Output > 0 && written >= pl.Output {
			rep.OutputExceeded = true
		}
	}
	removeIPC()
	rep.ExitCode = status.ExitStatus()
	if status.Signaled() {
		rep.ExitCode, rep.Signal = -1, status.Signal()
		rep.OutputExceeded = rep.OutputExceeded || rep.Signal == syscall.SIGXFSZ
	}
	rep.Unboxed, rep.Without = unboxed, without()
	return rep
}

// without names what of a judge's containment runs go without here: the
// cgroup that counts every process's CPU time, and hard limits.
func without() string {
	var missing []string
	if runCgroup == nil {
		missing = append(missing, "no cgroup of their own: CPU time sampled every "+samplePeriod.String()+", a child that lives less may go uncounted")
	}
	if !hardLimits {
		missing = append(missing, "soft limits only: the system refuses to trace a program before its first instruction, where its hard limits are set (an address-space limit is set just after it starts)")
	}
	return strings.Join(missing, "; ")
}

// forkExec starts argv as attr says. A program file still open for writing
// somewhere (ETXTBSY: one just written, whose descriptor a process forked
// meanwhile holds until it execs) is tried again a few times.
func forkExec(argv []string, attr *syscall.ProcAttr) (int, error) {
	for try := 1; ; try++ {
		pid, err := syscall.ForkExec(argv[0], argv, attr)
		if err != syscall.ETXTBSY || try == 5 {
			return pid, err
		}
		time.Sleep(time.Duration(try) * 10 * time.Millisecond)
	}
}

// watch samples a run until its program exits or a limit passes.
type watch struct {
	Plan
	pid     int
	procPID int // the program's process ID in /proc
	reaper  *reaper
	known   []int // the live processes of the run in /proc, as last seen
	peak    int64 // the largest sum of their resident sizes seen
	// last is the CPU time of each process of the run (its own, not its
	// children's) when last seen, and seen their sum.
	last     map[int]time.Duration
	seen     time.Duration
	children []int // room for readChildren
	// cgroup, when not nil, is the cgroup the program started in, whose
	// CPU time was cgroupStart then.
	cgroup      *cgroup
	cgroupStart time.Duration
	// box, when not nil, is the box the run is in, whose own file systems
	// its memory counts, with memfds the bytes its memfd files and its
	// detached System V shared memory held at the last search of /proc.
	box    *box
	memfds int64
	// io is what the program had read and written when last sampled, and
	// moved when that last changed.
	io    int64
	moved time.Time
	// held is the ends of the program's pipes that Plan.Hold keeps.
	held []heldEnd
}

// cgroupCPU returns the CPU time of the run's processes that its cgroup
// counted, or 0 without a cgroup.
func (w *watch) cgroupCPU() time.Duration {
	if w.cgroup == nil {
		return 0
	}
	cpu, ok := w.cgroup.usage()
	if !ok {
		return 0
	}
	return cpu - w.cgroupStart
}

// wait returns when the program has exited, a limit has passed or the tool
// says stop (or closes msgs); in the last two cases it kills the program and
// the processes it started that it has seen, and the Report says why. The
// report's Wall is the program's time from start.
func (w *watch) wait(start time.Time, msgs <-chan message) Report {
	var rep Report
	var wall <-chan time.Time
	if w.Wall > 0 {
		t := time.NewTimer(w.Wall)
		defer t.Stop()
		wall = t.C
	}
	var note <-chan time.Time
	if w.Note > 0 {
		t := time.NewTimer(w.Note)
		defer t.Stop()
		note = t.C
	}
	tick := time.NewTicker(samplePeriod)
	defer tick.Stop()
	w.known = []int{w.procPID}
	for n := 1; ; n++ {
		select {
		case <-w.reaper.mainExited:
			rep.Wall = time.Since(start)
			return rep
		case <-msgs:
			rep.Stopped = true
		case <-note:
			w.noteIO()
			rep.Waiting, rep.Moving = readWaiting(w.procPID), time.Since(w.moved) < MovingWindow
			continue
		case <-wall:
			rep.WallExceeded, rep.RunDelay = true, w.runDelay()
			w.noteIO()
			rep.Waiting, rep.Moving = readWaiting(w.procPID), time.Since(w.moved) < MovingWindow
		case <-tick.C:
			w.noteIO()
			if len(w.held) > 0 {
				w.held = releaseClosed(w.procPID, w.held)
			}
			cpu, rss := w.sample(n%scanEvery == 0)
			rep.CPUExceeded = w.CPU > 0 && cpu > w.CPU
			rep.MemoryExceeded = w.Memory > 0 && rss > w.Memory
			rep.ProcessesExceeded = len(w.known) > MaxProcesses
			rep.OutputExceeded = w.box != nil && n%scanEvery == 0 && w.box.filled()
			if !rep.CPUExceeded && !rep.MemoryExceeded && !rep.ProcessesExceeded && !rep.OutputExceeded {
				continue
			}
		}
		w.kill()
		<-w.reaper.mainExited
		rep.Wall = time.Since(start)
		return rep
	}
}

// noteIO notes when the program last read or wrote.
func (w *watch) noteIO() {
	if io := readIO(w.procPID); io != w.io {
		w.io, w.moved = io, time.Now()
	}
}

// sample returns the CPU time of the run so far and the sum of the resident
// sizes of its live processes, looking for new processes in /proc if scan is
// set.
//
// The CPU time is the largest of sums that never count a process twice:
// what the kernel reports of the processes reaped so far and of the live
// ones (with the children each has waited for); the time of each process
// of the run seen so far, when last seen; and the time the run's cgroup
// counted, where it has one. The second and third count the children that
// a program leaves to the kernel to reap (it ignores SIGCHLD), whose time
// the first never sees; the third counts them all, however short-lived.
//
// The resident sizes are the proportional ones when two or more processes
// are alive, so that the pages a fork shares are counted once. The memory
// also counts what the run keeps in files that are memory: memfd files
// (found when scan is set) and, in a box, its own /tmp and /dev/shm.
func (w *watch) sample(scan bool) (time.Duration, int64) {
	if scan {
		w.known = descendants(procSelf)
	} else {
		w.known = w.addChildren(w.known)
	}
	if len(w.known) > MaxProcesses {
		return 0, 0 // the run is killed: reading what so many use would take long
	}
	cpu := w.reaper.usage().cpu
	var rss int64
	live := w.known[:0]
	for _, pid := range w.known {
		if st, ok := readStat(pid); ok {
			cpu += st.cpu + st.waited
			rss += st.rss
			w.seen += st.cpu - w.last[pid]
			w.last[pid] = st.cpu
			live = append(live, pid)
		}
	}
	w.known = live
	if len(live) > 1 {
		rss = 0
		for _, pid := range live {
			rss += readPSS(pid)
		}
	}
	if scan {
		w.memfds = memfdBytes(live)
		if contained {
			w.memfds += detachedShm()
		}
	}
	rss += w.memfds
	if w.box != nil {
		rss += w.box.used()
	}
	w.peak = max(w.peak, rss)
	return max(cpu, w.seen, w.cgroupCPU()), rss
}

// runDelay returns how long the run's live processes have waited, runnable,
// for a CPU.
func (w *watch) runDelay() time.Duration {
	var d time.Duration
	for _, pid := range w.known {
		d += readRunDelay(pid)
	}
	return d
}

// addChildren adds to known the children of its processes' main threads
// that were never seen, so that a short-lived child is seen between two
// searches of /proc. It stops past MaxProcesses.
func (w *watch) addChildren(known []int) []int {
	for i := 0; i < len(known) && len(known) <= MaxProcesses; i++ {
		w.children = readChildren(known[i], w.children[:0])
		for _, child := range w.children {
			if _, ok := w.last[child]; !ok {
				known = append(known, child)
			}
		}
	}
	return known
}

// kill kills the program and the processes of the run seen last; in a
// namespace of its own, every process but this one.
func (w *watch) kill() {
	if contained {
		syscall.Kill(-1, syscall.SIGKILL)
		return
	}
	syscall.Kill(w.pid, syscall.SIGKILL)
	for _, p := range w.known {
		syscall.Kill(p, syscall.SIGKILL)
	}
}

// killAll kills every process below this one, however it detached, and
// returns once the reaper has reaped them all. This process is a child
// subreaper, so a process whose parent dies becomes its child: there is
// none left below it when it has no child. In a namespace of its own, every
// process but this one is below it.
func killAll(r *reaper) {
	for first := true; ; first = false {
		switch {
		case contained:
			syscall.Kill(-1, syscall.SIGKILL)
		case first:
			syscall.Kill(r.main, syscall.SIGKILL)
		default:
			for _, p := range descendants(procSelf) {
				syscall.Kill(p, syscall.SIGKILL)
			}
		}
		select {
		case <-r.done:
			return
		case <-time.After(time.Millisecond):
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

// newReaper starts reaping the children of this process, main among them;
// early, when not nil, is main's end, reaped already.
func newReaper(main int, early *exit) *reaper {
	r := &reaper{main: main, mainExited: make(chan struct{}), done: make(chan struct{})}
	if early != nil {
		r.reaped(main, early.status, &early.usage)
	}
	go r.loop()
	return r
}

// exit is how a process ended, as wait4 tells it.
type exit struct {
	status syscall.WaitStatus
	usage  syscall.Rusage
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
		r.reaped(pid, ws, &ru)
	}
}

// reaped adds what the reaped process pid used, and notes main's end.
func (r *reaper) reaped(pid int, ws syscall.WaitStatus, ru *syscall.Rusage) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.used.cpu += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	r.used.maxRSS = max(r.used.maxRSS, ru.Maxrss<<10)
	if pid == r.main {
		r.status = ws
		close(r.mainExited)
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
