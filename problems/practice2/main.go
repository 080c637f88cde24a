// Command practice2 solves AtCoder Practice Contest B "Interactive Sorting"
// (practice_2), an interactive problem: the judge first writes `N Q`, the
// number of balls, labelled with the first N capital letters and of distinct
// weights, and the most queries allowed; (N, Q) is (26, 1000), (26, 100) or
// (5, 7). A query `? c1 c2` is answered `<` when ball c1 is lighter than c2
// and `>` when it is heavier; the answer `! ORDER` gives the N labels from
// the lightest ball to the heaviest.
//
// The balls are sorted by merge insertion (Ford and Johnson), whose worst
// case, the sum over k = 1..N of ceil(log2(3k/4)), is 91 queries for 26
// balls and 7 for 5, the fewest that can sort 5 (2^7 >= 5! > 2^6). Each query
// is flushed as it is written, and no query is asked twice.
//
//ojkit:judges AtCoder-practice_2
//ojkit:limits 2s 256MiB
//ojkit:compare tokens
//ojkit:interactor
package main

import (
	"errors"
	"os"

	"github.com/ojkit/ojkit/judgeio"
)

// maxBalls is the most balls of the statement.
const maxBalls = 26

func main() {
	if err := solve(judgeio.NewReader(os.Stdin), judgeio.NewLineWriter(os.Stdout)); err != nil {
		os.Stderr.WriteString("practice2: " + err.Error() + "\n")
		os.Exit(1)
	}
}

// solve reads N and Q, sorts the balls by querying the judge, and writes the
// answer; out flushes each line as it ends.
func solve(in *judgeio.Reader, out judgeio.LineWriter) error {
	n, q := in.Int(), in.Int()
	if err := in.Err(); err != nil {
		return err
	}
	if n < 1 || n > maxBalls || q < 0 {
		return errors.New("want N from 1 to 26 and Q from 0 on, got " + itoa(n) + " " + itoa(q))
	}
	j := &judge{in: in, out: out}
	balls := make([]int, int(n))
	for i := range balls {
		balls[i] = i
	}
	order := sortBalls(balls, j.lighter)
	if j.err != nil {
		return j.err
	}
	out.WriteString("! ")
	for _, b := range order {
		out.WriteByte(byte('A' + b))
	}
	return out.WriteByte('\n')
}

// judge asks the judge queries, remembering the answers.
type judge struct {
	in    *judgeio.Reader
	out   judgeio.LineWriter
	known [maxBalls][maxBalls]int8 // 1: lighter, -1: heavier, 0: not asked
	err   error
}

// lighter reports whether ball a is lighter than ball b, asking the judge
// unless it has answered already. After an error it reports false.
func (j *judge) lighter(a, b int) bool {
	if j.err != nil {
		return false
	}
	if k := j.known[a][b]; k != 0 {
		return k > 0
	}
	j.out.WriteString("? ")
	j.out.WriteByte(byte('A' + a))
	j.out.WriteByte(' ')
	j.out.WriteByte(byte('A' + b))
	j.out.WriteByte('\n')
	ans := j.in.Token()
	switch {
	case j.in.Err() != nil:
		j.err = j.in.Err()
		return false
	case len(ans) == 1 && ans[0] == '<':
		j.known[a][b], j.known[b][a] = 1, -1
	case len(ans) == 1 && ans[0] == '>':
		j.known[a][b], j.known[b][a] = -1, 1
	default:
		j.err = j.in.Reject(ans, "want < or > after ? "+string(rune('A'+a))+" "+string(rune('A'+b))+", got")
		return false
	}
	return j.known[a][b] > 0
}

// sortBalls returns balls from the lightest to the heaviest by merge
// insertion: the balls are paired and each pair compared; the heavier of
// each pair are sorted the same way; the lighter partner of the lightest goes
// in front; and the other lighter partners (and an odd ball out, with no
// partner) are inserted by binary search into the chain below their
// partners, in the order of the Jacobsthal numbers (3, 2, then 5, 4, then
// 11, 10, ..., 6, then 21, ...), which makes each search range, in the worst
// case, one less than a power of two.
func sortBalls(balls []int, lighter func(a, b int) bool) []int {
	if len(balls) <= 1 {
		return balls
	}
	m := len(balls) / 2
	heavy := make([]int, m)
	partner := make(map[int]int, m)
	for i := 0; i < m; i++ {
		a, b := balls[2*i], balls[2*i+1]
		if lighter(b, a) {
			a, b = b, a
		}
		heavy[i], partner[b] = b, a
	}
	heavy = sortBalls(heavy, lighter)
	// pend[i] is the ball to insert below heavy[i]; the odd ball out, if
	// any, is pend[m], with the whole chain to search.
	pend := make([]int, m, m+1)
	for i, h := range heavy {
		pend[i] = partner[h]
	}
	if len(balls)%2 == 1 {
		pend = append(pend, balls[len(balls)-1])
	}
	chain := make([]int, 0, len(balls))
	chain = append(append(chain, pend[0]), heavy...)
	// t runs through the Jacobsthal numbers 3, 5, 11, 21, ... (each the
	// last plus twice the one before), and the balls pend[t-1] down to
	// pend[prev] are inserted, prev being the last t.
	for prev, t := 1, 3; prev < len(pend); prev, t = t, t+2*prev {
		top := t
		if top > len(pend) {
			top = len(pend)
		}
		for i := top - 1; i >= prev; i-- {
			end := len(chain)
			if i < m {
				end = index(chain, heavy[i])
			}
			chain = insert(chain, pend[i], search(chain[:end], pend[i], lighter))
		}
	}
	return chain
}

// search returns where ball x goes in the sorted chain: the number of balls
// of the chain lighter than x.
func search(chain []int, x int, lighter func(a, b int) bool) int {
	lo, hi := 0, len(chain)
	for lo < hi {
		mid := (lo + hi) / 2
		if lighter(x, chain[mid]) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// insert returns chain with x inserted at position i.
func insert(chain []int, x, i int) []int {
	chain = append(chain, 0)
	copy(chain[i+1:], chain[i:])
	chain[i] = x
	return chain
}

// index returns the position of ball x in chain.
func index(chain []int, x int) int {
	for i, b := range chain {
		if b == x {
			return i
		}
	}
	return len(chain)
}

// itoa formats v in decimal.
func itoa(v int64) string {
	if v < 0 {
		return "-" + itoa(-v)
	}
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}
