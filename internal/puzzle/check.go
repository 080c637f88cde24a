package puzzle

import "fmt"

// Side returns N for a grid of N² cells with N = box², box 2..5, or 0.
func Side(cells int) int {
	for box := 2; box <= 5; box++ {
		if box*box*box*box == cells {
			return box * box
		}
	}
	return 0
}

// CheckSolution reports, as an error naming the first fault, whether sol is a
// complete valid grid that keeps every given of givens.
func CheckSolution(givens, sol []byte) error {
	n := Side(len(givens))
	if n == 0 || len(sol) != len(givens) {
		return fmt.Errorf("solution of %d cells for a grid of %d", len(sol), len(givens))
	}
	for i, v := range sol {
		if v < 1 || int(v) > n {
			return fmt.Errorf("cell %d holds %d, want 1..%d", i, v, n)
		}
		if givens[i] != 0 && givens[i] != v {
			return fmt.Errorf("cell %d holds %d, but the given is %d", i, v, givens[i])
		}
	}
	box := 2
	for box*box != n {
		box++
	}
	for u := 0; u < n; u++ {
		var row, col, blk uint32
		for k := 0; k < n; k++ {
			row |= 1 << sol[u*n+k]
			col |= 1 << sol[k*n+u]
			r, c := u/box*box+k/box, u%box*box+k%box
			blk |= 1 << sol[r*n+c]
		}
		full := uint32(1)<<uint(n+1) - 2
		if row != full {
			return fmt.Errorf("row %d repeats a value", u)
		}
		if col != full {
			return fmt.Errorf("column %d repeats a value", u)
		}
		if blk != full {
			return fmt.Errorf("box %d repeats a value", u)
		}
	}
	return nil
}
