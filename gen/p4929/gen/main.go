// Command gen writes a random Luogu P4929 input (exact cover): `N M` and N rows
// of M numbers 0 or 1 separated by single spaces. The same flags give the same
// bytes on every machine (math/rand with an explicit seed).
//
// Usage:
//
//	gen [-seed S] [-rows N] [-cols M] [-ones K] [-cover | -nocover [-odd P] | -lastrow] [-answer FILE]
//
// The modes, with avg = K/N the mean row size:
//
//   - no mode flag: K ones at uniformly random cells; a cover may or may not exist.
//   - -cover: a planted cover — the columns cut at random into about M/avg rows —
//     and random distractor rows sharing the other K-M ones; other covers may
//     exist too.
//   - -nocover: no cover, by parity. P columns (odd; -odd, default 3) form a set S
//     and every row holds exactly 2 columns of S or none, so rows of any cover
//     would hold an even number of S's P columns in all: impossible. The other
//     columns have a planted cover and random distractors as in -cover, and every
//     column has ones, so nothing short of search sees it; the rows holding S are
//     a cycle through S plus random pairs, each padded with other columns.
//   - -lastrow: exactly one cover, and its last row is the input's last row. The
//     columns are cut into blocks B1..Bk of 2 or more, each a planted row, with an
//     anchor column ai in Bi. A distractor whose first block is Bi holds ai, part
//     but not all of Bi, and columns of later blocks only. By induction on i,
//     any cover holds B1..Bk: ai's row is Bi itself, since a distractor of Bi
//     leaves a column of Bi that only rows holding ai or an earlier block can
//     cover. The last row is the planted row with the most distractors.
//
// The rows are shuffled. The total of ones is K unless a row would need more than
// M (then it is capped). -answer FILE writes the planted cover, 1-based in
// increasing order, or "No Solution!" (-cover, -nocover and -lastrow only).
//
// Exit status: 0 success, 2 bad flags (one line on stderr).
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"strings"
)

// Statement limits: N, M <= maxSide and at most maxOnes ones.
const (
	maxSide = 500
	maxOnes = 5000
)

// config holds the flags.
type config struct {
	seed                   int64
	rows, cols, ones, odd  int
	cover, nocover, lastrw bool
	answer                 string
}

// instance is a generated matrix: the columns of each row, and the planted cover
// (0-based rows) or none.
type instance struct {
	cols  int
	rows  [][]int
	cover []int
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen: "+err.Error())
		os.Exit(2)
	}
	in := generate(cfg)
	if cfg.answer != "" {
		if err := os.WriteFile(cfg.answer, answer(in), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gen: "+err.Error())
			os.Exit(2)
		}
	}
	w := bufio.NewWriter(os.Stdout)
	write(w, in)
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "gen: "+err.Error())
		os.Exit(2)
	}
}

// parseFlags reads and checks the flags; -h prints the usage and returns
// flag.ErrHelp.
func parseFlags(args []string) (config, error) {
	var c config
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.Int64Var(&c.seed, "seed", 1, "seed of the random source")
	fs.IntVar(&c.rows, "rows", 500, "rows N, 1..500")
	fs.IntVar(&c.cols, "cols", 500, "columns M, 1..500")
	fs.IntVar(&c.ones, "ones", 5000, "total ones K, at most 5000 (and M or more with a mode flag)")
	fs.BoolVar(&c.cover, "cover", false, "plant a cover among random distractor rows")
	fs.BoolVar(&c.nocover, "nocover", false, "make a matrix without a cover (parity on -odd columns)")
	fs.BoolVar(&c.lastrw, "lastrow", false, "make a matrix whose only cover uses the last row")
	fs.IntVar(&c.odd, "odd", 3, "-nocover: size of the odd column set, 3 or more")
	fs.StringVar(&c.answer, "answer", "", "write the planted cover or No Solution! to this file")
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(fs)
		}
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return c, c.check()
}

// usage prints the usage with an example on stderr.
func usage(fs *flag.FlagSet) {
	fs.SetOutput(os.Stderr)
	fmt.Fprint(os.Stderr, "usage: gen [-seed S] [-rows N] [-cols M] [-ones K] [-cover | -nocover [-odd P] | -lastrow] [-answer FILE]\n\n"+
		"example: a 500×500 input with 5000 ones and a planted cover, its answer in ans.txt\n"+
		"  go run ./gen/p4929/gen -seed 7 -cover -answer ans.txt > in.txt\n\nflags:\n")
	fs.PrintDefaults()
}

// check reports the first flag value out of range.
func (c config) check() error {
	modes := 0
	for _, on := range []bool{c.cover, c.nocover, c.lastrw} {
		if on {
			modes++
		}
	}
	switch {
	case modes > 1:
		return errors.New("-cover, -nocover and -lastrow exclude each other")
	case c.rows < 1 || c.rows > maxSide:
		return fmt.Errorf("-rows %d: want 1..%d", c.rows, maxSide)
	case c.cols < 1 || c.cols > maxSide:
		return fmt.Errorf("-cols %d: want 1..%d", c.cols, maxSide)
	case c.ones < 0 || c.ones > maxOnes || c.ones > c.rows*c.cols:
		return fmt.Errorf("-ones %d: want 0..%d", c.ones, min(maxOnes, c.rows*c.cols))
	case modes == 1 && c.ones < c.cols:
		return fmt.Errorf("-ones %d: a cover needs -ones >= -cols (%d)", c.ones, c.cols)
	case modes == 0 && c.answer != "":
		return errors.New("-answer needs -cover, -nocover or -lastrow")
	case c.nocover:
		return c.checkOdd()
	}
	return nil
}

// checkOdd checks -odd against the other flags of -nocover.
func (c config) checkOdd() error {
	switch {
	case c.odd < 3 || c.odd%2 == 0 || c.odd > c.cols:
		return fmt.Errorf("-odd %d: want an odd number in 3..-cols (%d)", c.odd, c.cols)
	case c.rows < c.odd+1:
		return fmt.Errorf("-rows %d: -nocover needs -odd+1 (%d) rows or more", c.rows, c.odd+1)
	}
	return nil
}

// generate makes the instance the flags ask for.
func generate(c config) *instance {
	r := rand.New(rand.NewSource(c.seed))
	switch {
	case c.cover:
		return genCover(r, c)
	case c.nocover:
		return genNoCover(r, c)
	case c.lastrw:
		return genLastRow(r, c)
	}
	return genRandom(r, c)
}

// genRandom puts c.ones ones at distinct random cells.
func genRandom(r *rand.Rand, c config) *instance {
	in := &instance{cols: c.cols, rows: make([][]int, c.rows)}
	for _, cell := range r.Perm(c.rows * c.cols)[:c.ones] {
		in.rows[cell/c.cols] = append(in.rows[cell/c.cols], cell%c.cols)
	}
	return in
}

// genCover plants a cover of about M/avg rows and adds random distractors.
func genCover(r *rand.Rand, c config) *instance {
	avg := max(1, c.ones/c.rows)
	k := clamp((c.cols+avg/2)/avg, 1, c.rows)
	planted := partition(r, r.Perm(c.cols), k, 1)
	all := r.Perm(c.cols)
	var distractors [][]int
	for _, size := range spread(c.ones-c.cols, c.rows-k) {
		distractors = append(distractors, pick(r, all, size))
	}
	return assemble(r, c.cols, planted, distractors, false)
}

// genNoCover builds the parity obstruction described in the package comment.
func genNoCover(r *rand.Rand, c config) *instance {
	perm := r.Perm(c.cols)
	odd, rest := perm[:c.odd], perm[c.odd:]
	avg := max(2, c.ones/c.rows)
	pairs := clamp((c.odd*c.ones/c.cols+1)/2, c.odd, c.rows-1)
	k := 0
	if len(rest) > 0 {
		k = clamp((len(rest)+avg/2)/avg, 1, c.rows-pairs)
	}
	blocks := partition(r, rest, k, 1)
	pad := min(avg-2, len(rest))
	for i := 0; i < pairs; i++ {
		blocks = append(blocks, append(pairOf(r, odd, i), pick(r, rest, pad)...))
	}
	var distractors [][]int
	budget := c.ones - len(rest) - pairs*(2+pad)
	for _, size := range spread(max(0, budget), c.rows-k-pairs) {
		distractors = append(distractors, pick(r, rest, size))
	}
	return assemble(r, c.cols, blocks, distractors, true)
}

// pairOf returns the i-th pair of columns of the odd set: the first len(odd)
// pairs run round a cycle, so that every column of it has ones; the others are
// random.
func pairOf(r *rand.Rand, odd []int, i int) []int {
	if i < len(odd) {
		return []int{odd[i], odd[(i+1)%len(odd)]}
	}
	p := r.Perm(len(odd))
	return []int{odd[p[0]], odd[p[1]]}
}

// genLastRow builds the unique cover described in the package comment and
// moves its most contested row to the end.
func genLastRow(r *rand.Rand, c config) *instance {
	avg := max(1, c.ones/c.rows)
	k := clamp((c.cols+avg/2)/avg, 1, min(c.rows, max(1, c.cols/2)))
	blocks := partition(r, r.Perm(c.cols), k, min(2, c.cols))
	var open []int // blocks that can have distractors: 2 columns or more
	for i, b := range blocks {
		if len(b) >= 2 {
			open = append(open, i)
		}
	}
	count := make([]int, k)
	var distractors [][]int
	for _, size := range spread(c.ones-c.cols, c.rows-k) {
		if len(open) == 0 {
			distractors = append(distractors, nil) // an empty row is in no cover
			continue
		}
		i := open[r.Intn(len(open))]
		count[i]++
		distractors = append(distractors, distractor(r, blocks, i, size))
	}
	in := assemble(r, c.cols, blocks, distractors, false)
	in.moveLast(in.cover[argMax(count)])
	return in
}

// distractor returns a row of about size columns whose first block is blocks[i]:
// its anchor (first column), some but not all of the block, and columns of later
// blocks.
func distractor(r *rand.Rand, blocks [][]int, i, size int) []int {
	b := blocks[i]
	inner := r.Intn(min(len(b)-1, max(1, size))) // other columns of b: 0..len(b)-2
	row := append([]int{b[0]}, pick(r, b[1:], inner)...)
	var later []int
	for _, lb := range blocks[i+1:] {
		later = append(later, lb...)
	}
	return append(row, pick(r, later, min(max(0, size-1-inner), len(later)))...)
}

// assemble shuffles the planted rows and the distractors together; the planted
// rows are the instance's cover, unless none is set.
func assemble(r *rand.Rand, cols int, planted, distractors [][]int, none bool) *instance {
	all := append(append([][]int{}, planted...), distractors...)
	order := r.Perm(len(all))
	in := &instance{cols: cols, rows: make([][]int, len(all))}
	for i, j := range order {
		in.rows[j] = all[i]
		if i < len(planted) && !none {
			in.cover = append(in.cover, j)
		}
	}
	sort.Ints(in.cover)
	return in
}

// moveLast swaps row i with the last row, keeping the cover's numbers right.
func (in *instance) moveLast(i int) {
	last := len(in.rows) - 1
	in.rows[i], in.rows[last] = in.rows[last], in.rows[i]
	for j, v := range in.cover {
		switch v {
		case i:
			in.cover[j] = last
		case last:
			in.cover[j] = i
		}
	}
	sort.Ints(in.cover)
}

// partition cuts cols into k groups of at least least columns each, of random
// sizes, in the order given.
func partition(r *rand.Rand, cols []int, k, least int) [][]int {
	if k == 0 {
		return nil
	}
	extra := len(cols) - k*least
	cuts := make([]int, k-1)
	for i := range cuts {
		cuts[i] = r.Intn(extra + 1)
	}
	sort.Ints(cuts)
	cuts = append(cuts, extra)
	groups := make([][]int, k)
	start, prev := 0, 0
	for i, cut := range cuts {
		size := least + cut - prev
		groups[i] = cols[start : start+size]
		start, prev = start+size, cut
	}
	return groups
}

// spread divides total into n sizes that differ by at most one.
func spread(total, n int) []int {
	sizes := make([]int, max(0, n))
	for i := range sizes {
		sizes[i] = total / n
		if i < total%n {
			sizes[i]++
		}
	}
	return sizes
}

// pick returns size distinct random elements of from (all of them if size is
// larger).
func pick(r *rand.Rand, from []int, size int) []int {
	size = min(size, len(from))
	row := make([]int, 0, size)
	for _, i := range r.Perm(len(from))[:size] {
		row = append(row, from[i])
	}
	return row
}

// clamp returns v limited to [lo, hi]; lo wins if hi < lo.
func clamp(v, lo, hi int) int {
	return max(lo, min(v, hi))
}

// argMax returns the index of the first largest element of a.
func argMax(a []int) int {
	best := 0
	for i, v := range a {
		if v > a[best] {
			best = i
		}
	}
	return best
}

// write prints the instance in the input format.
func write(w *bufio.Writer, in *instance) {
	fmt.Fprintf(w, "%d %d\n", len(in.rows), in.cols)
	line := make([]byte, 2*in.cols)
	for _, row := range in.rows {
		for i := range line {
			line[i] = " 0"[1-i%2]
		}
		for _, c := range row {
			line[2*c] = '1'
		}
		line[len(line)-1] = '\n'
		w.Write(line)
	}
}

// answer returns the answer file: the cover's 1-based rows, or No Solution!.
func answer(in *instance) []byte {
	if in.cover == nil {
		return []byte("No Solution!\n")
	}
	nums := make([]string, len(in.cover))
	for i, r := range in.cover {
		nums[i] = strconv.Itoa(r + 1)
	}
	return []byte(strings.Join(nums, " ") + "\n")
}
