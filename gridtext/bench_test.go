package gridtext

import (
	"bytes"
	"math/rand"
	"strconv"
	"testing"

	"github.com/ojkit/ojkit/judgeio"
)

// letterGrids returns n 16×16 grids in the POJ 3076 layout, one empty line
// between grids, with CRLF line ends on every other grid.
func letterGrids(n int) []byte {
	rng := rand.New(rand.NewSource(3))
	var b bytes.Buffer
	for g := 0; g < n; g++ {
		eol := "\n"
		if g%2 == 1 {
			eol = "\r\n"
		}
		for row := 0; row < 16; row++ {
			for col := 0; col < 16; col++ {
				if rng.Intn(2) == 0 {
					b.WriteByte('-')
				} else {
					b.WriteByte(byte('A' + rng.Intn(16)))
				}
			}
			b.WriteString(eol)
		}
		b.WriteString(eol)
	}
	return b.Bytes()
}

// numberTables returns n 9×9 tables in the SPOJ SUDOGOB layout.
func numberTables(n int) []byte {
	rng := rand.New(rand.NewSource(4))
	var b bytes.Buffer
	for t := 0; t < n; t++ {
		for row := 0; row < 9; row++ {
			for col := 0; col < 9; col++ {
				if col > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(strconv.Itoa(rng.Intn(10)))
			}
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

func BenchmarkReadLetters16(b *testing.B) {
	const n = 5000
	in := letterGrids(n)
	grid := make([]byte, 256)
	b.SetBytes(int64(len(in)))
	for i := 0; i < b.N; i++ {
		r := judgeio.NewReader(bytes.NewReader(in))
		for r.More() {
			if err := ReadLetters(r, grid, 16); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkReadNumbers9(b *testing.B) {
	const n = 20000
	in := numberTables(n)
	grid := make([]byte, 81)
	b.SetBytes(int64(len(in)))
	for i := 0; i < b.N; i++ {
		r := judgeio.NewReader(bytes.NewReader(in))
		for r.More() {
			if err := ReadNumbers(r, grid, 9); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// digitRowGrids returns n 9×9 grids in the POJ 2676 layout, with CRLF line ends
// on every other grid.
func digitRowGrids(n int) []byte {
	rng := rand.New(rand.NewSource(5))
	var b bytes.Buffer
	for g := 0; g < n; g++ {
		eol := "\n"
		if g%2 == 1 {
			eol = "\r\n"
		}
		for row := 0; row < 9; row++ {
			for col := 0; col < 9; col++ {
				b.WriteByte(byte('0' + rng.Intn(10)))
			}
			b.WriteString(eol)
		}
	}
	return b.Bytes()
}

// markedGroups returns n 9×9 groups in the HDU 1426 layout, '?' for about half
// the cells.
func markedGroups(n int) []byte {
	rng := rand.New(rand.NewSource(6))
	var b bytes.Buffer
	for g := 0; g < n; g++ {
		for row := 0; row < 9; row++ {
			for col := 0; col < 9; col++ {
				if col > 0 {
					b.WriteByte(' ')
				}
				if rng.Intn(2) == 0 {
					b.WriteByte('?')
				} else {
					b.WriteByte(byte('1' + rng.Intn(9)))
				}
			}
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

func BenchmarkReadDigitRows9(b *testing.B) {
	const n = 20000
	in := digitRowGrids(n)
	grid := make([]byte, 81)
	b.SetBytes(int64(len(in)))
	for i := 0; i < b.N; i++ {
		r := judgeio.NewReader(bytes.NewReader(in))
		for r.More() {
			if err := ReadDigitRows(r, grid, 9); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkReadMarked9(b *testing.B) {
	const n = 20000
	in := markedGroups(n)
	grid := make([]byte, 81)
	b.SetBytes(int64(len(in)))
	for i := 0; i < b.N; i++ {
		r := judgeio.NewReader(bytes.NewReader(in))
		for r.More() {
			if err := ReadMarked(r, grid, '?'); err != nil {
				b.Fatal(err)
			}
		}
	}
}
