//go:build linux

package runner

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hostAttacks are C programs that try to reach the host from a run: each
// prints one line per attempt, "NAME ok" where the host let it through.
var hostAttacks = map[string]string{
	"sysctl": `#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
static void try(const char *name, const char *path, const char *value) {
	int fd = open(path, O_WRONLY);
	if (fd >= 0 && write(fd, value, strlen(value)) == (ssize_t)strlen(value)) printf("%s ok\n", name);
	else printf("%s refused\n", name);
}
int main(void) {
	try("core_pattern", "/proc/sys/kernel/core_pattern", "|/bin/touch /tmp/ojkit-core-pattern-escape");
	try("hostname", "/proc/sys/kernel/hostname", "ojkit-escaped");
	try("printk", "/proc/sys/kernel/printk_ratelimit", "7");
	printf("sethostname %s\n", sethostname("ojkit-escaped", 13) == 0 ? "ok" : "refused");
	if (fork() == 0) { raise(SIGSEGV); _exit(0); }
	wait(NULL);
	return 0;
}`,
	"secrets": `#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
static void try(const char *name, const char *path) {
	char buf[64];
	int fd = open(path, O_RDONLY);
	printf("%s %s\n", name, fd >= 0 && read(fd, buf, sizeof buf) > 0 ? "ok" : "refused");
}
int main(void) {
	try("shadow", "/etc/shadow");
	try("cmdline", "/proc/cmdline");
	try("kallsyms", "/proc/kallsyms");
	return 0;
}`,
	"limits": `#include <stdio.h>
#include <sys/resource.h>
static void try(const char *name, int resource) {
	struct rlimit r;
	getrlimit(resource, &r);
	r.rlim_cur = r.rlim_max = r.rlim_max == RLIM_INFINITY ? RLIM_INFINITY : r.rlim_max + 1;
	printf("%s %s\n", name, setrlimit(resource, &r) == 0 ? "ok" : "refused");
	getrlimit(resource, &r);
	printf("%s-hard %s\n", name, r.rlim_cur == r.rlim_max ? "soft" : "ok");
}
int main(void) {
	try("fsize", RLIMIT_FSIZE);
	try("nofile", RLIMIT_NOFILE);
	return 0;
}`,
	"network": `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <netinet/in.h>
#include <arpa/inet.h>
int main(int argc, char **argv) {
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {0};
	a.sin_family = AF_INET;
	a.sin_port = htons(atoi(argv[1]));
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	printf("tcp %s\n", connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? "ok" : "refused");
	int u = socket(AF_UNIX, SOCK_STREAM, 0);
	struct sockaddr_un n = {0};
	n.sun_family = AF_UNIX;
	strcpy(n.sun_path + 1, argv[2]);
	printf("abstract %s\n", connect(u, (struct sockaddr *)&n, sizeof n.sun_family + 1 + strlen(argv[2])) == 0 ? "ok" : "refused");
	return 0;
}`,
	"shm": `#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/msg.h>
int main(int argc, char **argv) {
	int n = argv[1][0] - '0';
	for (int i = 0; i < n; i++) {
		int id = shmget(IPC_PRIVATE, 48 << 20, IPC_CREAT | 0600);
		char *p = id < 0 ? (char *)-1 : shmat(id, NULL, 0);
		if (p == (char *)-1) { printf("shm refused\n"); return 0; }
		memset(p, 1, 48 << 20);
		shmdt(p);
	}
	printf("msg %s\n", msgget(IPC_PRIVATE, IPC_CREAT | 0600) >= 0 ? "ok" : "refused");
	sleep(argv[1][1] == 's' ? 2 : 0);
	printf("shm ok\n");
	return 0;
}`,
	"flood": `#include <stdio.h>
#include <string.h>
int main(void) {
	static char block[1 << 16];
	memset(block, 'x', sizeof block);
	for (int i = 0; i < 64; i++) {
		char name[32];
		snprintf(name, sizeof name, "flood%d.txt", i);
		FILE *f = fopen(name, "w");
		if (!f) break;
		for (int j = 0; j < 16; j++) fwrite(block, 1, sizeof block, f);
		fclose(f);
	}
	FILE *out = fopen("output.txt", "w");
	fputs("42\n", out);
	return 0;
}`,
	"keyring": `#include <stdio.h>
#include <unistd.h>
#include <sys/syscall.h>
int main(void) {
	printf("%ld\n", syscall(SYS_keyctl, 0, -3, 0));
	return 0;
}`,
}

// runAttack builds the host attack name and runs it with args, with limits
// far from what load reaches unless lim gives others.
func runAttack(t *testing.T, name string, inv Invocation, lim Limits) Result {
	t.Helper()
	if lim.Wall == 0 {
		lim.Time, lim.Wall = 10*time.Second, time.Minute
	}
	src := write(t, t.TempDir(), name+".c", hostAttacks[name])
	r, err := build(t, src).Invoke(context.Background(), inv, lim)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// contained skips a test of what only a contained run is kept from: with
// namespaces refused here, runs are not contained, as Containment says.
func contained(t *testing.T) {
	t.Helper()
	if !boxed(t) {
		t.Skip("runs are not contained here: " + Containment())
	}
}

// checkRefused fails the test unless r ended cleanly and every attempt its
// stdout reports was refused.
func checkRefused(t *testing.T, r Result, attempts int) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(string(r.Stdout)), "\n")
	if r.ExitCode != 0 || len(lines) != attempts {
		t.Fatalf("exit %d, stdout %q, stderr %q; want %d attempts reported", r.ExitCode, r.Stdout, r.Stderr, attempts)
	}
	for _, line := range lines {
		if strings.HasSuffix(line, " ok") {
			t.Errorf("%s: the host let the run through", line)
		}
	}
}

// TestSysctlsSealed: a run can change no kernel parameter of the host (the
// core dump handler, the host name), and a crash of its child runs nothing.
func TestSysctlsSealed(t *testing.T) {
	t.Parallel()
	contained(t)
	before, _ := os.ReadFile("/proc/sys/kernel/core_pattern")
	host, _ := os.Hostname()
	r := runAttack(t, "sysctl", Invocation{}, Limits{})
	checkRefused(t, r, 4)
	after, _ := os.ReadFile("/proc/sys/kernel/core_pattern")
	if now, _ := os.Hostname(); string(before) != string(after) || now != host {
		t.Errorf("core_pattern %q then %q, host name %q then %q: the run changed the host", before, after, host, now)
	}
	if _, err := os.Stat("/tmp/ojkit-core-pattern-escape"); err == nil {
		t.Error("the kernel ran the run's core dump handler")
	}
}

// TestSecretsUnreadable: a run reads neither the host's password hashes
// nor its kernel's command line or symbols.
func TestSecretsUnreadable(t *testing.T) {
	t.Parallel()
	contained(t)
	checkRefused(t, runAttack(t, "secrets", Invocation{}, Limits{}), 3)
}

// TestHardLimits: a run cannot raise its limits on file size and open
// files; each is a hard limit.
func TestHardLimits(t *testing.T) {
	t.Parallel()
	contained(t)
	r := runAttack(t, "limits", Invocation{}, Limits{})
	if strings.Contains(Containment(), "soft limits only") {
		t.Skip("the system refuses hard limits here: " + Containment())
	}
	checkRefused(t, r, 4)
}

// TestNetworkUnreachable: a run reaches neither a TCP port nor an abstract
// Unix socket that the host listens on.
func TestNetworkUnreachable(t *testing.T) {
	t.Parallel()
	contained(t)
	tcp, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer tcp.Close()
	name := fmt.Sprintf("ojkit-test-%d", os.Getpid())
	unix, err := net.Listen("unix", "@"+name)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close()
	port := fmt.Sprint(tcp.Addr().(*net.TCPAddr).Port)
	checkRefused(t, runAttack(t, "network", Invocation{Args: []string{port, name}}, Limits{}), 2)
}

// TestEnvironmentClean: a run sees none of the tool's environment but
// PATH, and its HOME is its own directory.
func TestEnvironmentClean(t *testing.T) {
	contained(t)
	t.Setenv("OJKIT_TEST_SECRET", "hunter2")
	dir := t.TempDir()
	r := runAttack(t, "keyring", Invocation{Dir: dir}, Limits{})
	sh := build(t, "/usr/bin/env")
	env, err := sh.Invoke(context.Background(), Invocation{Dir: dir}, Limits{Time: 10 * time.Second, Wall: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	got := string(env.Stdout)
	if strings.Contains(got, "hunter2") || !strings.Contains(got, "HOME="+dir+"\n") || !strings.Contains(got, "ONLINE_JUDGE=1\n") {
		t.Errorf("the run's environment:\n%s\nwant no OJKIT_TEST_SECRET, HOME=%s and ONLINE_JUDGE=1", got, dir)
	}
	own, _, errno := syscall.Syscall(syscall.SYS_KEYCTL, 0, ^uintptr(2), 0) // KEYCTL_GET_KEYRING_ID, KEY_SPEC_SESSION_KEYRING
	if theirs := strings.TrimSpace(string(r.Stdout)); errno == 0 && theirs == fmt.Sprint(own) {
		t.Errorf("the run's session keyring is the tool's, %s", theirs)
	}
}

// TestSharedMemoryCounted: System V shared memory that a run detached is
// still its memory, and nothing of it stays on the host after the run.
func TestSharedMemoryCounted(t *testing.T) {
	t.Parallel()
	contained(t)
	before, _ := os.ReadFile("/proc/sysvipc/shm")
	r := runAttack(t, "shm", Invocation{Args: []string{"3s"}}, Limits{Time: 10 * time.Second, Wall: time.Minute, Memory: 100 << 20})
	if !r.MemoryExceeded {
		t.Errorf("memory exceeded %v, peak %d, stdout %q: three detached 48MiB segments under 100MiB; want MLE", r.MemoryExceeded, r.MaxRSS, r.Stdout)
	}
	r = runAttack(t, "shm", Invocation{Args: []string{"2"}}, Limits{Time: 10 * time.Second, Wall: time.Minute, Memory: 256 << 20})
	if r.ExitCode != 0 || !strings.Contains(string(r.Stdout), "shm ok") {
		t.Fatalf("exit %d, stdout %q: want two segments made", r.ExitCode, r.Stdout)
	}
	if after, _ := os.ReadFile("/proc/sysvipc/shm"); string(after) != string(before) {
		t.Errorf("the host's shared memory segments were\n%s\nand are\n%s", before, after)
	}
}

// TestFileFloodBounded: a run that writes far past the output limit into
// its writable directory (a file-I/O problem's) is OLE, and what reaches
// the tool's directory stays within the limit.
func TestFileFloodBounded(t *testing.T) {
	t.Parallel()
	contained(t)
	dir := t.TempDir()
	r := runAttack(t, "flood", Invocation{Dir: dir}, Limits{Time: 10 * time.Second, Wall: time.Minute, Output: 2 << 20})
	if !r.OutputExceeded {
		t.Errorf("output exceeded %v (exit %d): 64MiB written under a 2MiB output limit; want OLE", r.OutputExceeded, r.ExitCode)
	}
	var total int64
	filepath.Walk(dir, func(_ string, info os.FileInfo, err error) error {
		if err == nil && info.Mode().IsRegular() {
			total += info.Size()
		}
		return nil
	})
	if total > 4<<20 {
		t.Errorf("%d bytes reached the tool's directory; want at most the 2MiB limit and its slack", total)
	}
}
