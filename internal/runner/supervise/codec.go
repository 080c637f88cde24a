//go:build linux

package supervise

import (
	"encoding/binary"
	"errors"
	"syscall"
	"time"
)

// The messages are encoded by hand, as little-endian integers and
// length-prefixed strings, rather than with a reflective encoding: the less
// code a supervisor runs between two programs, the fewer of its pages come
// back into its resident size, which is the floor of each program's peak.

// errShort is the error of a message that ends too soon.
var errShort = errors.New("supervise: message too short")

// encoder appends the fields of a message.
type encoder []byte

func (e *encoder) int(v int64)     { *e = binary.LittleEndian.AppendUint64(*e, uint64(v)) }
func (e *encoder) string(s string) { e.int(int64(len(s))); *e = append(*e, s...) }
func (e *encoder) strings(ss []string) {
	e.int(int64(len(ss)))
	for _, s := range ss {
		e.string(s)
	}
}
func (e *encoder) bool(b bool) {
	if b {
		e.int(1)
	} else {
		e.int(0)
	}
}

// decoder reads the fields of a message in order; the first error sticks.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) int() int64 {
	if d.err != nil || len(d.b) < 8 {
		d.err = errShort
		return 0
	}
	v := int64(binary.LittleEndian.Uint64(d.b))
	d.b = d.b[8:]
	return v
}

func (d *decoder) string() string {
	n := d.int()
	if d.err != nil || n < 0 || n > int64(len(d.b)) {
		d.err = errShort
		return ""
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *decoder) strings() []string {
	n := d.int()
	if d.err != nil || n < 0 || n > int64(len(d.b)) {
		d.err = errShort
		return nil
	}
	ss := make([]string, n)
	for i := range ss {
		ss[i] = d.string()
	}
	return ss
}

func (d *decoder) bool() bool { return d.int() != 0 }

// MarshalBinary encodes p.
func (p Plan) MarshalBinary() ([]byte, error) {
	var e encoder
	e.strings(p.Argv)
	e.strings(p.Env)
	e.string(p.Dir)
	e.bool(p.Box)
	e.int(int64(p.CPU))
	e.int(int64(p.Wall))
	e.int(p.Memory)
	e.int(p.Output)
	e.int(int64(len(p.View)))
	for _, m := range p.View {
		e.string(m.Path)
		e.int(int64(m.Kind))
	}
	e.bool(p.Hold)
	e.int(int64(p.Note))
	e.bool(p.Truncate)
	e.int(int64(p.OnCPU))
	e.int(p.AddressSpace)
	return e, nil
}

// UnmarshalBinary decodes a plan that MarshalBinary encoded.
func (p *Plan) UnmarshalBinary(b []byte) error {
	d := decoder{b: b}
	p.Argv, p.Env, p.Dir, p.Box = d.strings(), d.strings(), d.string(), d.bool()
	p.CPU, p.Wall, p.Memory = time.Duration(d.int()), time.Duration(d.int()), d.int()
	p.Output = d.int()
	n := d.int()
	if n < 0 || n > int64(len(d.b)) {
		return errShort
	}
	p.View = make([]Mount, n)
	for i := range p.View {
		p.View[i] = Mount{Path: d.string(), Kind: MountKind(d.int())}
	}
	p.Hold, p.Note, p.Truncate, p.OnCPU = d.bool(), time.Duration(d.int()), d.bool(), int(d.int())
	p.AddressSpace = d.int()
	return d.err
}

// MarshalBinary encodes r.
func (r Report) MarshalBinary() ([]byte, error) {
	var e encoder
	e.int(int64(r.ExitCode))
	e.int(int64(r.Signal))
	e.int(int64(r.CPU))
	e.int(int64(r.Wall))
	e.int(r.MaxRSS)
	e.bool(r.CPUExceeded)
	e.bool(r.WallExceeded)
	e.bool(r.MemoryExceeded)
	e.bool(r.ProcessesExceeded)
	e.bool(r.OutputExceeded)
	e.bool(r.Stopped)
	e.int(int64(r.RunDelay))
	e.string(r.Waiting)
	e.bool(r.Moving)
	e.int(int64(r.Ended))
	e.string(r.Unboxed)
	e.string(r.Without)
	e.string(r.Err)
	return e, nil
}

// UnmarshalBinary decodes a report that MarshalBinary encoded.
func (r *Report) UnmarshalBinary(b []byte) error {
	d := decoder{b: b}
	r.ExitCode, r.Signal = int(d.int()), syscall.Signal(d.int())
	r.CPU, r.Wall, r.MaxRSS = time.Duration(d.int()), time.Duration(d.int()), d.int()
	r.CPUExceeded, r.WallExceeded, r.MemoryExceeded = d.bool(), d.bool(), d.bool()
	r.ProcessesExceeded, r.OutputExceeded, r.Stopped = d.bool(), d.bool(), d.bool()
	r.RunDelay = time.Duration(d.int())
	r.Waiting, r.Moving, r.Ended = d.string(), d.bool(), time.Duration(d.int())
	r.Unboxed, r.Without, r.Err = d.string(), d.string(), d.string()
	return d.err
}
