package newproblem

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
)

// A companionPort is a port the Competitive Companion extension posts to
// without configuration, and the tool it was given to.
type companionPort struct {
	port  int
	owner string
}

// companionPorts are the extension's ports in the order new -listen tries
// them: those of tools no longer developed first, those of the tools
// people run beside ojkit (CP Editor, cph) last, so that new takes a port
// no running tool holds, and the extension posts each task to both.
var companionPorts = []companionPort{
	{10042, "acmX"}, {4244, "Hightail"}, {6174, "Mind Sport"}, {1327, "cpbooster"},
	{10043, "Caide"}, {10045, "CP Editor"}, {27121, "Competitive Programming Helper"},
}

// ListenCompanion listens on 127.0.0.1:port for Competitive Companion's
// tasks, or, where port is 0, on the first of the extension's own ports
// that no other program holds; it returns the listener and the port's
// owner, whose tool then cannot run beside ojkit, or "" for a port given.
func ListenCompanion(port int) (net.Listener, string, error) {
	if port != 0 {
		ln, err := listenLocal(port)
		if errors.Is(err, syscall.EADDRINUSE) {
			err = fmt.Errorf("%v: another program, perhaps another ojkit new -listen, waits there: stop it, or give -port N and add N to the extension's custom ports", err)
		}
		return ln, "", err
	}
	return listenFirst(companionPorts)
}

// listenFirst listens on the first of ports that is free.
func listenFirst(ports []companionPort) (net.Listener, string, error) {
	for _, p := range ports {
		ln, err := listenLocal(p.port)
		if err == nil {
			return ln, p.owner, nil
		}
		if !errors.Is(err, syscall.EADDRINUSE) {
			return nil, "", err
		}
	}
	return nil, "", errors.New("every port Competitive Companion posts to is taken by another program: give -port N and add N to the extension's custom ports")
}

// listenLocal listens on 127.0.0.1:port.
func listenLocal(port int) (net.Listener, error) {
	return net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
}

// maxBody is the largest task new reads.
const maxBody = 16 << 20

// listen receives Competitive Companion's tasks on ln and writes a problem
// for each in the module at root, reporting each on out in one line, until
// ctx is done; with once, until every task of one batch has been written.
func listen(ctx context.Context, ln net.Listener, root, module string, once bool, out io.Writer) error {
	r := &receiver{root: root, module: module, out: out, once: once, written: map[string]int{}, done: make(chan struct{})}
	srv := &http.Server{Handler: r}
	go srv.Serve(ln)
	select {
	case <-r.done:
	case <-ctx.Done():
	}
	return srv.Shutdown(context.Background())
}

// receiver is the HTTP handler of listen.
type receiver struct {
	root, module string
	out          io.Writer
	once         bool

	mu        sync.Mutex
	written   map[string]int // batch id -> its tasks written
	done      chan struct{}
	closeOnce sync.Once
}

// ServeHTTP writes the problem of one posted task: 200 when it is written
// or was there already, 400 and why when the task is refused, 500 when
// writing failed.
func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost {
		http.Error(w, "POST a Competitive Companion task", http.StatusMethodNotAllowed)
		return
	}
	var t task
	dec := json.NewDecoder(io.LimitReader(req.Body, maxBody))
	if err := dec.Decode(&t); err != nil {
		fmt.Fprintf(r.out, "not written: a malformed task: %v\n", err)
		http.Error(w, "bad task: "+err.Error(), http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	what := fmt.Sprintf("%s %q", t.URL, t.Name)
	p, src, err := fromTask(t)
	if err != nil {
		fmt.Fprintf(r.out, "%s: not written: %v\n", what, err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	p.Root, p.Module = r.root, r.module
	already, err := place(p, src)
	if err == nil && !already {
		_, err = create(p)
	}
	switch {
	case err != nil:
		fmt.Fprintf(r.out, "%s: not written: %v\n", what, err)
		http.Error(w, err.Error(), http.StatusInternalServerError)
	case already:
		fmt.Fprintf(r.out, "%s: already there: problems/%s\n", what, p.ID)
		fmt.Fprintf(w, "already there: problems/%s\n", p.ID)
	default:
		fmt.Fprintf(r.out, "%s: wrote problems/%s%s\n", what, p.ID, notes(p))
		fmt.Fprintf(w, "wrote problems/%s\n", p.ID)
		r.count(t.Batch)
	}
}

// notes returns what a user should know of a problem written: no samples,
// interactive, its files.
func notes(p *problem) string {
	var ns []string
	if len(p.Samples) == 0 {
		ns = append(ns, "no samples yet")
	}
	if p.Interactive {
		ns = append(ns, "interactive: its interactor in "+filepath.ToSlash(p.rel(p.place().Tool("interactor"))))
	}
	if p.IO != "" {
		ns = append(ns, "//ojkit:io "+p.IO)
	}
	if len(ns) == 0 {
		return ""
	}
	return " (" + strings.Join(ns, "; ") + ")"
}

// count notes one task of batch b written, and with once ends the
// listening when all of b's tasks are.
func (r *receiver) count(b batchInfo) {
	r.written[b.ID]++
	if r.once && r.written[b.ID] >= max(b.Size, 1) {
		r.closeOnce.Do(func() { close(r.done) })
	}
}

// ownerNote says whose port of the extension's new took, if it took one.
func ownerNote(owner string) string {
	if owner == "" {
		return ""
	}
	return ", the extension's port for " + owner + ", which cannot run beside it now"
}

// listenFlags defines the flags of -listen and returns -port's and -once's.
func listenFlags(fs *flag.FlagSet) (port *int, once *bool) {
	fs.Bool("listen", false, "wait for the problems of the Competitive Companion browser extension")
	port = fs.Int("port", 0, "with -listen, wait on 127.0.0.1:`N` (default: the first of the extension's own ports that is free)")
	once = fs.Bool("once", false, "with -listen, return when one task, or a contest's whole batch, is written")
	return port, once
}

// runListen is new -listen [-port N]: it waits for Competitive Companion's
// tasks and writes their problems in the module of the working directory.
func runListen(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("new -listen", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	port, once := listenFlags(fs)
	fix := fixFlag(fs)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		help.Write(stdout, helpFlags())
		return 0
	}
	if err != nil || fs.NArg() != 0 || *port < 0 || *port > 65535 {
		fmt.Fprintf(stderr, "%s: -listen takes -port N, -once and -fix alone (see %s -h)\n", prog, prog)
		return 2
	}
	root, module, err := findModule()
	var ln net.Listener
	var owner string
	if err == nil {
		ln, owner, err = ListenCompanion(*port)
	}
	if err == nil {
		if note := requireOjkit(root, *fix); note != "" {
			fmt.Fprintln(stderr, prog+": "+note)
		}
		fmt.Fprintf(stderr, "%s: waiting for Competitive Companion on %s%s (Ctrl-C stops)\n", prog, ln.Addr(), ownerNote(owner))
		err = listen(ctx, ln, root, module, *once, stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	return 0
}
