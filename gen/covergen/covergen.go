// Package covergen generates exact-cover instances (Luogu P4929: an N×M
// matrix of 0s and 1s, N, M ≤ 500, at most 5000 ones) of several shapes:
// random ones; a planted cover among random distractor rows; no cover, by a
// parity obstruction; exactly one cover, through the last row; the exact-cover
// encoding of a Sudoku puzzle; and the placements of the twelve pentominoes on
// a rectangle.
//
// The shapes, with avg = K/N the mean row size:
//
//   - Random: K ones at uniformly random cells; a cover may or may not exist.
//   - Cover: a planted cover (the columns cut at random into about M/avg rows)
//     and random distractor rows sharing the other K-M ones; other covers may
//     exist too.
//   - NoCover: no cover, by parity. Odd columns (an odd number P) form a set S
//     and every row holds exactly 2 columns of S or none, so rows of any cover
//     would hold an even number of S's P columns in all: impossible. The other
//     columns have a planted cover and random distractors as in Cover, and
//     every column has ones, so nothing short of search sees it; the rows
//     holding S are a cycle through S plus random pairs, each padded with other
//     columns.
//   - LastRow: exactly one cover, and its last row is the matrix's last row.
//     The columns are cut into blocks B1..Bk of 2 or more, each a planted row,
//     with an anchor column ai in Bi. A distractor whose first block is Bi
//     holds ai, part but not all of Bi, and columns of later blocks only. By
//     induction on i, any cover holds B1..Bk: ai's row is Bi itself, since a
//     distractor of Bi leaves a column of Bi that only rows holding ai or an
//     earlier block can cover. The last row is the planted row with the most
//     distractors.
//
// The rows are shuffled. The total of ones is K unless a row would need more
// than M (then it is capped). All randomness comes from an rng.Rand.
package covergen

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/gen/rng"
)

// Statement limits: N, M <= MaxSide and at most MaxOnes ones.
const (
	MaxSide = 500
	MaxOnes = 5000
)

// Config gives the size of a generated matrix.
type Config struct {
	Rows, Cols, Ones int
	Odd              int // NoCover: the size of the odd column set, odd and at least 3
}

// Instance is a generated matrix, the columns of each row (0-based), and a
// cover it is known to have (0-based rows in increasing order) or nil.
type Instance struct {
	Cols  int
	Rows  [][]int
	Cover []int
}

// Check reports the first value of c out of range for a shape; planted says
// whether the shape plants a cover (all shapes but Random).
func (c Config) Check(planted bool) error {
	switch {
	case c.Rows < 1 || c.Rows > MaxSide:
		return fmt.Errorf("-rows %d: want 1..%d", c.Rows, MaxSide)
	case c.Cols < 1 || c.Cols > MaxSide:
		return fmt.Errorf("-cols %d: want 1..%d", c.Cols, MaxSide)
	case c.Ones < 0 || c.Ones > MaxOnes || c.Ones > c.Rows*c.Cols:
		return fmt.Errorf("-ones %d: want 0..%d", c.Ones, min(MaxOnes, c.Rows*c.Cols))
	case planted && c.Ones < c.Cols:
		return fmt.Errorf("-ones %d: a cover needs -ones >= -cols (%d)", c.Ones, c.Cols)
	}
	return nil
}

// CheckOdd checks c.Odd against the other values for NoCover.
func (c Config) CheckOdd() error {
	switch {
	case c.Odd < 3 || c.Odd%2 == 0 || c.Odd > c.Cols:
		return fmt.Errorf("-odd %d: want an odd number in 3..-cols (%d)", c.Odd, c.Cols)
	case c.Rows < c.Odd+1:
		return fmt.Errorf("-rows %d: the no-cover shape needs -odd+1 (%d) rows or more", c.Rows, c.Odd+1)
	}
	return nil
}

// Ones returns the number of ones of in.
func (in *Instance) Ones() int {
	n := 0
	for _, row := range in.Rows {
		n += len(row)
	}
	return n
}

// Text returns the instance in the input format: `N M` and N lines of M
// numbers 0 or 1 separated by single spaces.
func (in *Instance) Text() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", len(in.Rows), in.Cols)
	line := make([]byte, 2*in.Cols)
	for _, row := range in.Rows {
		for i := range line {
			line[i] = " 0"[1-i%2]
		}
		for _, c := range row {
			line[2*c] = '1'
		}
		line[len(line)-1] = '\n'
		b.Write(line)
	}
	return []byte(b.String())
}

// Answer returns the answer of the instance: its cover's 1-based rows in
// increasing order, or "No Solution!" when it has none planted.
func (in *Instance) Answer() []byte {
	if in.Cover == nil {
		return []byte("No Solution!\n")
	}
	nums := make([]string, len(in.Cover))
	for i, r := range in.Cover {
		nums[i] = strconv.Itoa(r + 1)
	}
	return []byte(strings.Join(nums, " ") + "\n")
}

// errTooBig is returned when an encoding does not fit the statement's limits.
var errTooBig = errors.New("covergen: the encoding exceeds 500 rows or 5000 ones")

// shuffleRows puts the rows of in in random order, keeping its cover right.
func shuffleRows(r *rng.Rand, in *Instance) {
	order := r.Perm(len(in.Rows))
	rows := make([][]int, len(in.Rows))
	for i, j := range order {
		rows[j] = in.Rows[i]
	}
	for i, c := range in.Cover {
		in.Cover[i] = order[c]
	}
	sort.Ints(in.Cover)
	in.Rows = rows
}
