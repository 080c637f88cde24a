// Package layout says where a problem lives and where its parts are: a
// problem's directory, its main.go and second solutions, its suite, its
// tests, its tools (checker, interactor, validator, generator), in this
// repository's layout and in a user's module or folder, as ojkit help
// layout tells; and how a solution named on the command line is found.
package layout
