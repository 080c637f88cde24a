package problempkg

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// tinyPolygon is the PolygonSpec of a problem of two tests, the first a
// sample, judged by a standard checker, with a validator and two
// solutions.
var tinyPolygon = PolygonSpec{
	ShortName: "sum-two", Name: "sum_two", Time: 1500 * time.Millisecond, Memory: 64 << 20,
	Samples: []bool{true, false}, Checker: "files/check.cpp", StdChecker: "std::wcmp.cpp",
	Validators: []string{"files/validate.go"},
	Solutions:  []PolygonSolution{{"solutions/sum_two.go", "main"}, {"solutions/alt.py", "accepted"}},
	Resources:  []string{"files/testlib.h"},
}

func TestPolygonXML(t *testing.T) {
	got, err := tinyPolygon.XML()
	if err != nil {
		t.Fatal(err)
	}
	want := `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="1" short-name="sum-two">
    <names>
        <name language="english" value="sum_two"></name>
    </names>
    <judging input-file="" output-file="">
        <testset name="tests">
            <time-limit>1500</time-limit>
            <memory-limit>67108864</memory-limit>
            <test-count>2</test-count>
            <input-path-pattern>tests/%02d</input-path-pattern>
            <answer-path-pattern>tests/%02d.a</answer-path-pattern>
            <tests>
                <test method="manual" sample="true"></test>
                <test method="manual"></test>
            </tests>
        </testset>
    </judging>
    <files>
        <resources>
            <file path="files/testlib.h" type="h.g++"></file>
        </resources>
        <executables></executables>
    </files>
    <assets>
        <checker name="std::wcmp.cpp" type="testlib">
            <source path="files/check.cpp" type="cpp.g++17"></source>
        </checker>
        <validators>
            <validator>
                <source path="files/validate.go" type="go"></source>
            </validator>
        </validators>
        <solutions>
            <solution tag="main">
                <source path="solutions/sum_two.go" type="go"></source>
            </solution>
            <solution tag="accepted">
                <source path="solutions/alt.py" type="python.3"></source>
            </solution>
        </solutions>
    </assets>
</problem>
`
	if diff := cmp.Diff(want, string(got)); diff != "" {
		t.Errorf("XML (-want +got):\n%s", diff)
	}
}

// TestPolygonXMLReadBack writes problem.xml of the tiny problem and of an
// interactive one, and reads them back.
func TestPolygonXMLReadBack(t *testing.T) {
	files := map[string]string{
		"tests/01": "1 2\n", "tests/01.a": "3\n", "tests/02": "5 6\n", "tests/02.a": "11\n",
		"files/check.cpp": "#include \"testlib.h\"\n", "files/validate.go": "package main\n",
		"solutions/sum_two.go": "package main\n", "solutions/alt.py": "print(3)\n",
	}
	xml, err := tinyPolygon.XML()
	if err != nil {
		t.Fatal(err)
	}
	files["problem.xml"] = string(xml)
	p, err := Load(writePackage(t, files))
	if err != nil {
		t.Fatal(err)
	}
	want := summary{
		Name:       "sum_two",
		Limits:     Limits{Time: 1500 * time.Millisecond, Memory: 64 << 20, ACToLimit: 1, LimitToTLE: 1 + Near, Resolution: time.Second},
		Kind:       TestlibChecker,
		Program:    "files/check.cpp",
		Cases:      []string{"01 sample  / ", "02 tests  / "},
		Validators: []string{"files/validate.go"},
		Subs:       []string{"solutions/sum_two.go AC", "solutions/alt.py AC"},
	}
	if diff := cmp.Diff(want, summarize(p)); diff != "" {
		t.Errorf("the package read back (-want +got):\n%s", diff)
	}

	interactive := PolygonSpec{ShortName: "echo", Name: "echo", Time: time.Second, Memory: 1 << 28, Samples: []bool{false},
		Checker: "files/check.cpp", Interactor: "files/interactor.go", Solutions: []PolygonSolution{{"solutions/echo.go", "main"}}}
	xml, err = interactive.XML()
	if err != nil {
		t.Fatal(err)
	}
	p, err = Load(writePackage(t, map[string]string{"problem.xml": string(xml), "tests/01": "7\n",
		"files/check.cpp": "", "files/interactor.go": "package main\n", "solutions/echo.go": "package main\n"}))
	if err != nil {
		t.Fatal(err)
	}
	got := []string{p.Output.Kind, p.Output.Program.Name(p.Dir), p.Output.Checker.Name(p.Dir)}
	if diff := cmp.Diff([]string{TestlibInteract, "files/interactor.go", "files/check.cpp"}, got); diff != "" {
		t.Errorf("the interactive package's judge (-want +got):\n%s", diff)
	}
}
