#include <cstdio>
#include <vector>

std::vector<int> p;
int find(int x) { return p[x] == x ? x : p[x] = find(p[x]); }

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    p.resize(n);
    for (int i = 0; i < n; i++) p[i] = i;
    while (q--) {
        int t, u, v;
        scanf("%d %d %d", &t, &u, &v);
        if (t == 0) p[find(u)] = find(v);
        else printf("%d\n", find(u) == find(v));
    }
}
