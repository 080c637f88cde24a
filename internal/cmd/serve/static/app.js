// The page of ojkit serve: the problems, their cases as cards, and the
// events of ojkit judge -json's stream as the server pushes them.
"use strict";

const token = new URLSearchParams(location.search).get("token") || "";
const state = {
  problems: [],     // as /api/problems gives them
  current: null,    // the id of the problem shown
  solution: {},     // the solution chosen, by problem
  results: {},      // the last outcome message of each case, by "problem/case"
  running: {},      // the cases running, by "problem/case"
  status: {},       // the last run's state line, by problem
  build: {},        // the last failed build's event, by problem
  submit: {},       // the last submission's reply, by problem
  stress: {},       // the last stress's state, by problem
  stressForm: {},   // the stress's reference, runs and whether it is shown, by problem
  packages: [],     // the contest packages, as /api/problems gives them
  pkg: null,        // the id of the package shown, in place of a problem
  verify: {},       // the last verify's table, by package
};

// api calls the server with the token and returns the parsed reply, or
// throws the server's message.
async function api(method, path, body) {
  const init = { method, headers: { "X-Ojkit-Token": token } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  const text = await r.text();
  if (!r.ok) throw new Error(text.trim() || r.statusText);
  return text ? JSON.parse(text) : null;
}

// el makes an element with attributes and children.
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "text") e.textContent = v;
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
}

async function loadProblems() {
  const doc = await api("GET", "/api/problems");
  state.problems = doc.problems;
  state.packages = doc.packages || [];
  document.getElementById("root").textContent = doc.root;
  if (!state.current && doc.problems.length) state.current = doc.problems[0].id;
  if (!state.current && !state.pkg && state.packages.length) state.pkg = state.packages[0].id;
  render();
}

function problem() {
  return state.pkg ? undefined : state.problems.find((p) => p.id === state.current);
}

function contest() {
  return state.pkg ? state.packages.find((c) => c.id === state.pkg) : undefined;
}

// render draws the page from the state, the focus kept where it was.
function render() {
  const keep = focusKey(document.activeElement);
  draw();
  if (keep) {
    const e = document.querySelector(keep);
    if (e) e.focus();
  }
}

// focusKey returns a selector of the button or field e, to find it again
// once the page is drawn anew.
function focusKey(e) {
  if (!e || e === document.body) return "";
  if (e.id) return "#" + CSS.escape(e.id);
  const card = e.closest("[data-case]");
  if (card && e.className) return `[data-case="${CSS.escape(card.dataset.case)}"] .${e.className.split(" ")[0]}`;
  if (e.closest("#problems")) return `#problems [aria-current]`;
  if (e.closest("#packages")) return `#packages [aria-current]`;
  return "";
}

function draw() {
  const list = document.getElementById("problems");
  list.replaceChildren(...state.problems.map((p) =>
    el("li", {}, el("button", {
      type: "button", "aria-current": !state.pkg && p.id === state.current ? "page" : false,
      onclick: () => { state.current = p.id; state.pkg = null; render(); document.getElementById("main").focus(); },
    }, p.id, el("span", { class: "count", text: String(p.cases.length) })))));
  document.getElementById("packages-head").hidden = !state.packages.length;
  document.getElementById("packages").replaceChildren(...state.packages.map((c) =>
    el("li", {}, el("button", {
      type: "button", "aria-current": c.id === state.pkg ? "page" : false, title: c.name || c.id,
      onclick: () => { state.pkg = c.id; render(); document.getElementById("main").focus(); },
    }, c.id, el("span", { class: "count", text: String(c.submissions.length) })))));
  const main = document.getElementById("main");
  const c = contest();
  if (c) { main.replaceChildren(...packageView(c)); return; }
  const p = problem();
  if (!p) { main.replaceChildren(el("p", { class: "hint", text: "No problem here." })); return; }
  const sol = state.solution[p.id] || p.solutions[0];
  main.replaceChildren(...[
    el("h2", { text: p.id }),
    p.dir !== "." ? el("p", { class: "where", text: p.dir }) : null,
    p.error ? el("p", { class: "error", role: "alert", text: p.error }) : null,
    toolbar(p, sol),
    el("p", { id: "status", class: "status", role: "status", text: state.status[p.id] || "" }),
    buildError(p),
    submitted(p),
    stressView(p),
    el("section", { class: "cards", "aria-label": "Cases" }, p.cases.map((c) => card(p, c))),
  ].filter(Boolean));
}

function toolbar(p, sol) {
  const select = el("select", {
    id: "solution", "aria-label": "Solution",
    onchange: (e) => { state.solution[p.id] = e.target.value; },
    oninput: (e) => { state.solution[p.id] = e.target.value; },
  }, p.solutions.map((s) => el("option", { value: s, selected: s === sol, text: s === "." ? "main.go" : s })));
  return el("div", { class: "toolbar" },
    el("label", { for: "solution", text: "Solution" }), select,
    el("button", { type: "button", id: "run-all", title: "Run every case (a)", onclick: () => run(p, "") }, "Run all"),
    el("button", { type: "button", id: "stop", onclick: () => api("POST", "/api/stop", { problem: p.id }).catch(shout) }, "Stop"),
    el("button", { type: "button", id: "add-case", title: "Add a case (n)", onclick: () => edit(p, null) }, "Add case"),
    el("button", { type: "button", id: "submit", onclick: () => submit(p) }, "Submit"));
}

// stressView offers a stress of the chosen solution against a reference,
// and shows the last one's progress and findings.
function stressView(p) {
  const st = state.stress[p.id];
  const form = state.stressForm[p.id] || (state.stressForm[p.id] = { reference: p.solutions[0], runs: "100", open: false });
  const ref = el("select", { id: "stress-reference", "aria-label": "Reference solution", onchange: (e) => { form.reference = e.target.value; } },
    p.solutions.map((s) => el("option", { value: s, selected: s === form.reference, text: s === "." ? "main.go" : s })));
  const runs = el("input", { id: "stress-runs", type: "number", min: "1", max: "100000", value: form.runs, "aria-label": "Runs", onchange: (e) => { form.runs = e.target.value; } });
  const start = el("button", { type: "button", id: "stress-start", onclick: () => stress(p, ref.value, Number(runs.value)) }, "Stress");
  const stop = st && st.running ? el("button", { type: "button", id: "stress-stop", onclick: () => api("POST", "/api/stress/stop", { problem: p.id }).catch(shout) }, "Stop") : null;
  return el("details", { class: "stress", open: form.open || !!st, ontoggle: (e) => { form.open = e.target.open; } },
    el("summary", { text: "Stress" }),
    el("div", { class: "toolbar" }, "The solution chosen against", ref, "on", runs, "inputs of the problem's generator", start, stop),
    st ? el("p", { id: "stress-status", role: "status", text: st.status }) : null,
    st ? st.findings.map((m) => finding(p, m)) : null);
}

function finding(p, m) {
  const f = m.event;
  const name = "stress-" + f.seed;
  return el("article", { class: "card finding", "data-finding": String(f.seed) },
    el("header", {},
      el("h3", { text: `run ${f.run}, seed ${f.seed}` }),
      el("span", { class: "verdict v-" + f.verdicts[f.culprit], text: f.verdicts.join(" / ") }),
      el("span", { class: "metrics", text: f.shrunk ? "shrunk" : "" }),
      el("span", { class: "actions" }, el("button", {
        type: "button", class: "keep",
        onclick: () => api("PUT", "/api/case", { problem: p.id, name, input: f.input, answer: m.answer || null }).then(replace, shout),
      }, "Keep as case " + name))),
    el("div", { class: "panes" }, pane("Input", f.input), pane("Reference's output", m.answer || null)));
}

async function stress(p, reference, runs) {
  const sol = chosen(p);
  try {
    await api("POST", "/api/stress", { problem: p.id, solutions: [reference, sol], runs });
  } catch (e) { shout(e); }
}

// packageView shows package c: verify's table of its submissions against
// its tests, filled as the events of the last verify come.
function packageView(c) {
  const v = state.verify[c.id];
  const running = v && v.running;
  return [
    el("h2", { text: c.name || c.id }),
    el("p", { class: "where", text: `${c.dir} (${c.format || "package"})` }),
    c.error ? el("p", { class: "error", role: "alert", text: c.error }) : null,
    el("div", { class: "toolbar" },
      el("button", { type: "button", id: "verify-start", title: "Verify the package (a)", disabled: running, onclick: () => verifyPackage(c) }, "Verify"),
      running ? el("button", { type: "button", id: "verify-stop", onclick: () => api("POST", "/api/verify/stop", { package: c.id }).catch(shout) }, "Stop") : null),
    el("p", { id: "verify-status", class: "status", role: "status", text: v ? v.status : "" }),
    verifyTable(c, v),
  ].filter(Boolean);
}

// verifyTable draws the submissions as rows and the tests as columns:
// each cell a test's verdict, its times in its title, and each row the
// verdict expected, the verdict got and whether they agree.
function verifyTable(c, v) {
  v = v || { cells: {}, rows: {}, subs: [], tests: [] };
  const tests = c.tests.concat(v.tests.filter((t) => !c.tests.includes(t)));
  const subs = c.submissions.map((s) => s.name).concat(v.subs.filter((s) => !c.submissions.some((x) => x.name === s)));
  const expected = Object.fromEntries(c.submissions.map((s) => [s.name, s.expected]));
  return el("div", { class: "scroll" }, el("table", { class: "verify", id: "verify-table" },
    el("caption", { text: "Submissions × tests" }),
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", text: "submission" }), el("th", { scope: "col", text: "expected" }),
      el("th", { scope: "col", text: "got" }), el("th", { scope: "col", text: "ok" }),
      tests.map((t) => el("th", { scope: "col", class: "test", text: t })))),
    el("tbody", {}, subs.map((s) => {
      const row = v.rows[s];
      const cells = v.cells[s] || {};
      const ok = row ? (row.ok ? "✓" : "✗") : "";
      return el("tr", { "data-sub": s },
        el("th", { scope: "row", text: s }),
        el("td", { class: "expected", text: row ? row.expected : expected[s] || "" }),
        el("td", { class: "got v-" + (row ? row.verdict || "none" : "none"), title: row && row.detail ? row.detail : null, text: row ? row.verdict || "—" : "" }),
        el("td", { class: "ok " + (row ? (row.ok ? "v-AC" : "v-WA") : ""), "aria-label": row ? (row.ok ? "as expected" : "not as expected") : null, text: ok }),
        tests.map((t) => cell(s, t, cells[t])));
    }))));
}

// cell shows the outcome o of submission s on test t: its verdict, its
// times and detail in its title.
function cell(s, t, o) {
  const attrs = { class: "cell", "data-sub": s, "data-test": t };
  if (!o) return el("td", Object.assign(attrs, { class: "cell none", title: "not run", text: "-" }));
  if (o === "running") return el("td", Object.assign(attrs, { class: "cell v-running", title: "running", text: "…" }));
  const title = `${o.verdict}: CPU ${o.time_ms} ms, wall ${o.wall_ms} ms` + (o.detail ? "\n" + o.detail : "");
  return el("td", Object.assign(attrs, { class: "cell v-" + o.verdict, title, text: o.verdict }));
}

async function verifyPackage(c) {
  try {
    await api("POST", "/api/verify", { package: c.id });
  } catch (e) { shout(e); }
}

// takeVerify handles an event of a verify.
function takeVerify(m) {
  const e = m.event;
  let v = state.verify[m.problem];
  if (!v || e.event === "start" && v.run !== m.run) {
    v = state.verify[m.problem] = { run: m.run, running: true, cells: {}, rows: {}, subs: [], tests: [], status: "" };
  }
  const sub = e.submission;
  if (sub && !v.subs.includes(sub)) v.subs.push(sub);
  if (e.case && !v.tests.includes(e.case)) v.tests.push(e.case);
  switch (e.event) {
    case "start":
      v.status = `verify ${m.run}: ${e.cases || 0} test(s), building…`;
      break;
    case "case-started":
      (v.cells[sub] || (v.cells[sub] = {}))[e.case] = "running";
      v.status = `verify ${m.run}: ${sub} on ${e.case}…`;
      break;
    case "outcome":
      (v.cells[sub] || (v.cells[sub] = {}))[e.case] = e;
      break;
    case "submission":
      v.rows[sub] = e;
      break;
    case "summary": {
      v.running = false;
      for (const cs of Object.values(v.cells)) for (const [t, o] of Object.entries(cs)) if (o === "running") delete cs[t];
      const counts = Object.entries(e.counts || {}).map(([k, n]) => `${n} ${k}`).join(", ");
      v.status = `verify ${m.run}: ` + (e.interrupted ? "stopped" : e.ok ? "every submission as expected" : e.error || "not every submission as expected") +
        (counts ? ` (${counts})` : "") + (e.time_limit_ms ? `, time limit ${e.time_limit_ms / 1000} s` : "");
      break;
    }
    default:
      return;
  }
  if (m.problem === state.pkg) render();
}

// takeStress handles an event of a stress.
function takeStress(m) {
  const e = m.event;
  const st = state.stress[m.problem] || (state.stress[m.problem] = { findings: [], status: "" });
  switch (e.event) {
    case "start":
      st.findings = [];
      st.running = true;
      st.status = `stress ${m.run}: building…`;
      break;
    case "progress":
      st.status = `stress ${m.run}: ${e.done} of ${e.runs} runs, ${e.findings} finding(s)`;
      break;
    case "finding":
      st.findings.push(m);
      break;
    case "summary":
      st.running = false;
      st.status = `stress ${m.run}: ` + (e.interrupted ? `stopped after ${e.counts.agree || 0} run(s) agreed, ${st.findings.length} finding(s)`
        : e.ok ? "the solutions agree on every input" : e.error || `${st.findings.length} finding(s)`);
      break;
    default:
      return;
  }
  if (m.problem === state.current && !state.pkg) render();
}

function buildError(p) {
  const b = state.build[p.id];
  if (!b) return null;
  return el("div", { class: "error", role: "alert" },
    el("strong", { text: "The build failed: " }), el("pre", { text: b.error || "" }));
}

function submitted(p) {
  const s = state.submit[p.id];
  if (!s) return null;
  return el("div", { class: s.ok ? "note" : "error", role: "status" },
    el("strong", { text: s.ok ? `Checked and written to ${s.file}; cph-submit takes it next time it asks.` : "ojkit submit refused:" }),
    s.ok ? el("button", { type: "button", id: "copy", onclick: (e) => copy(e.target, s.source) }, "Copy the file") : null,
    s.page ? el("a", { href: s.page, target: "_blank", rel: "noreferrer", text: "Open the judge's submit page" }) : null,
    el("details", {}, el("summary", { text: "what ojkit submit said" }), el("pre", { text: s.output })));
}

function card(p, c) {
  const key = p.id + "/" + c.name;
  const m = state.results[key];
  const o = m ? m.event : null;
  const running = state.running[key];
  const verdict = running ? "…" : o ? (o.verdict || "ran") : "";
  const actions = [el("button", { type: "button", class: "run", onclick: () => run(p, c.name) }, "Run")];
  if (c.editable) {
    actions.push(el("button", { type: "button", class: "edit", onclick: () => edit(p, c) }, "Edit"));
    actions.push(el("button", { type: "button", class: "delete", onclick: () => remove(p, c) }, "Delete"));
  }
  return el("article", { class: "card", "data-case": c.name, "aria-label": "case " + c.name },
    el("header", {},
      el("h3", { text: c.name }),
      el("span", { class: "verdict v-" + (verdict || "none").replace("…", "running"), "aria-label": "verdict", text: verdict }),
      o ? el("span", { class: "metrics" },
        el("span", { title: "CPU time", text: `CPU ${o.time_ms} ms` }),
        el("span", { title: "wall-clock time", text: `wall ${o.wall_ms} ms` }),
        el("span", { title: "peak memory", text: `mem ${mib(o.memory_bytes)}` })) : null,
      el("span", { class: "actions" }, actions)),
    c.beyond ? el("p", { class: "beyond", text: "beyond the statement: " + c.beyond }) : null,
    o && o.detail ? el("p", { class: "detail", text: o.detail }) : null,
    el("div", { class: "panes" },
      pane("Input", c.input),
      pane("Expected", c.has_answer ? c.answer : null, o && o.difference),
      pane("Got", m ? m.output : null, o && o.difference)),
    m && m.picture ? el("div", { class: "picture" }, el("h4", { text: "Grids" }), picture(m.picture)) : null,
    o && o.dialogue ? dialogue(o.dialogue) : null,
    el("p", { class: "file", text: c.file }));
}

function mib(b) {
  return b >= 1 << 20 ? (b / (1 << 20)).toFixed(1) + " MiB" : Math.round(b / 1024) + " KiB";
}

// pane shows a text, its line diff.line marked from column diff.column.
function pane(title, text, diff) {
  const pre = el("pre", { tabindex: "0" });
  if (text === null || text === undefined) {
    pre.append(el("span", { class: "none", text: "—" }));
  } else if (diff) {
    const lines = text.split("\n");
    lines.forEach((line, i) => {
      if (i > 0) pre.append("\n");
      if (i + 1 !== diff.line) { pre.append(line); return; }
      const col = Math.max(0, diff.column - 1);
      pre.append(line.slice(0, col), el("mark", { class: "diff", title: `first difference: line ${diff.line}, column ${diff.column}`, text: line.slice(col) || "⏎" }));
    });
    if (diff.line > lines.length) pre.append(el("mark", { class: "diff", text: "(ends here)" }));
  } else {
    pre.append(text);
  }
  return el("section", { class: "pane" }, el("h4", { text: title }), pre);
}

// picture shows the grids side by side, the cells between brackets marked.
function picture(text) {
  const pre = el("pre", { tabindex: "0" });
  const re = /\[([^\]]*)\]/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    pre.append(text.slice(last, m.index), " ", el("mark", { class: "cell", text: m[1] }), " ");
    last = m.index + m[0].length;
  }
  pre.append(text.slice(last));
  return pre;
}

function dialogue(lines) {
  return el("table", { class: "dialogue" },
    el("caption", { text: "Dialogue" }),
    el("thead", {}, el("tr", {}, el("th", { text: "ms" }), el("th", { text: "interactor" }), el("th", { text: "solution" }))),
    el("tbody", {}, lines.map((l) => el("tr", {},
      el("td", { text: String(l.at_ms) }),
      el("td", { text: l.from === "interactor" ? l.text : "" }),
      el("td", { text: l.from === "solution" ? l.text : "" })))));
}

// chosen returns the solution chosen for problem p.
function chosen(p) {
  const select = document.getElementById("solution");
  return (select && select.value) || state.solution[p.id] || p.solutions[0];
}

async function run(p, name) {
  const sol = chosen(p);
  try {
    await api("POST", "/api/run", { problem: p.id, solution: sol, case: name });
  } catch (e) { shout(e); }
}

async function submit(p) {
  state.status[p.id] = "ojkit submit: bundling, checking and judging…";
  render();
  try {
    state.submit[p.id] = await api("POST", "/api/submit", { problem: p.id });
    state.status[p.id] = "";
  } catch (e) { shout(e); }
  render();
}

async function copy(button, text) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch (e) { button.textContent = "Not copied: " + e.message; }
}

async function remove(p, c) {
  if (!confirm(`Delete case ${c.name} (${c.file})?`)) return;
  try { replace(await api("DELETE", `/api/case?problem=${encodeURIComponent(p.id)}&name=${encodeURIComponent(c.name)}`)); } catch (e) { shout(e); }
}

function replace(pj) {
  state.problems = state.problems.map((p) => p.id === pj.id ? pj : p);
  render();
}

function edit(p, c) {
  const d = document.getElementById("editor");
  const name = document.getElementById("edit-name");
  name.value = c ? c.name : nextName(p);
  name.readOnly = !!c;
  document.getElementById("edit-input").value = c ? c.input : "";
  document.getElementById("edit-answer").value = c && c.has_answer ? c.answer : "";
  document.getElementById("edit-has-answer").checked = c ? c.has_answer : true;
  document.getElementById("edit-error").textContent = "";
  document.getElementById("editor-title").textContent = c ? `Edit case ${c.name}` : `Add a case to ${p.id}`;
  d.dataset.problem = p.id;
  d.showModal();
  (c ? document.getElementById("edit-input") : name).focus();
}

function nextName(p) {
  for (let i = 1; ; i++) if (!p.cases.some((c) => c.name === String(i))) return String(i);
}

async function save(e) {
  e.preventDefault();
  const d = document.getElementById("editor");
  const body = {
    problem: d.dataset.problem,
    name: document.getElementById("edit-name").value,
    input: document.getElementById("edit-input").value,
    answer: document.getElementById("edit-has-answer").checked ? document.getElementById("edit-answer").value : null,
  };
  try {
    replace(await api("PUT", "/api/case", body));
    d.close();
  } catch (err) {
    document.getElementById("edit-error").textContent = err.message;
  }
}

function shout(e) {
  const c = contest();
  if (c) {
    const v = state.verify[c.id] || (state.verify[c.id] = { cells: {}, rows: {}, subs: [], tests: [], status: "" });
    v.status = e.message;
    render();
    return;
  }
  const p = problem();
  if (p) { state.status[p.id] = e.message; render(); }
}

// take handles a message of the stream: an event of a run of a problem.
function take(m) {
  if (m.kind === "stress") { takeStress(m); return; }
  if (m.kind === "verify") { takeVerify(m); return; }
  const e = m.event;
  const p = m.problem;
  switch (e.event) {
    case "start":
      delete state.build[p];
      state.status[p] = `run ${m.run}: ${m.solution === "." ? "main.go" : m.solution} on ${e.cases || 0} case(s)…`;
      loadProblems().catch(shout);
      return;
    case "build":
      if (!e.ok) state.build[p] = e;
      break;
    case "case-started":
      state.running[p + "/" + e.case] = true;
      break;
    case "outcome":
      delete state.running[p + "/" + e.case];
      state.results[p + "/" + e.case] = m;
      break;
    case "summary": {
      for (const k of Object.keys(state.running)) if (k.startsWith(p + "/")) delete state.running[k];
      const counts = Object.entries(e.counts).map(([v, n]) => `${n} ${v || "ran"}`).join(", ");
      state.status[p] = `run ${m.run}: ` + (e.interrupted ? "stopped" : e.ok ? "every case AC" : e.error ? e.error : "not every case AC") + (counts ? ` (${counts})` : "");
      break;
    }
    default:
      return;
  }
  if (p === state.current && !state.pkg) render();
}

function listen() {
  const link = document.getElementById("link");
  const es = new EventSource("/api/events?token=" + encodeURIComponent(token));
  es.addEventListener("open", () => { link.textContent = "live"; link.className = "live"; });
  es.addEventListener("error", () => { link.textContent = "reconnecting…"; link.className = ""; });
  es.addEventListener("ojkit", (ev) => take(JSON.parse(ev.data)));
}

document.addEventListener("keydown", (e) => {
  if (e.target.closest("input, textarea, select, dialog") || e.ctrlKey || e.metaKey || e.altKey) return;
  const c = contest();
  if (c) {
    if (e.key === "a") { verifyPackage(c); e.preventDefault(); }
    return;
  }
  const p = problem();
  if (!p) return;
  if (e.key === "a") { run(p, ""); e.preventDefault(); }
  if (e.key === "n") { edit(p, null); e.preventDefault(); }
});

document.addEventListener("DOMContentLoaded", () => {
  document.getElementById("editor-form").addEventListener("submit", save);
  document.getElementById("edit-cancel").addEventListener("click", () => document.getElementById("editor").close());
  listen();
  loadProblems().catch((e) => { document.getElementById("main").textContent = e.message; });
});
