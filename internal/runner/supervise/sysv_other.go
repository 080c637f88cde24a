//go:build linux && !(amd64 || arm64 || riscv64 || loong64)

package supervise

// sysvKinds is empty where System V IPC has no control calls of its own
// (one multiplexed ipc(2) call instead): the IPC namespace still keeps
// what a run leaves from the host, but not from the next run.
var sysvKinds []sysvKind
