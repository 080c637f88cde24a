package verify

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/libverify"
	"github.com/ojkit/ojkit/internal/problempkg"
)

// workflow is the GitHub Actions workflow that -workflow writes for a
// contest's packages, with the matrix's packages, its shards, their count
// and the steps that install Go and ojkit (libverify.InstallSteps) to fill
// in: a job for each package and shard that verifies the
// shard's share and keeps its result as an artifact, then a job for each
// package that merges its shards' results, which need no checkout.
const workflow = `# The verification of this contest's problem packages, each in %[3]d shards
# (written by ojkit verify -workflow %[3]d).
name: verify
on: [push, pull_request, workflow_dispatch]
jobs:
  verify:
    strategy:
      fail-fast: false
      matrix:
        package:%[1]s
        shard: [%[2]s]
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: sudo apt-get install -y pypy3
%[4]s      - run: ojkit verify -shard ${{ matrix.shard }}/%[3]d -result shard.json ${{ matrix.package.dir }}
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: shard-${{ matrix.package.key }}-${{ matrix.shard }}
          path: shard.json
  merge:
    needs: verify
    if: always()
    strategy:
      fail-fast: false
      matrix:
        package:%[1]s
    runs-on: ubuntu-latest
    steps:
%[4]s      - uses: actions/download-artifact@v4
        with:
          pattern: shard-${{ matrix.package.key }}-*
      - run: ojkit verify -merge shard-${{ matrix.package.key }}-*/shard.json
`

// runWorkflow writes the workflow of c's packages to stdout, and returns
// the exit status.
func runWorkflow(c config, stdout, stderr io.Writer) int {
	dirs, err := packagesOf(c.dirs)
	if err == nil {
		err = writeWorkflow(stdout, c.workflow, dirs)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: -workflow: %v\n", prog, err)
		return 2
	}
	return 0
}

// writeWorkflow writes the workflow that verifies the packages in dirs in
// shards shards to w.
func writeWorkflow(w io.Writer, shards int, dirs []string) error {
	var matrix strings.Builder
	keys := map[string]string{}
	for _, d := range dirs {
		key := artifactKey(d)
		if other, ok := keys[key]; ok {
			return fmt.Errorf("%s and %s make the same artifact name %s: rename one folder", other, d, key)
		}
		keys[key] = d
		fmt.Fprintf(&matrix, "\n          - {dir: %q, key: %s}", d, key)
	}
	_, err := fmt.Fprintf(w, workflow, matrix.String(), libverify.ShardList(shards), shards, libverify.InstallSteps)
	return err
}

// artifactKey returns the name of the package in dir in its artifacts'
// names: its path's letters, digits, dots and underscores, with _ for the
// rest, so that no key is the start of another followed by a hyphen
// ("package" for the working directory).
func artifactKey(dir string) string {
	path := strings.Trim(filepath.ToSlash(filepath.Clean(dir)), "./")
	if path == "" {
		path = "package"
	}
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' {
			return r
		}
		return '_'
	}, path)
}

// packagesOf returns the problem packages args name: each argument that
// is one, and the packages in each folder that is not, sorted, as
// slash-separated paths.
func packagesOf(args []string) ([]string, error) {
	var dirs []string
	for _, a := range args {
		if problempkg.IsPackage(a) {
			dirs = append(dirs, filepath.ToSlash(filepath.Clean(a)))
			continue
		}
		in := packagesIn(a)
		if len(in) == 0 {
			return nil, fmt.Errorf("%s: neither a problem package nor a folder holding packages", a)
		}
		dirs = append(dirs, in...)
	}
	return dirs, nil
}

// packagesIn returns the problem packages among the folders in dir,
// sorted, as slash-separated paths.
func packagesIn(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var dirs []string
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		if e.IsDir() && problempkg.IsPackage(p) {
			dirs = append(dirs, filepath.ToSlash(p))
		}
	}
	slices.Sort(dirs)
	return dirs
}

// exists reports whether there is a file at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
