package problempkg

import (
	"fmt"
	"strconv"
	"strings"
)

// tomlTable is a table of a TOML document: its keys in the order the
// document gives them, and their values.
type tomlTable struct {
	keys   []string
	values map[string]tomlValue
}

// tomlValue is a scalar of a TOML document: a string, an integer, a float
// or a boolean, with the text a number was written as (without its _).
type tomlValue struct {
	kind byte // 's' string, 'i' integer, 'f' float, 'b' boolean
	text string
}

// tomlDoc is a TOML document as far as Library Checker's info.toml uses
// the format: keys with scalar values at the top, in [tables] and in
// [[arrays of tables]].
type tomlDoc struct {
	tomlTable
	tables map[string]*tomlTable
	arrays map[string][]*tomlTable
}

// parseTOML reads the document data; its error names the line.
func parseTOML(data string) (*tomlDoc, error) {
	doc := &tomlDoc{tomlTable: tomlTable{values: map[string]tomlValue{}}, tables: map[string]*tomlTable{}, arrays: map[string][]*tomlTable{}}
	cur := &doc.tomlTable
	for i, line := range strings.Split(strings.ReplaceAll(data, "\r\n", "\n"), "\n") {
		line = strings.TrimSpace(stripComment(line))
		var err error
		switch {
		case line == "":
		case strings.HasPrefix(line, "[["):
			name := strings.TrimSpace(strings.TrimSuffix(line[2:], "]]"))
			cur = &tomlTable{values: map[string]tomlValue{}}
			doc.arrays[name] = append(doc.arrays[name], cur)
		case strings.HasPrefix(line, "["):
			name := strings.TrimSpace(strings.TrimSuffix(line[1:], "]"))
			cur = &tomlTable{values: map[string]tomlValue{}}
			doc.tables[name] = cur
		default:
			err = cur.set(line)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
	}
	return doc, nil
}

// set adds the line key = value to the table.
func (t *tomlTable) set(line string) error {
	key, text, ok := strings.Cut(line, "=")
	if !ok {
		return fmt.Errorf("%q: want key = value", line)
	}
	key = strings.Trim(strings.TrimSpace(key), `"'`)
	v, err := parseTOMLValue(strings.TrimSpace(text))
	if err != nil {
		return fmt.Errorf("%s: %v", key, err)
	}
	if _, dup := t.values[key]; dup {
		return fmt.Errorf("%s given twice", key)
	}
	t.keys = append(t.keys, key)
	t.values[key] = v
	return nil
}

// parseTOMLValue reads a scalar: a one-line string, a number or a boolean.
func parseTOMLValue(text string) (tomlValue, error) {
	switch {
	case strings.HasPrefix(text, `"""`) || strings.HasPrefix(text, "'''"):
		return tomlValue{}, fmt.Errorf("a multi-line string, which ojkit does not read")
	case strings.HasPrefix(text, `"`):
		s, err := strconv.Unquote(text)
		if err != nil {
			return tomlValue{}, fmt.Errorf("%s: not a string", text)
		}
		return tomlValue{kind: 's', text: s}, nil
	case strings.HasPrefix(text, "'"):
		if len(text) < 2 || !strings.HasSuffix(text, "'") || strings.Count(text, "'") != 2 {
			return tomlValue{}, fmt.Errorf("%s: not a string", text)
		}
		return tomlValue{kind: 's', text: text[1 : len(text)-1]}, nil
	case text == "true" || text == "false":
		return tomlValue{kind: 'b', text: text}, nil
	}
	num := strings.ReplaceAll(text, "_", "")
	if _, err := strconv.ParseInt(num, 10, 64); err == nil {
		return tomlValue{kind: 'i', text: strings.TrimPrefix(num, "+")}, nil
	}
	if _, err := strconv.ParseFloat(num, 64); err == nil && !strings.ContainsAny(num, "xXpP") {
		return tomlValue{kind: 'f', text: strings.TrimPrefix(num, "+")}, nil
	}
	return tomlValue{}, fmt.Errorf("%s: want a string, a number or true or false (ojkit reads no arrays or inline tables)", text)
}

// str returns the string key, or "".
func (t *tomlTable) str(key string) string {
	if v := t.values[key]; v.kind == 's' {
		return v.text
	}
	return ""
}

// number returns the number key, and whether the table gives one.
func (t *tomlTable) number(key string) (float64, bool) {
	v := t.values[key]
	if v.kind != 'i' && v.kind != 'f' {
		return 0, false
	}
	f, err := strconv.ParseFloat(v.text, 64)
	return f, err == nil
}

// flag returns the boolean key, false if the table gives none.
func (t *tomlTable) flag(key string) bool {
	return t.values[key].kind == 'b' && t.values[key].text == "true"
}
