// Package ptytest opens pseudo-terminals for tests of what ojkit writes to a
// terminal. It works on Linux only, through /dev/ptmx, with no dependency
// beyond golang.org/x/sys.
package ptytest
