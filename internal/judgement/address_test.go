package judgement

import (
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/testfiles"
)

// TestAddressLimited: a Kattis package's spec limits its solution's address
// space to the memory limit, as problemtools does, but for an interactive
// problem; a Polygon package's does not; the limit follows the memory limit
// of the judge's runs, whoever sets it.
func TestAddressLimited(t *testing.T) {
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		"problem.yaml":        "name: Reserve\nlimits:\n  memory: 256\n",
		"data/sample/1.in":    "1\n",
		"data/sample/1.ans":   "1\n",
		"data/secret/1.in":    "2\n",
		"data/secret/1.ans":   "2\n",
		"submissions/x/a.cpp": "int main() {}\n",
	})
	pkg, err := problempkg.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := FromPackage(pkg)
	if !s.AddressLimited || s.Limits.Memory != 256<<20 {
		t.Errorf("Kattis package: AddressLimited %v, memory %d; want limited, 256 MiB", s.AddressLimited, s.Limits.Memory)
	}
	j := (&Judge{Spec: s}).WithLimits(runner.Limits{Time: 2 * time.Second, Memory: 256 << 20})
	if j.Limits.AddressSpace != 256<<20 {
		t.Errorf("Kattis package's runs: address space %d; want the memory limit, 256 MiB", j.Limits.AddressSpace)
	}
	if j := j.WithLimits(runner.Limits{Memory: 1 << 30}); j.Limits.AddressSpace != 1<<30 {
		t.Errorf("under another memory limit: address space %d; want it, 1 GiB", j.Limits.AddressSpace)
	}

	interactive := *pkg
	interactive.Output.Kind = problempkg.KattisInteractor
	if s := FromPackage(&interactive); s.AddressLimited {
		t.Error("an interactive Kattis package's spec is AddressLimited; problemtools' interactive runs are not")
	}
	polygon := problempkg.Package{Format: problempkg.Polygon, Name: "p", Limits: problempkg.Limits{Time: time.Second, Memory: 256 << 20}, Output: problempkg.Output{Kind: problempkg.TestlibChecker}}
	s = FromPackage(&polygon)
	if s.AddressLimited {
		t.Error("a Polygon package's spec is AddressLimited")
	}
	if j := (&Judge{Spec: s}).WithLimits(s.Limits); j.Limits.AddressSpace != 0 {
		t.Errorf("a Polygon package's runs: address space %d; want none", j.Limits.AddressSpace)
	}
}
