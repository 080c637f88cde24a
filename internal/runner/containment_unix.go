//go:build unix && !linux

package runner

import "io"

// Containment says how runs are contained and measured on this system: here
// in a process group each, their CPU time and peak memory known from the
// kernel's rusage when the program exits (a CPU limit is checked then, and
// enforced while the program runs by the wall-clock limit), with no
// namespaces. ojkit judge prints it with -v.
func Containment() string {
	return "a process group: CPU time and peak memory from rusage at exit, wall-clock limit; no namespaces: a run sees your files, network and environment"
}

// SetWarnings does nothing here: no run is contained on macOS, as
// Containment and the package doc say.
func SetWarnings(w io.Writer, prog string) {}

// PrivateView reports false: runs here see the user's files.
func PrivateView() bool { return false }
