//go:build !linux

package doctor

// kernel returns nothing: the system's name says enough here.
func kernel() string { return "" }

// machine returns nothing more: what makes times vary is not read here.
func machine() []fact { return nil }
