package events

import "io"

// help is the text of ojkit help json, before the schema.
const help = `With -json, ojkit judge, test, stress and verify write on stdout a stream of
events in place of their report: one JSON object a line, as the run goes, so
that an editor, a page or a CI job reads verdicts as they come. Messages for a
person (warnings, errors, notes) still go to stderr, and the exit status is
the command's.

Every object has "v", the schema's version (1), and "event", its kind; a
reader ignores a field or a kind it does not know, which a later ojkit may
add without changing the version. The kinds, in the order they come:

	start          the command, the problem (or package) and its directory,
	               the solution, how many cases (stress: runs asked for),
	               the limits of a run
	build-started  a program's build began: its file or command and its role
	               (solution, submission, checker, interactor, generator,
	               validator: verify's input validators)
	build          how it ended: ok, the compiler's command, and on failure
	               the error and the compiler's diagnostics, each with its
	               file, line, column (when given), severity and message
	case-started   a case's run began (verify: of which submission; test: of
	               which second solution, none for main.go)
	outcome        a case's judgement: verdict, detail, CPU and wall-clock
	               time in milliseconds, peak memory in bytes, exit code or
	               signal, where the output first parts from the answer
	               (line and column), the checker's or interactor's message,
	               the passes of a multi-pass case, and an interactive case's
	               dialogue (its last lines when it is not AC; every line with
	               -v), each line from the solution or the interactor
	progress       stress: runs done of those asked, findings so far; after
	               every hundredth of the runs asked for, and the last
	finding        stress: the run and seed of a disagreement, each
	               solution's verdict, the culprit (an index into them), the
	               input (shrunk when it was), the files saved (the input,
	               the outputs, the regression case with -keep); after an
	               interrupt, each finding among the runs that ended,
	               unshrunk
	submission     verify: a submission's verdict against the one its folder
	               expects (ok when it is, or an accepted one needed extra
	               time; not for a skipped one), its slowest case, and what
	               the table says of it ("" for the verdict of one skipped,
	               not built or not run, with why in its detail); one for
	               each submission once all are judged, none after an
	               interrupt
	summary        last, always, after an error or an interrupt too: ok, the
	               count of each verdict (verify: of the submissions, with
	               skipped, CE and "not run" for those without one; stress:
	               of the runs, agree, finding, skipped and busy), whether an
	               interrupt ended the run, the exit status, the error that
	               ended the command, the time taken, and for verify the time
	               limit

A case judged again after BUSY (the machine was too busy to judge it) has a
second outcome; the last one stands. Verdicts are ojkit's (AC, WA, PE, RE,
TLE, MLE, OLE, ILE, FAIL, BUSY; "" for a case without an answer that ran
cleanly); verify's are Kattis's (AC, WA, TLE, RTE), its outcomes' under the
time limit once it is known (a legacy Kattis package's accepted submissions
set it: until then, under the cutoff), its submissions' under the limit.

The JSON Schema (draft 2020-12) of a line:

`

// WriteHelp writes ojkit help json: the stream described, then Schema.
func WriteHelp(w io.Writer) {
	io.WriteString(w, help)
	w.Write(Schema)
}
