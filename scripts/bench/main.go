// Command bench measures the solving engines on puzzle files and checks every
// answer.
//
// Usage:
//
//	go run ./scripts/bench [-engines LIST] [-unique] [-mintime D] [-max N] FILE...
//	go run ./scripts/bench -vs PROGRAM [-rounds N] [-unique] [-mintime D] [-max N] FILE...
//
// Each FILE holds puzzles in the one-line 9×9 format of the public benchmark sets
// (81 characters, '.' or '0' empty, '#' comments) or in the POJ 3076 block layout
// (letters, '-' empty, 4×4 to 25×25). For every file and engine bench solves each
// puzzle once and checks the answer, then solves the whole file again until
// -mintime has passed, and prints a table: file, engine, puzzles, puzzles/s,
// µs/puzzle and guesses/puzzle (search nodes for dlx). The engines: band9
// (sudoku.Solver9, 9×9 files only), band9t (the same with SetTriads), sudoku
// (sudoku.Solver) and dlx. With -unique it counts up to
// two solutions instead, as a uniqueness check does, and requires exactly one.
//
// With -vs PROGRAM bench compares the 9×9 engines chosen with tdoku in one run: PROGRAM
// is the run_benchmark program of a tdoku checkout the user built (for instance
// cmake with -DOPT=O3 -DARCH=native, or g++ -O3 -march=native on its
// src/run_benchmark.cc, src/solver_dpll_triad_simd.cc, src/util.cc and
// other/other_solvers.cc). For each of -rounds rounds and each 9×9 file bench
// measures each engine, then runs PROGRAM on the same file in the same mode (first
// solution, or up to two with -unique; puzzles in file order, unpermuted; its
// -t is -mintime rounded up to whole seconds), and prints the rows with the
// ratio of each engine's rate to tdoku's; a last table gives, per file and
// engine, the lowest, highest and median ratio of the rounds and the guesses a
// puzzle of both. The engines and PROGRAM run on one CPU, the first this
// process may use: on shared machines CPUs differ in speed, and a peer run
// on another CPU than the engines' would be timed on other hardware.
//
// Exit status: 0 when every answer is right, 1 when an engine gave a wrong answer
// or none, 2 for bad flags, an unreadable file or a peer program that failed.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/internal/puzzle"
	"github.com/ojkit/ojkit/sudoku"
)

// engine is one solver under measurement.
type engine struct {
	name    string
	cells   int                    // the only grid size it takes, or 0 for any
	solve   func(grid []byte) bool // fill grid in place with a solution
	count   func(grid []byte, limit int64) int64
	guesses func() int64 // guesses (or nodes) of the last call
}

// engines returns the engines by name.
func engines() map[string]engine {
	var s sudoku.Solver
	s.Learn()
	var s9, t9 sudoku.Solver9
	t9.SetTriads(true)
	var d dlx.Sudoku
	return map[string]engine{
		"band9":  {"band9", 81, s9.Solve, s9.Count, s9.Guesses},
		"band9t": {"band9t", 81, t9.Solve, t9.Count, t9.Guesses},
		"sudoku": {"sudoku", 0, s.Solve, s.Count, s.Guesses},
		"dlx":    {"dlx", 0, d.Solve, d.Count, d.Nodes},
	}
}

// row is one line of the result table.
type row struct {
	file, engine    string
	puzzles         int
	perSecond, usec float64
	guesses         float64
}

func main() {
	names := flag.String("engines", "band9,band9t,sudoku,dlx", "comma-separated engines to run: band9 and band9t (9×9 only), sudoku, dlx; with -vs the 9×9 ones")
	unique := flag.Bool("unique", false, "count up to two solutions and require exactly one")
	minTime := flag.Duration("mintime", time.Second, "time each file and engine at least this long (at least one pass is timed)")
	max := flag.Int("max", 0, "use at most this many puzzles of each file (0: all)")
	vs := flag.String("vs", "", "compare the 9×9 engines with tdoku's run_benchmark `PROGRAM` in the same run")
	rounds := flag.Int("rounds", 1, "with -vs, measure the engines this many times over, interleaved")
	flag.Usage = usage
	flag.Parse()
	if flag.NArg() == 0 {
		usage()
		os.Exit(2)
	}
	if *rounds < 1 {
		fail(2, "-rounds: want at least 1")
	}
	chosen, err := pick(*names)
	if err != nil {
		fail(2, err.Error())
	}
	if *vs != "" {
		if err := compare(*vs, chosen, flag.Args(), *rounds, *unique, *minTime, *max); err != nil {
			fail(exitCode(err), err.Error())
		}
		return
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "file\tengine\tpuzzles\tpuzzles/s\tµs/puzzle\tguesses/puzzle\t")
	for _, path := range flag.Args() {
		puzzles, err := readPuzzles(path, *max)
		if err != nil {
			fail(2, err.Error())
		}
		for _, e := range chosen {
			if e.cells != 0 && len(puzzles) > 0 && len(puzzles[0].Grid) != e.cells {
				continue
			}
			r, err := measure(path, e, puzzles, *unique, *minTime)
			if err != nil {
				w.Flush()
				fail(exitCode(err), err.Error())
			}
			fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%.1f\t%.2f\t\n", r.file, r.engine, r.puzzles, formatRate(r.perSecond), r.usec, r.guesses)
		}
	}
	w.Flush()
}

// readPuzzles reads the puzzles of path, at most max of them when max > 0.
func readPuzzles(path string, max int) ([]puzzle.Puzzle, error) {
	puzzles, err := puzzle.ReadFile(path)
	if max > 0 && len(puzzles) > max {
		puzzles = puzzles[:max]
	}
	return puzzles, err
}

// usage prints the command's usage with an example.
func usage() {
	fmt.Fprintf(os.Stderr, "usage: bench [flags] FILE...\n\nexamples:\n  go run ./scripts/bench -engines sudoku ../shared/corpora/puzzles3_magictour_top1465.txt\n  go run ./scripts/bench -vs ../tdoku/build/run_benchmark -rounds 3 -mintime 2s ../shared/corpora/puzzles3_magictour_top1465.txt\n\nflags:\n")
	flag.PrintDefaults()
}

// pick returns the engines named in the comma-separated list.
func pick(list string) ([]engine, error) {
	all := engines()
	var chosen []engine
	for _, name := range strings.Split(list, ",") {
		e, ok := all[strings.TrimSpace(name)]
		if !ok {
			return nil, fmt.Errorf("-engines: unknown engine %q (want band9, band9t, sudoku or dlx)", name)
		}
		chosen = append(chosen, e)
	}
	return chosen, nil
}

// fail prints msg on stderr and exits with status code.
func fail(code int, msg string) {
	fmt.Fprintln(os.Stderr, "bench: "+msg)
	os.Exit(code)
}

// measure checks e's answer on every puzzle, then times passes over them all.
func measure(path string, e engine, puzzles []puzzle.Puzzle, unique bool, minTime time.Duration) (row, error) {
	r := row{file: path, engine: e.name, puzzles: len(puzzles)}
	if len(puzzles) == 0 {
		return r, nil
	}
	work := make([]byte, 625)
	var guesses int64
	for _, p := range puzzles {
		if err := check(e, p.Grid, work[:len(p.Grid)], unique); err != nil {
			return r, fmt.Errorf("%s:%d: %s: %v", path, p.Line, e.name, err)
		}
		guesses += e.guesses()
	}
	r.guesses = float64(guesses) / float64(len(puzzles))
	solved := 0
	start := time.Now()
	for solved == 0 || time.Since(start) < minTime {
		for _, p := range puzzles {
			grid := work[:len(p.Grid)]
			copy(grid, p.Grid)
			if unique {
				e.count(grid, 2)
			} else {
				e.solve(grid)
			}
		}
		solved += len(puzzles)
	}
	elapsed := time.Since(start).Seconds()
	r.perSecond = float64(solved) / elapsed
	r.usec = elapsed * 1e6 / float64(solved)
	return r, nil
}

// check runs e once on givens and verifies the result.
func check(e engine, givens, grid []byte, unique bool) error {
	copy(grid, givens)
	if unique {
		if n := e.count(grid, 2); n != 1 {
			return fmt.Errorf("counted %d solutions, want exactly 1", n)
		}
		return nil
	}
	if !e.solve(grid) {
		return fmt.Errorf("found no solution")
	}
	if err := puzzle.CheckSolution(givens, grid); err != nil {
		return fmt.Errorf("wrong answer: %v", err)
	}
	return nil
}

// formatRate prints a rate of puzzles per second with three decimals below 1
// (25×25 grids take seconds each), two below 10, one below 100 and as a whole
// number above.
func formatRate(x float64) string {
	switch {
	case x < 1:
		return fmt.Sprintf("%.3f", x)
	case x < 10:
		return fmt.Sprintf("%.2f", x)
	case x < 100:
		return fmt.Sprintf("%.1f", x)
	}
	return fmt.Sprintf("%.0f", x)
}
