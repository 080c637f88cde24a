// Package problem is gen's registry of judge problems and the machinery they
// share. Each problem of the repository has an Entry, declared in its own
// package gen/ID and registered when gen/all is imported: its second
// solutions and its tools, and its generator: how to generate inputs of
// several kinds in the problem's exact input format, how to validate an input
// against the statement (format, counts, limits, alphabet and promised
// uniqueness, the way testlib validators do), and how to split an input into
// its cases and shrink them, for ojkit stress.
//
// A Sudoku problem is declared as an input layout, a promise and a list of
// kinds (see grid.go); the others, and the generic "lines" of this package,
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
// The fields are the options several problems read; a problem's own options
// are its Flags, read with Int.
type Options struct {
	Seed      uint64
	N         int    // grids or cases in the input
	Kind      string // "" is the problem's first kind
	Solutions int    // multi: the exact number of solutions; sparse: the most
	Givens    int    // random: the number of givens
	Size      int    // lines: the side of the grids, 4, 9, 16 or 25
	Rows      int    // p4929, acwing2713: the rows of the matrix
	Cols      int    // p4929, acwing2713: its columns
	Ones      int    // p4929, acwing2713: the total of ones
	own       map[string]*int
}

// Int returns the value of the problem's own flag name, 0 if it is not set.
func (o Options) Int(name string) int {
	if v := o.own[name]; v != nil {
		return *v
	}
	return 0
}

// With returns o with the problem's own flag name set to v.
func (o Options) With(name string, v int) Options {
	own := make(map[string]*int, len(o.own)+1)
	for k, p := range o.own {
		own[k] = p
	}
	own[name] = &v
	o.own = own
	return o
}

// Flag is an integer option flag of a problem's own kinds (p4929's -odd),
// which Generate reads with Options.Int.
type Flag struct {
	Name  string
	Usage string
}

// Flagger is a problem with option flags of its own.
type Flagger interface {
	// Flags lists the problem's own flags.
	Flags() []Flag
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

// Entry is a problem's entry in the registry, declared in its package
// gen/ID. Its folders are the ones layout.Problem places: the tests build
// and run exactly these, and fail on a folder holding a main.go that no
// entry lists.
type Entry struct {
	ID        string   // the problem's id: problems/ID, gen/ID, testdata/ID
	Gen       Problem  // makes and validates its inputs; nil when its own tools do (p1219)
	Solutions []string // its second solutions, folders of problems/ID
	Tools     []string // its tools, folders of gen/ID: checker, interactor, validate, gen
}

var registry = map[string]Entry{}

// Register adds e to the registry; ids must be unique, and a generator's id
// its entry's.
func Register(e Entry) {
	if _, dup := registry[e.ID]; dup {
		panic("problem: " + e.ID + " registered twice")
	}
	if e.Gen != nil && e.Gen.ID() != e.ID {
		panic("problem: entry " + e.ID + " holds the generator of " + e.Gen.ID())
	}
	registry[e.ID] = e
}

// Entries returns the registry's entries, sorted by id.
func Entries() []Entry {
	var es []Entry
	for _, id := range sortedIDs(func(Entry) bool { return true }) {
		es = append(es, registry[id])
	}
	return es
}

// Lookup returns the generator of the problem with the given id.
func Lookup(id string) (Problem, bool) {
	e, ok := registry[id]
	return e.Gen, ok && e.Gen != nil
}

// IDs lists the problems gen generates, sorted.
func IDs() []string {
	return sortedIDs(func(e Entry) bool { return e.Gen != nil })
}

// sortedIDs lists the ids of the entries keep keeps, sorted.
func sortedIDs(keep func(Entry) bool) []string {
	var ids []string
	for id, e := range registry {
		if keep(e) {
			ids = append(ids, id)
		}
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

// sharedFlags are the flags of Options that only some kinds read.
var sharedFlags = []string{"solutions", "givens", "size", "rows", "cols", "ones"}

// KindFlags returns the command-line flags that only some kinds read (a
// Kind's Uses names them): Options' and every problem's own, in the order
// of the problems' ids.
func KindFlags() []string {
	names := append([]string(nil), sharedFlags...)
	for _, f := range ownFlags() {
		names = append(names, f.Name)
	}
	return names
}

// ownFlags returns the problems' own flags, in the order of their ids.
func ownFlags() []Flag {
	var flags []Flag
	for _, id := range IDs() {
		if f, ok := registry[id].Gen.(Flagger); ok {
			flags = append(flags, f.Flags()...)
		}
	}
	return flags
}

// RegisterFlags declares the command-line flags of o on fs: -kind, -n and
// KindFlags (not -seed, whose meaning the command gives), each usage begun
// with prefix.
func (o *Options) RegisterFlags(fs *flag.FlagSet, prefix string) {
	fs.StringVar(&o.Kind, "kind", "", prefix+"the `KIND` of input (default: the problem's first kind)")
	fs.IntVar(&o.N, "n", 0, prefix+"`N` grids or cases in each input (default: the kind's)")
	fs.IntVar(&o.Solutions, "solutions", 0, prefix+"multi: the exact number `K` of solutions; sparse: the most")
	fs.IntVar(&o.Givens, "givens", 0, prefix+"random: the number `K` of givens (default: a random count)")
	fs.IntVar(&o.Size, "size", 0, prefix+"lines: the `SIDE` of the grids, 4, 9, 16 or 25")
	fs.IntVar(&o.Rows, "rows", 0, prefix+"p4929: rows `N`, 1..500 (default 500)")
	fs.IntVar(&o.Cols, "cols", 0, prefix+"p4929: columns `M`, 1..500 (default 500)")
	fs.IntVar(&o.Ones, "ones", 0, prefix+"p4929: total ones `K`, at most 5000 (default 5000)")
	o.own = map[string]*int{}
	for _, f := range ownFlags() {
		v := new(int)
		o.own[f.Name] = v
		fs.IntVar(v, f.Name, 0, prefix+f.Usage)
	}
}
