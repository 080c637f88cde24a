#include <cstdio>
#include <vector>

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    while (q--) {
        int t;
        long long b, c;
        scanf("%d %lld %lld", &t, &b, &c);
        if (t == 0) {
            a[b] += c;
            continue;
        }
        long long s = 0;
        for (long long i = b; i < c; i++) s += a[i];
        printf("%lld\n", s);
    }
}
