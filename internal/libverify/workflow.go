package libverify

import (
	"fmt"
	"io"
	"strings"
)

// workflow is the GitHub Actions workflow that -workflow writes, with the
// list of shards, their count, the module's folder in the repository and
// InstallSteps to fill in: a matrix of shards, each
// keeping ojkit's cache (the tests made or downloaded and the programs
// built) and its last result, for -prev, and given the repository's
// secret YUKICODER_TOKEN for yukicoder's tests, then a job that merges the
// shards' results and has competitive-verifier check them.
const workflow = `# The verification of this module's //ojkit:verify programs, in %[2]d shards
# (written by ojkit verify -workflow %[2]d).
name: verify
on: [push, pull_request, workflow_dispatch]
jobs:
  verify:
    strategy:
      fail-fast: false
      matrix:
        shard: [%[1]s]
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/checkout@v4
        with:
          repository: yosupo06/library-checker-problems
          path: .lc
      - run: pip3 install -r .lc/requirements.txt
%[4]s      - uses: actions/cache@v4
        with:
          path: |
            ~/.cache/ojkit
            shard.json
          key: verify-${{ matrix.shard }}-${{ github.sha }}
          restore-keys: verify-${{ matrix.shard }}-
      - run: ojkit verify -lc .lc -prev shard.json -shard ${{ matrix.shard }}/%[2]d -result shard.json%[3]s
        env:
          YUKICODER_TOKEN: ${{ secrets.YUKICODER_TOKEN }}
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: shard-${{ matrix.shard }}
          path: shard.json
  merge:
    needs: verify
    if: always()
    runs-on: ubuntu-latest
    steps:
%[4]s      - uses: actions/download-artifact@v4
      - run: ojkit verify -merge shard-*/shard.json > result.json
      - uses: actions/upload-artifact@v4
        with:
          name: result
          path: result.json
      - run: pipx run competitive-verifier check result.json
`

// InstallSteps are the steps of a workflow's job that install Go and
// ojkit, as the workflows of -workflow write them.
const InstallSteps = `      - uses: actions/setup-go@v5
        with:
          go-version: stable
      - run: go install github.com/ojkit/ojkit/scripts/ojkit@latest
`

// ShardList returns the shards of a workflow's matrix of n: "1, 2, ..., n".
func ShardList(n int) string {
	list := make([]string, n)
	for i := range list {
		list[i] = fmt.Sprint(i + 1)
	}
	return strings.Join(list, ", ")
}

// writeWorkflow writes the workflow of shards shards to w, for the module
// at dir in its repository ("" for the repository's root).
func writeWorkflow(w io.Writer, shards int, dir string) error {
	if dir != "" {
		dir = " " + dir
	}
	_, err := fmt.Fprintf(w, workflow, ShardList(shards), shards, dir, InstallSteps)
	return err
}
