package judgement

import (
	"errors"
	"flag"
	"fmt"
	"time"

	"github.com/ojkit/ojkit/internal/directive"
)

// Overrides are the limits and the comparison a user gives on the command
// line in place of a problem's; zero values leave the problem's be.
type Overrides struct {
	// Time is the CPU time limit; with TimeSet, zero is no limit, CPU or
	// wall-clock (unless Wall sets one).
	Time    time.Duration
	TimeSet bool
	Wall    time.Duration // the wall-clock limit (see runner.DefaultWall)
	Memory  string        // such as 64MiB
	Checker string        // a testlib checker command
	Compare string        // exact, lines, tokens or float EPS
	// memory and compare are Memory and Checker or Compare as Check parsed
	// them; compare's Mode is "" when neither is given.
	memory  int64
	compare directive.Compare
}

// RegisterFlags declares the command-line flags of o on fs: -timeout,
// -wall, -memory, -checker and -compare.
func (o *Overrides) RegisterFlags(fs *flag.FlagSet) {
	fs.Func("timeout", "the CPU time limit `D`, 0 for none, CPU or wall-clock (default: the problem's //ojkit:limits)", func(v string) error {
		d, err := time.ParseDuration(v)
		if err != nil {
			return errors.New("want a duration such as 2s or 500ms")
		}
		o.Time, o.TimeSet = d, true
		return nil
	})
	fs.DurationVar(&o.Wall, "wall", 0, "the wall-clock limit `D` (default: twice the CPU time limit and 1s)")
	fs.StringVar(&o.Memory, "memory", "", "the memory limit `M`, such as 64MiB (default: the problem's //ojkit:limits)")
	fs.StringVar(&o.Checker, "checker", "", "judge with this testlib checker `CMD` (built like a solution)")
	fs.StringVar(&o.Compare, "compare", "", "compare outputs by `MODE`: exact, lines, tokens or 'float EPS' (default: the problem's //ojkit:compare)")
}

// Check parses the flags' values, for Apply, and reports a bad one: a
// negative limit, a bad size or comparison mode, or two comparisons.
func (o *Overrides) Check() error {
	if o.Compare != "" {
		c, err := directive.ParseCompare(o.Compare)
		switch {
		case err != nil:
			return fmt.Errorf("-compare %v", err)
		case c.Mode == "checker":
			return errors.New("-compare checker: give the checker with -checker CMD")
		case o.Checker != "":
			return errors.New("-compare and -checker: give one comparison")
		}
		o.compare = c
	}
	if o.Checker != "" {
		o.compare = directive.Compare{Mode: "checker", Checker: o.Checker}
	}
	switch {
	case o.Time < 0:
		return fmt.Errorf("-timeout %v: want a positive duration, or 0 for no limit", o.Time)
	case o.Wall < 0:
		return fmt.Errorf("-wall %v: want a positive duration", o.Wall)
	}
	if o.Memory != "" {
		m, err := directive.ParseMemory(o.Memory)
		if err != nil {
			return fmt.Errorf("-memory: %v", err)
		}
		o.memory = m
	}
	return nil
}

// Apply sets the limits and the comparison of o, checked, on s.
func (s *Spec) Apply(o Overrides) {
	if o.TimeSet {
		s.Limits.Time = o.Time
	}
	if o.memory != 0 {
		s.Limits.Memory = o.memory
	}
	if o.Wall != 0 {
		s.Limits.Wall = o.Wall
	}
	if o.compare.Mode != "" {
		s.Compare = o.compare
	}
}
