//go:build !linux

package main

import "errors"

// pinToOneCPU fails: binding the run to one CPU needs Linux's
// sched_setaffinity, and the comparison is not fair without it.
func pinToOneCPU() (int, error) {
	return 0, errors.New("comparing with a peer needs Linux (the run is bound to one CPU)")
}
