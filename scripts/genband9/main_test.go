package main

import (
	"bytes"
	"os"
	"testing"
)

// TestUpToDate fails when the committed sudoku/band9_update.go is not what the
// generator writes: regenerate it with `go generate ./sudoku`.
func TestUpToDate(t *testing.T) {
	const path = "../../sudoku/band9_update.go"
	committed, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, generate()) {
		t.Errorf("%s differs from the generator's output: run go generate ./sudoku", path)
	}
}
