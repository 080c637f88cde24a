// Command staticrmq proves package sparsetable on Library Checker's Static
// RMQ.
//
//ojkit:verify https://judge.yosupo.jp/problem/staticrmq
package main

import (
	"example.com/golib/fastio"
	"example.com/golib/sparsetable"
)

func main() {
	in, out := fastio.NewReader(), fastio.NewWriter()
	defer out.Flush()
	n, q := in.Int(), in.Int()
	a := make([]int, n)
	for i := range a {
		a[i] = in.Int()
	}
	t := sparsetable.New(a)
	for ; q > 0; q-- {
		l, r := in.Int(), in.Int()
		out.Int(t.Min(l, r))
	}
}
