//go:build linux

package supervise

import (
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestCodec(t *testing.T) {
	p := Plan{Argv: []string{"/bin/sh", "-c", "echo ü"}, Env: []string{"A=1", ""}, Dir: "/tmp", Box: true, View: []Mount{{Path: "/tmp", Kind: Private}, {Path: "/tmp/a.out", Kind: ReadOnly}}, CPU: time.Second, Wall: 3 * time.Second, Memory: 64 << 20, Output: 1 << 20, Hold: true, Note: time.Second, Truncate: true, OnCPU: 2, AddressSpace: 256 << 20}
	b, _ := p.MarshalBinary()
	var p2 Plan
	if err := p2.UnmarshalBinary(b); err != nil || !cmp.Equal(p, p2) {
		t.Errorf("plan round trip: %+v, %v; want %+v", p2, err, p)
	}
	r := Report{ExitCode: -1, Signal: syscall.SIGKILL, CPU: time.Millisecond, Wall: time.Second, MaxRSS: 1 << 20, WallExceeded: true, ProcessesExceeded: true, Stopped: true, RunDelay: 2 * time.Second, Waiting: "reading", Moving: true, Ended: time.Hour, Unboxed: "y", Err: "x"}
	b, _ = r.MarshalBinary()
	var r2 Report
	if err := r2.UnmarshalBinary(b); err != nil || r != r2 {
		t.Errorf("report round trip: %+v, %v; want %+v", r2, err, r)
	}
	for n := range b {
		if err := new(Report).UnmarshalBinary(b[:n]); err == nil {
			t.Errorf("a report cut to %d bytes decodes", n)
		}
	}
}
