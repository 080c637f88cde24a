package verdict

import (
	"strconv"
	"time"
)

// FormatMemory writes a size in bytes as KiB, MiB or GiB with one decimal.
func FormatMemory(n int64) string {
	switch {
	case n >= 1<<30:
		return strconv.FormatFloat(float64(n)/(1<<30), 'f', 1, 64) + "GiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + "MiB"
	default:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + "KiB"
	}
}

// FormatTime writes a duration in milliseconds.
func FormatTime(d time.Duration) string {
	return strconv.FormatInt(d.Milliseconds(), 10) + "ms"
}
