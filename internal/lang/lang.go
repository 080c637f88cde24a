// Package lang holds the programming languages ojkit knows, each by the
// extensions of its sources: the commands that build and run its programs,
// how to install them, and the names contest systems give it. Package
// runner builds the languages that have commands; the others are only
// named, so that a message can say which language ojkit does not build.
package lang

import (
	"path/filepath"
	"slices"
	"strings"
)

// Language is a programming language ojkit knows.
type Language struct {
	// Name is the language as messages name it, such as "C++" or
	// "Python 3".
	Name string
	// Exts are the extensions of its sources.
	Exts []string
	// Priority breaks a tie between languages of as many sources in a
	// directory, as problemtools' languages.yaml does.
	Priority int
	// Tools are the commands that build and run its programs, none for a
	// language ojkit does not build; Install says how to get them.
	Tools   []string
	Install string
	// Polygon is the source type a Polygon package gives its sources, or
	// "" where ojkit writes none.
	Polygon string
}

// The languages ojkit builds.
var (
	CPP        = &Language{Name: "C++", Exts: []string{".cpp", ".cc", ".cxx", ".c++", ".C"}, Priority: 1000, Tools: []string{"g++"}, Install: "install g++", Polygon: "cpp.g++17"}
	C          = &Language{Name: "C", Exts: []string{".c"}, Priority: 950, Tools: []string{"gcc"}, Install: "install gcc", Polygon: "c.gcc"}
	Python3    = &Language{Name: "Python 3", Exts: []string{".py"}, Priority: 850, Tools: []string{"python3"}, Install: "install python3", Polygon: "python.3"}
	Java       = &Language{Name: "Java", Exts: []string{".java"}, Priority: 800, Tools: []string{"javac", "java"}, Install: "install a JDK", Polygon: "java11"}
	JavaScript = &Language{Name: "JavaScript", Exts: []string{".js", ".mjs"}, Priority: 500, Tools: []string{"node"}, Install: "install Node.js"}
	Go         = &Language{Name: "Go", Exts: []string{".go"}, Priority: 400, Tools: []string{"go"}, Install: "install Go", Polygon: "go"}
	Kotlin     = &Language{Name: "Kotlin", Exts: []string{".kt"}, Priority: 250, Tools: []string{"kotlinc", "java"}, Install: "install kotlinc and a JDK (apt-get install kotlin, or sdk install kotlin)"}
)

// All are the languages ojkit knows: those it builds, then those it only
// names.
var All = []*Language{
	CPP, C, Python3, Java, JavaScript, Go, Kotlin,
	{Name: "C#", Exts: []string{".cs"}},
	{Name: "Rust", Exts: []string{".rs"}},
	{Name: "Haskell", Exts: []string{".hs"}},
	{Name: "OCaml", Exts: []string{".ml"}},
	{Name: "Scala", Exts: []string{".scala"}},
	{Name: "F#", Exts: []string{".fs"}},
	{Name: "Swift", Exts: []string{".swift"}},
	{Name: "Pascal", Exts: []string{".pas", ".pp", ".p"}},
	{Name: "Ruby", Exts: []string{".rb"}},
	{Name: "PHP", Exts: []string{".php"}},
	{Name: "Perl or Prolog", Exts: []string{".pl"}},
	{Name: "Prolog", Exts: []string{".plg"}},
	{Name: "Lua", Exts: []string{".lua"}},
	{Name: "R", Exts: []string{".R"}},
	{Name: "Common Lisp", Exts: []string{".lisp", ".cl"}},
	{Name: "D", Exts: []string{".d"}},
	{Name: "Ada", Exts: []string{".adb"}},
	{Name: "Fortran", Exts: []string{".f95", ".f90"}},
	{Name: "AWK", Exts: []string{".awk"}},
	{Name: "Python 2", Exts: []string{".py2"}},
}

// Of returns the language of the source file path, by its extension, or
// nil.
func Of(path string) *Language {
	ext := filepath.Ext(path)
	for _, l := range All {
		if slices.Contains(l.Exts, ext) {
			return l
		}
	}
	return nil
}

// Built reports whether ojkit builds the language's programs.
func (l *Language) Built() bool {
	return len(l.Tools) > 0
}

// BuiltNames returns the names of the languages ojkit builds, sorted, as
// a message lists them: "C, C++, Go, Java, JavaScript, Kotlin and Python 3".
func BuiltNames() string {
	var names []string
	for _, l := range All {
		if l.Built() {
			names = append(names, l.Name)
		}
	}
	slices.Sort(names)
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
