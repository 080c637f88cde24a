package problempkg

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseYAML(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     any
	}{
		{"empty", "# nothing\n", map[string]any{}},
		{"scalars", "name: A Different Problem\nlicense: 'cc by-sa'  # a comment\nuuid: \"a#b\"\n",
			map[string]any{"name": "A Different Problem", "license": "cc by-sa", "uuid": "a#b"}},
		{"nested", "limits:\n  time_multipliers:\n    ac_to_time_limit: 2.0\n  memory: 512\nname:\n  en: Guess\n",
			map[string]any{"limits": map[string]any{"time_multipliers": map[string]any{"ac_to_time_limit": "2.0"}, "memory": "512"}, "name": map[string]any{"en": "Guess"}}},
		{"block sequence", "type:\n  - interactive\n  - multi-pass\n", map[string]any{"type": []any{"interactive", "multi-pass"}}},
		{"sequence at the key's indent", "type:\n- interactive\nname: x\n", map[string]any{"type": []any{"interactive"}, "name": "x"}},
		{"flow", "output_validator_args: [float_tolerance, \"1E-6\"]\nm: {a: 1, b: [x]}\ne: []\n",
			map[string]any{"output_validator_args": []any{"float_tolerance", "1E-6"}, "m": map[string]any{"a": "1", "b": []any{"x"}}, "e": []any{}}},
		{"sequence of mappings", "credits:\n  - name: A\n    email: a@b\n  - name: B\n",
			map[string]any{"credits": []any{map[string]any{"name": "A", "email": "a@b"}, map[string]any{"name": "B"}}}},
		{"block scalar", "notes: |\n  one\n  two\nnext: x\n", map[string]any{"notes": "one\ntwo\n", "next": "x"}},
		{"colon in a value", "source_url: https://example.com/a\n", map[string]any{"source_url": "https://example.com/a"}},
		{"null", "author:\nname: x\n", map[string]any{"author": nil, "name": "x"}},
		{"flow over lines", "json:\n  {\n    data:\n      [\n        { \"\": a 1 },  # first\n        { \"1\": \"b]\" },\n      ],\n  }\nnext: [x,\n  y]\n",
			map[string]any{"json": map[string]any{"data": []any{map[string]any{"": "a 1"}, map[string]any{"1": "b]"}}}, "next": []any{"x", "y"}}},
	} {
		got, err := parseYAML("problem.yaml", []byte(c.in))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", c.name, diff)
		}
	}
}

func TestParseYAMLErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a: 1\na: 2\n", "problem.yaml:2: key a given twice"},
		{"a: [1, 2\n", "problem.yaml:1: no closing ]"},
		{"a: &x 1\n", "problem.yaml:1: anchors, aliases and tags are not supported: \"&x 1\""},
		{"a:\n\tb: 1\n", "problem.yaml:2: a tab in the indentation; YAML indents with spaces"},
		{"a: 1\n  b: 2\n", "problem.yaml:2: unexpected indentation"},
	} {
		_, err := parseYAML("problem.yaml", []byte(c.in))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%q: got error %q, want %q", c.in, got, c.want)
		}
	}
}
