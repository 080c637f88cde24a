package judgeio

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand"
	"strconv"
	"testing"
)

// intsInput returns n random signed integers of up to 10 digits, about two to a
// line (a space, LF or CRLF after each at random).
func intsInput(n int) []byte {
	rng := rand.New(rand.NewSource(1))
	var b bytes.Buffer
	for i := 0; i < n; i++ {
		b.WriteString(strconv.FormatInt(rng.Int63n(2e10)-1e10, 10))
		switch rng.Intn(4) {
		case 0:
			b.WriteString("\r\n")
		case 1:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
	}
	return b.Bytes()
}

// gridsInput returns n 16×16 grids in the POJ 3076 layout, one empty line between.
func gridsInput(n int) []byte {
	rng := rand.New(rand.NewSource(2))
	var b bytes.Buffer
	for g := 0; g < n; g++ {
		for row := 0; row < 16; row++ {
			for col := 0; col < 16; col++ {
				if rng.Intn(2) == 0 {
					b.WriteByte('-')
				} else {
					b.WriteByte(byte('A' + rng.Intn(16)))
				}
			}
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

func BenchmarkInts(b *testing.B) {
	const n = 1000000
	in := intsInput(n)
	b.Run("judgeio", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		for i := 0; i < b.N; i++ {
			r := NewReader(bytes.NewReader(in))
			var sum int64
			for j := 0; j < n; j++ {
				sum += r.Int()
			}
			if r.Err() != nil {
				b.Fatal(r.Err())
			}
		}
	})
	b.Run("scanner-atoi", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		for i := 0; i < b.N; i++ {
			sc := bufio.NewScanner(bytes.NewReader(in))
			sc.Split(bufio.ScanWords)
			var sum int
			for sc.Scan() {
				v, err := strconv.Atoi(sc.Text())
				if err != nil {
					b.Fatal(err)
				}
				sum += v
			}
		}
	})
	b.Run("fmt-fscan", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		for i := 0; i < b.N; i++ {
			br := bufio.NewReader(bytes.NewReader(in))
			var sum, v int64
			for j := 0; j < n; j++ {
				if _, err := fmt.Fscan(br, &v); err != nil {
					b.Fatal(err)
				}
				sum += v
			}
		}
	})
}

func BenchmarkGrids16(b *testing.B) {
	const n = 5000
	in := gridsInput(n)
	b.Run("judgeio", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		var grid [256]byte
		for i := 0; i < b.N; i++ {
			r := NewReader(bytes.NewReader(in))
			for r.More() {
				r.Cells(grid[:])
			}
			if r.Err() != nil {
				b.Fatal(r.Err())
			}
		}
	})
	b.Run("scanner-words", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		var grid [256]byte
		for i := 0; i < b.N; i++ {
			sc := bufio.NewScanner(bytes.NewReader(in))
			sc.Split(bufio.ScanWords)
			for k := 0; sc.Scan(); k = (k + 16) % 256 {
				copy(grid[k:], sc.Bytes())
			}
		}
	})
	b.Run("fmt-fscan", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		var grid [256]byte
		for i := 0; i < b.N; i++ {
			br := bufio.NewReader(bytes.NewReader(in))
			var line string
			for k := 0; ; k = (k + 16) % 256 {
				if _, err := fmt.Fscan(br, &line); err != nil {
					break
				}
				copy(grid[k:], line)
			}
		}
	})
}

func BenchmarkTokens(b *testing.B) {
	in := gridsInput(5000)
	b.Run("judgeio", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		for i := 0; i < b.N; i++ {
			r := NewReader(bytes.NewReader(in))
			n := 0
			for r.More() {
				n += len(r.Token())
			}
			if r.Err() != nil {
				b.Fatal(r.Err())
			}
		}
	})
	b.Run("scanner-words", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		for i := 0; i < b.N; i++ {
			sc := bufio.NewScanner(bytes.NewReader(in))
			sc.Split(bufio.ScanWords)
			n := 0
			for sc.Scan() {
				n += len(sc.Bytes())
			}
		}
	})
}

func BenchmarkWriteInt(b *testing.B) {
	var out bytes.Buffer
	w := NewWriter(&out)
	b.SetBytes(8)
	for i := 0; i < b.N; i++ {
		if out.Len() > 1<<20 {
			out.Reset()
		}
		w.WriteInt(int64(i) * 1000003)
		w.WriteByte('\n')
	}
	w.Flush()
}
