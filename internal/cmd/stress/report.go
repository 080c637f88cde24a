package stress

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/verdict"
	"golang.org/x/tools/txtar"
)

// tableVerdicts are the columns of the table, in order.
var tableVerdicts = []verdict.Verdict{verdict.AC, verdict.WA, verdict.RE, verdict.TLE, verdict.MLE}

// stats gathers each solution's verdicts, times and peak memory over runs.
type stats struct {
	counts []map[verdict.Verdict]int
	times  [][]time.Duration
	rss    []int64
	busy   int // runs the machine was too busy to judge, twice
	agreed int // runs counted by add
	// skipped counts the runs whose inputs the interactor failed on, the
	// first of them being firstSkip.
	skipped   int
	firstSkip trial
}

// skip counts run t, whose input the interactor failed on.
func (s *stats) skip(t trial) {
	if s.skipped == 0 {
		s.firstSkip = t
	}
	s.skipped++
}

func newStats(n int) *stats {
	s := &stats{counts: make([]map[verdict.Verdict]int, n), times: make([][]time.Duration, n), rss: make([]int64, n)}
	for i := range s.counts {
		s.counts[i] = map[verdict.Verdict]int{}
	}
	return s
}

// add counts one run.
func (s *stats) add(outs []outcome) {
	s.agreed++
	for i, o := range outs {
		v := o.Verdict
		switch v {
		case verdict.OLE:
			v = verdict.RE
		case verdict.PE:
			v = verdict.WA
		case verdict.ILE:
			v = verdict.TLE
		}
		s.counts[i][v]++
		s.times[i] = append(s.times[i], o.Run.CPU)
		s.rss[i] = max(s.rss[i], o.Run.MaxRSS)
	}
}

// report writes the table of the runs that were not findings, its counts
// in the colours of pal, the throughput of all runs, and warns when the
// first solution, the reference, was not OK on some runs: the solutions
// agreed there only in failing alike, which an invalid input does too.
func (s *stats) report(w io.Writer, pal term.Palette, sols []*runner.Solution, runs, findings int, elapsed time.Duration) {
	var table strings.Builder
	tw := tabwriter.NewWriter(&table, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "solution\tOK\tWA\tRE\tTLE\tMLE\tmedian\tmax\tmax RSS")
	for i, sol := range sols {
		fmt.Fprintf(tw, "%s", sol.Name)
		for _, v := range tableVerdicts {
			fmt.Fprintf(tw, "\t%d", s.counts[i][v])
		}
		ts := slices.Clone(s.times[i])
		slices.Sort(ts)
		if len(ts) == 0 { // every run was a finding
			fmt.Fprintf(tw, "\t-\t-\t-\n")
			continue
		}
		fmt.Fprintf(tw, "\t%s\t%s\t%s\n", verdict.FormatTime(ts[len(ts)/2]), verdict.FormatTime(ts[len(ts)-1]), verdict.FormatMemory(s.rss[i]))
	}
	tw.Flush()
	io.WriteString(w, paintCounts(table.String(), pal))
	agreed := "no disagreement"
	if findings > 0 {
		agreed = cli.Plural(findings, "finding") + ", reported below"
	}
	fmt.Fprintf(w, "%d runs, %s; %.1f runs/s\n", runs, agreed, float64(runs)/elapsed.Seconds())
	if s.busy > 0 {
		fmt.Fprintf(w, "%s not judged: the machine was too busy to run them within the wall-clock limit, twice\n", cli.Plural(s.busy, "run"))
	}
	if s.skipped > 0 {
		f := s.firstSkip
		fmt.Fprintf(w, "%s skipped: the interactor failed on their inputs, the first run %d (seed %d) %s; -validate rules such inputs out\n", cli.Plural(s.skipped, "run"), f.run+1, f.seed, f.skipped)
	}
	if bad := runs - findings - s.busy - s.skipped - s.counts[0][verdict.AC]; bad > 0 {
		fmt.Fprintf(w, "warning: %s was not OK on %d of %d runs, every solution alike: are the inputs valid?\n", sols[0].Name, bad, runs)
	}
}

// paintCounts paints the counts of the table that are not 0, each in the
// colour of its column's verdict (OK is AC's).
func paintCounts(table string, pal term.Palette) string {
	for _, v := range tableVerdicts {
		heading := string(v)
		if v == verdict.AC {
			heading = "OK"
		}
		table = pal.PaintColumn(table, heading, func(count string) term.Colour {
			if count == "0" {
				return term.None
			}
			return v.Colour()
		})
	}
	return table
}

// progress shows runs done, runs per second and findings on a terminal.
type progress struct {
	w        io.Writer
	on       bool
	runs     int
	start    time.Time
	last     time.Time
	findings int
	shown    bool // a line is on the terminal, not ended yet
}

// newProgress returns a progress line on w, shown only if w is a terminal.
func newProgress(w io.Writer, runs int) *progress {
	return &progress{w: w, on: term.IsTerminal(w), runs: runs, start: time.Now()}
}

// Progress is shown this often on a terminal, where its line is rewritten,
// and elsewhere, a line at a time.
const (
	terminalPeriod = 100 * time.Millisecond
	linePeriod     = 5 * time.Second
)

// update notes that done runs are reported, the last a finding if found.
func (p *progress) update(done int, found bool) {
	if found {
		p.findings++
	}
	if done == p.runs && p.on {
		p.last = time.Time{}
	}
	p.show(fmt.Sprintf("%d/%d runs, %.1f runs/s, %d findings", done, p.runs, float64(done)/time.Since(p.start).Seconds(), p.findings))
}

// shrinking notes that a shrink has tried tries inputs and that the smallest
// so far has size bytes.
func (p *progress) shrinking(tries, size int) {
	p.show(fmt.Sprintf("shrinking: %d inputs tried, %d bytes", tries, size))
}

// show writes the progress line msg, unless one was written too recently:
// on a terminal over the last one, elsewhere as a line of its own.
func (p *progress) show(msg string) {
	switch {
	case p.on && time.Since(p.last) >= terminalPeriod:
		p.shown = true
		fmt.Fprintf(p.w, "\r%s: %s ", prog, msg)
	case !p.on && time.Since(p.last) >= linePeriod && time.Since(p.start) >= linePeriod:
		fmt.Fprintf(p.w, "%s: %s\n", prog, msg)
	default:
		return
	}
	p.last = time.Now()
}

// done ends the progress line, if one is shown.
func (p *progress) done() {
	if p.shown {
		fmt.Fprintln(p.w)
		p.shown = false
	}
}

// finding is the first run where the solutions disagree.
type finding struct {
	prog   *progress
	pal    term.Palette  // the colours of the report
	budget time.Duration // the most time the shrink may take; 0: no shrink
	spec   judgement.Spec
	origin string // the stress command line that made the input, for the regression case
	save   string // where the input and the outputs go
	keep   string // where the regression case goes too, or "" (the problem's suite)
	// keepRuns says what runs the kept case.
	keepRuns string
	force    bool
	// foreignChecker is the checker command when it is not the problem's
	// own: a regression case that needs it cannot run in the suite.
	foreignChecker string
	sols           []*runner.Solution
	trial          trial
	// checkReplay asks for the seed's input to be made again and compared
	// with the run's: once a stress run, since every report works from the
	// input its run kept.
	checkReplay bool

	// foreignInteractor, likewise, is the interactor command when it is
	// not the problem's own.
	foreignInteractor string
	// stream is the -json stream, or nil.
	stream *stream
}

// warnIfNotReplayed makes the input of the finding's seed again and warns
// if the generator wrote another.
func (f *finding) warnIfNotReplayed(ctx context.Context, s *stresser, w io.Writer) {
	t := f.trial
	if again, err := s.src.Generate(ctx, t.seed); err == nil && !bytes.Equal(again, t.input) {
		fmt.Fprintf(w, "warning: the generator wrote another input for seed %d the second time: the finding may not replay\n", t.seed)
	}
}

// shrinkAndReport shrinks the finding's input, then reports, saves it and
// prints the regression case.
func (f *finding) shrinkAndReport(ctx context.Context, s *stresser, w io.Writer) error {
	t := f.trial
	k := culprit(t.outs)
	fmt.Fprintf(w, "run %d (seed %d): %s\n", t.run+1, t.seed, describe(f.sols, t.outs, k, f.pal))
	if f.checkReplay {
		f.warnIfNotReplayed(ctx, s, w)
	}
	input, outs, tries, err := t.input, t.outs, 0, error(nil)
	if f.budget > 0 {
		input, outs, tries, err = s.shrink(ctx, t.input, t.outs, k, time.Now().Add(f.budget), f.prog.shrinking)
	}
	f.prog.done()
	if err != nil && input != nil {
		fmt.Fprintf(w, "shrink stopped after %s: %v\n", cli.Plural(tries, "input"), err)
		files := f.saveFiles(w, input, outs, reference(outs))
		f.stream.finding(t, input, outs, k, f.budget > 0, files)
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(w, shrinkSummary(s.src, t.input, input, tries, f.budget))
	if tries > 0 && !s.src.Validates() {
		fmt.Fprintln(w, "the shrink had no validator, so the smaller input may be one the statement forbids: give -validate CMD (exit 0: valid) to keep every input tried within the statement")
	}
	for i, o := range outs {
		if o.Verdict == verdict.AC {
			continue
		}
		fmt.Fprintf(w, "--- %s: %s", f.sols[i].Name, f.pal.Paint(o.Verdict.Colour(), string(o.Verdict)))
		if strings.Contains(o.Detail, "\n") {
			fmt.Fprintf(w, " against %s's output\n%s", f.sols[0].Name, compare.PaintDiff(o.Detail, f.pal))
		} else {
			fmt.Fprintf(w, " (%s)\n", o.Detail)
		}
		o.Picture.Write(w, f.pal)
		hidden := verdict.HiddenPath(o.Run)
		if (o.Verdict == verdict.RE || hidden != "") && len(o.Run.Stderr) > 0 {
			fmt.Fprintf(w, "stderr (its end):\n%s\n", bytes.TrimRight(o.Run.Stderr, "\n"))
		}
		if hidden != "" {
			fmt.Fprintln(w, "note: "+hidden)
		}
		writeDialogue(w, o)
	}
	ref := reference(outs)
	files := f.saveFiles(w, input, outs, ref)
	if kept := f.regressionCase(w, s, input, outs, ref); kept != "" {
		files = append(files, kept)
	}
	f.stream.finding(t, input, outs, k, f.budget > 0, files)
	return nil
}

// regressionCase prints the regression case of the finding's input, shrunk
// or not, with each solution's outcome outs there, the output of solution
// ref expected, and keeps it with -keep; it returns the path of the case
// kept, or "".
func (f *finding) regressionCase(w io.Writer, s *stresser, input []byte, outs []outcome, ref int) string {
	t := f.trial
	if s.cj.Interactive() {
		return f.reportInteractive(w, input)
	}
	if ref < 0 {
		fmt.Fprintln(w, "\nno regression case: no solution is OK on this input")
		return ""
	}
	name := fmt.Sprintf("stress-seed-%d.txtar", t.seed)
	fmt.Fprintf(w, "\nregression case (want.txt is %s's output: check it), for testdata/%s/%s:\n\n", f.sols[ref].Name, f.spec.ID, name)
	txt := regression(f.spec, f.origin, t.seed, f.budget > 0, input, outs[ref].Output)
	w.Write(txt)
	if f.foreignChecker != "" {
		fmt.Fprintf(w, "\nthe case runs %s-checker, which the suite builds from gen/%s/checker (testlib's protocol) alone: put the checker %s there to keep such cases\n", f.spec.ID, f.spec.ID, f.foreignChecker)
		if f.keep != "" {
			fmt.Fprintln(w, "not kept: the suite has no checker to run it")
		}
		return ""
	}
	if f.keep == "" {
		return ""
	}
	return f.keepCase(w, filepath.Join(f.keep, name), txt)
}

// keepCase writes the regression case txt to path, unless a file is there
// and -force is off; it returns path if it wrote it, or "".
func (f *finding) keepCase(w io.Writer, path string, txt []byte) string {
	if err := f.write([]file{{path, txt}}); err != nil {
		fmt.Fprintf(w, "\nnot kept: %v\n", err)
		return ""
	}
	fmt.Fprintf(w, "\nkept as %s: %s runs it\n", path, f.keepRuns)
	return path
}

// file is a file to write: its path and contents.
type file struct {
	path string
	data []byte
}

// write writes files, making their directories, unless one of them exists and
// -force is off; then it writes none.
func (f *finding) write(files []file) error {
	if !f.force {
		for _, fl := range files {
			if _, err := os.Lstat(fl.path); err == nil {
				return fmt.Errorf("%s exists (-force overwrites)", fl.path)
			}
		}
	}
	for _, fl := range files {
		if err := os.MkdirAll(filepath.Dir(fl.path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(fl.path, fl.data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// shrinkSummary says how the shrink changed the input from before to after
// in tries inputs: cases and bytes and, where a case kept its size, how many
// of its bytes changed (a Sudoku grid with fewer givens, say).
func shrinkSummary(src source, before, after []byte, tries int, budget time.Duration) string {
	if budget == 0 {
		return "not shrunk (-shrink-time 0)"
	}
	b, _ := src.Cases(before)
	a, _ := src.Cases(after)
	s := fmt.Sprintf("shrunk from %s (%d bytes) to %d (%d bytes", cli.Plural(len(b), "case"), len(before), len(a), len(after))
	if changed := changedBytes(before, after); len(before) == len(after) {
		s += fmt.Sprintf(", %s changed", cli.Plural(changed, "byte"))
	}
	return s + fmt.Sprintf("), %s tried", cli.Plural(tries, "input"))
}

// changedBytes returns the number of places where a and b, of one length,
// differ.
func changedBytes(a, b []byte) int {
	n := 0
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}

// describe says what makes outs a finding: the verdict of solution k against
// the first solution's or, when k is the first, against the first solution
// whose verdict differs (a lone solution's verdict stands alone), the
// verdicts painted with pal.
func describe(sols []*runner.Solution, outs []outcome, k int, pal term.Palette) string {
	other := 0
	if k == 0 {
		other = slices.IndexFunc(outs, func(o outcome) bool { return o.Verdict != outs[0].Verdict })
	}
	verdict := func(i int) string { return pal.Paint(outs[i].Verdict.Colour(), string(outs[i].Verdict)) }
	if other < 0 {
		return fmt.Sprintf("%s is %s", sols[k].Name, verdict(k))
	}
	return fmt.Sprintf("%s is %s where %s is %s", sols[k].Name, verdict(k), sols[other].Name, verdict(other))
}

// reference returns the index of the first solution that is OK in outs, whose
// output is the expected one, or -1.
func reference(outs []outcome) int {
	return slices.IndexFunc(outs, func(o outcome) bool { return o.Verdict == verdict.AC })
}

// saveFiles writes the input as seed-S.in, the output of solution ref (the
// first that is OK, if any) as seed-S.out, so that judge -tests runs it, and
// each solution's output as seed-S.solK.txt, unless a file exists and -force
// is off; it returns the paths of the files written.
func (f *finding) saveFiles(w io.Writer, input []byte, outs []outcome, ref int) []string {
	base := filepath.Join(f.save, fmt.Sprintf("seed-%d", f.trial.seed))
	files := []file{{base + ".in", input}}
	if ref >= 0 {
		files = append(files, file{base + ".out", outs[ref].Output})
	}
	for i, o := range outs {
		files = append(files, file{fmt.Sprintf("%s.sol%d.txt", base, i+1), o.Output})
		if d, ok := dialogueFile(base, i, o); ok {
			files = append(files, d)
		}
	}
	if err := f.write(files); err != nil {
		fmt.Fprintf(w, "not saved: %v\n", err)
		return nil
	}
	var names, paths []string
	for _, fl := range files {
		names = append(names, filepath.Base(fl.path))
		paths = append(paths, fl.path)
	}
	fmt.Fprintf(w, "saved in %s: %s\n", f.save, strings.Join(names, " "))
	return paths
}

// regressionHead writes the opening of a regression script: the comment
// naming the command line that found input, then whatever derives the input
// file the case reads, whose name it returns.
func regressionHead(script *strings.Builder, origin string, seed uint64, shrunk bool, input []byte) string {
	how := "shrunk"
	if !shrunk {
		how = "not shrunk"
	}
	fmt.Fprintf(script, "# Found by %s (seed %d, %s).\n", origin, seed, how)
	return chomped(script, "in.txt", input)
}

// chomped returns the name of the file the script reads for the archive's
// file name holding data: name itself, or, for data without a final newline,
// which txtar cannot store, a copy without it that the script derives with
// chomp.
func chomped(script *strings.Builder, name string, data []byte) string {
	if bytes.HasSuffix(data, []byte("\n")) {
		return name
	}
	base := strings.TrimSuffix(name, ".txt")
	fmt.Fprintf(script, "chomp %s %s-chomped.txt\n", name, base)
	return base + "-chomped.txt"
}

// regression returns a txtar script for the problem's suite that feeds input
// to the problem's solution and checks its output against want, exactly or
// with the checker; origin is the command line that found it. A file without
// a final newline is stored with one and derived with chomp, since txtar
// files end in a newline. shrunk says whether input is the shrink's.
func regression(spec judgement.Spec, origin string, seed uint64, shrunk bool, input, want []byte) []byte {
	var script strings.Builder
	in := regressionHead(&script, origin, seed, shrunk, input)
	wantName := chomped(&script, "want.txt", want)
	fmt.Fprintf(&script, "stdin %s\nexec %s\n", in, spec.ID)
	if spec.UsesChecker() {
		fmt.Fprintf(&script, "cp stdout out.txt\nexec %s-checker %s out.txt %s\n", spec.ID, in, wantName)
	} else {
		fmt.Fprintf(&script, "cmpexact stdout %s\n! stderr .\n", wantName)
	}
	script.WriteString("\n")
	a := &txtar.Archive{Comment: []byte(script.String()), Files: []txtar.File{
		{Name: "in.txt", Data: input},
		{Name: "want.txt", Data: want},
	}}
	return txtar.Format(a)
}
