package words

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNext(t *testing.T) {
	r := NewReader(strings.NewReader("  ab\r\n\tc\v\fd\n\n e"))
	var got []string
	var lines []int
	for w := r.Next(); w != ""; w = r.Next() {
		got = append(got, w)
		lines = append(lines, r.last)
	}
	if diff := cmp.Diff([]string{"ab", "c", "d", "e"}, got); diff != "" {
		t.Errorf("words (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{1, 2, 2, 4}, lines); diff != "" {
		t.Errorf("lines (-want +got):\n%s", diff)
	}
}

func TestRowsAndCells(t *testing.T) {
	digit := func(c byte) (byte, bool) { return c - '0', c >= '0' && c <= '3' }
	grid := make([]byte, 4)
	if err := NewReader(strings.NewReader("12\n30")).Rows(grid, 2, digit); err != nil || string(grid) != "\x01\x02\x03\x00" {
		t.Errorf("Rows = %v, %v", grid, err)
	}
	for in, want := range map[string]string{
		"12\n3":  `line 2: row 2 is "3": want 2 cells`,
		"12\n39": `line 2: row 2 is "39": '9' is not a cell`,
		"12":     "the input ends before row 2 of 2",
	} {
		if err := NewReader(strings.NewReader(in)).Rows(grid, 2, digit); err == nil || err.Error() != want {
			t.Errorf("Rows(%q) = %v, want %s", in, err, want)
		}
	}
	num := func(w string) (byte, bool) { v, ok := Number(w, 9); return byte(v), ok }
	if err := NewReader(strings.NewReader("0 9 05 7")).Cells(grid, num); err != nil || string(grid) != "\x00\x09\x05\x07" {
		t.Errorf("Cells = %v, %v", grid, err)
	}
	for _, bad := range []string{"1 2 3 10", "1 2 3 -1", "1 2 3 +1", "1 2 3"} {
		if err := NewReader(strings.NewReader(bad)).Cells(grid, num); err == nil {
			t.Errorf("Cells(%q) accepted", bad)
		}
	}
}
