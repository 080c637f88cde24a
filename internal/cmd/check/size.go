package check

import (
	"fmt"

	"github.com/ojkit/ojkit/internal/onlinejudge"
)

// sizeFinding says, when the file of cfg is larger than the smallest source
// limit of the judges of its //ojkit:judges (of every judge ojkit knows when
// it names none), which judge refuses it and how to make it fit; "" when it
// fits.
func sizeFinding(cfg *config) string {
	d, _ := directives(cfg.src, cfg.file) // complete reported a bad directive
	j, ok := onlinejudge.SmallestSource(d.Judges)
	if !ok || len(cfg.src) <= j.Source {
		return ""
	}
	among := "the smallest among its //ojkit:judges"
	if len(d.Judges) == 0 {
		among = "the smallest of the judges ojkit knows, as it has no //ojkit:judges"
	}
	return fmt.Sprintf("%s: %d bytes, over the %d-byte source limit of %s (%s): bundle with -strip, or shorten the code",
		cfg.file, len(cfg.src), j.Source, j.Name, among)
}
