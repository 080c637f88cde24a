// Package picture draws a wrong answer's grids beside the answer's (a
// Sudoku's, a placement's, an exact cover's), the cells that differ marked.
package picture
