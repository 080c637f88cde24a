// Package all fills gen's registry (see gen/problem): importing it registers
// every problem of the repository, each declared in its own package gen/ID.
// A new problem's package is added here.
package all

import (
	_ "github.com/ojkit/ojkit/gen/abc322d"
	_ "github.com/ojkit/ojkit/gen/abc345d"
	_ "github.com/ojkit/ojkit/gen/acwing166"
	_ "github.com/ojkit/ojkit/gen/acwing169"
	_ "github.com/ojkit/ojkit/gen/acwing2713"
	_ "github.com/ojkit/ojkit/gen/hdu1426"
	_ "github.com/ojkit/ojkit/gen/hs12disu"
	_ "github.com/ojkit/ojkit/gen/novice42"
	_ "github.com/ojkit/ojkit/gen/p1074"
	_ "github.com/ojkit/ojkit/gen/p1219"
	_ "github.com/ojkit/ojkit/gen/p1784"
	_ "github.com/ojkit/ojkit/gen/p4205"
	_ "github.com/ojkit/ojkit/gen/p4929"
	_ "github.com/ojkit/ojkit/gen/poj2676"
	_ "github.com/ojkit/ojkit/gen/poj2918"
	_ "github.com/ojkit/ojkit/gen/poj3076"
	_ "github.com/ojkit/ojkit/gen/practice2"
	_ "github.com/ojkit/ojkit/gen/sp1110"
	_ "github.com/ojkit/ojkit/gen/sp13980"
	_ "github.com/ojkit/ojkit/gen/sudokunique"
)
