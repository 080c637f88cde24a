// Package compare compares a program's output with the answer as judges
// do: exactly, by lines, by tokens, by numbers within an error, with a
// testlib checker, or with a Kattis output validator or the Kattis default
// validator; whole or streamed from files too large to hold; and on a wrong
// answer shows where the output first parts from the answer (Diff).
package compare
