import random
import sys

random.seed(int(sys.argv[1]))
n, q = random.randint(1, 1000), 1000
print(n, q)
print(*(random.randint(0, 10**9) for _ in range(n)))
for _ in range(q):
    l = random.randrange(n)
    print(l, random.randint(l + 1, n))
