// Command masks is a second solution of AtCoder ABC322 D "Polyomino", written
// apart from main.go: it reads the twelve lines with bufio.Reader, turns each
// picture a quarter at a time as a 4×4 character matrix, and lists every
// position of every turn as a 16-bit mask of the grid; three masks that do not
// overlap and together hold all 16 bits are a way to fill the grid.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	pics, err := readPictures(bufio.NewReader(os.Stdin))
	if err != nil {
		fmt.Fprintln(os.Stderr, "abc322d-masks:", err)
		os.Exit(1)
	}
	var masks [3][]uint16
	for i, p := range pics {
		masks[i] = positions(p)
	}
	for _, a := range masks[0] {
		for _, b := range masks[1] {
			if a&b != 0 {
				continue
			}
			for _, c := range masks[2] {
				if a&c == 0 && b&c == 0 && a|b|c == 0xffff {
					fmt.Println("Yes")
					return
				}
			}
		}
	}
	fmt.Println("No")
}

// picture is a polyomino as the statement draws it.
type picture [4][4]byte

// readPictures reads three pictures of four lines each, skipping blank lines
// and the spaces around each line, and checks that nothing else follows.
func readPictures(rd *bufio.Reader) ([3]picture, error) {
	var pics [3]picture
	n := 0
	for lineNo := 1; ; lineNo++ {
		line, err := rd.ReadString('\n')
		text := strings.TrimSpace(line)
		if text != "" {
			if n == 12 {
				return pics, fmt.Errorf("line %d: unexpected %q after the three polyominoes", lineNo, text)
			}
			if len(text) != 4 || strings.Trim(text, "#.") != "" {
				return pics, fmt.Errorf("line %d: %q is not 4 characters of '#' and '.'", lineNo, text)
			}
			copy(pics[n/4][n%4][:], text)
			n++
		}
		if err != nil {
			break
		}
	}
	if n < 12 {
		return pics, fmt.Errorf("only %d of the 12 lines of the three polyominoes", n)
	}
	for i, p := range pics {
		if p.bits() == 0 {
			return pics, fmt.Errorf("polyomino %d has no '#'", i+1)
		}
	}
	return pics, nil
}

// bits returns the picture's '#' squares as a 16-bit mask, row by row.
func (p picture) bits() uint16 {
	var m uint16
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			if p[r][c] == '#' {
				m |= 1 << uint(4*r+c)
			}
		}
	}
	return m
}

// turned returns the picture turned a quarter clockwise.
func (p picture) turned() picture {
	var q picture
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			q[c][3-r] = p[r][c]
		}
	}
	return q
}

// positions returns the masks of the picture's four turns moved to every
// place where they stay on the grid.
func positions(p picture) []uint16 {
	seen := map[uint16]bool{}
	var out []uint16
	for turn := 0; turn < 4; turn++ {
		for dr := -3; dr <= 3; dr++ {
			for dc := -3; dc <= 3; dc++ {
				if m, ok := p.moved(dr, dc); ok && !seen[m] {
					seen[m] = true
					out = append(out, m)
				}
			}
		}
		p = p.turned()
	}
	return out
}

// moved returns the mask of the picture moved dr rows down and dc columns
// right, and whether all its squares stay on the grid.
func (p picture) moved(dr, dc int) (uint16, bool) {
	var m uint16
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			if p[r][c] != '#' {
				continue
			}
			nr, nc := r+dr, c+dc
			if nr < 0 || nr > 3 || nc < 0 || nc > 3 {
				return 0, false
			}
			m |= 1 << uint(4*nr+nc)
		}
	}
	return m, true
}
