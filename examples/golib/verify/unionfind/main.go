// Command unionfind proves package dsu on Library Checker's Unionfind.
//
//ojkit:verify https://judge.yosupo.jp/problem/unionfind
package main

import (
	"example.com/golib/dsu"
	"example.com/golib/fastio"
)

func main() {
	in, out := fastio.NewReader(), fastio.NewWriter()
	defer out.Flush()
	n, q := in.Int(), in.Int()
	d := dsu.New(n)
	for ; q > 0; q-- {
		t, u, v := in.Int(), in.Int(), in.Int()
		switch {
		case t == 0:
			d.Unite(u, v)
		case d.Same(u, v):
			out.Int(1)
		default:
			out.Int(0)
		}
	}
}
