// Package rng is the random source of the generators: a PCG-DXSM stream
// (math/rand/v2's PCG) seeded explicitly, with the few derived operations the
// generators need implemented here, so that a seed gives the same numbers on
// every machine and with every Go release.
package rng

import (
	"math/bits"
	"math/rand/v2"
)

// Rand is a deterministic random source. The zero value is not ready to use;
// call New.
type Rand struct {
	pcg rand.PCG
}

// New returns a source seeded with seed.
func New(seed uint64) *Rand {
	r := &Rand{}
	r.pcg.Seed(seed, 0x9e3779b97f4a7c15)
	return r
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	return r.pcg.Uint64()
}

// IntN returns a uniform integer in [0, n); it panics if n <= 0. It uses
// Lemire's multiply-and-reject method.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("rng: IntN of a non-positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		floor := -bound % bound
		for lo < floor {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// Range returns a uniform integer in [lo, hi]; it panics if hi < lo.
func (r *Rand) Range(lo, hi int) int {
	return lo + r.IntN(hi-lo+1)
}

// Perm returns a random permutation of 0..n-1.
func (r *Rand) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// Shuffle puts n elements in random order, swapping them with swap
// (Fisher-Yates, from the last element down).
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Split returns a new source whose stream is derived from the next number of
// r: independent sequences for the parts of one generation.
func (r *Rand) Split() *Rand {
	return New(r.Uint64())
}
