package compare

import (
	"errors"
)

// errNoChecker is returned by NewComparer for mode checker without a command.
var errNoChecker = errors.New("compare mode checker needs a checker command")
