package verify

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/verdict"
)

// validateInputs runs every input through every input validator ojkit can
// build, jobs at a time, reporting each rejection and the validators it
// skipped, and every invalid input of the package that no validator
// rejects; it returns whether every input passed and every invalid one
// was rejected, and marks the cases a validator rejected in v.invalid.
func (v *verifier) validateInputs(ctx context.Context) (bool, error) {
	valid, checked := true, 0
	v.invalid = make([]bool, len(v.pkg.Cases))
	rejected := make([]bool, len(v.pkg.InvalidInputs))
	for _, iv := range v.pkg.InputValidators {
		name := iv.Name(v.pkg.Dir)
		if iv.Source == "" {
			fmt.Fprintf(v.out, "input validator %s skipped: %s\n", name, iv.Why)
			continue
		}
		v.json.Emit(events.BuildStarted{Program: name, Role: "validator"})
		sol, err := iv.Build()
		v.json.Emit(events.Built(name, "validator", sol, err))
		if err != nil {
			fmt.Fprintf(v.out, "input validator %s does not build: %v\n", name, err)
			valid = false
			continue
		}
		rejections := make([]string, len(v.pkg.Cases))
		errs := make([]error, len(v.pkg.Cases))
		each(len(v.pkg.Cases), v.jobs, func(i int) {
			if ctx.Err() == nil {
				rejections[i], errs[i] = validate(ctx, sol, iv, v.pkg.Cases[i], v.pkg.Limits)
			}
		})
		err = v.rejectInvalid(ctx, sol, iv, rejected)
		sol.Close()
		if err != nil {
			return false, fmt.Errorf("input validator %s: %v", name, err)
		}
		for i, why := range rejections {
			if errs[i] != nil {
				return false, fmt.Errorf("input validator %s, case %s: %v", name, v.pkg.Cases[i].Name, errs[i])
			}
			if why != "" {
				fmt.Fprintf(v.out, "invalid input: %s rejects %s: %s\n", name, v.pkg.Cases[i].Name, why)
				valid, v.invalid[i] = false, true
			}
		}
		checked++
	}
	if checked > 0 && valid {
		fmt.Fprintf(v.out, "inputs: all %d valid by %d validators\n", len(v.pkg.Cases), checked)
	}
	if checked > 0 && len(rejected) > 0 {
		valid = v.reportInvalid(rejected) && valid
	}
	return valid, ctx.Err()
}

// dropInvalid removes from the cases those an input validator rejected, so
// that no submission is judged on an invalid input, whatever the package's
// format; it returns false, saying so, when no case is left to judge.
func (v *verifier) dropInvalid() bool {
	var kept []problempkg.Case
	for i, c := range v.pkg.Cases {
		if !v.invalid[i] {
			kept = append(kept, c)
		}
	}
	v.dropped = len(v.pkg.Cases) - len(kept)
	v.pkg.Cases = kept
	if len(kept) == 0 {
		fmt.Fprintf(v.out, "no submission judged: the input validators reject all %d inputs\n", v.dropped)
		return false
	}
	return true
}

// rejectInvalid runs the invalid inputs through the input validator sol,
// jobs at a time, marking in rejected those it rejects.
func (v *verifier) rejectInvalid(ctx context.Context, sol *runner.Solution, iv problempkg.Program, rejected []bool) error {
	errs := make([]error, len(rejected))
	each(len(rejected), v.jobs, func(i int) {
		if ctx.Err() == nil && !rejected[i] {
			var why string
			why, errs[i] = validate(ctx, sol, iv, v.pkg.InvalidInputs[i], v.pkg.Limits)
			rejected[i] = why != ""
		}
	})
	return errors.Join(errs...)
}

// reportInvalid reports the invalid inputs no validator rejected, and
// returns whether there are none.
func (v *verifier) reportInvalid(rejected []bool) bool {
	ok := true
	for i, r := range rejected {
		if !r {
			fmt.Fprintf(v.out, "invalid input accepted: no input validator rejects %s\n", v.pkg.InvalidInputs[i].Name)
			ok = false
		}
	}
	if ok {
		fmt.Fprintf(v.out, "invalid inputs: all %d rejected\n", len(rejected))
	}
	return ok
}

// runValidator runs the input validator sol on case c's input with args.
// A run the machine was too busy to finish (verdict.BUSY) runs once more,
// as a submission's does, and is an error, not a rejection, the second
// time.
func runValidator(ctx context.Context, sol *runner.Solution, c problempkg.Case, args []string, lim problempkg.Limits) (runner.Result, error) {
	limits := compare.CheckerLimits(lim.Time)
	for range 2 {
		r, err := sol.Invoke(ctx, runner.Invocation{InputFile: c.InputFile, Args: args}, limits)
		if v, _ := verdict.Classify(r, limits); err != nil || v != verdict.BUSY {
			return r, err
		}
	}
	return runner.Result{}, errors.New("not validated: the machine was too busy to run the validator, twice; verify again when it is quieter")
}

// validate runs the input validator sol on case c's input and returns why
// it rejects it, or "": a Kattis validator (`VALIDATOR [flags] < input`)
// accepts with exit status 42, a testlib one with 0.
func validate(ctx context.Context, sol *runner.Solution, iv problempkg.Program, c problempkg.Case, lim problempkg.Limits) (string, error) {
	accept, args := compare.KattisAccept, c.InputFlagsOf(iv)
	if iv.Testlib {
		accept, args = 0, nil
	}
	r, err := runValidator(ctx, sol, c, args, lim)
	if err != nil {
		return "", err
	}
	if r.ExitCode == accept && r.Signal == 0 && !r.TimedOut {
		return "", nil
	}
	msg := strings.TrimSpace(string(r.Stderr))
	if msg == "" {
		msg = strings.TrimSpace(term.Escape(string(r.Stdout)))
	}
	if i := strings.LastIndexByte(msg, '\n'); i >= 0 {
		msg = msg[i+1:] // the last line: an assertion's, an exception's
	}
	v, note := verdict.Classify(r, compare.CheckerLimits(lim.Time))
	if v == "" || v == verdict.RE {
		note = fmt.Sprintf("exit status %d, want %d", r.ExitCode, accept)
	}
	if msg != "" {
		note += ": " + msg
	}
	return note, nil
}
