package judge

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/verdict"
)

// shownOutput is how much of the output of a case without an answer is shown.
const shownOutput = 4 << 10

// report writes, for each case that is not AC, what went wrong (for one
// without an answer, its output), then the table and the summary line,
// verdicts and diffs in the colours of pal.
func report(w io.Writer, cs []cases.Case, results []result, pal term.Palette) {
	for i, r := range results {
		details(w, cs[i], r, pal)
	}
	var table strings.Builder
	tw := tabwriter.NewWriter(&table, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "case\tverdict\ttime\tmemory")
	ac, judged, busy, slowest, largest := 0, 0, 0, 0, 0
	for i, r := range results {
		v := string(r.Verdict)
		switch r.Verdict {
		case "":
			v = "no answer"
		case verdict.BUSY:
			busy++
		default:
			judged++
		}
		if r.Verdict == verdict.AC {
			ac++
		}
		if r.Run.CPU > results[slowest].Run.CPU {
			slowest = i
		}
		if r.Run.MaxRSS > results[largest].Run.MaxRSS {
			largest = i
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s", cs[i].Name, v, verdict.FormatRunTime(r.Run), verdict.FormatMemory(r.Run.MaxRSS))
		if cs[i].Beyond != "" {
			fmt.Fprintf(tw, "\tbeyond the statement: %s", cs[i].Beyond)
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	io.WriteString(w, pal.PaintColumn(table.String(), "verdict", verdictColour))
	if len(results) == 0 {
		fmt.Fprintln(w, "no cases")
		return
	}
	fmt.Fprintf(w, "%d AC / %s", ac, cli.Plural(judged, "case"))
	if n := len(results) - judged - busy; n > 0 {
		fmt.Fprintf(w, " (%d without an answer: write them with -write-answers SOLUTION, a solution you trust, or pass -no-answers-ok)", n)
	}
	if busy > 0 {
		fmt.Fprintf(w, " (%d not judged: the machine was busy)", busy)
	}
	fmt.Fprintf(w, "; slowest %s %s; largest %s %s\n",
		cs[slowest].Name, verdict.FormatRunTime(results[slowest].Run),
		cs[largest].Name, verdict.FormatMemory(results[largest].Run.MaxRSS))
}

// verdictColour returns the colour of a verdict of the table.
func verdictColour(v string) term.Colour { return verdict.Verdict(v).Colour() }

// details writes what a case that is not AC did, painted with pal.
func details(w io.Writer, c cases.Case, r result, pal term.Palette) {
	defer writeDialogue(w, c, r)
	switch r.Verdict {
	case verdict.AC:
		return
	case "":
		fmt.Fprintf(w, "--- %s: no answer; the output:\n", c.Name)
		out := r.Run.Stdout
		if len(out) > shownOutput {
			out = out[:shownOutput]
		}
		w.Write(out)
		if len(out) < len(r.Run.Stdout) {
			fmt.Fprintf(w, "\n(%d more bytes)\n", len(r.Run.Stdout)-len(out))
		} else if len(out) > 0 && out[len(out)-1] != '\n' {
			fmt.Fprintln(w, "\n(no final newline)")
		}
		return
	}
	detail, note := r.Detail, ""
	if !strings.Contains(detail, "\n") {
		detail, note = "", " ("+r.Detail+")"
	}
	fmt.Fprintf(w, "--- %s: %s%s\n%s", c.Name, pal.Paint(r.Verdict.Colour(), string(r.Verdict)), note, compare.PaintDiff(detail, pal))
	if detail != "" && !strings.HasSuffix(detail, "\n") {
		fmt.Fprintln(w)
	}
	r.Picture.Write(w, pal)
	hidden := verdict.HiddenPath(r.Run)
	if (r.Verdict == verdict.RE || hidden != "") && len(r.Run.Stderr) > 0 {
		fmt.Fprintln(w, "stderr (its end):")
		for _, line := range strings.SplitAfter(strings.TrimRight(string(r.Run.Stderr), "\n"), "\n") {
			fmt.Fprintf(w, "  %s", strings.TrimSuffix(line, "\n")+"\n")
		}
	}
	if hidden != "" {
		fmt.Fprintln(w, "note: "+hidden)
	}
}
