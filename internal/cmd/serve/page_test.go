package serve

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/ojkit/ojkit/internal/testfiles"
)

// screenshotsEnv names the variable that asks TestPage for the
// screenshots in docs/; without it no file is written.
const screenshotsEnv = "OJKIT_SCREENSHOTS"

// chromium returns the path of a Chromium or Chrome, skipping the test
// where there is none, unless under CI=true, where it fails. The browser's
// tests are of the full tier (see scripttest.FullEnv).
func chromium(t *testing.T) string {
	t.Helper()
	scripttest.NeedFull(t)
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no chromium on PATH, and CI=true: install it (apt-get install chromium)")
	}
	t.Skip("no chromium on PATH: the page's browser test is skipped (apt-get install chromium)")
	return ""
}

// newBrowser starts a headless browser and returns a tab's context.
func newBrowser(t *testing.T, ctx context.Context) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)), chromedp.NoSandbox, chromedp.WindowSize(1280, 1000))
	actx, cancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancel)
	tab, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(cancelTab)
	return tab
}

// stepper returns what does a test's steps in the browser tab: each call
// does its steps, and fails the test, saying what it was doing, at the
// first that fails.
func stepper(t *testing.T, tab context.Context) func(what string, steps ...chromedp.Action[chromedp.Void]) {
	return func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(tab, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
}

// verdictIs is a predicate on the page: case name's card shows verdict.
func verdictIs(name, verdict string) string {
	return fmt.Sprintf(`(document.querySelector('[data-case=%q] .verdict') || {}).textContent === %q`, name, verdict)
}

// choose sets the form field sel to value as a person would, with the
// input and change events the page keeps its state by, so that a redraw
// between this and the next step keeps the value.
func choose(sel, value string) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q;
e.dispatchEvent(new Event("input", {bubbles: true})); e.dispatchEvent(new Event("change", {bubbles: true})); })()`, sel, value))
}

// press clicks the element sel as soon as the page shows it, finding and
// clicking it in one step: the page redraws as events come, and an element
// found in one step may be gone, drawn anew, by the next.
func press(sel string) chromedp.Action[chromedp.Void] {
	return wait(fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false; e.click(); return true; })()`, sel))
}

// wait waits for the page's predicate; the timeout only guards a hang.
func wait(predicate string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](predicate, chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(50*time.Millisecond))
}

func TestPage(t *testing.T) {
	chromium(t)
	dir := newProblem(t)
	addStress(t, dir)
	ts := newTestServer(t, dir)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	go ts.watch(ctx)
	tab := newBrowser(t, ctx)
	page := ts.ts.URL + "/?token=" + ts.token
	must := stepper(t, tab)

	must("open the page", chromedp.Navigate(page), chromedp.WaitVisible(`[data-case="2"]`), wait(`document.getElementById("link").textContent === "live"`))
	must("run every case with the keyboard", chromedp.KeyEvent("a"), wait(verdictIs("1", "AC")), wait(verdictIs("2", "AC")))
	screenshot(t, tab, "serve-ac.png", false)

	broken := strings.Replace(sumMain, "a + b", "a*b + 0", 1)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	must("see WA once the change is saved", wait(verdictIs("1", "WA")), wait(verdictIs("2", "WA")),
		wait(`document.querySelector('[data-case="2"] mark.diff') !== null`))
	screenshot(t, tab, "serve-wa.png", false)
	screenshot(t, tab, "serve-wa-dark.png", true)

	must("add a case", press(`#add-case`), chromedp.WaitVisible(`#editor`),
		chromedp.SetValue(`#edit-name`, "big"), chromedp.SetValue(`#edit-input`, "100 200\n"), chromedp.SetValue(`#edit-answer`, "300\n"),
		press(`#edit-save`), chromedp.WaitVisible(`[data-case="big"]`))
	if b, err := os.ReadFile(filepath.Join(dir, "test", "big.out")); err != nil || string(b) != "300\n" {
		t.Errorf("the case added: test/big.out holds %q (%v)", b, err)
	}
	must("run the new case", press(`[data-case="big"] .run`), wait(verdictIs("big", "WA")))

	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(sumMain), 0o644); err != nil {
		t.Fatal(err)
	}
	must("stress wrong.go against main.go", choose(`#solution`, "wrong.go"), press(`.stress summary`),
		choose(`#stress-runs`, "20"), press(`#stress-start`), chromedp.WaitVisible(`[data-finding] .keep`),
		wait(`/agree|finding\(s\)$/.test(document.getElementById("stress-status").textContent)`))
	screenshot(t, tab, "serve-stress.png", false)
	seed, err := chromedp.Run(tab, chromedp.Evaluate[string](`document.querySelector("[data-finding]").dataset.finding`))
	if err != nil {
		t.Fatal(err)
	}
	must("keep the finding as a case", press(`[data-finding] .keep`), chromedp.WaitVisible(`[data-case="stress-`+seed+`"]`))
	if _, err := os.Stat(filepath.Join(dir, "test", "stress-"+seed+".out")); err != nil {
		t.Errorf("the finding kept: %v", err)
	}

	must("stop a long stress", choose(`#solution`, "."), choose(`#stress-runs`, "100000"),
		press(`#stress-start`), press(`#stress-stop`),
		wait(`/: stopped after/.test(document.getElementById("stress-status").textContent)`),
		wait(`document.getElementById("stress-stop") === null`))

	attacker := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>waiting</title><script>
fetch(%q, {method: "POST", mode: "no-cors", body: '{"problem":"sum","solution":".","case":""}'})
	.then(() => { document.title = "sent"; }, () => { document.title = "sent"; });
</script>`, ts.ts.URL+"/api/run?token="+ts.token)
	}))
	defer attacker.Close()
	ts.mu.Lock()
	before := ts.seq
	ts.mu.Unlock()
	must("post from another site's page", chromedp.Navigate(attacker.URL), wait(`document.title === "sent"`))
	ts.mu.Lock()
	after := ts.seq
	ts.mu.Unlock()
	if after != before {
		t.Errorf("a page of another site started a run (%d runs before, %d after)", before, after)
	}
}

// screenshot writes the page as docs/name when $OJKIT_SCREENSHOTS is set,
// in the dark scheme when dark is set.
func screenshot(t *testing.T, tab context.Context, name string, dark bool) {
	t.Helper()
	if os.Getenv(screenshotsEnv) == "" {
		return
	}
	scheme := "light"
	if dark {
		scheme = "dark"
	}
	media := func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		})
		return chromedp.Void{}, err
	}
	if err := chromedp.Do(tab, media); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("..", "..", "..", "docs", name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// addStress adds to the problem folder dir a wrong solution, wrong.go, and
// a generator, gen/, for ojkit stress.
func addStress(t *testing.T, dir string) {
	t.Helper()
	files := map[string]string{
		"wrong.go": "//go:build ignore\n\n// Command wrong multiplies where it should add.\npackage main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a * b)\n}\n",
		"gen/main.go": `// Command gen writes two numbers from its seed.
package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	seed, _ := strconv.Atoi(os.Args[1])
	fmt.Println(seed%5, seed%7)
}
`,
	}
	for name, data := range files {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// interactorMain is an interactor that says the input's number and wants
// it doubled.
const interactorMain = `// Command interactor says the input's number and wants it doubled.
package main

import (
	"fmt"
	"os"
)

func main() {
	var n, got int
	in, _ := os.ReadFile(os.Args[1])
	fmt.Sscan(string(in), &n)
	fmt.Println(n)
	fmt.Scan(&got)
	if got != 2*n {
		os.Exit(1)
	}
}
`

// newModule writes a module of two problems, grid (whose solution gets
// a cell wrong) and guess (interactive), and returns its top.
func newModule(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"go.mod":                       "module contest\n\ngo 1.22\n",
		"problems/grid/main.go":        "// Command grid prints a grid.\npackage main\n\nimport \"fmt\"\n\nfunc main() { fmt.Print(\"1 2 3 4\\n3 4 1 2\\n2 1 4 3\\n4 3 1 2\\n\") }\n",
		"problems/grid/test/1.in":      "4\n",
		"problems/grid/test/1.out":     "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n",
		"problems/guess/main.go":       "// Command guess doubles the interactor's number.\n//\n//ojkit:interactor\npackage main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar n int\n\tfmt.Scan(&n)\n\tfmt.Println(2 * n)\n}\n",
		"problems/guess/test/1.in":     "21\n",
		"problems/guess/test/1.out":    "42\n",
		"gen/guess/interactor/main.go": interactorMain,
	}
	testfiles.Write(t, root, files)
	return root
}

func TestPageGridAndDialogue(t *testing.T) {
	chromium(t)
	ts := newTestServer(t, newModule(t))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	tab := newBrowser(t, ctx)
	must := stepper(t, tab)
	must("open the page", chromedp.Navigate(ts.ts.URL+"/?token="+ts.token), chromedp.WaitVisible(`[data-case="1"]`),
		wait(`document.getElementById("link").textContent === "live"`))
	must("see the grids with the differing cells marked", press(`#run-all`), wait(verdictIs("1", "WA")),
		wait(`document.querySelectorAll(".picture mark.cell").length === 2`))
	screenshot(t, tab, "serve-grid.png", false)
	must("see the dialogue", press(`#problems li:nth-child(2) button`), chromedp.WaitVisible(`#run-all`),
		press(`#run-all`), wait(verdictIs("1", "AC")),
		wait(`document.querySelectorAll("table.dialogue tbody tr").length === 2`))
	screenshot(t, tab, "serve-dialogue.png", false)
}

func TestPageVerify(t *testing.T) {
	chromium(t)
	ts := newTestServer(t, newContest(t))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	tab := newBrowser(t, ctx)
	must := stepper(t, tab)
	cellIs := func(sub, test, verdict string) string {
		return fmt.Sprintf(`(document.querySelector('td.cell[data-sub=%q][data-test=%q]') || {}).textContent === %q`, sub, test, verdict)
	}
	must("open the page on the package", chromedp.Navigate(ts.ts.URL+"/?token="+ts.token), chromedp.WaitVisible(`#verify-start`),
		wait(`document.getElementById("link").textContent === "live"`),
		wait(`document.querySelectorAll("#verify-table tbody tr").length === 3`))
	must("verify it and see its table", press(`#verify-start`),
		wait(cellIs("accepted/twice.py", "secret/1", "AC")),
		wait(cellIs("wrong_answer/plus.py", "sample/1", "AC")),
		wait(cellIs("wrong_answer/plus.py", "secret/1", "WA")),
		wait(cellIs("wrong_answer/off.py", "sample/1", "WA")),
		wait(`/every submission as expected/.test(document.getElementById("verify-status").textContent)`),
		wait(`[...document.querySelectorAll("#verify-table td.ok")].map((e) => e.textContent).join() === "✓,✓,✓"`),
		wait(`document.querySelector('tr[data-sub="wrong_answer/plus.py"] td.got').textContent === "WA"`),
		wait(`document.querySelector('td.cell[data-sub="wrong_answer/off.py"][data-test="secret/1"]').title === "not run"`),
		wait(`/^WA: CPU \d+ ms, wall \d+ ms/.test(document.querySelector('td.cell[data-sub="wrong_answer/plus.py"][data-test="secret/1"]').title)`))
	screenshot(t, tab, "serve-verify.png", false)
}
