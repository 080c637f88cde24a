package doctor

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// kernel returns ", Linux RELEASE", from uname(2).
func kernel() string {
	var u syscall.Utsname
	if syscall.Uname(&u) != nil {
		return ""
	}
	var b strings.Builder
	for _, c := range u.Release {
		if c == 0 {
			break
		}
		b.WriteByte(byte(c))
	}
	return ", Linux " + b.String()
}

// machine returns what of this machine makes a run's time or memory
// differ from a judge's.
func machine() []fact {
	return []fact{smt(), clock(), swap(), load()}
}

// smt reports simultaneous multithreading.
func smt() fact {
	switch firstLine("/sys/devices/system/cpu/smt/active") {
	case "1":
		return fact{"SMT", "on", "two runs at once may share a core and each runs slower than alone; judges turn SMT off: time with verify -j 1"}
	case "0":
		return fact{"SMT", "off", ""}
	}
	return fact{"SMT", "not shown by this kernel", ""}
}

// clock reports the CPU's frequency scaling.
func clock() fact {
	governor := firstLine("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")
	switch governor {
	case "":
		return fact{"clock", "not shown (a virtual machine?)", "times vary with what the host runs beside this machine"}
	case "performance":
		return fact{"clock", "governor performance", ""}
	}
	return fact{"clock", "governor " + governor, "the CPU's clock follows its load, so a run's time varies; judges fix it: sudo cpupower frequency-set -g performance"}
}

// swap reports swap space.
func swap() fact {
	data, err := os.ReadFile("/proc/swaps")
	if err != nil {
		return fact{"swap", "not shown", ""}
	}
	if n := strings.Count(strings.TrimSpace(string(data)), "\n"); n > 0 {
		return fact{"swap", fmt.Sprintf("%d device(s)", n), "a run's pages may be swapped out, and its peak resident memory then reads lower than it used; judges run without swap"}
	}
	return fact{"swap", "none", ""}
}

// load reports the load average against the CPUs.
func load() fact {
	f := strings.Fields(firstLine("/proc/loadavg"))
	if len(f) == 0 {
		return fact{"load", "not shown", ""}
	}
	avg, _ := strconv.ParseFloat(f[0], 64)
	value := fmt.Sprintf("%s on %d CPUs", f[0], runtime.NumCPU())
	if avg >= float64(runtime.NumCPU()) {
		return fact{"load", value, "runs wait for a CPU: a run starved at its wall-clock limit is BUSY, judged again alone, not TLE"}
	}
	return fact{"load", value, ""}
}
