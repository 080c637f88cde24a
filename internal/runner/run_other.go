//go:build (unix && !linux) || windows

package runner

import "context"

// FilesLimited reports that the system stops a run's program from writing a
// file, stdout among them when it is a file, past Limits.Output: not here.
const FilesLimited = false

// HoldsEnds reports that the runner holds a program's pipes until it has
// seen the program end (see Invocation.Passed).
const HoldsEnds = false

// PinsRuns reports that the runner can pin a run to one CPU (see
// Invocation.Pin).
const PinsRuns = false

// run runs argv directly (see runDirect) as inv says, with inv.Stdin and
// inv.Dir set, and waits for the run to end, stopping it when captured
// stdout passes the cap or when ctx is done.
func run(ctx context.Context, argv []string, inv Invocation, lim Limits) (Result, error) {
	t, err := newTree(lim)
	if err != nil {
		return Result{}, err
	}
	return runDirect(ctx, argv, inv, lim, t)
}
