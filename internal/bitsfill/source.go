package bitsfill

import _ "embed" // for Source

// Source is the text of bits.go, the file ojkit bundle inlines in place of
// math/bits for judges older than go1.9. It imports nothing.
//
//go:embed bits.go
var Source string
