package newproblem

import (
	"fmt"
	"hash/fnv"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// A source is what a task's URL says about its problem: the problem id,
// which names the judge (cf1915a, abc345d, cses1068, lc_aplusb), the
// //ojkit:judges entries of the judges that judge it, and whether the URL
// names that one problem or a page of several (a contest's problems on one
// page), whose tasks then differ by their names.
type source struct {
	ID string
	// URL is the page's URL without what does not choose the problem: the
	// query (a language or a view) unless the judge's pages name their
	// problem in it, and the fragment but for vjudge's contest problems.
	URL     string
	Entries []string
	Shared  bool
	// ByName, when set, finds the problem of a shared page by the task's
	// name ("A. Odd One Out" on a Codeforces contest's problems page).
	ByName func(name string) source
}

// urlRule derives a source from a URL of one judge: the host or its
// subdomains, the pattern of the path (with "?query" when query is set),
// and how the submatches make the source.
type urlRule struct {
	hosts []string
	query bool // the path holds the query: the judge's pages name problems by it
	path  *regexp.Regexp
	make  func(m []string) source
}

// one returns the source of one problem with id and entries.
func one(id string, entries ...string) source { return source{ID: id, Entries: entries} }

// prefixed returns an id of a judge's problem: the judge's prefix, then the
// judge's own id, directly when that starts with a digit (cses1068), after
// _ otherwise (lc_aplusb).
func prefixed(prefix, id string) string {
	s := words(id)
	if s == "" {
		return ""
	}
	if s[0] >= '0' && s[0] <= '9' {
		return prefix + s
	}
	return prefix + "_" + s
}

// Patterns of the judges' ids and names.
var (
	// cfIndexName matches a Codeforces task's name, which begins with its problem's index ("A. Odd One Out").
	cfIndexName = regexp.MustCompile(`^([A-Z]\d?)\. `)
	// uvaNumberName matches a UVa task's name, which begins with the problem's number ("11565 - Simple Equations").
	uvaNumberName = regexp.MustCompile(`^(\d+) - `)
	// atcoderRegular matches the tasks of AtCoder's regular contests (abc345_d).
	atcoderRegular = regexp.MustCompile(`^(a[bgr]c|ahc)(\d+)_([a-z]\w*)$`)
	// luoguCodeforces matches Luogu's copies of Codeforces problems (CF1915A).
	luoguCodeforces = regexp.MustCompile(`^CF(\d+)([A-Z]\d?)$`)
	// vjudgeProblem matches the path of a vjudge problem (/problem/CodeForces-1234A).
	vjudgeProblem = regexp.MustCompile(`^/problem/([^/]+)$`)
	// vjudgeContest matches the path of a vjudge contest (/contest/612345).
	vjudgeContest = regexp.MustCompile(`^/contest/(\d+)$`)
	// aizuRoom matches the fragment that names a problem of a contest in Aizu's arena (KUPC2020Spring/problems/C).
	aizuRoom = regexp.MustCompile(`^([A-Za-z0-9_-]+)/problems/([A-Za-z0-9_]+)$`)
	// vjudgeContestProblem matches the fragment that names a problem of a vjudge contest (problem/B).
	vjudgeContestProblem = regexp.MustCompile(`^problem/([A-Za-z0-9]+)$`)
)

// codeforcesHosts are Codeforces' host and its mirrors'.
var codeforcesHosts = []string{"codeforces.com", "codeforces.ml", "codeforces.net", "codeforc.es"}

// urlRules know the pages of the judges Competitive Companion parses, as
// its parsers' match patterns give them.
var urlRules = []urlRule{
	{codeforcesHosts, false, regexp.MustCompile(`^/(?:contest|problemset/problem)/(\d+)/(?:problem/)?([A-Za-z]\d?)/?$`), func(m []string) source {
		return codeforces("contest", m[1], m[2])
	}},
	{codeforcesHosts, false, regexp.MustCompile(`^/(?:gym/(\d+)/problem|problemset/gymProblem/(\d+))/([A-Za-z]\d?)/?$`), func(m []string) source {
		return codeforces("gym", m[1]+m[2], m[3])
	}},
	{codeforcesHosts, false, regexp.MustCompile(`^/group/[^/]+/contest/(\d+)/problem/([A-Za-z]\d?)/?$`), func(m []string) source {
		return codeforces("gym", m[1], m[2])
	}},
	{codeforcesHosts, false, regexp.MustCompile(`^/edu/course/\d+/lesson/\d+/\d+/practice/contest/(\d+)/problem/([A-Za-z]\d?)/?$`), func(m []string) source {
		return one("cfedu"+m[1]+strings.ToLower(m[2]), "Codeforces-edu"+m[1]+strings.ToUpper(m[2]))
	}},
	{codeforcesHosts, false, regexp.MustCompile(`^/problemsets/acmsguru/problem/\d+/(\d+)/?$`), func(m []string) source {
		return one("acmsguru"+m[1], "Codeforces-acmsguru"+m[1])
	}},
	{codeforcesHosts, false, regexp.MustCompile(`^/(contest|gym)/(\d+)/problems/?$`), func(m []string) source {
		return source{ID: slug("codeforces " + m[1] + m[2]), Shared: true, ByName: func(name string) source {
			ix := cfIndexName.FindStringSubmatch(name)
			if ix == nil {
				return source{}
			}
			return codeforces(m[1], m[2], ix[1])
		}}
	}},
	{[]string{"atcoder.jp"}, false, regexp.MustCompile(`^/contests/[^/]+/tasks/([A-Za-z0-9_-]+)$`), func(m []string) source {
		return one(atcoderID(m[1]), "AtCoder-"+m[1])
	}},
	{[]string{"cses.fi"}, false, regexp.MustCompile(`^/[^/]+/task/(\d+)/?$`), func(m []string) source { return one("cses"+m[1], "CSES"+m[1]) }},
	{[]string{"judge.yosupo.jp"}, false, regexp.MustCompile(`^/problem/([a-z0-9_]+)$`), func(m []string) source {
		return one("lc_"+m[1], "LibraryChecker-"+m[1])
	}},
	{[]string{"dmoj.ca"}, false, regexp.MustCompile(`^/problem/([A-Za-z0-9_]+)/?$`), func(m []string) source {
		return one(prefixed("dmoj", m[1]), "DMOJ-"+m[1])
	}},
	{[]string{"acmicpc.net"}, false, regexp.MustCompile(`^/problem/(\d+)/?$`), func(m []string) source { return one("boj"+m[1], "Baekjoon"+m[1]) }},
	{[]string{"acmicpc.net"}, false, regexp.MustCompile(`^/contest/problem/(\d+)/(\d+)/?$`), func(m []string) source {
		return one("boj_contest" + m[1] + "_" + m[2])
	}},
	{[]string{"codechef.com"}, false, regexp.MustCompile(`^/(?:[A-Za-z0-9_]+/)?(?:problems|problems-old|submit)/([A-Za-z0-9_]+)/?$`), func(m []string) source {
		return one(prefixed("cc", m[1]), "CodeChef-"+strings.ToUpper(m[1]))
	}},
	{[]string{"acm.timus.ru", "timus.online", "acm-judge.urfu.ru"}, true, regexp.MustCompile(`^/problem\.aspx\?(?:space=1&)?num=(\d+)(?:&.*)?$`), func(m []string) source {
		return one("timus"+m[1], "Timus"+m[1])
	}},
	{[]string{"acm.timus.ru", "timus.online", "acm-judge.urfu.ru"}, true, regexp.MustCompile(`^/problem\.aspx\?space=(\d+)&num=(\d+)(?:&.*)?$`), func(m []string) source {
		return one("timus_s" + m[1] + "_" + m[2])
	}},
	{[]string{"usaco.org"}, true, regexp.MustCompile(`^/(?:current/)?index\.php\?(?:.*&)?cpid=(\d+)(?:&.*)?$`), func(m []string) source {
		return one("usaco"+m[1], "USACO"+m[1])
	}},
	{[]string{"usaco.training"}, true, regexp.MustCompile(`^/usacoprob2\?(?:.*&)?S=([A-Za-z0-9]+)(?:&.*)?$`), func(m []string) source {
		return one(prefixed("usacot", m[1]))
	}},
	{[]string{"yukicoder.me"}, false, regexp.MustCompile(`^/problems/no/(\d+)/?$`), func(m []string) source { return one("yuki"+m[1], "yukicoder"+m[1]) }},
	{[]string{"judge.u-aizu.ac.jp"}, true, regexp.MustCompile(`^/onlinejudge/description\.jsp\?(?:.*&)?id=([A-Za-z0-9_]+)(?:&.*)?$`), aizu},
	{[]string{"onlinejudge.u-aizu.ac.jp"}, false, regexp.MustCompile(`^/(?:courses/lesson/[^/]+/[^/]+/[^/]+|courses/library/[^/]+/[^/]+(?:/[^/]+)?|challenges/sources/[^/]+/[^/]+|problems)/([A-Za-z0-9_]+)$`), aizu},
	{[]string{"loj.ac"}, false, regexp.MustCompile(`^/(?:p|problem)/(\d+)/?$`), func(m []string) source { return one("loj"+m[1], "LibreOJ"+m[1]) }},
	{[]string{"uoj.ac"}, false, regexp.MustCompile(`^/(?:contest/\d+/)?problem/(\d+)/?$`), func(m []string) source { return one("uoj"+m[1], "UOJ"+m[1]) }},
	{[]string{"toph.co"}, false, regexp.MustCompile(`^/p/([A-Za-z0-9-]+)/?$`), func(m []string) source { return one(prefixed("toph", m[1]), "Toph-"+m[1]) }},
	{[]string{"kattis.com"}, false, regexp.MustCompile(`^/(?:[^/]+/)*problems/([a-z0-9]+)/?$`), func(m []string) source {
		return one("kattis_"+m[1], "Kattis-"+m[1])
	}},
	{[]string{"spoj.com"}, false, regexp.MustCompile(`^/problems/([A-Za-z0-9_]+)/?$`), func(m []string) source {
		return one(prefixed("sp", m[1]), "SPOJ-"+strings.ToUpper(m[1]))
	}},
	{[]string{"luogu.com.cn", "luogu.com"}, false, regexp.MustCompile(`^/problem/([A-Za-z0-9_]+)$`), func(m []string) source { return luogu(m[1]) }},
	{[]string{"poj.org"}, true, regexp.MustCompile(`^/problem\?(?:.*&)?id=(\d+)(?:&.*)?$`), func(m []string) source { return one("poj"+m[1], "POJ"+m[1]) }},
	{[]string{"acm.hdu.edu.cn"}, true, regexp.MustCompile(`^/showproblem\.php\?(?:.*&)?pid=(\d+)(?:&.*)?$`), func(m []string) source { return one("hdu"+m[1], "HDU"+m[1]) }},
	{[]string{"onlinejudge.org"}, false, regexp.MustCompile(`^/external/\d+/p?(\d+)\.pdf$`), func(m []string) source { return one("uva"+m[1], "UVa"+m[1]) }},
	{[]string{"onlinejudge.org"}, true, uvaIndex, func(m []string) source { return uvaPage("uva", "UVa", m[1]) }},
	{[]string{"icpcarchive.ecs.baylor.edu"}, true, uvaIndex, func(m []string) source { return uvaPage("la", "LA", m[1]) }},
	{[]string{"icpcarchive.ecs.baylor.edu"}, false, regexp.MustCompile(`^/external/\d+/p?(\d+)\.pdf$`), func(m []string) source { return one("la"+m[1], "LA"+m[1]) }},
	{[]string{"acwing.com"}, false, regexp.MustCompile(`^/problem/content/(\d+)/?$`), func(m []string) source { return one("acwing"+m[1], "AcWing"+m[1]) }},
}

// uvaIndex matches the query of a problem's page at UVa Online Judge and
// ICPC Live Archive, which names the problem by an internal number.
var uvaIndex = regexp.MustCompile(`^/index\.php\?(?:.*&)?problem=(\d+)(?:&.*)?$`)

// uvaPage is the source of the page of a UVa or Live Archive problem by
// the judge's internal number, whose task's name begins with the
// problem's own ("11565 - Simple Equations"): the problem with the
// prefix and entry of that judge.
func uvaPage(prefix, entry, internal string) source {
	return source{ID: prefix + "_p" + internal, ByName: func(name string) source {
		if n := uvaNumberName.FindStringSubmatch(name); n != nil {
			return one(prefix+n[1], entry+n[1])
		}
		return source{}
	}}
}

// codeforces is the source of problem index of a Codeforces contest (and
// the problemset) or gym contest.
func codeforces(kind, contest, index string) source {
	if kind == "gym" {
		return one("gym"+contest+strings.ToLower(index), "Codeforces-gym"+contest+strings.ToUpper(index))
	}
	return one("cf"+contest+strings.ToLower(index), "Codeforces"+contest+strings.ToUpper(index))
}

// atcoderID makes the id of an AtCoder task: abc345d for the task abc345_d
// of the regular contests, at_ and the task otherwise (at_practice_2,
// at_dp_a), so that every id says it is AtCoder's.
func atcoderID(task string) string {
	if m := atcoderRegular.FindStringSubmatch(strings.ToLower(task)); m != nil {
		return m[1] + m[2] + strings.ReplaceAll(m[3], "_", "")
	}
	return "at_" + slug(task)
}

// aizu is the source of an Aizu Online Judge problem by its id (ALDS1_1_A,
// 0500).
func aizu(m []string) source { return one(prefixed("aoj", m[1]), "Aizu-"+m[1]) }

// luogu is the source of a Luogu problem: its own (P1219, B2001) or one of
// another judge that Luogu judges remotely (CF1915A, AT_abc345_d,
// UVA1309), which is that judge's problem.
func luogu(pid string) source {
	if m := luoguCodeforces.FindStringSubmatch(pid); m != nil {
		s := codeforces("contest", m[1], m[2])
		s.Entries = append(s.Entries, "Luogu"+pid)
		return s
	}
	if task, ok := strings.CutPrefix(pid, "AT_"); ok {
		return one(atcoderID(task), "AtCoder-"+task, "Luogu"+pid)
	}
	if num, ok := strings.CutPrefix(pid, "UVA"); ok && isDigits(num) {
		return one("uva"+num, "UVa"+num, "Luogu"+pid)
	}
	return one(slug(pid), "Luogu"+pid)
}

// vjudgeOrigins map the judge names of vjudge's problem ids
// (CodeForces-1234A) to the id and entry prefixes of the judge behind them.
var vjudgeOrigins = map[string]func(num string) source{
	"CodeForces": func(n string) source { return at("codeforces.com", "/problemset/problem/"+cfSplit(n)) },
	"Gym":        func(n string) source { return at("codeforces.com", "/gym/"+cfSplit(n)) },
	"AtCoder":    func(n string) source { return one(atcoderID(n), "AtCoder-"+n) },
	"CSES":       func(n string) source { return at("cses.fi", "/problemset/task/"+n) },
	"SPOJ":       func(n string) source { return at("spoj.com", "/problems/"+n+"/") },
	"POJ":        func(n string) source { return at("poj.org", "/problem?id="+n) },
	"HDU":        func(n string) source { return at("acm.hdu.edu.cn", "/showproblem.php?pid="+n) },
	"UVA":        func(n string) source { return at("onlinejudge.org", "/external/0/"+n+".pdf") },
	"UVALive":    func(n string) source { return at("icpcarchive.ecs.baylor.edu", "/external/0/"+n+".pdf") },
	"Kattis":     func(n string) source { return at("open.kattis.com", "/problems/"+n) },
	"Aizu":       func(n string) source { return aizu([]string{"", n}) },
	"LibreOJ":    func(n string) source { return at("loj.ac", "/p/"+n) },
	"UniversalOJ": func(n string) source {
		return at("uoj.ac", "/problem/"+n)
	},
	"CodeChef": func(n string) source { return at("codechef.com", "/problems/"+n) },
	"Baekjoon": func(n string) source { return at("acmicpc.net", "/problem/"+n) },
	"Timus":    func(n string) source { return at("acm.timus.ru", "/problem.aspx?num="+n) },
	"URAL":     func(n string) source { return at("acm.timus.ru", "/problem.aspx?num="+n) },
	"Luogu":    luogu,
	"AcWing":   func(n string) source { return at("acwing.com", "/problem/content/"+n+"/") },
	"TopCoder": func(n string) source { return one(prefixed("topcoder", n)) },
	"yukicoder": func(n string) source {
		return at("yukicoder.me", "/problems/no/"+n)
	},
}

// vjudge is the source of a vjudge problem (CodeForces-1234A): the
// problem of the judge behind it, or vj_ and the id when ojkit does not
// know that judge.
func vjudge(id string) source {
	judge, num, ok := strings.Cut(id, "-")
	if f := vjudgeOrigins[judge]; ok && f != nil {
		if s := f(num); s.ID != "" {
			return s
		}
	}
	return one("vj_" + words(id))
}

// cfSplit turns a Codeforces problem as vjudge names it (1234A, 102345C)
// into the contest/problem path of codeforces.com.
func cfSplit(n string) string {
	i := strings.IndexFunc(n, func(r rune) bool { return r < '0' || r > '9' })
	if i <= 0 {
		return n
	}
	return n[:i] + "/problem/" + n[i:]
}

// isDigits reports whether s is one or more decimal digits.
func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// fromURL returns the source of a problem's URL: a known judge's problem
// by its own id, and any other page by its host and path and what of its
// query and fragment names the problem (see problemQuery and
// problemFragment; the rest chooses a language or a view and is left out),
// which then has no //ojkit:judges entry. It returns an empty ID for a URL
// with no host.
func fromURL(raw string) source {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Hostname() == "" {
		return source{}
	}
	host := strings.ToLower(u.Hostname())
	path := u.EscapedPath()
	s, byQuery := fromPath(host, path+"?"+u.RawQuery)
	vj := hostIn(host, []string{"vjudge.net", "vjudge.net.cn"})
	if m := vjudgeProblem.FindStringSubmatch(u.Path); vj && m != nil {
		s = vjudge(m[1])
	}
	canon := url.URL{Scheme: u.Scheme, Host: u.Host, Path: u.Path, RawPath: u.RawPath}
	if byQuery {
		q := u.Query()
		for _, noise := range []string{"locale", "lang", "language"} {
			q.Del(noise)
		}
		canon.RawQuery = q.Encode()
	}
	if m := vjudgeContest.FindStringSubmatch(path); vj && m != nil {
		if p := vjudgeContestProblem.FindStringSubmatch(u.Fragment); p != nil {
			s, canon.Fragment = one("vj_c"+m[1]+"_"+strings.ToLower(p[1])), u.Fragment
		}
	}
	if m := aizuRoom.FindStringSubmatch(u.Fragment); m != nil && host == "onlinejudge.u-aizu.ac.jp" && u.Path == "/services/room.html" {
		s, canon.Fragment = one("aoj_room_"+words(m[1])+"_"+words(m[2])), u.Fragment
	}
	if s.ID == "" {
		var values []string
		canon.RawQuery, values = problemQuery(u.RawQuery)
		if problemFragment.MatchString(u.Fragment) {
			canon.Fragment = u.Fragment
			values = append(values, strings.Split(u.Fragment, "/")...)
		}
		s = source{ID: siteID(host, u.Path, values), Shared: true}
	}
	s.URL = canon.String()
	return s
}

// maxSiteID is the length siteID keeps an id within, where the page's host
// and the last element of its path allow.
const maxSiteID = 48

// siteID returns the id of a page of a site ojkit does not know: the words
// of its host (without www.), of its path (without the extension of a
// script, .php or .aspx) and of values, what its query says of the
// problem, the path's first elements left out as far as the id needs to
// keep within maxSiteID.
func siteID(host, path string, values []string) string {
	id := words(strings.TrimPrefix(host, "www."))
	var tail []string
	elems := strings.Split(path, "/")
	elems[len(elems)-1] = scriptExt.ReplaceAllString(elems[len(elems)-1], "")
	elems = append(elems, values...)
	for i := len(elems) - 1; i >= 0; i-- {
		w := elemWords(elems[i])
		if w == "" {
			continue
		}
		if len(tail) > 0 && len(id)+len(strings.Join(tail, "_"))+len(w)+2 > maxSiteID {
			break
		}
		tail = append([]string{w}, tail...)
	}
	if len(tail) > 0 {
		id += "_" + strings.Join(tail, "_")
	}
	return slug(id)
}

// elemWords returns the words of an element of a page's path or query,
// or, for one whose letters are none of words' (旅行者), u and a hash of
// it, which tells such pages apart.
func elemWords(elem string) string {
	if w := words(elem); w != "" || strings.IndexFunc(elem, unicode.IsLetter) < 0 {
		return w
	}
	h := fnv.New32a()
	h.Write([]byte(elem))
	return fmt.Sprintf("u%08x", h.Sum32())
}

// scriptExt matches the extension of a script that serves a page.
var scriptExt = regexp.MustCompile(`(?i)\.(?:php|aspx?|jsp|do|xhtml|rb|cgi)$`)

// idKey matches the names of the query's parameters that name a problem
// or its contest on the pages of judges ojkit does not know
// (problem.php?cid=2086&pid=0, index.asp?main=task&id_task=1).
var idKey = regexp.MustCompile(`(?i)^(?:\w*id|id\w*|num|problem|task)$`)

// problemFragment matches the fragment by which a page routes to its
// problem (room.html#ACPC2023Day1/problems/A, arena/omi2024/#problems/sumas).
var problemFragment = regexp.MustCompile(`(?:^|/)problems?/[^/]+$`)

// problemQuery returns what of a page's query names its problem, as the
// query of the page's URL and as the values its id takes: the parameters
// idKey matches, or the whole query when it is one word without a value
// (p.rb?hello+world).
func problemQuery(rawQuery string) (query string, values []string) {
	if rawQuery != "" && !strings.ContainsAny(rawQuery, "=&;") {
		if v, err := url.QueryUnescape(rawQuery); err == nil {
			return rawQuery, []string{v}
		}
		return "", nil
	}
	q, _ := url.ParseQuery(rawQuery)
	kept := url.Values{}
	for k, v := range q {
		if idKey.MatchString(k) {
			kept[k] = v
		}
	}
	keys := make([]string, 0, len(kept))
	for k := range kept {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		values = append(values, kept[k]...)
	}
	return kept.Encode(), values
}

// fromPath returns the source of the path on host by urlRules, or an
// empty source, and whether the rule read the query. path may end in
// "?query" (or "?" alone).
func fromPath(host, path string) (source, bool) {
	bare, query, _ := strings.Cut(path, "?")
	for _, r := range urlRules {
		if !hostIn(host, r.hosts) {
			continue
		}
		p := bare
		if r.query {
			p += "?" + query
		}
		if m := r.path.FindStringSubmatch(p); m != nil {
			if s := r.make(m); s.ID != "" && idPattern.MatchString(s.ID) {
				return s, r.query
			}
		}
	}
	return source{}, false
}

// at returns the source of the path on host by urlRules, or an empty one.
func at(host, path string) source {
	s, _ := fromPath(host, path)
	return s
}

// hostIn reports whether host is one of hosts or a subdomain of one.
func hostIn(host string, hosts []string) bool {
	for _, h := range hosts {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

// slug makes a problem id of a name: lowercase letters, digits and _,
// starting with a letter.
func slug(name string) string {
	s := words(name)
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		s = "p" + s
	}
	return s
}

// words returns the words of s in lowercase letters and digits, joined by _.
func words(name string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(name) {
		switch {
		case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
			b.WriteRune(c)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}
	}
	return strings.Trim(b.String(), "_")
}
