package sudoku

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSolver9(t *testing.T) {
	const (
		puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
		answer = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	)
	var s Solver9
	grid := mustLine(t, puzzle)
	if !s.Solve(grid) {
		t.Fatal("Solve() = false")
	}
	if diff := cmp.Diff(answer, formatLine(grid)); diff != "" {
		t.Errorf("Solve (-want +got):\n%s", diff)
	}
	if n := s.Count(mustLine(t, puzzle), 0); n != 1 {
		t.Errorf("Count() = %d, want 1", n)
	}
	empty := make([]byte, 81)
	visits := 0
	n := s.Enumerate(empty, func([]byte) bool { visits++; return visits < 5 })
	if n != 5 || visits != 5 {
		t.Errorf("Enumerate stopped after %d visits, returned %d; want 5, 5", visits, n)
	}
	conflict := mustLine(t, "11"+strings.Repeat(".", 79))
	if s.Solve(conflict) || s.Count(conflict, 0) != 0 || s.Guesses() != 0 {
		t.Error("conflicting givens: want no solution and no guess")
	}
	if conflict[0] != 1 || conflict[1] != 1 {
		t.Error("Solve changed a grid without solution")
	}
}

func TestSolver9PanicsOnOtherSizes(t *testing.T) {
	defer func() {
		if r := recover(); r != "sudoku: Solver9 needs a grid of 81 cells" {
			t.Errorf("recover() = %v", r)
		}
	}()
	var s Solver9
	s.Count(make([]byte, 256), 1)
}
