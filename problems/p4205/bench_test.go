package main

import (
	"strings"
	"testing"

	"github.com/ojkit/ojkit/dlx"
)

// benchBoards are an empty board, the statement's sample and a board of gen's
// max kind (seed 38) where one piece leaves the others no room, so that the
// search must prove there is no solution.
var benchBoards = []struct{ name, rows string }{
	{"empty", ". .. ... .... ..... ...... ....... ........ ......... .........."},
	{"sample", ". .. ... .... ..... .....C ...CCC. EEEHH... E.HHH.... E........."},
	{"nosolution", ". .. ... .... ..... ...... ....... ....KK.. .....KK.. ......K..."},
}

// BenchmarkFill reports, besides the time, the placements the board gives
// rise to (rows of the matrix) and the search nodes.
func BenchmarkFill(b *testing.B) {
	for _, bb := range benchBoards {
		b.Run(bb.name, func(b *testing.B) {
			var start [rows][rows]byte
			for r, line := range strings.Fields(bb.rows) {
				copy(start[r][:], line)
			}
			var s dlx.Solver
			for b.Loop() {
				grid := start
				fill(&grid, &s)
			}
			b.ReportMetric(float64(s.Rows()), "placements")
			b.ReportMetric(float64(s.Nodes()), "nodes")
		})
	}
}
