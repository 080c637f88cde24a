//go:build linux

package runner

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/proctest"
	"github.com/ojkit/ojkit/internal/runner/supervise"
)

// adversaries are C programs that do what solutions do wrong. Each takes a
// marker as its first argument, which every process it forks keeps.
var adversaries = map[string]string{
	"bigout": `#include <stdio.h>
#include <string.h>
int main(void) {
	int n;
	static char line[1024];
	if (scanf("%d", &n) != 1) return 2;
	if (n != 1) { printf("%d\n", n); return 0; }
	memset(line, 'x', sizeof line - 1);
	line[sizeof line - 1] = '\n';
	for (int i = 0; i < 40 * 1024; i++) fwrite(line, 1, sizeof line, stdout);
	return 0;
}`,
	"endless": `#include <stdio.h>
int main(void) { for (;;) fputs("y\n", stdout); }`,
	"touch1g": `#include <stdlib.h>
int main(void) {
	for (int i = 0; i < 64; i++) {
		volatile char *p = malloc(16 << 20);
		for (int j = 0; j < 16 << 20; j += 4096) p[j] = 1;
	}
	return 0;
}`,
	"childalloc": `#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
	if (fork() == 0) {
		volatile char *p = malloc(256 << 20);
		for (int j = 0; j < 256 << 20; j += 4096) p[j] = 1;
		pause();
	}
	wait(NULL);
	return 0;
}`,
	"stackoverflow": `#include <stdio.h>
int depth(int n) { volatile char frame[4096]; frame[0] = (char)n; return depth(n + 1) + frame[0]; }
int main(void) { printf("%d\n", depth(0)); return 0; }`,
	"sleeper": `#include <unistd.h>
int main(void) { for (;;) pause(); }`,
	"twothreads": `#include <pthread.h>
#include <time.h>
static void *spin(void *arg) {
	struct timespec ts;
	do clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts); while (ts.tv_sec * 1000 + ts.tv_nsec / 1000000 < 800);
	return arg;
}
int main(void) {
	pthread_t t;
	pthread_create(&t, NULL, spin, NULL);
	spin(NULL);
	pthread_join(t, NULL);
	return 0;
}`,
	"nap": `#include <stdio.h>
#include <time.h>
int main(void) {
	struct timespec ts = {0, 900000000};
	nanosleep(&ts, NULL);
	puts("rested");
	return 0;
}`,
	"detach": `#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
	pid_t pid = fork();
	if (pid == 0) {
		setsid();
		if (fork() != 0) _exit(0);
		if (argv[2][0] == 'c') { close(1); close(2); }
		for (;;) pause();
	}
	usleep(100000);
	puts("ok");
	return 0;
}`,
	"forkbomb": `#include <unistd.h>
int main(void) {
	for (int i = 0; i < 5; i++) {
		if (fork() == 0) setsid();
	}
	for (volatile unsigned long n = 0;; n++) {}
}`,
	"forger": `#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(void) {
	static char report[4096];
	size_t n = fread(report, 1, sizeof report, stdin);
	write(3, report, n);
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	while (d && (e = readdir(d)) != NULL) {
		int fd = atoi(e->d_name);
		if (e->d_name[0] != '.' && fd > 2 && fd != dirfd(d)) printf("open %d\n", fd);
	}
	printf("burn\n");
	fflush(stdout);
	for (volatile unsigned long i = 0;; i++) {}
}`,
	"deeprecursion": `#include <stdio.h>
long depth(long n) {
	volatile char frame[64];
	frame[0] = 1;
	if (n == 0) return 0;
	return depth(n - 1) + frame[0];
}
int main(void) { printf("%ld\n", depth(1000000)); return 0; }`,
	"signaler": `#include <signal.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
	int sig = SIGTERM;
	if (strcmp(argv[2], "kill") == 0) sig = SIGKILL;
	if (strcmp(argv[2], "stop") == 0) sig = SIGSTOP;
	if (fork() == 0) {
		setsid();
		for (;;) pause();
	}
	kill(getppid(), sig);
	for (volatile unsigned long i = 0;; i++) {}
}`,
	"selfreaped": `#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
int main(void) {
	signal(SIGCHLD, SIG_IGN);
	for (int i = 0; i < 20; i++) {
		if (fork() == 0) {
			struct timespec ts;
			do clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); while (ts.tv_nsec < 100000000 && ts.tv_sec == 0);
			_exit(0);
		}
		wait(NULL);
	}
	return 0;
}`,
	"shortchildren": `#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
int main(void) {
	signal(SIGCHLD, SIG_IGN);
	for (int i = 0; i < 300; i++) {
		if (fork() == 0) {
			struct timespec ts;
			do clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); while (ts.tv_nsec < 5000000 && ts.tv_sec == 0);
			_exit(0);
		}
		wait(NULL);
	}
	return 0;
}`,
	"forkshare": `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
	char *p = malloc(150 << 20);
	memset(p, 1, 150 << 20);
	if (fork() == 0) {
		usleep(300000);
		_exit(p[12345]);
	}
	int status;
	wait(&status);
	printf("%d\n", WEXITSTATUS(status));
	return 0;
}`,
	"exit1": `#include <stdio.h>
int main(void) { puts("42"); return 1; }`,
	"stderrflood": `#include <stdio.h>
#include <string.h>
int main(void) {
	static char block[1 << 20];
	memset(block, 'e', sizeof block);
	for (int i = 0; i < 512; i++) fwrite(block, 1, sizeof block, stderr);
	puts("done");
	return 0;
}`,
}

// buildAdversary builds the adversary name.
func buildAdversary(t *testing.T, name string) *Solution {
	t.Helper()
	src := write(t, t.TempDir(), name+".c", adversaries[name])
	return build(t, src)
}

// TestAdversaries runs each adversary with the limits a judge would give
// it and checks the run's verdict-deciding facts, and that no process of
// the run is left afterwards. Where the verdict is not about time, the
// wall-clock limit is a minute, so a loaded machine cannot change it.
func TestAdversaries(t *testing.T) {
	t.Parallel()
	const small = 10 << 20
	for _, c := range []struct {
		name, input string
		lim         Limits
		check       func(t *testing.T, r Result)
	}{
		{"endless", "", Limits{Time: 10 * time.Second, Wall: time.Minute}, func(t *testing.T, r Result) {
			if !r.OutputExceeded || r.TimedOut || len(r.Stdout) != DefaultOutput {
				t.Errorf("output exceeded %v, timed out %v, kept %d bytes; want the %d-byte cap hit", r.OutputExceeded, r.TimedOut, len(r.Stdout), DefaultOutput)
			}
		}},
		{"bigout", "1\n", Limits{Time: 10 * time.Second, Wall: time.Minute}, func(t *testing.T, r Result) {
			if r.ExitCode != 0 || len(r.Stdout) != 40<<20 || r.MaxRSS > small {
				t.Errorf("exit %d, %d bytes out, peak %d KiB; want 40 MiB out from a small program", r.ExitCode, len(r.Stdout), r.MaxRSS>>10)
			}
		}},
		{"touch1g", "", Limits{Time: 10 * time.Second, Wall: time.Minute, Memory: 64 << 20}, func(t *testing.T, r Result) {
			if !r.MemoryExceeded || r.Signal != syscall.SIGKILL || r.TimedOut {
				t.Errorf("memory exceeded %v, signal %v, timed out %v; want killed at the memory limit", r.MemoryExceeded, r.Signal, r.TimedOut)
			}
		}},
		{"childalloc", "", Limits{Time: 10 * time.Second, Wall: time.Minute, Memory: 64 << 20}, func(t *testing.T, r Result) {
			if !r.MemoryExceeded || r.TimedOut {
				t.Errorf("memory exceeded %v, timed out %v; want the child's memory counted and killed", r.MemoryExceeded, r.TimedOut)
			}
		}},
		{"stackoverflow", "", Limits{Time: 10 * time.Second, Wall: time.Minute, Memory: 64 << 20}, func(t *testing.T, r Result) {
			if r.Signal != syscall.SIGSEGV && !r.MemoryExceeded || r.TimedOut {
				t.Errorf("signal %v, memory exceeded %v, timed out %v; want SIGSEGV or killed at the memory limit", r.Signal, r.MemoryExceeded, r.TimedOut)
			}
		}},
		{"deeprecursion", "", Limits{Time: 10 * time.Second, Wall: time.Minute, Memory: 256 << 20}, func(t *testing.T, r Result) {
			if r.ExitCode != 0 || string(r.Stdout) != "1000000\n" || r.MemoryExceeded {
				t.Errorf("exit %d, signal %v, stdout %q, peak %d KiB; want a million calls deep to return", r.ExitCode, r.Signal, r.Stdout, r.MaxRSS>>10)
			}
		}},
		{"sleeper", "", Limits{Time: 200 * time.Millisecond}, func(t *testing.T, r Result) {
			if !r.TimedOut || !r.WallTimedOut || r.Wall < DefaultWall(200*time.Millisecond) {
				t.Errorf("timed out %v (wall %v) after %v; want killed at the wall-clock limit", r.TimedOut, r.WallTimedOut, r.Wall)
			}
		}},
		{"twothreads", "", Limits{Time: time.Second, Wall: time.Minute}, func(t *testing.T, r Result) {
			if !r.TimedOut || r.WallTimedOut || r.CPU < time.Second {
				t.Errorf("timed out %v (wall %v), CPU %v; want killed at the CPU time limit", r.TimedOut, r.WallTimedOut, r.CPU)
			}
			t.Logf("two busy threads: CPU %v, wall %v", r.CPU, r.Wall)
		}},
		{"nap", "", Limits{Time: time.Second}, func(t *testing.T, r Result) {
			if r.TimedOut || r.ExitCode != 0 || string(r.Stdout) != "rested\n" || r.Wall < 900*time.Millisecond {
				t.Errorf("timed out %v, exit %d, stdout %q after %v; want a clean 0.9 s nap", r.TimedOut, r.ExitCode, r.Stdout, r.Wall)
			}
		}},
		{"forkbomb", "", Limits{Time: 500 * time.Millisecond}, func(t *testing.T, r Result) {
			if !r.TimedOut {
				t.Errorf("timed out %v, CPU %v; want killed at the time limit", r.TimedOut, r.CPU)
			}
		}},
		{"selfreaped", "", Limits{Time: time.Second, Wall: time.Minute}, func(t *testing.T, r Result) {
			if !r.TimedOut || r.WallTimedOut || r.CPU <= time.Second {
				t.Errorf("timed out %v (wall %v), CPU %v, exit %d; want 20 children of 0.1 s killed at the 1 s CPU time limit", r.TimedOut, r.WallTimedOut, r.CPU, r.ExitCode)
			}
			t.Logf("children the kernel reaps: CPU %v, wall %v", r.CPU, r.Wall)
		}},
		{"shortchildren", "", Limits{Time: time.Second, Wall: time.Minute}, func(t *testing.T, r Result) {
			if cgroupAvailable() && (!r.TimedOut || r.WallTimedOut || r.CPU <= time.Second) || !r.TimedOut && r.ExitCode != 0 {
				t.Errorf("timed out %v (wall %v), CPU %v, exit %d; want 300 children of 5 ms killed at the 1 s CPU time limit where a cgroup counts them", r.TimedOut, r.WallTimedOut, r.CPU, r.ExitCode)
			}
			t.Logf("short-lived children the kernel reaps: CPU %v, wall %v (cgroup: %v)", r.CPU, r.Wall, cgroupAvailable())
		}},
		{"forkshare", "", Limits{Time: 10 * time.Second, Wall: time.Minute, Memory: 256 << 20}, func(t *testing.T, r Result) {
			if r.MemoryExceeded || r.ExitCode != 0 || string(r.Stdout) != "1\n" || r.MaxRSS < 150<<20 || r.MaxRSS > 170<<20 {
				t.Errorf("memory exceeded %v, exit %d, stdout %q, peak %d KiB; want 150 MiB shared with a child counted once", r.MemoryExceeded, r.ExitCode, r.Stdout, r.MaxRSS>>10)
			}
			t.Logf("150 MiB shared with a child: peak %d KiB", r.MaxRSS>>10)
		}},
		{"exit1", "", Limits{Time: 10 * time.Second, Wall: time.Minute}, func(t *testing.T, r Result) {
			if r.ExitCode != 1 || string(r.Stdout) != "42\n" {
				t.Errorf("exit %d, stdout %q; want exit 1 after the answer", r.ExitCode, r.Stdout)
			}
		}},
		{"stderrflood", "", Limits{Time: 10 * time.Second, Wall: time.Minute}, func(t *testing.T, r Result) {
			if r.ExitCode != 0 || string(r.Stdout) != "done\n" || len(r.Stderr) != stderrTail || r.MaxRSS > small || r.OutputExceeded {
				t.Errorf("exit %d, stdout %q, stderr tail %d bytes, peak %d KiB; want a clean exit", r.ExitCode, r.Stdout, len(r.Stderr), r.MaxRSS>>10)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s := buildAdversary(t, c.name)
			marker := newMarker()
			r, err := s.Run([]byte(c.input), c.lim, marker)
			if err != nil {
				t.Fatal(err)
			}
			c.check(t, r)
			checkNoneLeft(t, marker)
		})
	}
}

// TestForgedReport runs a program that writes a report of the supervisor's
// own encoding to descriptor 3, where the supervisor's socket was, lists the
// descriptors it has beyond stdin, stdout and stderr, and then burns CPU
// time: it has none, is killed at the CPU time limit, and the run after it
// gets its own report.
func TestForgedReport(t *testing.T) {
	t.Parallel()
	forger, exit1 := buildAdversary(t, "forger"), buildAdversary(t, "exit1")
	forged, _ := supervise.Report{CPU: time.Millisecond, Wall: time.Millisecond, MaxRSS: 1 << 20}.MarshalBinary()
	for i := 0; i < 3; i++ {
		r := runOK(t, forger, string(forged), Limits{Time: 300 * time.Millisecond, Wall: time.Minute})
		if !r.TimedOut || r.WallTimedOut || r.CPU < 300*time.Millisecond || string(r.Stdout) != "burn\n" {
			t.Errorf("timed out %v (wall %v), CPU %v, stdout %q; want no descriptor beyond 2 and killed at the CPU time limit", r.TimedOut, r.WallTimedOut, r.CPU, r.Stdout)
		}
		next := runOK(t, exit1, "", Limits{Time: 10 * time.Second, Wall: time.Minute})
		if next.ExitCode != 1 || string(next.Stdout) != "42\n" || next.TimedOut {
			t.Errorf("the run after: exit %d, stdout %q, timed out %v; want exit 1 after the answer", next.ExitCode, next.Stdout, next.TimedOut)
		}
	}
}

// TestSignalsToSupervisor runs a program that starts a detached child,
// sends its parent SIGTERM, SIGSTOP or SIGKILL and burns CPU time. In a PID
// namespace of its own the parent is the supervisor's init, which takes no
// such signal: the run is killed at the CPU time limit, as a judge's is.
// Every run ends with a verdict, leaves no process, and the run after it
// gets its own report. Where this system gives no namespaces, the checks
// are those of TestSignalsToSupervisorWithoutNamespaces.
func TestSignalsToSupervisor(t *testing.T) {
	t.Parallel()
	if !strings.HasPrefix(Containment(), "namespaces of their own") {
		checkSignalsToSupervisor(t, openLimits, checkOpenRun)
		return
	}
	checkSignalsToSupervisor(t, Limits{Time: 300 * time.Millisecond, Wall: time.Minute}, func(t *testing.T, sig string, r Result) {
		if !r.TimedOut || r.WallTimedOut || r.CPU < 300*time.Millisecond {
			t.Errorf("SIG%s: timed out %v (wall %v), CPU %v, signal %v; want killed at the CPU time limit", sig, r.TimedOut, r.WallTimedOut, r.CPU, r.Signal)
		}
	})
}

// TestSignalsToSupervisorWithoutNamespaces is TestSignalsToSupervisor where
// supervisors start without namespaces of their own.
func TestSignalsToSupervisorWithoutNamespaces(t *testing.T) {
	withoutNamespaces = true
	closeIdle()
	defer func() {
		withoutNamespaces = false
		closeIdle()
	}()
	checkSignalsToSupervisor(t, openLimits, checkOpenRun)
}

// openLimits are the limits of the signaler run by a supervisor without
// namespaces: a wall-clock limit short enough for a stopped supervisor's.
var openLimits = Limits{Time: 300 * time.Millisecond, Wall: 3 * time.Second}

// checkOpenRun checks the signaler's run by a supervisor without namespaces,
// which catches SIGTERM but is stopped by SIGSTOP, and then killed with its
// run at the wall-clock limit and a second more, and killed by SIGKILL,
// leaving a run that was killed.
func checkOpenRun(t *testing.T, sig string, r Result) {
	killed := map[string]bool{
		"TERM": r.TimedOut,
		"STOP": r.TimedOut && r.WallTimedOut,
		"KILL": r.Signal == syscall.SIGKILL && !r.TimedOut,
	}
	if !killed[sig] {
		t.Errorf("SIG%s: timed out %v (wall %v), CPU %v, signal %v; want the run killed", sig, r.TimedOut, r.WallTimedOut, r.CPU, r.Signal)
	}
}

// checkSignalsToSupervisor runs the signaler with each signal under lim,
// checking its result with check, that no process of it is left, and that
// the run after it is a clean one.
func checkSignalsToSupervisor(t *testing.T, lim Limits, check func(t *testing.T, sig string, r Result)) {
	signaler, exit1 := buildAdversary(t, "signaler"), buildAdversary(t, "exit1")
	if _, err := supervisorExe(); err != nil {
		t.Fatal(err)
	}
	for _, sig := range []string{"TERM", "STOP", "KILL"} {
		marker := newMarker()
		done := make(chan Result, 1)
		go func() {
			r, err := signaler.Run(nil, lim, marker, strings.ToLower(sig))
			if err != nil {
				t.Error(err)
			}
			done <- r
		}()
		select {
		case r := <-done:
			check(t, sig, r)
		case <-time.After(lim.Wall + time.Minute):
			t.Fatalf("SIG%s: the run has not ended", sig)
		}
		checkNoneLeft(t, marker)
		next := runOK(t, exit1, "", Limits{Time: 10 * time.Second, Wall: time.Minute})
		if next.ExitCode != 1 || string(next.Stdout) != "42\n" || next.TimedOut {
			t.Errorf("after SIG%s: exit %d, stdout %q, timed out %v; want exit 1 after the answer", sig, next.ExitCode, next.Stdout, next.TimedOut)
		}
	}
}

// closeIdle ends the idle supervisors.
func closeIdle() {
	idle.Lock()
	sups := idle.sups
	idle.sups = nil
	idle.Unlock()
	for _, s := range sups {
		s.close()
	}
}

// TestContainment checks that runs are contained in namespaces exactly
// where this system lets a process start in the namespaces runs have.
func TestContainment(t *testing.T) {
	t.Parallel()
	cmd := exec.Command("true")
	uid, gid := os.Getuid(), os.Getgid()
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags:  namespaceFlags,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}},
	}
	allowed := cmd.Run() == nil
	got := Containment()
	t.Logf("containment: %s", got)
	if allowed && !strings.HasPrefix(got, "namespaces of their own") || !allowed && !strings.HasPrefix(got, "nothing: ") {
		t.Errorf("Containment() = %q where new namespaces are allowed: %v", got, allowed)
	}
}

// TestSmallRunAfterLargeOutput checks that a run's peak memory is its own
// whatever ran before it: a small case after 40 MiB of output, and after
// output without end.
func TestSmallRunAfterLargeOutput(t *testing.T) {
	t.Parallel()
	big, endless := buildAdversary(t, "bigout"), buildAdversary(t, "endless")
	for _, before := range []*Solution{big, endless} {
		if _, err := before.Run([]byte("1\n"), Limits{Time: 10 * time.Second, Wall: time.Minute}); err != nil {
			t.Fatal(err)
		}
		r := runOK(t, big, "2\n", Limits{Time: 10 * time.Second, Wall: time.Minute})
		if string(r.Stdout) != "2\n" || r.MaxRSS > 10<<20 {
			t.Errorf("after %s: stdout %q, peak %d KiB; want a small run", before.Name, r.Stdout, r.MaxRSS>>10)
		}
	}
}

// TestDetachedChildren runs programs whose grandchild detaches with setsid,
// with and without their stdout, while the pipes' grace is longer than the
// test may take: the run ends without waiting for the grace, and the
// grandchild is gone.
func TestDetachedChildren(t *testing.T) {
	defer func(d time.Duration) { drainGrace = d }(drainGrace)
	drainGrace = time.Hour
	s := buildAdversary(t, "detach")
	for _, mode := range []string{"closed", "holding"} {
		marker := newMarker()
		done := make(chan Result, 1)
		go func() {
			r, err := s.Run(nil, Limits{Time: 10 * time.Second, Wall: time.Minute}, marker, mode)
			if err != nil {
				t.Error(err)
			}
			done <- r
		}()
		select {
		case r := <-done:
			if r.ExitCode != 0 || string(r.Stdout) != "ok\n" {
				t.Errorf("%s: exit %d, stdout %q; want ok", mode, r.ExitCode, r.Stdout)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s: the run waits on a pipe that a detached process holds", mode)
		}
		checkNoneLeft(t, marker)
	}
}

// TestMemoryMatchesTime compares the peak memory a run reports with the
// figure of a fork, exec and wait4 from a small C program, as /usr/bin/time
// gives it, for programs of a few sizes (see allowedDiff).
func TestMemoryMatchesTime(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	timer := build(t, write(t, dir, "maxrss.c", `#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char **argv) {
	pid_t pid = fork();
	if (pid == 0) { execv(argv[1], argv + 1); _exit(127); }
	int status;
	struct rusage ru;
	wait4(pid, &status, 0, &ru);
	fprintf(stderr, "%ld\n", ru.ru_maxrss);
	return 0;
}`))
	touch := build(t, write(t, dir, "touch.c", `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
	long mib = atol(argv[1]);
	char *p = malloc(mib << 20 | 1);
	memset(p, 1, mib << 20);
	printf("%d\n", p[mib]);
	return 0;
}`))
	alloc := build(t, write(t, dir, "alloc.go", allocGo))
	for _, c := range []struct {
		s     *Solution
		input string
		args  []string
	}{
		{touch, "", []string{"0"}},
		{touch, "", []string{"1"}},
		{touch, "", []string{"40"}},
		{alloc, "1\n", nil},
		{alloc, "100\n", nil},
	} {
		ours := runOK(t, c.s, c.input, Limits{Time: 10 * time.Second, Wall: time.Minute}, c.args...)
		ref := runOK(t, timer, c.input, Limits{Time: 10 * time.Second, Wall: time.Minute}, append(c.s.argv, c.args...)...)
		kib, err := strconv.ParseInt(strings.TrimSpace(string(ref.Stderr)), 10, 64)
		if err != nil {
			t.Fatalf("maxrss: %q: %v", ref.Stderr, err)
		}
		theirs := kib << 10
		t.Logf("%s %s%v: ours %d KiB, fork-exec-wait4 %d KiB", c.s.Name, strings.TrimSpace(c.input), c.args, ours.MaxRSS>>10, kib)
		if d := max(ours.MaxRSS-theirs, theirs-ours.MaxRSS); d > allowedDiff(theirs) {
			t.Errorf("%s %v: peak %d KiB, /usr/bin/time's way %d KiB", c.s.Name, c.args, ours.MaxRSS>>10, kib)
		}
	}
}

// allowedDiff is how far a run's peak may be from /usr/bin/time's figure of
// the peak ref: 1 MiB or 10%, and 2 MiB below 4 MiB, where the floor is the
// supervisor's own resident size when it starts the program rather than
// the small C program's that /usr/bin/time is (see lowerRSS): what the
// supervisor's other threads touch while the program starts counts in it,
// and more of it while the machine runs many tests at once.
func allowedDiff(ref int64) int64 {
	if ref < 4<<20 {
		return 2 << 20
	}
	return max(1<<20, ref/10)
}

// cgroupAvailable reports whether this process may make a cgroup where the
// supervisors make theirs, which count the CPU time of every process of a
// run in one where they can.
func cgroupAvailable() bool {
	parent := supervise.OwnCgroup()
	if parent == "" {
		return false
	}
	dir := filepath.Join(parent, fmt.Sprintf("ojkit-test-%d", os.Getpid()))
	if os.Mkdir(dir, 0o755) != nil {
		return false
	}
	os.Remove(dir)
	return true
}

// markers counts the markers made.
var markers atomic.Int64

// newMarker returns an argument that marks the processes of one run.
func newMarker() string {
	return fmt.Sprintf("ojkit-run-marker-%d-%d", os.Getpid(), markers.Add(1))
}

// checkNoneLeft fails the test if a process with marker on its command line
// is alive.
func checkNoneLeft(t *testing.T, marker string) {
	t.Helper()
	matches, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, m := range matches {
		data, err := os.ReadFile(m)
		if err != nil || !bytes.Contains(data, []byte(marker)) {
			continue
		}
		pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(m)))
		if !proctest.Gone(pid, 5*time.Second) {
			out, _ := exec.Command("ps", "-o", "pid,ppid,pgid,sid,stat,args", "-p", strconv.Itoa(pid)).CombinedOutput()
			t.Errorf("process %d of the run is alive:\n%s", pid, out)
		}
	}
}
