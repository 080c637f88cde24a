package cli

import (
	"slices"
	"strings"
)

// Nearest returns the name of names closest to s in edit distance, the first
// among equals, or "" for no names: what a message offers for a misspelt
// subcommand, topic, directive or problem id.
func Nearest(s string, names []string) string {
	best, bestDist := "", -1
	for _, n := range names {
		if d := editDistance(s, n); bestDist < 0 || d < bestDist {
			best, bestDist = n, d
		}
	}
	return best
}

// editDistance returns the Levenshtein distance between a and b: the fewest
// bytes inserted, deleted or replaced that turn one into the other.
func editDistance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		diag := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			next := min(row[j]+1, row[j-1]+1, diag+cost)
			diag, row[j] = row[j], next
		}
	}
	return row[len(b)]
}

// Close returns the name of names nearest to s, ignoring case, if it is
// near enough to be what s meant (fewer bytes differ than a third of the
// longer of the two), else "": what a message offers only when s may be a
// misspelling rather than a name it does not know.
func Close(s string, names []string) string {
	lower := make([]string, len(names))
	for i, n := range names {
		lower[i] = strings.ToLower(n)
	}
	near := Nearest(strings.ToLower(s), lower)
	if near == "" || 3*editDistance(strings.ToLower(s), near) >= max(len(s), len(near)) {
		return ""
	}
	return names[slices.Index(lower, near)]
}
