package problempkg

import (
	"fmt"
	"strconv"
	"strings"
)

// The metadata files of the packages (problem.yaml, testdata.yaml,
// test_group.yaml, submissions.yaml) use a small part of YAML: block
// mappings and sequences, flow sequences and mappings of scalars, plain and
// quoted scalars, block scalars and comments. parseYAML reads that part into
// map[string]any, []any and string values; anchors, tags and multi-document
// streams are refused.

// yamlLine is one line that holds content: its indentation and its text,
// the comment removed.
type yamlLine struct {
	n      int // the line number, from 1
	indent int
	text   string
}

// parseYAML parses data as the YAML subset above; name is the file's name
// for errors.
func parseYAML(name string, data []byte) (any, error) {
	var ls []yamlLine
	for i, raw := range strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n") {
		if strings.HasPrefix(raw, "---") || strings.HasPrefix(raw, "...") {
			if strings.TrimSpace(raw[3:]) == "" && i == 0 {
				continue
			}
		}
		text := stripComment(raw)
		if strings.TrimSpace(text) == "" {
			ls = append(ls, yamlLine{n: i + 1, indent: -1, text: raw}) // kept for block scalars
			continue
		}
		if strings.ContainsRune(text[:len(text)-len(strings.TrimLeft(text, " \t"))], '\t') {
			return nil, fmt.Errorf("%s:%d: a tab in the indentation; YAML indents with spaces", name, i+1)
		}
		ls = append(ls, yamlLine{n: i + 1, indent: len(text) - len(strings.TrimLeft(text, " ")), text: strings.TrimSpace(text)})
	}
	p := &yamlParser{name: name, lines: ls}
	p.skipBlank()
	if p.i == len(p.lines) {
		return map[string]any{}, nil
	}
	v, err := p.block(p.lines[p.i].indent)
	if err != nil {
		return nil, err
	}
	if p.skipBlank(); p.i < len(p.lines) {
		return nil, p.errorf(p.lines[p.i], "unexpected indentation")
	}
	return v, nil
}

// stripComment removes a comment (a # at the start or after a space,
// outside quotes) from line.
func stripComment(line string) string {
	quote := byte(0)
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			if i == 0 || strings.ContainsRune(" \t[{,:-", rune(line[i-1])) {
				quote = c
			}
		case c == '#' && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t'):
			return strings.TrimRight(line[:i], " \t")
		}
	}
	return strings.TrimRight(line, " \t")
}

// yamlParser walks the content lines of one file.
type yamlParser struct {
	name  string
	lines []yamlLine
	i     int
}

func (p *yamlParser) errorf(l yamlLine, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", p.name, l.n, fmt.Sprintf(format, args...))
}

// skipBlank moves past lines without content.
func (p *yamlParser) skipBlank() {
	for p.i < len(p.lines) && p.lines[p.i].indent < 0 {
		p.i++
	}
}

// block parses the mapping or sequence whose lines are indented by indent.
func (p *yamlParser) block(indent int) (any, error) {
	l := p.lines[p.i]
	if l.text == "-" || strings.HasPrefix(l.text, "- ") {
		return p.sequence(indent)
	}
	if _, _, ok := splitKey(l.text); ok {
		return p.mapping(indent)
	}
	p.i++
	return p.scalar(l, l.text)
}

// sequence parses a block sequence at indent.
func (p *yamlParser) sequence(indent int) (any, error) {
	var items []any
	for p.skipBlank(); p.i < len(p.lines) && p.lines[p.i].indent == indent; p.skipBlank() {
		l := p.lines[p.i]
		if l.text != "-" && !strings.HasPrefix(l.text, "- ") {
			break
		}
		rest := strings.TrimSpace(strings.TrimPrefix(l.text, "-"))
		if rest == "" {
			p.i++
			v, err := p.nested(indent)
			if err != nil {
				return nil, err
			}
			items = append(items, v)
			continue
		}
		// "- key: value" opens a mapping indented past the dash.
		p.lines[p.i].indent = indent + len(l.text) - len(rest)
		p.lines[p.i].text = rest
		v, err := p.block(p.lines[p.i].indent)
		if err != nil {
			return nil, err
		}
		items = append(items, v)
	}
	return items, nil
}

// mapping parses a block mapping at indent.
func (p *yamlParser) mapping(indent int) (any, error) {
	m := map[string]any{}
	for p.skipBlank(); p.i < len(p.lines) && p.lines[p.i].indent == indent; p.skipBlank() {
		l := p.lines[p.i]
		key, rest, ok := splitKey(l.text)
		if !ok {
			return nil, p.errorf(l, "want key: value, got %q", l.text)
		}
		if _, dup := m[key]; dup {
			return nil, p.errorf(l, "key %s given twice", key)
		}
		p.i++
		var v any
		var err error
		switch rest {
		case "":
			v, err = p.nested(indent)
		case "|", "|-", ">", ">-", "|+", ">+":
			v = p.blockScalar(indent, rest)
		default:
			v, err = p.scalar(l, rest)
		}
		if err != nil {
			return nil, err
		}
		m[key] = v
	}
	return m, nil
}

// nested parses the value of a key or a dash whose own line is empty: the
// block indented past indent, a sequence at the same indent under a key, or
// null.
func (p *yamlParser) nested(indent int) (any, error) {
	p.skipBlank()
	if p.i == len(p.lines) {
		return nil, nil
	}
	l := p.lines[p.i]
	if l.indent > indent || l.indent == indent && strings.HasPrefix(l.text, "- ") {
		if l.indent == indent {
			return p.sequence(indent)
		}
		return p.block(l.indent)
	}
	return nil, nil
}

// blockScalar reads the lines of a | or > scalar below a key at indent.
func (p *yamlParser) blockScalar(indent int, style string) string {
	var ls []string
	for ; p.i < len(p.lines); p.i++ {
		l := p.lines[p.i]
		if l.indent >= 0 && l.indent <= indent {
			break
		}
		ls = append(ls, strings.TrimSpace(l.text))
	}
	sep := "\n"
	if style[0] == '>' {
		sep = " "
	}
	s := strings.Join(ls, sep)
	if !strings.HasSuffix(style, "-") {
		s += "\n"
	}
	return s
}

// splitKey splits "key: value" (or "key:") into its key and value.
func splitKey(text string) (key, rest string, ok bool) {
	if text == "" || strings.ContainsRune("[{'\"", rune(text[0])) {
		if text == "" || text[0] != '\'' && text[0] != '"' {
			return "", "", false
		}
		end := closingQuote(text)
		if end < 0 {
			return "", "", false
		}
		key, err := unquote(text[:end+1])
		rest := text[end+1:]
		switch {
		case err != nil:
			return "", "", false
		case rest == ":":
			return key, "", true
		case strings.HasPrefix(rest, ": "):
			return key, strings.TrimSpace(rest[2:]), true
		}
		return "", "", false
	}
	if strings.HasSuffix(text, ":") {
		return strings.TrimSpace(text[:len(text)-1]), "", true
	}
	k, r, found := strings.Cut(text, ": ")
	if !found {
		return "", "", false
	}
	return strings.TrimSpace(k), strings.TrimSpace(r), true
}

// scalar parses the inline value text of line l: a flow sequence or
// mapping (which may go on over the lines after it), a quoted string or a
// plain scalar.
func (p *yamlParser) scalar(l yamlLine, text string) (any, error) {
	switch text[0] {
	case '&', '*', '!':
		return nil, p.errorf(l, "anchors, aliases and tags are not supported: %q", text)
	case '[', '{':
		for ; flowOpen(text) && p.i < len(p.lines); p.i++ {
			text += " " + strings.TrimSpace(stripComment(p.lines[p.i].text))
		}
		v, rest, err := flow(text)
		if err == nil && strings.TrimSpace(rest) != "" {
			err = fmt.Errorf("%q after the value", rest)
		}
		if err != nil {
			return nil, p.errorf(l, "%v", err)
		}
		return v, nil
	case '\'', '"':
		s, err := unquote(text)
		if err != nil {
			return nil, p.errorf(l, "%v", err)
		}
		return s, nil
	}
	return text, nil
}

// flow parses a flow sequence, flow mapping or scalar at the start of s and
// returns it and what follows it.
func flow(s string) (any, string, error) {
	s = strings.TrimLeft(s, " ")
	if s == "" {
		return nil, "", fmt.Errorf("a value is missing")
	}
	switch s[0] {
	case '[', '{':
		closing := byte(']')
		if s[0] == '{' {
			closing = '}'
		}
		var items []any
		m := map[string]any{}
		s = strings.TrimLeft(s[1:], " ")
		for len(s) > 0 && s[0] != closing {
			var key any
			var err error
			if closing == '}' {
				if key, s, err = flow(s); err != nil {
					return nil, "", err
				}
				s = strings.TrimLeft(s, " ")
				if !strings.HasPrefix(s, ":") {
					return nil, "", fmt.Errorf("want key: value in a flow mapping")
				}
				s = s[1:]
			}
			v, rest, err := flow(s)
			if err != nil {
				return nil, "", err
			}
			if ks, ok := key.(string); ok {
				m[ks] = v
			} else {
				items = append(items, v)
			}
			s = strings.TrimLeft(rest, " ")
			if strings.HasPrefix(s, ",") {
				s = strings.TrimLeft(s[1:], " ")
			}
		}
		if s == "" {
			return nil, "", fmt.Errorf("no closing %c", closing)
		}
		if closing == '}' {
			return m, s[1:], nil
		}
		if items == nil {
			items = []any{}
		}
		return items, s[1:], nil
	case '\'', '"':
		end := closingQuote(s)
		if end < 0 {
			return nil, "", fmt.Errorf("no closing quote in %s", s)
		}
		v, err := unquote(s[:end+1])
		return v, s[end+1:], err
	}
	end := strings.IndexAny(s, ",]}:")
	for end >= 0 && s[end] == ':' && end+1 < len(s) && s[end+1] != ' ' {
		next := strings.IndexAny(s[end+1:], ",]}:")
		if next < 0 {
			end = -1
			break
		}
		end += 1 + next
	}
	if end < 0 {
		end = len(s)
	}
	return strings.TrimSpace(s[:end]), s[end:], nil
}

// flowOpen reports whether the flow collection that starts s is not
// closed in it.
func flowOpen(s string) bool {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\'', '"':
			if end := closingQuote(s[i:]); end > 0 {
				i += end
			}
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		}
	}
	return depth > 0
}

// closingQuote returns the index of the quote that closes the string that
// starts s, or -1.
func closingQuote(s string) int {
	q := s[0]
	for i := 1; i < len(s); i++ {
		switch {
		case q == '"' && s[i] == '\\':
			i++
		case s[i] == q && q == '\'' && i+1 < len(s) && s[i+1] == '\'':
			i++
		case s[i] == q:
			return i
		}
	}
	return -1
}

// unquote returns the value of a single- or double-quoted scalar.
func unquote(s string) (string, error) {
	if len(s) < 2 || s[len(s)-1] != s[0] {
		return "", fmt.Errorf("bad quoted string %s", s)
	}
	if s[0] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], "''", "'"), nil
	}
	v, err := strconv.Unquote(s)
	if err != nil {
		return "", fmt.Errorf("bad quoted string %s", s)
	}
	return v, nil
}
