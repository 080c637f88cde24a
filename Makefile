# ojkit: `make test` is the one test command (README and .ci/run call it).
GO ?= go
FUZZTIME ?= 60s
BENCHCOUNT ?= 5

.PHONY: test deps problem-arg fmt-check conflict-check vet cross bench fuzz submit submit-all

# test runs every check, the tests' full tier with them (OJKIT_TEST_FULL=1:
# the slowest end-to-end scripts, the Kotlin builds and the README's commands,
# which go test ./... alone leaves out); with P=<id>, the gofmt check and that
# problem's suites only (its source build, its bundle and its second solutions).
#
# The suites spend most of their time waiting for the programs they run, so more
# of them run at once than there are CPUs (-parallel).
ifdef P
test: fmt-check problem-arg
	$(GO) test -count=1 -parallel 8 -run '^TestSuites$$/^$(P)($$|-)' ./problems
else
test: fmt-check conflict-check vet cross
	OJKIT_TEST_FULL=1 $(GO) test -parallel 8 ./...
endif

# deps installs, with Debian's or Ubuntu's apt-get (as root, or through
# sudo), the toolchains the tests build solutions with beside Go: g++, gcc,
# python3, node, a JDK and kotlinc. Without one, the tests that need it are
# skipped; under CI=true they fail.
DEPS = g++ gcc python3 pypy3 nodejs default-jdk-headless kotlin
SUDO = $(if $(filter 0,$(shell id -u)),,sudo)
deps:
	@command -v apt-get >/dev/null || { echo "make deps: no apt-get here: install $(DEPS) with the system's package manager"; exit 2; }
	$(SUDO) apt-get install -y $(DEPS) || { $(SUDO) apt-get update && $(SUDO) apt-get install -y $(DEPS); }

# problem-arg fails with the list of problems unless P names one.
problem-arg:
	@test -n "$(P)" -a -f problems/$(P)/main.go || { echo "usage: make $(MAKECMDGOALS) P=<id>, with <id> one of: $$(ls problems | grep -v '\.go$$' | tr '\n' ' ')"; exit 2; }

# fmt-check fails, naming them, on files gofmt would change.
fmt-check:
	@files=$$(gofmt -l $$(find . -name '*.go' -not -path './dist/*')); \
	if [ -n "$$files" ]; then echo "gofmt would change:"; echo "$$files"; exit 1; fi

# conflict-check fails, naming them, on files a merge left with its conflict
# markers.
conflict-check:
	@files=$$(git grep -l -E '^(<<<<<<<|>>>>>>>)( |$$)' 2>/dev/null || true); \
	if [ -n "$$files" ]; then echo "merge conflict markers in:"; echo "$$files"; exit 1; fi

vet:
	$(GO) vet ./...

# cross type-checks and vets the module for macOS (Intel and Apple silicon)
# and Windows, where ojkit must build too.
cross:
	GOOS=darwin GOARCH=amd64 $(GO) vet ./...
	GOOS=darwin GOARCH=arm64 $(GO) vet ./...
	GOOS=windows GOARCH=amd64 $(GO) vet ./...

# bench runs every Go benchmark BENCHCOUNT times (feed the output to benchstat),
# then scripts/bench on the project's corpora and on any files in CORPORA, e.g.
# make bench CORPORA="../shared/corpora/puzzles3_magictour_top1465.txt".
bench:
	$(GO) test -run '^$$' -bench . -benchmem -count $(BENCHCOUNT) ./...
	$(GO) run ./scripts/bench sudoku/testdata/minimal9.txt sudoku/testdata/minimal16.txt $(CORPORA)

# fuzz runs each fuzz target of the module for FUZZTIME.
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
		for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
			echo "== $$pkg $$target ($(FUZZTIME))"; \
			$(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) $$pkg; \
		done; \
	done

# submit P=<id> writes dist/<id>.go, the one file to paste into the judge
# (ojkit submit): the bundle of problems/<id>, checked at its Go floor and
# judged on the problem's tests. When a step fails dist/ is left as it was and
# the rejected bundle stays where the message says. submit-all does every
# problem.
submit: problem-arg
	$(GO) run ./scripts/ojkit submit -p $(P)

submit-all:
	@set -e; for main in problems/*/main.go; do \
		$(MAKE) --no-print-directory submit P=$$(basename $$(dirname $$main)); \
	done

# corpus regenerates the committed puzzle corpora of sudoku/testdata through gen,
# and their hash file, which TestCorpusHashes checks.
corpus:
	$(GO) run ./scripts/ojkit gen -p lines -size 9 -kind minimal -n 50 -seed 9 > sudoku/testdata/minimal9.txt
	$(GO) run ./scripts/ojkit gen -p poj3076 -kind minimal -n 10 -seed 16 > sudoku/testdata/minimal16.txt
	cd sudoku/testdata && sha256sum minimal16.txt minimal9.txt > corpus.sha256

# judge P=<id> SOL=<solution> runs one solution on problem <id>'s tests
# (ojkit judge); stress P=<id> SOL="A B" compares solutions on gen's inputs
# or, with ARGS="-gen CMD [-validate CMD]", on your generator's (ojkit stress).
# SOL is a Go package directory, a .go/.cpp/.c/.py file or an executable (for
# judge also one command line, SOL="java Main"); ARGS passes more flags, e.g.
# ARGS="-n 5 -runs 500".
.PHONY: judge stress
judge: problem-arg
	@test -n "$(SOL)" || { echo 'usage: make judge P=<id> SOL=<solution> [ARGS="-tests DIR ..."]'; exit 2; }
	$(GO) run ./scripts/ojkit judge -p $(P) $(ARGS) "$(SOL)"

stress: problem-arg
	@test -n "$(SOL)" || { echo 'usage: make stress P=<id> SOL="A B" [ARGS="-n 5 -runs 500 ..."]'; exit 2; }
	$(GO) run ./scripts/ojkit stress -p $(P) $(ARGS) $(SOL)

# new P=<id> JUDGE=<judge><id there> [SAMPLES=DIR | IN=FILE OUT=FILE] [LIMITS="1s 125MiB"]
# starts problem <id> (ojkit new): problems/<id>/main.go, a skeleton,
# its README and testdata/<id>/sample.txtar from the samples (oj's NAME.in and
# NAME.out in DIR, or one input and output), e.g.
# make new P=p1219 JUDGE=LuoguP1219 SAMPLES=test LIMITS="1s 125MiB". With
# LISTEN=1 [PORT=N] it waits for the Competitive Companion browser extension's
# problems instead (ojkit new -listen).
.PHONY: new
ifdef LISTEN
NEWARGS = -listen $(if $(PORT),-port $(PORT))
else
NEWARGS = -judge "$(JUDGE)" -samples "$(SAMPLES)" -in "$(IN)" -out "$(OUT)" -limits "$(LIMITS)" $(P)
endif
new:
	@tmp=$$(mktemp -d) && $(GO) build -o $$tmp/ojkit ./scripts/ojkit && \
	{ $$tmp/ojkit new $(NEWARGS); \
	  status=$$?; rm -rf $$tmp; exit $$status; }
