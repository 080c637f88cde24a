# ojkit: `make test` is the one test command (README and .ci/run call it).
GO ?= go
FUZZTIME ?= 60s
BENCHCOUNT ?= 5

.PHONY: test fmt-check vet bench fuzz submit submit-all

test: fmt-check vet
	$(GO) test ./...

# fmt-check fails, naming them, on files gofmt would change.
fmt-check:
	@files=$$(gofmt -l $$(find . -name '*.go' -not -path './dist/*')); \
	if [ -n "$$files" ]; then echo "gofmt would change:"; echo "$$files"; exit 1; fi

vet:
	$(GO) vet ./...

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

# submit P=<id> writes dist/<id>.go, the one file to paste into the judge: the
# bundle of problems/<id>, checked at its Go floor, with the problem's suite run
# against it. submit-all does every problem.
submit:
	@test -n "$(P)" -a -f problems/$(P)/main.go || { echo "usage: make submit P=<id>, with <id> one of: $$(ls problems | grep -v '\.go$$' | tr '\n' ' ')"; exit 2; }
	@mkdir -p dist && printf 'module dist\n' > dist/go.mod # keeps dist/ out of ./...
	$(GO) run ./scripts/bundle -strip -o dist/$(P).go ./problems/$(P)
	$(GO) run ./scripts/judgecheck dist/$(P).go
	OJKIT_BUNDLES=$(CURDIR)/dist $(GO) test -count=1 -run '^TestSuites$$/^$(P)-bundle$$' ./problems
	@echo "dist/$(P).go: $$(wc -l < dist/$(P).go) lines, $$(wc -c < dist/$(P).go) bytes"

submit-all:
	@set -e; for main in problems/*/main.go; do \
		$(MAKE) --no-print-directory submit P=$$(basename $$(dirname $$main)); \
	done
