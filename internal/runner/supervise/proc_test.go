//go:build linux

package supervise

import (
	"os"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestParseStat(t *testing.T) {
	// A command name with spaces and a parenthesis, as proc(5) allows.
	line := "4242 (a b) c) S 17 4242 4242 0 -1 4194560 500 0 0 0 150 30 12 8 20 0 1 0 123456 10485760 256 18446744073709551615\n"
	got, ok := parseStat([]byte(line))
	want := procStat{state: 'S', ppid: 17, pgrp: 4242, cpu: 1800 * time.Millisecond, waited: 200 * time.Millisecond, rss: 256 * int64(os.Getpagesize())}
	if !ok || got != want {
		t.Errorf("parseStat = %+v, %v; want %+v", got, ok, want)
	}
	for _, bad := range []string{"", "4242 (x", "4242 (x) S 17 1 2"} {
		if _, ok := parseStat([]byte(bad)); ok {
			t.Errorf("parseStat(%q) ok, want a failure", bad)
		}
	}
}

func TestReadStatOfSelf(t *testing.T) {
	st, ok := readStat(os.Getpid())
	if !ok || st.ppid != os.Getppid() || st.rss <= 0 {
		t.Errorf("readStat(self) = %+v, %v; want parent %d and a resident size", st, ok, os.Getppid())
	}
}

func TestReadOnlyFileMappings(t *testing.T) {
	maps := `00400000-004fe000 r-xp 00000000 fe:00 1 /bin/x
004fe000-00639000 r--p 000fe000 fe:00 1 /bin/x
00639000-00649000 rw-p 00239000 fe:00 1 /bin/x
00649000-00680000 rw-p 00000000 00:00 0
7f2f4a97e000-7f2f4a980000 r-xp 00000000 00:00 0                          [vdso]
`
	want := [][2]uintptr{{0x400000, 0x4fe000}, {0x4fe000, 0x639000}}
	if diff := cmp.Diff(want, readOnlyFileMappings(maps)); diff != "" {
		t.Errorf("readOnlyFileMappings (-want +got):\n%s", diff)
	}
}
