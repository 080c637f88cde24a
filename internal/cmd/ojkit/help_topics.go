package ojkit

import (
	"fmt"
	"io"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/onlinejudge"
	"github.com/ojkit/ojkit/internal/verdict"
)

// A topic is a text of ojkit help TOPIC: what several subcommands share, as
// go help has its topics beside its commands.
type topic struct {
	name, what string
	write      func(w io.Writer)
}

// topics lists the help topics in the order the usage shows them.
var topics = []topic{
	{"layout", "where a problem's parts live", writeText(layoutHelp)},
	{"runs", "what a run is: time, memory, limits, containment, verdicts", writeText(runsHelp)},
	{"judges", "the judges ojkit knows: their Go, comparison, source limit and macros", onlinejudge.WriteHelp},
	{"directives", "the //ojkit: lines of a problem's main.go", directive.WriteHelp},
	{"cache", "where ojkit keeps its builds, how large it grows, how to empty it", writeCache},
	{"json", "the stream of events that -json writes, and its JSON Schema", events.WriteHelp},
}

// help runs ojkit help ARGS: the usage without arguments, a subcommand's -h,
// or a topic on stdout. It returns the exit status.
func help(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stdout)
		return 0
	}
	if len(args) > 1 {
		fmt.Fprintln(stderr, "ojkit help: want one subcommand or topic (see ojkit help)")
		return 2
	}
	for _, t := range topics {
		if t.name == args[0] {
			t.write(stdout)
			return 0
		}
	}
	var names []string
	for _, sc := range subcommands {
		if sc.name == args[0] {
			return sc.run([]string{"-h"}, stdin, stdout, stderr)
		}
		names = append(names, sc.name)
	}
	for _, t := range topics {
		names = append(names, t.name)
	}
	fmt.Fprintf(stderr, "ojkit help: unknown subcommand %q, and no topic of that name; the nearest is %s (ojkit help %[2]s)\n", args[0], cli.Nearest(args[0], names))
	return 2
}

// writeTopics writes the list of topics for the usage.
func writeTopics(w io.Writer) {
	io.WriteString(w, "\nTopics (ojkit help TOPIC):\n\n")
	for _, t := range topics {
		fmt.Fprintf(w, "\t%-11s %s\n", t.name, t.what)
	}
}

// writeText returns a topic's writer of text.
func writeText(text string) func(io.Writer) {
	return func(w io.Writer) { io.WriteString(w, text) }
}

// writeCache writes ojkit help cache: cacheHelp, then where the cache is
// and how much it holds.
func writeCache(w io.Writer) {
	dir := buildcache.Root()
	fmt.Fprintf(w, cacheHelp, buildcache.MaxSize>>20)
	fmt.Fprintf(w, "\nThe cache is %s; it holds %s.\n", dir, verdict.FormatMemory(buildcache.Size(dir)))
}

// cacheHelp is ojkit help cache, before the cache's place and size; %d is
// the cap in MiB.
const cacheHelp = `ojkit keeps what it builds in its cache, ojkit in the user's cache directory
($XDG_CACHE_HOME or ~/.cache on Linux, ~/Library/Caches on macOS,
%%LocalAppData%% on Windows): the builds of C, C++ and Java solutions and of
checkers, C++'s precompiled headers, the supervisor that runs programs, and
the tests ojkit verify makes of Library Checker problems or downloads from
AOJ and yukicoder for a library (verify/). A build is used again while its
sources, flags and compiler are the same.

Files not used for a day are removed, and the cache is kept under %d MiB,
the files used longest ago going first. When the cache cannot be written
(a read-only home, a full disk), ojkit says so once and uses ojkit-cache-UID
in the temporary directory instead, or a directory of the run's own when
that one is someone else's. ojkit clean empties the cache; nothing there is
the user's.
`

// layoutHelp is ojkit help layout.
const layoutHelp = `A problem is a directory holding main.go, the submission, and its tests. The
tools take it as -p ID (a problem of the module around the working
directory), -p DIR, or the working directory by default.

In a module, this repository's or your own, a problem ID has three places,
the same everywhere, and ojkit new writes them:

	problems/ID/main.go      the submission: a main package wiring judgeio to the
	                         problem's I/O rules; its doc comment holds the
	                         //ojkit: directives (ojkit help directives)
	problems/ID/ALT/main.go  a second solution, with its own search and I/O
	problems/ID/README.md    the rules, the judges and their limits
	gen/ID/                  what makes and checks the problem's data: its kinds
	                         of input (its entry in gen's registry), validator,
	                         checker/ (a testlib checker, for //ojkit:compare
	                         checker) and interactor/ (for //ojkit:interactor)
	testdata/ID/*.txtar      the problem's testscript suites, byte-exact

ojkit new writes problems/ID/main.go, its README and
testdata/ID/sample.txtar, and gen/ID/interactor/ for an interactive problem.
Solutions in other languages (mine.cpp, brute.py) sit beside main.go and are
named by their file alone (ojkit judge -p ID mine.cpp). ojkit builds Go
without cgo, as the judges do, so C and C++ files there never reach its
builds; the go command with cgo on refuses a package directory holding them,
so begin such a file with //go:build ignore (a comment to the C and C++
compilers) or keep it apart. Another Go program beside main.go (a wrong.go
with a func main of its own, or of another package) is a solution too,
judged by name (ojkit judge wrong.go): main.go's builds, bundles and tests
leave it out, and keep the files of main.go's package. ojkit bundle -o
refuses a .go file in a package's folder and makes dist/ for -o
dist/FILE.go.

Anywhere else, a directory holding main.go is a problem: its tests are oj's
test/ or tests/ beside it (NAME.in with NAME.out or NAME.ans, as oj download
writes them) and a testdata/ of txtar suites; -tests DIR adds a directory of
that layout to any problem, or judges one with no problem at all. Stress
saves its findings in testdata/stress/ID in a module, testdata/stress beside
main.go elsewhere.

A contest's problem package is a problem too: a Kattis, ICPC or DOMjudge
package (problem.yaml, data/sample and data/secret, output_validators/,
input_validators/, submissions/VERDICT/), a Polygon package (problem.xml,
tests/, files/, solutions/) or a Library Checker problem (info.toml, gen/,
sol/, checker.cpp, in a copy of library-checker-problems for its common/
headers). ojkit judge -package DIR (or -p DIR) judges a
solution on it as its judge does, and ojkit verify DIR checks its inputs and
every example submission's verdict.

A suite's cases are stdin, exec and cmp stdout triples, and an interactive
problem's are interact lines (interact ID-interactor ID TEST: TEST is the
file its interactor reads as its INPUT). Cases whose script
says "# beyond the statement: WHY", and every input made by crlf, chomp or
trailspace, hold input a judge never sends: they run on the problem's own
solutions, and on any other only with ojkit judge -all.
`

// runsHelp is ojkit help runs.
const runsHelp = `Every program under test, a solution, a checker, an interactor or a
generator, is a run: the program, its input (a file on stdin, a pipe to
another run, or a file in a fresh working directory for //ojkit:io), its
limits, and a report of its exit, CPU time and peak memory. Judge, test and
stress judge runs alike.

Time is CPU time, user and system, of every process the program starts,
threads included, to the end of each one's life: what Codeforces, Luogu and
Kattis judge. Where a cgroup (version 2) can be made below the tool's (as
root, or where systemd delegates one), the count is exact however
short-lived the processes; elsewhere each process is sampled every 5ms, and
a child the kernel reaps within 5ms may go uncounted. A program past the CPU
limit is killed (it may end a little past it, and is TLE all the same). A
wall-clock limit, twice the time limit and a second more unless -wall sets
it, ends a program that sleeps or waits for input it will never get; the
report shows the wall-clock time beside the CPU time when the program spent
most of its time waiting. The limits are the problem's //ojkit:limits (2s
and 256MiB without it); -timeout, -wall and -memory override them, and
-timeout 0 is no limit unless -wall sets one.

Memory is the peak resident size of the program's own processes: the larger
of the kernel's peak for each and the largest sum of the resident sizes of
those alive at once (proportional set sizes, so that pages shared by a fork
count once: a program that touches 150MiB and forks is about 151MiB, as on a
judge). A run past the memory limit is killed while it runs: MLE, even if it
then ran out of time. The stack may be as large as the memory limit, as on
Codeforces: a recursion a million calls deep is not a crash. Output is kept
up to 64MiB; past that the run is stopped. The figure is the resident peak,
as /usr/bin/time -v gives it; judges that count the commit charge or virtual
memory report more. A Kattis package's solution, but for an interactive
problem's, also runs with its address space limited to the memory limit, as
problemtools' verifyproblem runs it: an allocation past it fails however
little of it is touched (C++'s new throws bad_alloc: RE). Programs in Go,
Java, Kotlin and JavaScript run without it, their runtimes reserving far more
address space than they use; so do executables. The limit is Linux's: macOS
and Windows runs go without it.

Every process of a run ends with it: when the program exits or a limit
passes, every process it started is killed, however it detached (setsid, a
double fork). A supervisor, a small standard-library program the tool builds
once into the user cache, starts each run, samples /proc, kills and reaps
the run's processes and reports the kernel's figures. Where the system
allows user namespaces, each supervisor is root only in a user namespace of
its own (you, outside it), with its own PID, mount, IPC, network and UTS
namespaces: programs see only their run's processes and can neither stop
nor trace it, reach no network (a loopback interface, down), and leave no
System V or POSIX IPC behind. Each run sees a view of its own of the files:
the system read-only (/usr, /etc and the like; /proc's kernel settings
read-only, its files about the host, /proc/cmdline among them, empty), its
program and the files its command line names, read-only, and an empty
working directory, /tmp and /dev/shm of its own, gone when it ends; not the
tests, not your other files, not ojkit's cache. A directory it may write (a
file-I/O problem's) holds at most the output limit: what it writes there
reaches your disk when it ends, and more is OLE. What it keeps in its own
files, in a memfd or in detached System V shared memory counts as its
memory. Its environment is a judge's: PATH, LANG, HOME (its directory) and
ONLINE_JUDGE=1, nothing else of yours, and a new, empty session keyring.
Every run is without capabilities, with no_new_privs; started by root, it
runs as a user of its own (61000, as isolate's boxes do), never as the
host's root. A run may have at most 64 processes at once (more is RE), 256
open files, and write no file larger than the output limit (OLE): hard
limits it cannot raise. Your own tools, stress's -gen and -validate, see
your files; OJKIT_BOX=off makes every run see them (a solution that writes a
debug file), as no judge allows. A script that starts a program by a path
of its own finds nothing there: judge shows its stderr with that rule. What
a program or a compiler writes is shown as text, its control characters
escaped (\x1b, \r), so that it cannot act on your terminal.

Where the system refuses user namespaces (Ubuntu's AppArmor rule,
user.max_user_namespaces=0, some containers), runs still work, not
contained, and ojkit says so once, with how to allow them: a run then sees
your files and network, and a program can stop or kill its supervisor (the
tool waits no longer than the wall-clock limit and a second, kills what is
left of the run and starts a new supervisor). ojkit doctor says which
applies here, and what else makes times differ from a judge's (SMT, the
CPU's clock, swap, load); ojkit judge -v names the containment.

All of this is Linux's. On macOS and Windows a run is the tool's child in a
tree of its own, killed with it when the program exits or passes a limit.
macOS: a process group; CPU time and peak memory are the kernel's rusage at
the program's exit (the CPU limit is checked then and enforced while it runs
by the wall-clock limit), and a process that leaves the group escapes.
Windows: a job object; CPU time is sampled, peak memory is the job's peak
commit charge, the memory limit is the job's, and a command line runs
through cmd /C. Neither has namespaces; judge -v says which applies.

An interactive test is two runs joined by two pipes: the solution and the
interactor, run as testlib runs one (INTERACTOR INPUT OUTPUT [ANSWER]), the
interactor with the solution's CPU and memory limits and two more seconds of
wall-clock time. The pipes join the two directly, as a judge joins them, so
that times and verdicts are a judge's; a case that is not AC is played again
with the tool between them, recording the dialogue (each line's time and
direction: > solution to interactor, < interactor to solution) shown with
its verdict; with -v or -save every case is played so. The interactor's exit status is the verdict:
testlib's 0 AC, 1 WA, 2 PE, 3 FAIL, or Kattis's and DOMjudge's 42 AC, 43 WA.

The verdicts:

	AC    accepted
	WA    wrong answer: the first differing line and column are shown, quoted,
	      and grids of one shape side by side, the cells that differ marked
	PE    presentation error: right but for whitespace, under compare exact
	RE    runtime error: a non-zero exit or a signal; the end of stderr shown
	TLE   CPU time over the limit, or killed at the wall-clock limit waiting
	MLE   peak memory over the limit
	OLE   output past 64MiB
	ILE   idleness limit exceeded: an interactive solution and its interactor
	      waited for each other past the wall-clock limit (a query not flushed?)
	FAIL  a checker's or interactor's own failure: the test or the checker is
	      wrong, not the solution; no verdict on it (exit 2)
	BUSY  not judged: killed at the wall-clock limit under its CPU limit while
	      it waited for a CPU the machine's other work held (the kernel's run
	      delay of its threads); judge runs the case again alone, after the
	      others, and exits 2 if it is still busy; stress runs the input again
	      and never reports it as a finding

An interactive solution's RE, TLE or MLE stands when it failed before the
interactor ended; otherwise the interactor's verdict stands. An interactor
that exits with testlib's FAIL status fails the case whatever the solution
did: judge finishes the other cases, reports them and exits 2 naming the
case, or, when the interactor failed every case in one way (the skeleton
ojkit new writes, until the interactor is written), says so in one line;
stress stops at once and exits 2, unless it has no -validate to rule out the
generated input the interactor failed on: then it skips that input, counts
it, and goes on.

On a terminal the verdicts are in colour (AC green; WA, PE, RE, OLE red; TLE,
MLE, ILE yellow; FAIL magenta; BUSY cyan), and so are the lines of a diff and
the cells of grids that differ (the answer's green, the output's red); -color
never or NO_COLOR turns colour off, -color always keeps it in a pipe.
`
