//go:build linux

package runner

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/runner/supervise"
)

// boxed reports whether runs here see a private view of the files, and
// otherwise checks that Containment says why not.
func boxed(t *testing.T) bool {
	t.Helper()
	c := Containment()
	if strings.Contains(c, "private view of the files") {
		return true
	}
	if !strings.Contains(c, "no private view") && !strings.HasPrefix(c, "nothing: ") {
		t.Errorf("Containment() = %q: neither a private view nor why not", c)
	}
	return false
}

// readerC tries to read the file ANSWER (a macro) in every way a
// program under test has tried: by its path, through its own and its
// parent's working directory, and through the supervisor's root; it prints
// what it read.
const readerC = `#include <stdio.h>
#include <string.h>
#include <unistd.h>
static void try(const char *path) {
	char buf[256];
	FILE *f = fopen(path, "r");
	if (!f) return;
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = 0;
	printf("%s: %s\n", path, buf);
	fclose(f);
}
int main(void) {
	char path[4096];
	const char *file = ANSWER, *base = strrchr(file, '/') + 1;
	try(file);
	try(base);
	snprintf(path, sizeof path, "/proc/self/cwd/%s", base); try(path);
	snprintf(path, sizeof path, "/proc/1/cwd/%s", file); try(path);
	snprintf(path, sizeof path, "/proc/1/root%s", file); try(path);
	snprintf(path, sizeof path, "/proc/%d/cwd/%s", getppid(), base); try(path);
	puts("done");
	return 0;
}`

// TestReaderSeesNoAnswers runs a program that tries to read an answer
// beside it in the tool's working directory and at its absolute path:
// it sees none of it.
func TestReaderSeesNoAnswers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	answer := write(t, dir, "1.out", "the answer\n")
	reader := build(t, write(t, dir, "reader.c", "#define ANSWER \""+answer+"\"\n"+readerC))
	r, err := reader.Invoke(context.Background(), Invocation{}, Limits{Time: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if r.ExitCode != 0 {
		t.Fatalf("exit %d: %s", r.ExitCode, r.Stderr)
	}
	got := string(r.Stdout)
	if boxed(t) && got != "done\n" {
		t.Errorf("the reader printed %q; want nothing read", got)
	}
}

// TestTamperer runs a program that overwrites a file of the user's beside
// it, its own source, and the supervisor's executable: nothing of them
// changes, and a run after it is judged as before.
func TestTamperer(t *testing.T) {
	t.Parallel()
	if !boxed(t) {
		return
	}
	dir := t.TempDir()
	answer := write(t, dir, "1.out", "the answer\n")
	exe, err := supervisorExe()
	if err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	const tamperC = `#include <stdio.h>
int main(int argc, char **argv) {
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "w");
		if (f) { fputs("// gone\n", f); fclose(f); printf("wrote %s\n", argv[i]); }
	}
	FILE *f = fopen("1.out", "w");
	if (f) { fputs("x\n", f); fclose(f); }
	return 0;
}`
	src := write(t, dir, "tamper.c", tamperC)
	tamper := build(t, src)
	r, err := tamper.Invoke(context.Background(), Invocation{Args: []string{filepath.Join(dir, "1.out"), src, exe}}, Limits{Time: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if r.ExitCode != 0 || len(r.Stdout) != 0 {
		t.Errorf("exit %d, stdout %q; want every write refused", r.ExitCode, r.Stdout)
	}
	for path, want := range map[string]string{answer: "the answer\n", exe: string(before)} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s changed", path)
		}
	}
	if got, _ := os.ReadFile(src); string(got) != tamperC {
		t.Errorf("the program's source changed")
	}
	spin := build(t, "sh -c 'while :; do :; done'")
	if r := runOK(t, spin, "", Limits{Time: 200 * time.Millisecond, Wall: time.Minute}); !r.TimedOut {
		t.Errorf("a spinner after the tamperer: timed out %v, exit %d", r.TimedOut, r.ExitCode)
	}
}

// TestNoCapabilities runs a program that prints its capabilities: it has
// none, whether the user is root or not.
func TestNoCapabilities(t *testing.T) {
	t.Parallel()
	r := runOK(t, build(t, "grep ^Cap /proc/self/status"), "", Limits{Time: time.Minute})
	for _, line := range strings.Split(strings.TrimSpace(string(r.Stdout)), "\n") {
		if _, v, _ := strings.Cut(line, ":"); strings.Trim(strings.TrimSpace(v), "0") != "" {
			t.Errorf("%s; want no capability", line)
		}
	}
	if !strings.Contains(string(r.Stdout), "CapBnd") {
		t.Errorf("stdout %q; want the capability sets", r.Stdout)
	}
}

// TestForgerCannotReachSupervisor runs a program that takes the
// supervisor's socket with pidfd_getfd(2), as a forger of reports would:
// the system refuses it.
func TestForgerCannotReachSupervisor(t *testing.T) {
	t.Parallel()
	src := write(t, t.TempDir(), "forge.c", `#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>
int main(void) {
	int pidfd = syscall(SYS_pidfd_open, 1, 0);
	int fd = pidfd < 0 ? -1 : syscall(SYS_pidfd_getfd, pidfd, 3, 0);
	printf("%d\n", fd >= 0);
	return 0;
}`)
	r := runOK(t, build(t, src), "", Limits{Time: time.Minute})
	if string(r.Stdout) != "0\n" {
		t.Errorf("stdout %q; want the supervisor's socket refused", r.Stdout)
	}
}

// TestMemoryInFiles runs programs that keep memory in a memfd file, in
// /dev/shm and in /tmp, past the memory limit: each is killed at the limit,
// and nothing of theirs is left in the tool's /tmp or /dev/shm.
func TestMemoryInFiles(t *testing.T) {
	t.Parallel()
	const hog = `#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
int main(int argc, char **argv) {
	static char block[1 << 20];
	memset(block, 'm', sizeof block);
	int fd = argv[1][0] == 'm' ? memfd_create("hog", 0) : open(argv[1], O_CREAT | O_WRONLY, 0600);
	if (fd < 0) { perror(argv[1]); return 3; }
	for (int i = 0; i < 1024; i++) if (write(fd, block, sizeof block) < 0) { perror("write"); return 4; }
	pause();
	return 0;
}`
	s := build(t, write(t, t.TempDir(), "hog.c", hog))
	for _, where := range []string{"memfd", "/dev/shm/ojkit-test-hog", "/tmp/ojkit-test-hog"} {
		if where != "memfd" && !boxed(t) {
			continue // the files would be the tool's own
		}
		r, err := s.Invoke(context.Background(), Invocation{Args: []string{where}}, Limits{Time: time.Minute, Memory: 64 << 20, Output: 2 << 30})
		if err != nil {
			t.Fatal(err)
		}
		if boxed(t) || where == "memfd" {
			if !r.MemoryExceeded {
				t.Errorf("%s: memory exceeded %v, peak %d KiB, exit %d, stderr %q; want killed at the limit", where, r.MemoryExceeded, r.MaxRSS>>10, r.ExitCode, r.Stderr)
			}
		}
		if where != "memfd" {
			if _, err := os.Stat(where); !os.IsNotExist(err) {
				os.Remove(where)
				t.Errorf("%s is left: %v", where, err)
			}
		}
	}
}

// TestFileWriter runs a program that writes a file past the output limit:
// it is killed for it, and the file is not left behind.
func TestFileWriter(t *testing.T) {
	t.Parallel()
	big := "/tmp/ojkit-test-big"
	if !boxed(t) {
		big = filepath.Join(t.TempDir(), "big") // the tool's own /tmp is the run's
	}
	r := runOK(t, build(t, "exec head -c 100000000 /dev/zero >"+big), "", Limits{Time: time.Minute, Output: 1 << 20})
	if !r.OutputExceeded {
		t.Errorf("output exceeded %v, exit %d, signal %v, stderr %q; want killed at the output limit", r.OutputExceeded, r.ExitCode, r.Signal, r.Stderr)
	}
	if info, err := os.Stat(big); err == nil && boxed(t) {
		t.Errorf("a %d-byte file is left in /tmp", info.Size())
	}
}

// TestForkBomb runs a program whose every process forks and spins, 2048 of
// them in the end: the run is killed for its processes, and none of them is
// left.
func TestForkBomb(t *testing.T) {
	t.Parallel()
	marker := newMarker()
	src := write(t, t.TempDir(), "bomb.c", `#include <unistd.h>
int main(void) { for (int i = 0; i < 11; i++) fork(); for (;;) ; }`)
	r, err := build(t, src).Invoke(context.Background(), Invocation{Args: []string{marker}}, Limits{Time: 10 * time.Second, Wall: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if !r.ProcessesExceeded {
		t.Errorf("processes exceeded %v, timed out %v, CPU %v, wall %v, exit %d, stderr %q; want killed for its processes", r.ProcessesExceeded, r.TimedOut, r.CPU, r.Wall, r.ExitCode, r.Stderr)
	}
	checkNoneLeft(t, marker)
}

// TestMaxProcesses checks that the runner states the supervisor's limit.
func TestMaxProcesses(t *testing.T) {
	if MaxProcesses != supervise.MaxProcesses {
		t.Errorf("runner.MaxProcesses = %d, supervise.MaxProcesses = %d", MaxProcesses, supervise.MaxProcesses)
	}
}

// TestUnconfined runs a program that writes a file in its working directory
// unconfined, as the user's own tools run: the file is in the tool's.
func TestUnconfined(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	name := filepath.Join(dir, "made")
	s := build(t, "touch "+name)
	if _, err := s.Invoke(context.Background(), Invocation{Unconfined: true}, Limits{Time: time.Minute}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(name); err != nil {
		t.Errorf("the unconfined run's file: %v", err)
	}
}

// TestChangedSupervisorRebuilt replaces a supervisor's executable with a
// program that reports nothing, as a program that reached ojkit's cache
// would: before it starts, it is built again from its source.
func TestChangedSupervisorRebuilt(t *testing.T) {
	t.Parallel()
	exe, err := buildSupervisor(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(exe, []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	got, err := current(exe)
	if err != nil || got != exe || !intact(exe) {
		t.Errorf("current(changed) = %q, %v; intact afterwards %v; want it built again in place", got, err, intact(exe))
	}
}

// TestChangedBuildRebuilt overwrites a C program's cached executable with
// another program's: the next build of the source finds the change and
// builds it again, and the program prints what its source says.
func TestChangedBuildRebuilt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src := write(t, dir, "right.c", "#include <stdio.h>\nint main(void) { puts(\"right\"); return 0; }\n")
	other := build(t, write(t, dir, "other.c", "#include <stdio.h>\nint main(void) { puts(\"other\"); return 0; }\n"))
	first := build(t, src)
	data, err := os.ReadFile(other.argv[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(first.argv[0], data, 0o755); err != nil {
		t.Fatal(err)
	}
	if r := runOK(t, build(t, src), "", Limits{Time: time.Minute}); string(r.Stdout) != "right\n" {
		t.Errorf("stdout %q after the cached build changed; want \"right\\n\"", r.Stdout)
	}
}

// TestTaskCap runs a program that starts sleeping threads until it cannot:
// the kernel stops it at the run's cap of tasks, and the supervisor, whose
// own threads are not counted, reports the run. Runs that are not contained
// have no cap but the machine's, as Containment says.
func TestTaskCap(t *testing.T) {
	t.Parallel()
	if strings.HasPrefix(Containment(), "nothing: ") {
		t.Skip("runs are not contained here, and have no cap of tasks: " + Containment())
	}
	src := write(t, t.TempDir(), "threads.c", `#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *nap(void *arg) { (void)arg; sleep(60); return 0; }
int main(void) {
	int n = 0;
	pthread_t th;
	pthread_attr_t a;
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, 64 << 10);
	while (n < 4096 && pthread_create(&th, &a, nap, 0) == 0) n++;
	printf("%d\n", n);
	fflush(stdout);
	_exit(0);
}`)
	r, err := build(t, src).Invoke(context.Background(), Invocation{}, Limits{Time: 10 * time.Second, Wall: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if _, err := fmt.Sscan(string(r.Stdout), &n); err != nil || n < 100 || n >= 256 {
		t.Errorf("the program started %q threads (exit %d, stderr %q); want at least 100 and fewer than 256", r.Stdout, r.ExitCode, r.Stderr)
	}
}

// TestTruncate runs a program that floods its output and one that writes a
// little past the limit and exits, with Truncate: the first runs on to its
// CPU time limit, the second exits, both reported over the output limit;
// without Truncate, the flood is killed at the limit. Each is run with
// stdout captured and with stdout a file.
func TestTruncate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	flood := build(t, write(t, dir, "flood.c", `#include <stdio.h>
int main(void) { for (;;) fputs("Fill stdout with nonsense.\n", stdout); }`))
	past := build(t, write(t, dir, "past.c", `#include <stdio.h>
int main(void) { for (int i = 0; i < 100000; i++) fputs("0123456789\n", stdout); return 0; }`))
	lim := Limits{Time: 500 * time.Millisecond, Wall: time.Minute, Output: 1 << 16}
	for _, toFile := range []bool{false, true} {
		for _, c := range []struct {
			name               string
			sol                *Solution
			truncate, timedOut bool
		}{
			{"flood truncated", flood, true, true},
			{"past truncated", past, true, false},
			{"flood", flood, false, false},
		} {
			inv := Invocation{Truncate: c.truncate}
			if toFile {
				f, err := os.Create(filepath.Join(dir, "stdout"))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				inv.Stdout = f
			}
			r, err := c.sol.Invoke(context.Background(), inv, lim)
			if err != nil {
				t.Fatal(err)
			}
			if !r.OutputExceeded || r.TimedOut != c.timedOut || !c.timedOut && c.truncate && r.ExitCode != 0 {
				t.Errorf("%s, to a file %v: output exceeded %v, timed out %v, exit %d, signal %v; want exceeded, timed out %v", c.name, toFile, r.OutputExceeded, r.TimedOut, r.ExitCode, r.Signal, c.timedOut)
			}
		}
	}
}

// TestPin runs two pinned programs at once, each writing the CPUs it may
// run on and then waiting for its input to end: each has one CPU, and,
// where the tool has two or more, not the same one.
func TestPin(t *testing.T) {
	t.Parallel()
	sol := build(t, write(t, t.TempDir(), "cpus.sh", "#!/bin/sh\ngrep Cpus_allowed_list /proc/self/status\ncat > /dev/null\n"))
	names := []string{"a", "b"}
	results := make([]Result, len(names))
	lists := make([]string, len(names))
	var wg sync.WaitGroup
	var writers []*os.File
	for i := range names {
		in, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		out, outW, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		defer w.Close()
		defer out.Close()
		writers = append(writers, w)
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			results[i], err = sol.Invoke(context.Background(), Invocation{Stdin: in, Stdout: outW, Pin: true}, Limits{Time: 10 * time.Second, Wall: time.Minute})
			outW.Close()
			if err != nil {
				t.Error(err)
			}
		}()
		line, _ := bufio.NewReader(out).ReadString('\n')
		lists[i] = strings.TrimSpace(strings.TrimPrefix(line, "Cpus_allowed_list:"))
	}
	for _, w := range writers {
		w.Close()
	}
	wg.Wait()
	for i, l := range lists {
		if _, err := strconv.Atoi(l); err != nil {
			t.Fatalf("run %s may run on CPUs %q, want one (exit %d, stderr %q)", names[i], l, results[i].ExitCode, results[i].Stderr)
		}
	}
	if distinct := len(supervise.Affinity()) >= 2; distinct == (lists[0] == lists[1]) {
		t.Errorf("two pinned runs at once on CPUs %q and %q, of %d; want distinct ones while there are enough", lists[0], lists[1], len(supervise.Affinity()))
	}
}
