#!/usr/bin/env bash
# wine-smoke.sh: the Windows smoke test. A Windows build of ojkit judges
# Windows builds of four small Go solutions of a+b under Wine (Debian's
# wine64) and must give each its verdict: AC, WA, RE and TLE; then the
# runner's job object tests run there (a child killed with its job). Wine keeps no
# job accounting and no job memory limit, so time and memory read 0 there
# and TLE comes from the wall-clock limit; on Windows the job gives them.
#
# Go's runtime needs bcryptprimitives.dll's ProcessPrng, which Wine 8 lacks:
# where Wine has no such DLL, a stub built with MinGW
# (gcc-mingw-w64-x86-64-win32) that calls RtlGenRandom stands in for it.
#
# Exit status: 0 every verdict as expected, 1 one differs, 2 a missing tool.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wine >/dev/null || { echo "wine-smoke: no wine (apt-get install wine64)" >&2; exit 2; }

work=$(mktemp -d)
export WINEPREFIX=$work/prefix WINEDEBUG=-all
cleanup() {
	wineserver -k 2>/dev/null || true # this prefix's server only
	rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/prob/tests" "$work/sols"
printf '2 3\n' >"$work/prob/tests/1.in"
printf '5\n' >"$work/prob/tests/1.out"
cat >"$work/sols/ac.go" <<'GO'
package main

import "fmt"

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
GO
printf 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(4) }\n' >"$work/sols/wa.go"
printf 'package main\n\nimport "os"\n\nfunc main() { os.Exit(3) }\n' >"$work/sols/re.go"
printf 'package main\n\nfunc main() {\n\tfor {\n\t}\n}\n' >"$work/sols/tle.go"

export GOOS=windows GOARCH=amd64
go build -o "$work/ojkit.exe" ./scripts/ojkit
for s in ac wa re tle; do
	go build -o "$work/sols/$s.exe" "$work/sols/$s.go"
done
go test -c -o "$work/runner.test.exe" ./internal/runner
unset GOOS GOARCH

wineboot --init >/dev/null 2>&1 || true
if ! find /usr/lib/wine /usr/lib/x86_64-linux-gnu/wine "$WINEPREFIX/drive_c/windows/system32" \
	-iname bcryptprimitives.dll 2>/dev/null | grep -q .; then
	command -v x86_64-w64-mingw32-gcc >/dev/null || {
		echo "wine-smoke: Wine lacks bcryptprimitives.dll; the stub needs x86_64-w64-mingw32-gcc (apt-get install gcc-mingw-w64-x86-64-win32)" >&2
		exit 2
	}
	cat >"$work/prng.c" <<'C'
#include <windows.h>
#define SystemFunction036 NTAPI SystemFunction036
#include <ntsecapi.h>
#undef SystemFunction036
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T n) { return RtlGenRandom(data, (ULONG)n); }
C
	printf 'LIBRARY bcryptprimitives\nEXPORTS\n  ProcessPrng\n' >"$work/prng.def"
	x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
		"$work/prng.c" "$work/prng.def" -ladvapi32
fi

status=0
cd "$work"
for want in AC WA RE TLE; do
	s=$(echo "$want" | tr A-Z a-z)
	out=$(timeout 120 wine ojkit.exe judge -p prob -timeout 1s "sols/$s.exe" 2>&1) || true
	got=$(printf '%s\n' "$out" | awk '$1 == "1" && $3 != "/" { print $2 }' | tr -d '\r')
	if [ "$got" = "$want" ]; then
		echo "wine-smoke: $s.exe $got"
	else
		echo "wine-smoke: $s.exe: want $want, got ${got:-nothing}:" >&2
		printf '%s\n' "$out" >&2
		status=1
	fi
done
if out=$(timeout 120 wine runner.test.exe -test.run '^(TestJob|TestClassify)' 2>&1); then
	echo "wine-smoke: runner's job object tests pass"
else
	echo "wine-smoke: runner's job object tests fail:" >&2
	printf '%s\n' "$out" >&2
	status=1
fi
exit $status
