package bundle

import (
	"sort"

	"golang.org/x/tools/go/packages"
)

// depsFirst orders paths so that every path follows the paths deps(path) names
// among them, taking the ready path that sorts first at each step. Paths left on
// an import cycle come last, sorted; the type check reports the cycle.
func depsFirst(paths []string, deps func(path string) []string) []string {
	sorted := append([]string(nil), paths...)
	sort.Strings(sorted)
	in := map[string]bool{}
	for _, p := range sorted {
		in[p] = true
	}
	done := map[string]bool{}
	var order []string
	for len(order) < len(sorted) {
		next := ""
		for _, p := range sorted {
			if !done[p] && ready(deps(p), in, done) {
				next = p
				break
			}
		}
		if next == "" {
			for _, p := range sorted {
				if !done[p] {
					order = append(order, p)
				}
			}
			return order
		}
		done[next] = true
		order = append(order, next)
	}
	return order
}

// ready reports whether every one of deps that is in the set has been done.
func ready(deps []string, in, done map[string]bool) bool {
	for _, d := range deps {
		if in[d] && !done[d] {
			return false
		}
	}
	return true
}

// localImports returns the import paths of p's module-local imports (none when
// p is nil).
func (g *graph) localImports(p *packages.Package) []string {
	if p == nil {
		return nil
	}
	var paths []string
	for path := range p.Imports {
		if g.isLocal(path) {
			paths = append(paths, path)
		}
	}
	return paths
}
