package dlx

import "testing"

// FuzzCount decodes a small matrix from the fuzz bytes and compares the
// solver with the brute-force exact cover: data[0] gives the column count
// (0..8), each following byte one row (bit c set: column c), at most 14 rows.
func FuzzCount(f *testing.F) {
	f.Add([]byte{7, 0x34, 0x49, 0x26, 0x09, 0x42, 0x58}) // Knuth's example
	f.Add([]byte{3, 0x05, 0x03, 0x06})                   // P4929 sample 2
	f.Add([]byte{4, 0x01, 0x02, 0x03, 0x04, 0x08, 0x0c}) // several covers
	f.Add([]byte{0, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		m := matrix{name: "fuzz", cols: int(data[0]) % 9}
		for _, b := range data[1:] {
			if len(m.rows) == 14 {
				break
			}
			r := []int{}
			for c := 0; c < m.cols; c++ {
				if b&(1<<uint(c)) != 0 {
					r = append(r, c)
				}
			}
			m.rows = append(m.rows, r)
		}
		var s Solver
		checkAgainstBruteForce(t, &s, m)
	})
}

// FuzzSudoku4 takes the givens of a 4×4 grid from the fuzz bytes (value
// byte%6: 0 empty, 1..4 digits, 5 above N) and compares the DLX model with
// the count of the 288 solved 4×4 grids that keep them.
func FuzzSudoku4(f *testing.F) {
	f.Add(make([]byte, 16))
	f.Add([]byte{1, 0, 0, 0, 0, 1})                      // conflict in a box
	f.Add([]byte{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4}) // nearly solved
	f.Add([]byte{5})
	all := solved4()
	f.Fuzz(func(t *testing.T, data []byte) {
		grid := make([]byte, 16)
		for i := 0; i < len(data) && i < 16; i++ {
			grid[i] = data[i] % 6
		}
		var z Sudoku
		checkSudoku4(t, &z, all, grid)
	})
}
