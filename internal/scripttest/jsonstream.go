package scripttest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ojkit/ojkit/internal/events"
	"github.com/rogpeppe/go-internal/testscript"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// JSONStream is the script command `jsonstream FILE` (stdout for the last
// command's): it fails unless every line of FILE is an event that
// events.Schema accepts, the first a start and the last, the only one, a
// summary.
func JSONStream(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: jsonstream FILE")
	}
	data := ts.ReadFile(args[0])
	if err := CheckStream([]byte(data)); err != nil {
		ts.Fatalf("%s: %v", args[0], err)
	}
}

// CheckStream returns an error unless stream is a stream of events that
// events.Schema accepts, line by line, from a start to one summary.
func CheckStream(stream []byte) error {
	schema, err := compiledSchema()
	if err != nil {
		return err
	}
	lines := strings.Split(strings.TrimSuffix(string(stream), "\n"), "\n")
	for i, line := range lines {
		var e struct{ Event string }
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(line))
		if err == nil {
			err = schema.Validate(v)
		}
		if err == nil {
			err = json.Unmarshal([]byte(line), &e)
		}
		switch {
		case err != nil:
			return fmt.Errorf("line %d: %v\n%s", i+1, err, line)
		case i == 0 && e.Event != "start":
			return fmt.Errorf("line 1: a %s event, want start", e.Event)
		case i == len(lines)-1 && e.Event != "summary":
			return fmt.Errorf("line %d, the last: a %s event, want summary", i+1, e.Event)
		case i < len(lines)-1 && e.Event == "summary":
			return fmt.Errorf("line %d: a summary before the end", i+1)
		}
	}
	return nil
}

// compiledSchema returns events.Schema compiled.
func compiledSchema() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(events.Schema))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	const url = "ojkit-events.json"
	if err := c.AddResource(url, doc); err != nil {
		return nil, err
	}
	return c.Compile(url)
}
