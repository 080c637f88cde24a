//go:build ignore

// mine.cpp solves POJ 3076 (16×16 Sudoku) by exact cover with dancing links:
// grids of 16 lines of 16 letters A–P, '-' for an empty cell, until end of
// input; each solved grid printed the same way, one empty line between grids.
// (The line above keeps the go command away from this file; to g++ it is a
// comment.)
#include <cstdio>
#include <cstring>

const int N = 16, CELLS = N * N, COLS = 4 * CELLS, ROWS = N * CELLS;
const int NODES = COLS + 1 + 4 * ROWS;

int L[NODES], R[NODES], U[NODES], D[NODES], C[NODES], rowOf[NODES], size[COLS + 1];
int rowNode[ROWS], chosen[CELLS], depth;

void link(int n, int col) {
	C[n] = col;
	U[n] = U[col];
	D[n] = col;
	D[U[col]] = n;
	U[col] = n;
	size[col]++;
}

void build() {
	for (int c = 0; c <= COLS; c++) {
		L[c] = c - 1, R[c] = c + 1, U[c] = D[c] = c, size[c] = 0;
	}
	L[0] = COLS, R[COLS] = 0; // node 0 heads the list of columns 1..COLS
	int n = COLS + 1;
	for (int r = 0; r < ROWS; r++) {
		int cell = r / N, v = r % N, row = cell / N, col = cell % N;
		int box = row / 4 * 4 + col / 4;
		int cols[4] = {1 + cell, 1 + CELLS + row * N + v, 1 + 2 * CELLS + col * N + v, 1 + 3 * CELLS + box * N + v};
		rowNode[r] = n;
		for (int k = 0; k < 4; k++) {
			link(n + k, cols[k]);
			rowOf[n + k] = r;
			L[n + k] = n + (k + 3) % 4;
			R[n + k] = n + (k + 1) % 4;
		}
		n += 4;
	}
}

void cover(int c) {
	L[R[c]] = L[c], R[L[c]] = R[c];
	for (int i = D[c]; i != c; i = D[i])
		for (int j = R[i]; j != i; j = R[j])
			U[D[j]] = U[j], D[U[j]] = D[j], size[C[j]]--;
}

void uncover(int c) {
	for (int i = U[c]; i != c; i = U[i])
		for (int j = L[i]; j != i; j = L[j])
			size[C[j]]++, U[D[j]] = j, D[U[j]] = j;
	L[R[c]] = c, R[L[c]] = c;
}

bool search() {
	if (R[0] == 0) return true;
	int c = R[0];
	for (int j = R[c]; j != 0; j = R[j])
		if (size[j] < size[c]) c = j;
	if (size[c] == 0) return false;
	cover(c);
	for (int r = D[c]; r != c; r = D[r]) {
		chosen[depth++] = rowOf[r];
		for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
		if (search()) return true;
		for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
		depth--;
	}
	uncover(c);
	return false;
}

int main() {
	char line[N][64];
	for (int grid = 0;; grid++) {
		for (int i = 0; i < N; i++)
			if (std::scanf("%63s", line[i]) != 1) return 0;
		build();
		depth = 0;
		for (int cell = 0; cell < CELLS; cell++) {
			char ch = line[cell / N][cell % N];
			if (ch == '-') continue;
			int r = cell * N + (ch - 'A');
			chosen[depth++] = r;
			int n = rowNode[r];
			cover(C[n]);
			for (int j = R[n]; j != n; j = R[j]) cover(C[j]);
		}
		if (!search()) return 1;
		char out[CELLS];
		for (int k = 0; k < depth; k++) out[chosen[k] / N] = 'A' + chosen[k] % N;
		if (grid > 0) std::putchar('\n');
		for (int i = 0; i < N; i++) std::printf("%.16s\n", out + i * N);
	}
}
