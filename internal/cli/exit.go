package cli

// Interrupted is the exit status of a command stopped by an interrupt
// (SIGINT, SIGTERM) after reporting what it had done: 130, as a shell
// reports a command that SIGINT ended.
const Interrupted = 130
