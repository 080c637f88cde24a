package ptytest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// Open opens a pseudo-terminal and returns its two sides: the terminal a
// program writes to, and a function that closes it and returns what was
// written, as the terminal's reader (the master side) received it, line
// ends as \r\n. Both sides are closed when the test ends.
func Open(t *testing.T) (tty *os.File, written func() []byte) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { master.Close() })
	fd := int(master.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil { // unlockpt
		t.Fatalf("unlockpt: %v", err)
	}
	n, err := unix.IoctlGetUint32(fd, unix.TIOCGPTN) // ptsname
	if err != nil {
		t.Fatalf("ptsname: %v", err)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tty.Close() })
	var out bytes.Buffer
	done := make(chan struct{})
	go func() {
		io.Copy(&out, master) // ends with EIO once the terminal is closed
		close(done)
	}()
	return tty, func() []byte {
		tty.Close()
		<-done
		return out.Bytes()
	}
}
