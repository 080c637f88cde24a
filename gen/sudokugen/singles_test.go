package sudokugen

import (
	"fmt"
	"math/bits"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/internal/puzzle"
)

// solvedFrame returns the grid of the first frame of s with every cell
// filled, or nil.
func solvedFrame(s *singlesSearch) []byte {
	for _, f := range s.frames {
		grid := make([]byte, len(f))
		for c, m := range f {
			if m&filled == 0 {
				grid = nil
				break
			}
			grid[c] = byte(bits.TrailingZeros32(m &^ filled))
		}
		if grid != nil {
			return grid
		}
	}
	return nil
}

// TestSinglesSearchSolves checks that the search behind Effort from 16×16 on
// finds the solution of unique grids, a solution of grids with several, and
// none where there is none, as the engines count them.
func TestSinglesSearchSolves(t *testing.T) {
	for _, box := range []int{4, 5} {
		g := New(box, rng.New(10))
		unique := g.Unique(g.cells * 3 / 5)
		multi, _ := g.dig(g.Full(), 2, 2)
		grids := map[string][]byte{"unique": unique, "multi": multi, "unsolvable": g.Unsolvable(unique), "empty": make([]byte, g.cells)}
		for kind, p := range grids {
			name := fmt.Sprintf("box %d %s", box, kind)
			if p == nil {
				continue // Unsolvable found every empty cell forced
			}
			s := newSinglesSearch(p, 0)
			found := s.search(0)
			if want := g.Count(p, 1) == 1; found != want {
				t.Errorf("%s: search found a solution: %v, want %v", name, found, want)
			}
			if !found {
				continue
			}
			sol := solvedFrame(s)
			if err := puzzle.CheckSolution(p, sol); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			if kind == "unique" {
				if diff := cmp.Diff(g.Solution(p), sol); diff != "" {
					t.Errorf("%s: solution (-want +got):\n%s", name, diff)
				}
			}
		}
	}
}
