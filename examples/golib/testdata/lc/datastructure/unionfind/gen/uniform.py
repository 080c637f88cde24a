import random
import sys

random.seed(int(sys.argv[1]))
n, q = random.randint(1, 1000), 1000
print(n, q)
for _ in range(q):
    print(random.randint(0, 1), random.randrange(n), random.randrange(n))
