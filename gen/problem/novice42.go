package problem

// SPOJ NOVICE42: a first line T, then per grid a header line "Grid NN" (its
// number, two digits) and 9 lines of 9 digits, '0' empty, with no empty lines.
// A solution is promised, not uniqueness: the answer is the lexicographically
// smallest solution.
func init() {
	l := Layout{Box: 3, Empty: '0', Count: true, Header: "Grid %02d"}
	multi := KindMulti(3)
	Register(&GridProblem{Name: "novice42", Layout: l, Promise: Promise{Solvable: true}, GridKinds: []GridKind{
		KindRandom(Promise{}, 3), multi, KindSparse(3), KindMinimal(3), KindHard(3), KindAntinaive(3), KindMax(100, multi),
	}})
}
