package main

import (
	"errors"
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ojkit/ojkit/internal/puzzle"
	"github.com/ojkit/ojkit/internal/runner"
)

// setupError is an error of the run rather than of an engine's answers: a
// file that cannot be read, a peer program that cannot be run or fails.
type setupError struct{ msg string }

func (e *setupError) Error() string { return e.msg }

// exitCode returns the exit status for err: 2 for a setupError, else 1.
func exitCode(err error) int {
	var s *setupError
	if errors.As(err, &s) {
		return 2
	}
	return 1
}

// peerRow is what tdoku's run_benchmark reports for one file.
type peerRow struct {
	perSecond, usec, guesses float64
}

// compare measures the 9×9 engines of chosen and the tdoku program peer on
// every 9×9 file, taking turns within each of the rounds, and prints their
// rows with the ratio of each engine's rate to tdoku's, then a summary per
// file and engine: the lowest, highest and median ratio of the rounds. The
// whole run is bound to one CPU.
func compare(peer string, chosen []engine, paths []string, rounds int, unique bool, minTime time.Duration, max int) error {
	var nine []engine
	for _, e := range chosen {
		if e.cells == 81 {
			nine = append(nine, e)
		}
	}
	if len(nine) == 0 {
		return &setupError{"-vs: no 9×9 engine among -engines (want band9 or band9t)"}
	}
	cpu, err := pinToOneCPU()
	if err != nil {
		return &setupError{fmt.Sprintf("-vs: %v", err)}
	}
	fmt.Printf("engines and %s on CPU %d\n\n", peer, cpu)
	prog, err := runner.Build(peer)
	if err != nil {
		return &setupError{fmt.Sprintf("-vs: %v", err)}
	}
	defer prog.Close()
	files := make(map[string][]puzzle.Puzzle, len(paths))
	for _, path := range paths {
		puzzles, err := readPuzzles(path, max)
		if err != nil {
			return &setupError{err.Error()}
		}
		if len(puzzles) == 0 || len(puzzles[0].Grid) != 81 {
			return &setupError{fmt.Sprintf("%s: -vs takes files of 9×9 puzzles", path)}
		}
		files[path] = puzzles
	}
	ratios := make(map[string][]float64) // by file and engine
	ours, theirs := make(map[string]float64), make(map[string]float64)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "file\tround\tengine\tpuzzles/s\tµs/puzzle\tguesses/puzzle\tvs tdoku\t")
	for round := 1; round <= rounds; round++ {
		for _, path := range paths {
			puzzles := files[path]
			rs := make([]row, len(nine))
			for i, e := range nine {
				r, err := measure(path, e, puzzles, unique, minTime)
				if err != nil {
					w.Flush()
					return err
				}
				rs[i] = r
			}
			p, err := runPeer(prog, path, len(puzzles), unique, minTime)
			if err != nil {
				w.Flush()
				return err
			}
			theirs[path] = p.guesses
			for _, r := range rs {
				key := path + "\x00" + r.engine
				ratio := r.perSecond / p.perSecond
				ratios[key] = append(ratios[key], ratio)
				ours[key] = r.guesses
				fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%.1f\t%.2f\t%.2f\t\n", path, round, r.engine, formatRate(r.perSecond), r.usec, r.guesses, ratio)
			}
			fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%.1f\t%.2f\t\t\n", path, round, "tdoku", formatRate(p.perSecond), p.usec, p.guesses)
		}
	}
	w.Flush()
	fmt.Println()
	w = tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "file\tengine\trounds\tvs tdoku\tmedian\tguesses\tguesses tdoku\tguesses ratio\t")
	for _, path := range paths {
		for _, e := range nine {
			key := path + "\x00" + e.name
			rs := append([]float64(nil), ratios[key]...)
			sort.Float64s(rs)
			median := (rs[(len(rs)-1)/2] + rs[len(rs)/2]) / 2
			fmt.Fprintf(w, "%s\t%s\t%d\t%.2f–%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t\n", path, e.name, rounds, rs[0], rs[len(rs)-1], median, ours[key], theirs[path], ours[key]/theirs[path])
		}
	}
	return w.Flush()
}

// runPeer runs tdoku's run_benchmark on path: n puzzles in file order, first
// solution only unless unique, for at least minTime rounded up to seconds.
func runPeer(prog *runner.Solution, path string, n int, unique bool, minTime time.Duration) (peerRow, error) {
	secs := int(math.Ceil(minTime.Seconds()))
	if secs < 1 {
		secs = 1
	}
	args := []string{"-s", "tdoku", "-c", "1", "-r", "0", "-w", "1", "-t", strconv.Itoa(secs), "-n", strconv.Itoa(n)}
	if !unique {
		args = append(args, "-f")
	}
	res, err := prog.Run(nil, runner.Limits{}, append(args, path)...)
	if err != nil {
		return peerRow{}, &setupError{fmt.Sprintf("-vs: %v", err)}
	}
	out := strings.TrimSpace(string(res.Stdout))
	if res.ExitCode != 0 {
		return peerRow{}, &setupError{fmt.Sprintf("-vs: %s on %s: exit status %d: %s", prog.Name, path, res.ExitCode, lastLine(out+"\n"+strings.TrimSpace(string(res.Stderr))))}
	}
	row, ok := parsePeer(lastLine(out))
	if !ok {
		return peerRow{}, &setupError{fmt.Sprintf("-vs: %s on %s: no result line in its output (want tdoku's -c 1 CSV): %q", prog.Name, path, lastLine(out))}
	}
	return row, nil
}

// lastLine returns the last non-empty line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// parsePeer reads one CSV line of tdoku's run_benchmark -c 1, whose last four
// fields are puzzles/s, µs/puzzle, the percentage solved without a guess and
// guesses a puzzle (the file name before them may hold commas).
func parsePeer(line string) (peerRow, bool) {
	f := strings.Split(line, ",")
	if len(f) < 5 {
		return peerRow{}, false
	}
	var v [4]float64
	for i := range v {
		x, err := strconv.ParseFloat(strings.TrimSpace(f[len(f)-4+i]), 64)
		if err != nil {
			return peerRow{}, false
		}
		v[i] = x
	}
	if v[0] <= 0 {
		return peerRow{}, false
	}
	return peerRow{perSecond: v[0], usec: v[1], guesses: v[3]}, true
}
