package bitsfill

import (
	"math/bits"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/ojkit/ojkit/internal/gofloor"
)

// rotations are the rotation counts tried for every value: both signs, beyond the
// width, and the extremes of int.
var rotations = []int{-1 << 62, -130, -65, -64, -33, -17, -9, -8, -7, -3, -1, 0, 1, 2, 7, 8, 9, 15, 16, 31, 32, 33, 63, 64, 65, 129, 1<<62 + 3}

func TestUintSize(t *testing.T) {
	if UintSize != bits.UintSize {
		t.Errorf("UintSize = %d, want %d", UintSize, bits.UintSize)
	}
}

// Test8 compares every 8-bit function with math/bits on all 256 values.
func Test8(t *testing.T) {
	for v := 0; v < 1<<8; v++ {
		x := uint8(v)
		check(t, "LeadingZeros8", x, LeadingZeros8(x), bits.LeadingZeros8(x))
		check(t, "TrailingZeros8", x, TrailingZeros8(x), bits.TrailingZeros8(x))
		check(t, "OnesCount8", x, OnesCount8(x), bits.OnesCount8(x))
		check(t, "Len8", x, Len8(x), bits.Len8(x))
		check(t, "Reverse8", x, Reverse8(x), bits.Reverse8(x))
		for _, k := range rotations {
			check(t, "RotateLeft8", [2]int{v, k}, RotateLeft8(x, k), bits.RotateLeft8(x, k))
		}
	}
}

// Test16 compares every 16-bit function with math/bits on all 65536 values.
func Test16(t *testing.T) {
	for v := 0; v < 1<<16; v++ {
		x := uint16(v)
		check(t, "LeadingZeros16", x, LeadingZeros16(x), bits.LeadingZeros16(x))
		check(t, "TrailingZeros16", x, TrailingZeros16(x), bits.TrailingZeros16(x))
		check(t, "OnesCount16", x, OnesCount16(x), bits.OnesCount16(x))
		check(t, "Len16", x, Len16(x), bits.Len16(x))
		check(t, "Reverse16", x, Reverse16(x), bits.Reverse16(x))
		check(t, "ReverseBytes16", x, ReverseBytes16(x), bits.ReverseBytes16(x))
		for _, k := range rotations {
			check(t, "RotateLeft16", [2]int{v, k}, RotateLeft16(x, k), bits.RotateLeft16(x, k))
		}
	}
}

// Test32 compares the 32-bit functions with math/bits on edge values and on
// random values of every bit length.
func Test32(t *testing.T) {
	for _, x := range samples(t) {
		x := uint32(x)
		check(t, "LeadingZeros32", x, LeadingZeros32(x), bits.LeadingZeros32(x))
		check(t, "TrailingZeros32", x, TrailingZeros32(x), bits.TrailingZeros32(x))
		check(t, "OnesCount32", x, OnesCount32(x), bits.OnesCount32(x))
		check(t, "Len32", x, Len32(x), bits.Len32(x))
		check(t, "Reverse32", x, Reverse32(x), bits.Reverse32(x))
		check(t, "ReverseBytes32", x, ReverseBytes32(x), bits.ReverseBytes32(x))
		for _, k := range rotations {
			check(t, "RotateLeft32", [2]int64{int64(x), int64(k)}, RotateLeft32(x, k), bits.RotateLeft32(x, k))
		}
	}
	pairs(t, func(x, y uint64) {
		a, b := uint32(x), uint32(y)
		for c := uint32(0); c <= 1; c++ {
			s, co := Add32(a, b, c)
			ws, wco := bits.Add32(a, b, c)
			check(t, "Add32", [3]uint32{a, b, c}, [2]uint32{s, co}, [2]uint32{ws, wco})
			d, bo := Sub32(a, b, c)
			wd, wbo := bits.Sub32(a, b, c)
			check(t, "Sub32", [3]uint32{a, b, c}, [2]uint32{d, bo}, [2]uint32{wd, wbo})
		}
		hi, lo := Mul32(a, b)
		whi, wlo := bits.Mul32(a, b)
		check(t, "Mul32", [2]uint32{a, b}, [2]uint32{hi, lo}, [2]uint32{whi, wlo})
	})
}

// Test64 compares the 64-bit and uint functions with math/bits on edge values and
// on random values of every bit length.
func Test64(t *testing.T) {
	for _, x := range samples(t) {
		check(t, "LeadingZeros64", x, LeadingZeros64(x), bits.LeadingZeros64(x))
		check(t, "TrailingZeros64", x, TrailingZeros64(x), bits.TrailingZeros64(x))
		check(t, "OnesCount64", x, OnesCount64(x), bits.OnesCount64(x))
		check(t, "Len64", x, Len64(x), bits.Len64(x))
		check(t, "Reverse64", x, Reverse64(x), bits.Reverse64(x))
		check(t, "ReverseBytes64", x, ReverseBytes64(x), bits.ReverseBytes64(x))
		u := uint(x)
		check(t, "LeadingZeros", u, LeadingZeros(u), bits.LeadingZeros(u))
		check(t, "TrailingZeros", u, TrailingZeros(u), bits.TrailingZeros(u))
		check(t, "OnesCount", u, OnesCount(u), bits.OnesCount(u))
		check(t, "Len", u, Len(u), bits.Len(u))
		check(t, "Reverse", u, Reverse(u), bits.Reverse(u))
		check(t, "ReverseBytes", u, ReverseBytes(u), bits.ReverseBytes(u))
		for _, k := range rotations {
			check(t, "RotateLeft64", [2]int64{int64(x), int64(k)}, RotateLeft64(x, k), bits.RotateLeft64(x, k))
			check(t, "RotateLeft", [2]int64{int64(x), int64(k)}, RotateLeft(u, k), bits.RotateLeft(u, k))
		}
	}
	pairs(t, func(x, y uint64) {
		for c := uint64(0); c <= 1; c++ {
			s, co := Add64(x, y, c)
			ws, wco := bits.Add64(x, y, c)
			check(t, "Add64", [3]uint64{x, y, c}, [2]uint64{s, co}, [2]uint64{ws, wco})
			d, bo := Sub64(x, y, c)
			wd, wbo := bits.Sub64(x, y, c)
			check(t, "Sub64", [3]uint64{x, y, c}, [2]uint64{d, bo}, [2]uint64{wd, wbo})
			us, uco := Add(uint(x), uint(y), uint(c))
			wus, wuco := bits.Add(uint(x), uint(y), uint(c))
			check(t, "Add", [3]uint64{x, y, c}, [2]uint{us, uco}, [2]uint{wus, wuco})
			ud, ubo := Sub(uint(x), uint(y), uint(c))
			wud, wubo := bits.Sub(uint(x), uint(y), uint(c))
			check(t, "Sub", [3]uint64{x, y, c}, [2]uint{ud, ubo}, [2]uint{wud, wubo})
		}
		hi, lo := Mul64(x, y)
		whi, wlo := bits.Mul64(x, y)
		check(t, "Mul64", [2]uint64{x, y}, [2]uint64{hi, lo}, [2]uint64{whi, wlo})
		uhi, ulo := Mul(uint(x), uint(y))
		wuhi, wulo := bits.Mul(uint(x), uint(y))
		check(t, "Mul", [2]uint64{x, y}, [2]uint{uhi, ulo}, [2]uint{wuhi, wulo})
	})
}

// TestSource checks that Source is bits.go, the file the bundler inlines.
func TestSource(t *testing.T) {
	data, err := os.ReadFile("bits.go")
	if err != nil {
		t.Fatal(err)
	}
	if Source != string(data) {
		t.Error("Source differs from bits.go")
	}
}

// TestGoFloor builds bits.go alone under the go1.7 language rules of SPOJ and
// AcWing, as the bundler will inline it.
func TestGoFloor(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{"bits.go": Source, "go.mod": "module bitsfill.check\n\ngo 1.21\n"}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := gofloor.Build(dir, "1.7"); err != nil {
		t.Fatal(err)
	}
}

// samples returns edge values and random values of every bit length 0..64.
func samples(t *testing.T) []uint64 {
	t.Helper()
	rng := rand.New(rand.NewSource(1))
	xs := []uint64{0, 1, 2, 3, 1<<31 - 1, 1 << 31, 1<<32 - 1, 1 << 32, 1<<63 - 1, 1 << 63, ^uint64(0)}
	for i := 0; i < 20000; i++ {
		n := uint(rng.Intn(65))
		x := rng.Uint64()
		if n < 64 {
			x &= 1<<n - 1
		}
		xs = append(xs, x, x|1<<63, x<<uint(rng.Intn(64)))
	}
	return xs
}

// pairs calls f on pairs of samples, edge values among them.
func pairs(t *testing.T, f func(x, y uint64)) {
	t.Helper()
	xs := samples(t)
	for i := 0; i < 11; i++ {
		for j := 0; j < 11; j++ {
			f(xs[i], xs[j])
		}
	}
	for i := 11; i+1 < len(xs); i += 2 {
		f(xs[i], xs[i+1])
	}
}

// check reports a mismatch between got and want for the named function on input
// in. It does not call t.Helper, which would dominate the run time.
func check[In any, Out comparable](t *testing.T, name string, in In, got, want Out) {
	if got != want {
		t.Fatalf("%s(%v) = %v, want %v", name, in, got, want)
	}
}
