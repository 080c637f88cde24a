// Command point_add_range_sum proves package fenwick on Library Checker's
// Point Add Range Sum.
//
//ojkit:verify https://judge.yosupo.jp/problem/point_add_range_sum
package main

import (
	"example.com/golib/fastio"
	"example.com/golib/fenwick"
)

func main() {
	in, out := fastio.NewReader(), fastio.NewWriter()
	defer out.Flush()
	n, q := in.Int(), in.Int()
	f := fenwick.New(n)
	for i := 0; i < n; i++ {
		f.Add(i, in.Int())
	}
	for ; q > 0; q-- {
		if t, a, b := in.Int(), in.Int(), in.Int(); t == 0 {
			f.Add(a, b)
		} else {
			out.Int(f.Sum(a, b))
		}
	}
}
