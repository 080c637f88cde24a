package newproblem

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/txtar"
)

// wantIDs are the folders the tasks of testdata/companion.json are written
// to, in order: each judge's own ids; the Codeforces and Luogu, vjudge and
// Codeforces copies of one problem (different names and limits) kept apart;
// the tasks of one page, by their names; the other sites Competitive
// Companion parses by their hosts and paths, and the query or fragment
// that names the problem on pages that name it there.
var wantIDs = []string{
	"cf1915a", "cf1915b", "cf1915c", "cf1883a", "cf1883b", "cf1883c", "cf1807e", "cf101a", "gym100307c",
	"gym100112d", "acmsguru100", "cfedu283911a", "abc345d", "at_practice_2", "at_dp_a", "cses1068",
	"lc_aplusb", "dmoj_ccc15s1", "boj1000", "cc_abc", "timus1000", "usaco736", "usaco1401", "usaco9999",
	"usacot_ride", "yuki1000", "aoj_alds1_1_d", "aoj_itp1_1_a", "loj1", "uoj1", "toph_add_them_up",
	"kattis_hello", "kattis_guess", "sp_sudoku", "p1219", "cf1915a_2", "abc345d_2", "poj3076",
	"hdu1426", "uva11565", "uva11566", "acwing168", "cf1915a_3", "vj_c612345_a", "vj_c612345_b",
	"facebook_com_hacker_cup_2024_round_1_problems_a", "judge_example_org_contest_7_problem_a",
	"judge_example_org_contest_8_problem_a", "judge_example_org_contest_9_problems",
	"judge_example_org_contest_9_problems_b_harder_task_pdf",
	"hackerrank_com_challenges_solve_me_first_problem",
	"hackerearth_com_algorithm_square_transaction_20", "csacademy_com_contest_archive_task_addition",
	"eolymp_com_en_problems_1", "codingcompetitions_withgoogle_com_0000000000bcf2ed",
	"ac_nowcoder_com_acm_problem_14352", "tlx_toki_id_problems_troc_11_a",
	"official_contest_yandex_com_contest_3_problems_a", "judge_beecrowd_com_en_problems_view_1001",
	"lightoj_com_problem_summing_up_powers", "omegaup_com_arena_problem_sumas",
	"kilonova_ro_problems_1", "noi_openjudge_cn_ch0101_01",
	"pintia_cn_problems_type_7_994805048104329216", "pintia_cn_problems_type_7_994805145370476544",
	"qduoj_com_problem_1001", "acm_ecnu_edu_cn_problem_1", "hihocoder_com_problemset_problem_1000",
	"marisaoj_com_problem_1", "algotester_com_displaywithfile_40001", "sort_me_org_tasks_1",
	"oj_vnoi_info_problem_post", "pjudge_ac_problem_21", "cc_flow001", "arc170a", "timus_s170_3",
	"boj_contest1093_1", "aoj0500", "libreoj_github_io_contest_1_problem_2", "b2001", "sp1110",
	"la2659", "kattis_hello_2", "cf1520f1", "abc300a", "abc300b", "abc300c", "abc300d", "abc300e",
	"abc300f", "abc300g", "arc171a", "agc023a", "ahc030a", "abc345d_3", "at_practice_1", "at_dp_b",
	"at_practice2_a", "gym100092a", "gym100187c", "gym285079b", "cf1807e_2", "cfedu273169a",
	"acmsguru101", "cf1064a", "cf1064b", "gym102428h", "cses1068_2", "cses1083", "cses1069", "cses3112",
	"cses_fi_dt24_task_a", "dmoj_ccc15s1_2", "dmoj_ccc15s2", "dmoj_interactive",
	"lqdoj_edu_vn_problem_aplusb", "arena_moi_problem_ants", "oj_vnoi_info_problem_liq",
	"ayjcoding_club_problem_helloworld", "boj1000_2", "boj2580",
	"stack_acmicpc_net_problem_preview_1234", "cc_chapters", "cc_guessnum", "cc_test", "cc_flow001_2",
	"timus1001", "timus1002", "usaco855", "usaco963", "usaco1280", "usaco1398", "usacot_friday",
	"usacot_gift1", "yuki1", "yuki2", "yuki3030", "yuki355", "aoj_alds1_1_d_2", "aoj0008", "aoj0564",
	"aoj_dsl_2_a", "aoj_room_acpc2023day1_a", "loj2", "loj6000",
	"libreoj_github_io_contest_5_problem_1", "uoj2", "uoj181", "pjudge_ac_contest_1_problem_21",
	"oj_daimayuan_top_course_8_problem_1", "hydro_ac_p_p1000", "hydro_ac_d_system_test_p_h1001",
	"oiclass_com_contest_65e2a8c0b6e4_p_a", "oj_33dai_cn_p_1001", "bs_daimayuan_top_p_1",
	"kattis_hello_3", "kattis_differentdistances", "kattis_askmarilyn", "kattis_aaah",
	"kattis_velkomin", "sp_test", "sp_prime1", "p1001", "p1784", "sp1", "abc300a_2", "cf1807e_3",
	"b3612", "t123456", "poj1000", "poj2676", "hdu1000", "acm_hdu_edu_cn_contest_showproblem_1094_1001",
	"acm_hdu_edu_cn_contest_problem_1125_1003", "acm_hdu_edu_cn_contest_problem_1125_1004", "uva100",
	"uva10010", "la2659_2", "acwing1", "poj3074", "cf1a", "cses1068_3", "abc300a_3", "vj_c612345_c",
	"vj_a1001", "toph_count_vowels", "judge_beecrowd_com_en_problems_view_1002",
	"judge_beecrowd_com_pt_challenges_view_1003", "lightoj_com_problem_greetings_from_lightoj",
	"omegaup_com_arena_omi2024_problems_sumas", "kilonova_ro_contests_12_problems_1",
	"kilonova_ro_problems_77", "noi_openjudge_cn_ch0101_02", "bailian_openjudge_cn_practice_1000",
	"pintia_cn_problems_type_7_994805147132084224", "pintia_cn_problems_type_7_994805528788582400",
	"qduoj_com_contest_12_problem_a", "nytdoj_com_problem_1000",
	"acm_ecnu_edu_cn_contest_710_problem_b", "hihocoder_com_contest_challenge1_problem_1",
	"m_marisaoj_com_mashup_12_problem_1", "algotester_com_displaywithfile_40128",
	"sort_me_org_tasks_42", "tlx_toki_id_contests_troc_11_problems_a",
	"tlx_toki_id_contests_troc_11_problems_b", "tlx_toki_id_courses_basic_chapters_01_problems_a",
	"eolymp_com_uk_problems_1", "eolymp_com_ai7n2vfslh2hl1b0cu8cd3bq94_problem_2",
	"ac_nowcoder_com_acm_contest_78807_a", "ac_nowcoder_com_pat_6_problem_4077",
	"csacademy_com_task_interactive_binary_search", "csacademy_com_contest_round_79_task_round_number",
	"hackerrank_com_simple_array_sum_problem", "hackerrank_com_w28_challenges_minimum_loss",
	"hackerearth_com_algorithm_monk_and_power_of_time", "hackerearth_com_practice_codemonk",
	"hackerearth_com_approximate_maximize_the_sum", "hackerearth_com_codearena_ring_ab12cd_3fa9b1",
	"codingcompetitions_withgoogle_com_0000000000104e03",
	"codingcompetitions_withgoogle_com_00000000009e7021", "facebook_com_2024_practice_round_problems_b",
	"contest_yandex_ru_contest_59539_problems_a", "contest_yandex_ru_contest_59539_problems_b",
	"contest_yandex_com_contest_28412_problems_c", "admin_contest_yandex_ru_contest_101_problems_a",
	"a2oj_com_p_1", "a2oj_com_p_2", "acmp_ru_asp_do_index_1", "acmp_ru_asp_do_index_2",
	"maang_in_problems_two_sum_5", "learning_algozenith_com_count_inversions_201",
	"golf_shinh_org_p_hello_world", "golf_shinh_org_p_quine", "bapsoj_org_contests_1_problems_a",
	"icpc_bjtu_edu_cn_problem_1000", "citel_bjtu_edu_cn_acm_contest_14_problem_2",
	"buctcoder_com_problem_1000", "buctcoder_com_problem_2086_0",
	"codecon_bloomberg_com_contest_finals23_5", "coj_uci_cu_24h_problem_1000",
	"coj_uci_cu_contest_cproblem_1364_3021", "cpython_uz_practice_problems_problem_15",
	"cpython_uz_contests_contest_120_problem_a", "cpc_csgrandeur_cn_csgoj_problemset_problem_1000",
	"acm_sztu_edu_cn_csgoj_problemset_problem_1001", "acm_csu_edu_cn_csuoj_problemset_problem_1000",
	"acm_csu_edu_cn_csuoj_contest_problem_2230_a", "codedrills_io_problems_median_of_array",
	"codedrills_io_problems_cutting_ropes", "algo_codemarshal_org_5b1f0e0c8d0a3a0019c5b7e3",
	"algo_codemarshal_org_iut_intra_2024_problems_a", "coderun_yandex_ru_problem_sum_of_two",
	"coderun_yandex_ru_problems_neighbours_swap", "codeup_kr_problem_1001", "codeup_kr_problem_1010",
	"noi_test_zzstep_com_contest_0x00_0101_a_b", "dimikoj_com_problems_1_hello_world",
	"oj_cpl_icu_contest_12_problem_345", "iseoj_nju_edu_cn_contest_3_problem_77",
	"acm_fzu_edu_cn_problem_1000", "acm_fzu_edu_cn_contest_problem_150_1",
	"acm_hit_edu_cn_problemset_1000", "judge_hkoi_org_task_t001", "ylcourt_cn_problem_p1000",
	"lzuoj_lzu_edu_cn_contest_5_problem_a", "acm_hrbust_edu_cn_index_1000",
	"itcoder_hutech_edu_vn_p_sum2", "infoarena_ro_problema_adunare", "nerdarena_ro_problema_cifre",
	"jutge_org_problems_p51126_ca", "jutge_org_problems_p99999_es",
	"kep_uz_practice_problems_problem_1", "lsyoi_top_problem_1000", "lanqiao_cn_problems_592_learning",
	"old_yosupo_jp_problem_aplusb", "informatics_msk_ru_mod_statements_view_1", "mendo_mk_task_1",
	"mendo_mk_task_500", "dunjudge_me_analysis_problems_1", "ac_2333_moe_problem_view_1000",
	"acm_njupt_edu_cn_problem_noj1000", "neps_academy_br_exercise_1",
	"my_newtonschool_co_playground_code_k3vq9b1x2z", "otog_cf_problem_1",
	"training_olinfo_it_task_somma", "training_olinfo_it_task_terry_indovina",
	"olympicode_rs_problem_12", "olympicode_rs_problem_99", "pbinfo_ro_probleme_1_sum",
	"pbinfo_ro_probleme_2968_numere", "wcipeg_com_problem_ecoo12r1p1", "pandaoj_com_problem_1",
	"noip_ac_rs_show_problem_1", "qqwhale_com_problem_1",
	"robocontest_uz_olympiads_olimpiada_2024_tasks_a", "robocontest_uz_tasks_0001",
	"acm_sdut_edu_cn_onlinejudge3_problems_1000", "ybt_ssoier_cn_problem_show_1000",
	"ybt_ssoier_cn_problem_show_1001", "oj_woj_ac_cn_problem_show_1002",
	"judge_eluminatis_of_lu_com_p_1001", "judge_eluminatis_of_lu_com_contest_65f1a0c2_1002",
	"starrycoding_com_problem_1", "thejoboverflow_com_problem_12", "udebug_com_uva_100",
	"contest_ucup_ac_contest_1399_problem_7521", "contest_ucup_ac_contest_1399_problem_7522",
	"wincentdragonbyte_com_problem_round1_2023_a", "wincentdragonbyte_com_maze_statement_html",
	"contest_x_camp_org_contest_101_problem_1", "p1_14_181_192_problem_detail_1000",
	"iai_sh_cn_problem_1", "zoj_pintia_cn_91827364500_problems_91827364500",
	"acm_ocrosoft_com_problem_1000", "acm_ocrosoft_com_problem_1500_0", "newoj_cyezoi_com_p_p1",
	"yundouxueyuan_com_contest_6600a1_p_b", "domjudge_nwerc_eu_team_problems_1_text",
	"domjudge_nwerc_eu_team_problems_2_text", "domjudge_nwerc_eu_team_problems_3_text",
	"noi_test_zzstep_com_u0f7509fd", "noi_test_zzstep_com_uc648edb1", "vj_51nod_1289", "gym104385a",
	"neps_academy_lesson_easy_sum", "new_pbinfo_ro_probleme_2_suma_n", "nnsznoi_openjudge_cn_080601_1",
	"cpython_uz_practice_duels_duel_12", "ybt_ssoier_cn_problem_show_1006", "aoj_room_kupc2020spring_c",
	"cf1a_2", "cf1b",
}

// TestListenCompanionTasks posts the tasks of testdata/companion.json, as
// the extension sends them from the pages of the judges ojkit knows and of
// others (contests' batches, a page of several problems, PDF statements
// without tests, interactive tasks, file and regex inputs, CRLF samples,
// fractional limits), to a listener that runs until it is stopped. Every
// task is written, each in a folder of its own, with its samples byte for
// byte, its interaction and files in its directives; posting one again
// changes nothing; and every skeleton builds.
func TestListenCompanionTasks(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "companion.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(data, &raws); err != nil {
		t.Fatal(err)
	}
	if len(raws) != len(wantIDs) {
		t.Fatalf("%d tasks, %d ids to expect", len(raws), len(wantIDs))
	}
	root := moduleWithJudgeio(t)
	l := startListener(t, root, false)
	for i, raw := range raws {
		if code, body := l.post(string(raw)); code != http.StatusOK || body != "wrote problems/"+wantIDs[i]+"\n" {
			t.Errorf("task %d: status %d, %q; want 200, wrote problems/%s", i, code, body, wantIDs[i])
		}
	}
	before := snapshot(t, root)
	for _, i := range []int{0, 8, 13, 48} {
		if code, body := l.post(string(raws[i])); code != http.StatusOK || body != "already there: problems/"+wantIDs[i]+"\n" {
			t.Errorf("task %d again: status %d, %q; want 200, already there", i, code, body)
		}
	}
	again := strings.Replace(string(raws[2]), "?locale=en", "", 1)
	if code, body := l.post(again); code != http.StatusOK || body != "already there: problems/cf1915c\n" {
		t.Errorf("task 2 without its query: status %d, %q; want already there", code, body)
	}
	if diff := snapshot(t, root); diff != before {
		t.Error("posting tasks again changed the files")
	}
	appendTo(t, filepath.Join(root, "problems", "cf1915a", "main.go"), "\n// solved since\n")
	appendTo(t, filepath.Join(root, "testdata", "cf1915a", "sample.txtar"), "-- mine.in --\n1\n1 1 2\n-- mine.out --\n2\n")
	if code, body := l.post(string(raws[0])); code != http.StatusOK || body != "already there: problems/cf1915a\n" {
		t.Errorf("task 0 again, its main.go and suite edited since: status %d, %q; want already there", code, body)
	}
	changed := strings.Replace(string(raws[0]), `"output": "1\n3\n6\n7\n9\n"`, `"output": "1\n3\n6\n7\n8\n"`, 1)
	if changed == string(raws[0]) {
		t.Fatal("the test's edit of task 0 changed nothing")
	}
	if code, body := l.post(changed); code != http.StatusOK || body != "wrote problems/cf1915a_4\n" {
		t.Errorf("task 0 with another sample: status %d, %q; want wrote problems/cf1915a_4", code, body)
	}
	if err := l.stop(); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(l.out.String(), ": wrote problems/"); n != len(raws)+1 {
		t.Errorf("%d lines say written, want %d:\n%s", n, len(raws)+1, l.out.String())
	}
	interactive := 0
	for i, raw := range raws {
		var tk task
		if err := json.Unmarshal(raw, &tk); err != nil {
			t.Fatal(err)
		}
		id := wantIDs[i]
		checkWritten(t, tk, filepath.Join(root, "problems", id), filepath.Join(root, "testdata", id, "sample.txtar"), filepath.Join(root, "gen", id, "interactor", "main.go"))
		if tk.Interactive {
			interactive++
		}
	}
	if interactive < 4 {
		t.Fatalf("%d interactive tasks, want 4 or more", interactive)
	}
	// One go vet checks the problems and their interactors.
	goTool(t, root, "vet", "./...")
}

// checkWritten checks the problem written from task tk: its suite (see
// checkSampleSuite and checkInteractive); the interactor directive of an interactive task and its
// interactor's skeleton at interactor; the files of a task with file input
// or output.
func checkWritten(t *testing.T, tk task, dir, suite, interactor string) {
	t.Helper()
	mainGo, err := os.ReadFile(filepath.Join(dir, "main.go"))
	if err != nil {
		t.Error(err)
		return
	}
	a, err := txtar.ParseFile(suite)
	if err != nil {
		t.Error(err)
		return
	}
	if tk.Interactive {
		checkInteractive(t, tk, suite, a)
	} else {
		checkSampleSuite(t, tk, suite, a)
	}
	_, err = os.Stat(interactor)
	marked := strings.Contains(string(mainGo), "\n//ojkit:interactor\n")
	if tk.Interactive != marked || tk.Interactive != (err == nil) {
		t.Errorf("%s: interactive %v, main.go marked %v, %s: %v", dir, tk.Interactive, marked, interactor, err)
	}
	in, out := "stdin", "stdout"
	switch tk.Input.Type {
	case "file":
		in = tk.Input.FileName
	case "regex":
		in = "/" + tk.Input.Pattern + "/"
	}
	if tk.Output.Type == "file" {
		out = tk.Output.FileName
	}
	hasIO := strings.Contains(string(mainGo), "\n//ojkit:io "+in+" "+out+"\n")
	if want := in != "stdin" || out != "stdout"; hasIO != want {
		t.Errorf("%s: //ojkit:io %s %s in main.go: %v, want %v", dir, in, out, hasIO, want)
	}
}

// appendTo appends text to the file at path.
func appendTo(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err == nil {
		_, err = f.WriteString(text)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// moduleWithJudgeio makes a module for the problems to be written to, with
// a copy of judgeio, which the skeletons import.
func moduleWithJudgeio(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	files := map[string][]byte{"go.mod": []byte("module example.com/w\n\ngo 1.22\n")}
	srcs, err := filepath.Glob("../../../judgeio/*.go")
	if err != nil || len(srcs) == 0 {
		t.Fatalf("no judgeio sources: %v", err)
	}
	for _, src := range srcs {
		if strings.HasSuffix(src, "_test.go") {
			continue
		}
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Join("judgeio", filepath.Base(src))] = data
	}
	for name, data := range files {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// goTool runs the go command in dir, offline, failing the test with its
// output if it fails.
func goTool(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

// snapshot returns the paths, sizes and modification times of the files
// under root, one a line.
func snapshot(t *testing.T, root string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.Walk(root, func(path string, fi os.FileInfo, err error) error {
		if err == nil {
			b.WriteString(path + " " + fi.ModTime().String() + " " + strconv.FormatInt(fi.Size(), 10) + "\n")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// testListener is a listener running in a test.
type testListener struct {
	t      *testing.T
	addr   string
	cancel context.CancelFunc
	ended  chan error
	out    *syncBuffer
}

// startListener runs listen on a free port for the module at root.
func startListener(t *testing.T, root string, once bool) *testListener {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	l := &testListener{t: t, addr: ln.Addr().String(), cancel: cancel, ended: make(chan error, 1), out: &syncBuffer{}}
	go func() { l.ended <- listen(ctx, ln, root, "example.com/w", once, l.out) }()
	t.Cleanup(cancel)
	return l
}

// post POSTs body and returns the status and the response's body.
func (l *testListener) post(body string) (int, string) {
	l.t.Helper()
	resp, err := http.Post("http://"+l.addr+"/", "application/json", strings.NewReader(body))
	if err != nil {
		l.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// stop stops the listener as an interrupt does and returns what listen
// returned.
func (l *testListener) stop() error {
	l.cancel()
	return l.wait()
}

// wait waits for listen to return, a minute at most.
func (l *testListener) wait() error {
	select {
	case err := <-l.ended:
		return err
	case <-time.After(time.Minute):
		l.t.Fatal("listen did not return")
		return nil
	}
}

// syncBuffer is a bytes.Buffer safe for the listener and the test at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// checkSampleSuite checks the suite a of a task tk that is not interactive: its
// samples (CRLF made LF, a final newline added), or its note that there are
// none.
func checkSampleSuite(t *testing.T, tk task, suite string, a *txtar.Archive) {
	t.Helper()
	files := map[string]string{}
	for _, f := range a.Files {
		if strings.HasPrefix(f.Name, "sample-") {
			files[f.Name] = string(f.Data)
		}
	}
	if len(tk.Tests) == 0 && !strings.HasPrefix(string(a.Comment), "# No samples yet") {
		t.Errorf("%s: a task without tests, and the suite does not say so:\n%s", suite, a.Comment)
	}
	if len(files) != 2*len(tk.Tests) {
		t.Errorf("%s: %d files for %d tests", suite, len(files), len(tk.Tests))
	}
	for i, tc := range tk.Tests {
		for name, want := range map[string]string{"sample-%d.in": tc.Input, "sample-%d.out": tc.Output} {
			name = strings.Replace(name, "%d", strconv.Itoa(i+1), 1)
			if got := files[name]; got != string(normalize([]byte(want))) {
				t.Errorf("%s: %s is %q, want %q", suite, name, got, normalize([]byte(want)))
			}
		}
	}
}

// checkInteractive checks the suite a of an interactive task tk: an
// interact case with an empty test per sample (one without samples), each
// sample's dialogue in the comment, and no stdin case.
func checkInteractive(t *testing.T, tk task, suite string, a *txtar.Archive) {
	t.Helper()
	var want []string
	for i := range tk.Tests {
		want = append(want, fmt.Sprintf("sample-%d.txt", i+1))
	}
	if len(want) == 0 {
		want = []string{"test-1.txt"}
	}
	var got []string
	for _, f := range a.Files {
		got = append(got, f.Name)
		if len(f.Data) != 0 {
			t.Errorf("%s: the test %s is not empty", suite, f.Name)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s: the tests (-want +got):\n%s", suite, diff)
	}
	comment := string(a.Comment)
	for _, name := range want {
		if !strings.Contains(comment, "\ninteract ") || !strings.Contains(comment, " "+name+"\n") {
			t.Errorf("%s: no interact case of %s:\n%s", suite, name, comment)
		}
	}
	for _, tc := range tk.Tests {
		if !strings.Contains(comment, quote(normalize([]byte(tc.Input)))) {
			t.Errorf("%s: the dialogue's input is not in the comment:\n%s", suite, comment)
		}
	}
	if strings.Contains(comment, "\nstdin ") {
		t.Errorf("%s: a stdin case in an interactive suite:\n%s", suite, comment)
	}
}
