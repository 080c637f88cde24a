// Package serve is ojkit serve: a page in the browser for the problems of
// the module (or the problem folder) it starts in, with their cases as
// cards, judged live.
//
// Usage:
//
//	ojkit serve [-port N] [-open] [-cph]
//
// It listens on 127.0.0.1 only, on -port or a free port, and prints on its
// first line the page's address with a token that every request but the
// page's files must carry. The page lists the problems, each with its cases
// (the suite's and the test directories', as ojkit judge reads them) as
// cards: input, expected answer, output, verdict, CPU and wall-clock time,
// peak memory, the first difference marked, grids drawn side by side and an
// interactive case's dialogue. It runs one case or all with any solution of
// the problem's folder (main.go's package, a second solution, a .go, .cpp,
// .c, .py, .java, .kt or .js file beside main.go), judged by the same case
// judge as ojkit judge, and pushes each event of ojkit judge -json's stream
// as it comes (server-sent events). A saved change to a problem's files
// judges its last run again, as ojkit judge -watch does. It adds, edits and
// deletes the cases of the problem's test directory (test/NAME.in and
// NAME.out); a suite's cases are shown, not edited. It runs ojkit stress
// on a solution and a reference, pushing its events as they come, stops
// it as an interrupt does, and keeps a finding as a case.
//
// The problem packages (see package problempkg) in the working directory,
// the module's top and the folders just under them are listed too, and a
// folder of packages alone is served: the page runs ojkit verify on one,
// pushing the events of ojkit verify -json as they come, and draws its
// table of submissions against tests, each cell a test's verdict.
//
// Submit on the page runs ojkit submit on the problem and offers the
// checked file to the cph-submit browser extension, which asks for it at
// /getSubmit; -cph listens for the extension on its own port too,
// 127.0.0.1:27121, where it looks (the port of the cph VS Code extension,
// which must not run at the same time).
//
// The server runs code, so it keeps to its page: a request whose Host is
// not the server's address, whose Origin is another site's, or without
// the token is refused with 403, and no file outside the module is read or
// written. A bad request gets a 4xx with a message saying what was wrong.
//
// Exit status: 0 after an interrupt, 2 for usage errors and when there is
// no problem or package to serve or the port is taken.
package serve

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/desktop"
)

// prog begins every message.
const prog = "ojkit serve"

// cphPort is the port the cph-submit extension asks for a submission on.
const cphPort = 27121

// help is what -h prints.
var help = cli.Help{
	Usage: []string{"ojkit serve [-port N] [-open] [-cph]"},
	Sentence: `Serve opens a page for the problems of the module (or the problem folder) of the
working directory on 127.0.0.1: each problem's cases as cards, run one or all
with any solution of its folder, verdicts, times, memory and differences
pushed live, a saved change judged again, cases added, edited and deleted,
a stress run and stopped, and the checked file handed to the cph-submit
browser extension. The contest packages there (and in the folders just
under it) are verified, in a table of submissions against tests. Its first
line is the page's address, with the token every request must carry.`,
	Examples: []string{
		"ojkit serve -open",
		"ojkit serve -port 8123 -cph",
	},
}

// Run carries out ojkit serve with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	port := fs.Int("port", 0, "listen on 127.0.0.1:`N` (by default a free port)")
	open := fs.Bool("open", false, "open the page in the browser")
	cph := fs.Bool("cph", false, "listen for the cph-submit browser extension on 127.0.0.1:27121 too")
	err := cli.Parse(fs, args, help, stdout, stderr)
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected arguments %q (see %s -h)", fs.Args(), prog)
	}
	if err == nil && (*port < 0 || *port > 65535) {
		err = fmt.Errorf("-port %d: not a port: give 1 to 65535, or 0 for a free one", *port)
	}
	if err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := serve(ctx, *port, *open, *cph, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	return 0
}

// serve serves the page of the working directory's problems on port until
// ctx is done, opening it in the browser when open is set and listening
// for cph-submit when cph is.
func serve(ctx context.Context, port int, open, cph bool, stdout, stderr io.Writer) error {
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	s, err := newServer(wd)
	if err != nil {
		return err
	}
	defer s.close()
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return fmt.Errorf("%v: give another -port, or none for a free one", err)
	}
	s.allow(ln.Addr().(*net.TCPAddr).Port)
	servers := []*http.Server{{Handler: s.handler(), ReadHeaderTimeout: 10 * time.Second}}
	listeners := []net.Listener{ln}
	if cph {
		cl, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(cphPort)))
		if err != nil {
			ln.Close()
			return fmt.Errorf("-cph: %v: is cph's VS Code extension running? close it, or serve without -cph", err)
		}
		s.allow(cphPort)
		servers = append(servers, &http.Server{Handler: s.handler(), ReadHeaderTimeout: 10 * time.Second})
		listeners = append(listeners, cl)
	}
	url := s.url(ln.Addr().(*net.TCPAddr).Port)
	fmt.Fprintln(stdout, url)
	what := cli.Plural(len(s.problems), "problem")
	if len(s.packages) > 0 {
		what += ", " + cli.Plural(len(s.packages), "package")
	}
	fmt.Fprintf(stderr, "%s: serving %s (%s); Ctrl-C ends\n", prog, s.root, what)
	if open {
		if how, err := desktop.Open(url); err != nil {
			fmt.Fprintf(stderr, "%s: -open: %v; open %s yourself\n", prog, err, url)
		} else {
			fmt.Fprintf(stderr, "%s: opened the page %s\n", prog, how)
		}
	}
	go s.watch(ctx)
	errs := make(chan error, len(servers))
	for i, hs := range servers {
		go func() { errs <- hs.Serve(listeners[i]) }()
	}
	select {
	case <-ctx.Done():
	case err = <-errs:
	}
	s.close() // the event streams end, so that the servers shut down at once
	for _, hs := range servers {
		shut, cancel := context.WithTimeout(context.Background(), time.Second)
		hs.Shutdown(shut)
		cancel()
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	fmt.Fprintf(stderr, "%s: ended\n", prog)
	return err
}

// newToken returns a fresh random token.
func newToken() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}
