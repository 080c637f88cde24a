# ojkit: `make test` is the one test command (README and .ci/run call it).
GO ?= go
FUZZTIME ?= 60s
BENCHCOUNT ?= 5

.PHONY: test fmt-check vet bench fuzz

test: fmt-check vet
	$(GO) test ./...

# fmt-check fails, naming them, on files gofmt would change.
fmt-check:
	@files=$$(gofmt -l $$(find . -name '*.go' -not -path './dist/*')); \
	if [ -n "$$files" ]; then echo "gofmt would change:"; echo "$$files"; exit 1; fi

vet:
	$(GO) vet ./...

# bench runs every Go benchmark BENCHCOUNT times; feed the output to benchstat.
bench:
	$(GO) test -run '^$$' -bench . -benchmem -count $(BENCHCOUNT) ./...

# fuzz runs each fuzz target of the module for FUZZTIME.
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
		for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
			echo "== $$pkg $$target ($(FUZZTIME))"; \
			$(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) $$pkg; \
		done; \
	done
