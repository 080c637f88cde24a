// The checker of this fixture's problems, as testlib's are called:
// checker INPUT OUTPUT ANSWER. The output's integers must be the answer's.
#include <cstdio>

int main(int argc, char *argv[]) {
    if (argc < 4) return 3;
    FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
    if (!out || !ans) return 3;
    long long x, y;
    while (fscanf(ans, "%lld", &y) == 1) {
        if (fscanf(out, "%lld", &x) != 1 || x != y) return 1;
    }
    return fscanf(out, "%lld", &x) == 1 ? 1 : 0;
}
