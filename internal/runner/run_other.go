//go:build (unix && !linux) || windows

package runner

import "context"

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
