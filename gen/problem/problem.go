// Package problem is gen's registry of judge problems: for each, how to
// generate inputs of several kinds in the problem's exact input format, how to
// validate an input against the statement (format, counts, limits, alphabet
// and promised uniqueness, the way testlib validators do), and how to split an
// input into its cases and shrink them, for scripts/stress.
//
// A Sudoku problem is declared in a file of its own as an input layout, a
// promise and a list of kinds (see grid.go); p4929 and the generic "lines"
// are written out in full.
package problem

import (
	"flag"
	"fmt"
	"sort"
)

// Problem generates and validates the inputs of one judge problem.
type Problem interface {
	// ID returns the problem's id, the name of its directory in problems/.
	ID() string
	// Kinds lists the kinds of input Generate makes, the default first.
	Kinds() []Kind
	// Generate returns one whole input file of the kind o.Kind, the same
	// bytes for the same Options on every machine.
	Generate(o Options) ([]byte, error)
	// Validate returns nil if input follows the statement, or an *Error
	// naming the first place where it does not; name is the file's name in
	// the error.
	Validate(name string, input []byte) error
	// Cases splits an input that passes Validate into its cases.
	Cases(input []byte) ([][]byte, error)
	// Join returns the input holding exactly the given cases, in order, with
	// its count line, separators and terminator.
	Join(cases [][]byte) []byte
	// Simpler returns smaller variants of one case, simplest first; each
	// must still be checked with Validate (after Join).
	Simpler(c []byte) [][]byte
}

// Kind is a kind of input a problem generates.
type Kind struct {
	Name string
	Doc  string   // one line
	Uses []string // the option flags the kind reads besides -seed and -n
}

// Options choose what Generate makes. Zero values mean the kind's default.
type Options struct {
	Seed      uint64
	N         int    // grids or cases in the input
	Kind      string // "" is the problem's first kind
	Solutions int    // multi: the exact number of solutions; sparse: the most
	Givens    int    // random: the number of givens
	Size      int    // lines: the side of the grids, 4, 9, 16 or 25
	Rows      int    // p4929: N, the rows of the matrix
	Cols      int    // p4929: M, its columns
	Ones      int    // p4929: the total of ones
	Odd       int    // p4929 nocover: the size of the odd column set
}

// Answerer is a problem whose generator knows the expected answer of some
// kinds (p4929's planted cover).
type Answerer interface {
	// Answer returns the answer of the input Generate(o) makes, or false if
	// the kind does not know it.
	Answer(o Options) ([]byte, bool, error)
}

// Error is a validation error at a place of an input.
type Error struct {
	Name      string
	Line, Col int // from 1
	Msg       string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.Name, e.Line, e.Col, e.Msg)
}

var registry = map[string]Problem{}

// Register adds p to the registry; ids must be unique.
func Register(p Problem) {
	if _, dup := registry[p.ID()]; dup {
		panic("problem: " + p.ID() + " registered twice")
	}
	registry[p.ID()] = p
}

// Lookup returns the problem with the given id.
func Lookup(id string) (Problem, bool) {
	p, ok := registry[id]
	return p, ok
}

// IDs lists the problems gen knows, sorted.
func IDs() []string {
	ids := make([]string, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// FindKind returns the kind of p named name ("" is the first kind).
func FindKind(p Problem, name string) (Kind, bool) {
	kinds := p.Kinds()
	if name == "" {
		return kinds[0], true
	}
	for _, k := range kinds {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}

// KindNames returns the names of p's kinds, in order.
func KindNames(p Problem) []string {
	var names []string
	for _, k := range p.Kinds() {
		names = append(names, k.Name)
	}
	return names
}

// KindFlags are the command-line flags of Options that only some kinds read
// (a Kind's Uses names them).
var KindFlags = []string{"solutions", "givens", "size", "rows", "cols", "ones", "odd"}

// RegisterFlags declares the command-line flags of o on fs: -kind, -n and
// KindFlags (not -seed, whose meaning the command gives), each usage begun
// with prefix.
func (o *Options) RegisterFlags(fs *flag.FlagSet, prefix string) {
	fs.StringVar(&o.Kind, "kind", "", prefix+"the kind of input (default: the problem's first kind)")
	fs.IntVar(&o.N, "n", 0, prefix+"grids or cases in each input (default: the kind's)")
	fs.IntVar(&o.Solutions, "solutions", 0, prefix+"multi: the exact number of solutions; sparse: the most")
	fs.IntVar(&o.Givens, "givens", 0, prefix+"random: the number of givens (default: a random count)")
	fs.IntVar(&o.Size, "size", 0, prefix+"lines: the side of the grids, 4, 9, 16 or 25")
	fs.IntVar(&o.Rows, "rows", 0, prefix+"p4929: rows N, 1..500 (default 500)")
	fs.IntVar(&o.Cols, "cols", 0, prefix+"p4929: columns M, 1..500 (default 500)")
	fs.IntVar(&o.Ones, "ones", 0, prefix+"p4929: total ones, at most 5000 (default 5000)")
	fs.IntVar(&o.Odd, "odd", 0, prefix+"p4929 nocover: the size of the odd column set (default 3)")
}
