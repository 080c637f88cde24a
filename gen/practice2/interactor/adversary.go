package main

import (
	"fmt"
	"math/bits"

	"github.com/ojkit/ojkit/gen/rng"
)

// exactLimit is the most balls whose orders the adversary counts exactly:
// counting takes 2^n·n steps a query.
const exactLimit = 10

// adversary answers queries with no weights fixed: it keeps what its answers
// imply, the transitive closure of "lighter than", answers a query the
// closure decides accordingly, and any other the way that keeps the most
// orders possible, ties broken by its random source. Every answer is
// consistent with all the earlier ones.
type adversary struct {
	n int
	// above[a] holds the balls known heavier than a, below[a] those known
	// lighter, as bit sets.
	above, below [26]uint32
	r            *rng.Rand
}

// newAdversary returns an adversary for n balls, its ties broken by r.
func newAdversary(n int, r *rng.Rand) *adversary {
	return &adversary{n: n, r: r}
}

func (ad *adversary) lighter(a, b int) bool {
	switch {
	case ad.above[a]>>uint(b)&1 == 1:
		return true
	case ad.below[a]>>uint(b)&1 == 1:
		return false
	}
	yes, no := ad.score(a, b), ad.score(b, a)
	ans := yes > no || yes == no && ad.r.IntN(2) == 0
	if ans {
		ad.add(a, b)
	} else {
		ad.add(b, a)
	}
	return ans
}

// score rates the answer "a is lighter than b", higher the better for the
// adversary: the number of orders left, counted exactly for few balls, or
// else minus the number of pairs of balls it makes comparable.
func (ad *adversary) score(a, b int) int64 {
	after := *ad
	added := after.add(a, b)
	if ad.n <= exactLimit {
		return after.orders()
	}
	return -int64(added)
}

// add records that a is lighter than b, with all it implies, and returns
// the number of pairs of balls newly known comparable.
func (ad *adversary) add(a, b int) int {
	low := ad.below[a] | 1<<uint(a)
	high := ad.above[b] | 1<<uint(b)
	added := 0
	for x := low; x != 0; x &= x - 1 {
		i := bits.TrailingZeros32(x)
		added += bits.OnesCount32(high &^ ad.above[i])
		ad.above[i] |= high
	}
	for y := high; y != 0; y &= y - 1 {
		ad.below[bits.TrailingZeros32(y)] |= low
	}
	return added
}

// orders counts the orders of the balls that agree with every answer: the
// linear extensions of the closure, by dynamic programming over the sets of
// balls that can come first.
func (ad *adversary) orders() int64 {
	full := uint32(1)<<uint(ad.n) - 1
	ways := make([]int64, full+1)
	ways[0] = 1
	for set := uint32(0); set < full; set++ {
		if ways[set] == 0 {
			continue
		}
		for b := 0; b < ad.n; b++ {
			if set>>uint(b)&1 == 0 && ad.below[b]&^set == 0 {
				ways[set|1<<uint(b)] += ways[set]
			}
		}
	}
	return ways[full]
}

// judge accepts order only if the answers force it: it agrees with every
// answer, and each ball is known lighter than the next. Otherwise the
// adversary could have had another order in mind.
func (ad *adversary) judge(order []int) string {
	for i := 0; i < len(order); i++ {
		for j := i + 1; j < len(order); j++ {
			if a, b := order[i], order[j]; ad.below[a]>>uint(b)&1 == 1 {
				return fmt.Sprintf("%c is heavier than %c by the answers given", 'A'+a, 'A'+b)
			}
		}
	}
	for i := 1; i < len(order); i++ {
		if a, b := order[i-1], order[i]; ad.above[a]>>uint(b)&1 == 0 {
			return fmt.Sprintf("the answers given also fit %c before %c: the order is a guess", 'A'+b, 'A'+a)
		}
	}
	return ""
}
