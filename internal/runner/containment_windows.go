package runner

import "io"

// Containment says how runs are contained and measured on this system: here
// in a job object each, which gives their CPU time and peak memory (commit
// charge) while they run, refuses memory past the limit, and kills every
// process of the run with the job. ojkit judge prints it with -v.
func Containment() string {
	return "a job object: CPU time, peak memory and the memory limit; the tree killed with the job; no view of its own: a run sees your files, network and environment"
}

// SetWarnings does nothing here: no run is contained on Windows, as
// Containment and the package doc say.
func SetWarnings(w io.Writer, prog string) {}

// PrivateView reports false: runs here see the user's files.
func PrivateView() bool { return false }
