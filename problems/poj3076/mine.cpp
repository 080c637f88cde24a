//go:build ignore

// mine.cpp solves POJ 3076 (16×16 Sudoku): grids of 16 lines of 16 letters
// A–P, '-' for an empty cell, until end of input; each solved grid is printed
// the same way, one empty line between grids. The search keeps each cell's
// candidates as a bitmask, places naked and hidden singles until none is left,
// then tries the candidates of a cell with the fewest. (The first line keeps
// the go command away from this file; to g++ it is a comment.)
#include <cstdio>

const int N = 16, CELLS = N * N, UNITS = 3 * N, PEERS = 39;

int unitCell[UNITS][N];  // the cells of each row, column and box
int peer[CELLS][PEERS];  // the cells that share a row, column or box with a cell

struct State {
	unsigned short cand[CELLS];
	signed char val[CELLS];  // the letter's index, or -1
	int left;                // the empty cells
};

void init() {
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			unitCell[i][j] = i * N + j;
			unitCell[N + i][j] = j * N + i;
			unitCell[2 * N + i][j] = (i / 4 * 4 + j / 4) * N + i % 4 * 4 + j % 4;
		}
	for (int c = 0; c < CELLS; c++) {
		int r = c / N, k = c % N, n = 0;
		for (int p = 0; p < CELLS; p++) {
			int pr = p / N, pk = p % N;
			bool sameBox = pr / 4 == r / 4 && pk / 4 == k / 4;
			if (p != c && (pr == r || pk == k || sameBox)) peer[c][n++] = p;
		}
	}
}

int single(unsigned m) { return __builtin_ctz(m); }
bool isSingle(unsigned m) { return m && !(m & (m - 1)); }

// place puts letter d in cell c and every single that follows, by
// elimination from peers and by a letter with one place left in a unit; it
// returns false on a contradiction.
bool place(State &s, int c, int d) {
	int queue[CELLS + UNITS * N], head = 0, tail = 0;  // cell*N+letter: a scan's hidden singles and the singles they make
	queue[tail++] = c * N + d;
	for (;;) {
		while (head < tail) {
			int cell = queue[head] / N, dig = queue[head] % N;
			head++;
			if (s.val[cell] == dig) continue;
			if (s.val[cell] >= 0 || !(s.cand[cell] >> dig & 1)) return false;
			s.val[cell] = dig, s.cand[cell] = 1u << dig, s.left--;
			for (int i = 0; i < PEERS; i++) {
				int p = peer[cell][i];
				if (!(s.cand[p] >> dig & 1)) continue;
				if (s.val[p] >= 0) return false;
				s.cand[p] &= ~(1u << dig);
				if (!s.cand[p]) return false;
				if (isSingle(s.cand[p])) queue[tail++] = p * N + single(s.cand[p]);
			}
		}
		head = tail = 0;
		for (int u = 0; u < UNITS; u++) {
			unsigned once = 0, twice = 0, placed = 0;
			for (int i = 0; i < N; i++) {
				int cell = unitCell[u][i];
				if (s.val[cell] >= 0) placed |= 1u << s.val[cell];
				twice |= once & s.cand[cell];
				once |= s.cand[cell];
			}
			if (once != (1u << N) - 1) return false;
			for (unsigned m = once & ~twice & ~placed; m; m &= m - 1)
				for (int i = 0; i < N; i++)
					if (s.cand[unitCell[u][i]] >> single(m) & 1) queue[tail++] = unitCell[u][i] * N + single(m);
		}
		if (head == tail) return true;
	}
}

bool search(State &s) {
	if (s.left == 0) return true;
	int best = -1, fewest = N + 1;
	for (int c = 0; c < CELLS; c++)
		if (s.val[c] < 0 && __builtin_popcount(s.cand[c]) < fewest) best = c, fewest = __builtin_popcount(s.cand[c]);
	for (unsigned m = s.cand[best]; m; m &= m - 1) {
		State t = s;
		if (place(t, best, single(m)) && search(t)) {
			s = t;
			return true;
		}
	}
	return false;
}

int main() {
	init();
	char line[N][64];
	for (int grid = 0;; grid++) {
		for (int i = 0; i < N; i++)
			if (std::scanf("%63s", line[i]) != 1) return 0;
		State s;
		for (int c = 0; c < CELLS; c++) s.cand[c] = (1u << N) - 1, s.val[c] = -1;
		s.left = CELLS;
		for (int c = 0; c < CELLS; c++) {
			char ch = line[c / N][c % N];
			if (ch != '-' && !place(s, c, ch - 'A')) return 1;
		}
		if (!search(s)) return 1;
		if (grid > 0) std::putchar('\n');
		for (int i = 0; i < N; i++) {
			for (int k = 0; k < N; k++) std::putchar('A' + s.val[i * N + k]);
			std::putchar('\n');
		}
	}
}
