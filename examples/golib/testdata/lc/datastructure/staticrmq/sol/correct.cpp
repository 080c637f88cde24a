#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    std::vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        printf("%d\n", *std::min_element(a.begin() + l, a.begin() + r));
    }
}
