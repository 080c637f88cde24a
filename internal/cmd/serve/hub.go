package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
)

// A message is what the page is sent of an event of a run: the event as
// ojkit judge -json writes it, and what the page shows beside an outcome.
type message struct {
	// Problem is the problem's id, or for verify the package's.
	Problem string `json:"problem"`
	// Kind is the command whose stream it is: judge, stress or verify.
	Kind     string          `json:"kind"`
	Solution string          `json:"solution,omitempty"`
	Run      int             `json:"run"`
	Event    json.RawMessage `json:"event"`
	// Output is the start of the solution's output, and Picture the grids
	// of a WA drawn side by side, the differing cells in brackets.
	Output  string `json:"output,omitempty"`
	Picture string `json:"picture,omitempty"`
	// Answer is, for a finding of stress, the reference's output.
	Answer string `json:"answer,omitempty"`
}

// A hub hands each message to every page listening.
type hub struct {
	mu     sync.Mutex
	subs   map[chan []byte]bool
	closed bool
}

// newHub returns a hub with no page listening.
func newHub() *hub { return &hub{subs: map[chan []byte]bool{}} }

// subBuffer is how many messages a page may fall behind before the hub
// drops it, so that a stalled page holds no run up.
const subBuffer = 4096

// publish sends m to every page listening.
func (h *hub) publish(m message) {
	data, err := json.Marshal(m)
	if err != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs {
		select {
		case ch <- data:
		default: // too far behind: the page reconnects and reloads
			delete(h.subs, ch)
			close(ch)
		}
	}
}

// subscribe returns a channel of the messages to come, closed when the
// hub drops it or closes, and a function that ends the subscription.
func (h *hub) subscribe() (<-chan []byte, func()) {
	ch := make(chan []byte, subBuffer)
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		close(ch)
		return ch, func() {}
	}
	h.subs[ch] = true
	return ch, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		if h.subs[ch] {
			delete(h.subs, ch)
			close(ch)
		}
	}
}

// close ends every subscription.
func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for ch := range h.subs {
		delete(h.subs, ch)
		close(ch)
	}
}

// events streams the messages to the page as server-sent events, each a
// message of kind "ojkit".
func (s *server) events(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		fail(w, http.StatusInternalServerError, "the connection cannot stream events")
		return
	}
	ch, end := s.hub.subscribe()
	defer end()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprint(w, ": ready\n\n")
	flusher.Flush()
	for {
		select {
		case <-r.Context().Done():
			return
		case data, ok := <-ch:
			if !ok {
				return
			}
			fmt.Fprintf(w, "event: ojkit\ndata: %s\n\n", data)
			flusher.Flush()
		}
	}
}
