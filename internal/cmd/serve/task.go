package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"

	"github.com/ojkit/ojkit/internal/cli"
)

// A task is a command run in-process whose -json stream the pages are
// sent: a stress of a problem, or a verify of a package. One task of a
// key runs at a time, and stop ends it as an interrupt does.
type task struct {
	cancel context.CancelFunc
	done   chan struct{} // closed when it has ended and its stream is sent
}

// A command is a command's entry that runs until ctx is done, writing its
// -json stream on stdout and its messages on stderr.
type command func(ctx context.Context, stdout, stderr io.Writer) int

// launch starts cmd as the task of key, sending each line of its stream
// to the pages as an event of m (with the run's number; more of the
// message set by add, if not nil), and a summary of its error when it
// ended before its stream began. It returns the run's number, or false
// when a task of key is in flight.
func (s *server) launch(key string, m message, cmd command, add func(*message)) (int, bool) {
	s.mu.Lock()
	if s.tasks[key] != nil {
		s.mu.Unlock()
		return 0, false
	}
	ctx, cancel := context.WithCancel(context.Background())
	t := &task{cancel: cancel, done: make(chan struct{})}
	s.tasks[key] = t
	s.seq++
	m.Run = s.seq
	s.mu.Unlock()
	go func() {
		defer func() {
			cancel()
			s.mu.Lock()
			delete(s.tasks, key)
			s.mu.Unlock()
			close(t.done)
		}()
		pr, pw := io.Pipe()
		var stderr bytes.Buffer
		go func() {
			cmd(ctx, pw, &stderr)
			pw.Close()
		}()
		lines := bufio.NewScanner(pr)
		lines.Buffer(nil, 64<<20)
		summed := false
		for lines.Scan() {
			m.Event = json.RawMessage(bytes.Clone(lines.Bytes()))
			m.Answer = ""
			if add != nil {
				add(&m)
			}
			summed = summed || bytes.Contains(lines.Bytes(), []byte(`"event":"summary"`))
			s.hub.publish(m)
		}
		io.Copy(io.Discard, pr)
		if !summed {
			m.Answer = ""
			m.Event, _ = json.Marshal(map[string]any{"v": 1, "event": "summary", "ok": false, "counts": map[string]int{}, "exit_status": 2, "error": cli.FirstLine(stderr.String())})
			s.hub.publish(m)
		}
	}()
	return m.Run, true
}

// stop ends the task of key, if one is in flight, and waits for its end;
// it reports whether there was one.
func (s *server) stop(key string) bool {
	s.mu.Lock()
	t := s.tasks[key]
	s.mu.Unlock()
	if t == nil {
		return false
	}
	t.cancel()
	<-t.done
	return true
}
