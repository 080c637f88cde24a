// Package typeutil holds the go/types helpers that ojkit's tools share.
package typeutil

import "go/types"

// Origin returns the generic object behind an instantiated function, method or
// field, and obj itself otherwise.
func Origin(obj types.Object) types.Object {
	switch o := obj.(type) {
	case *types.Func:
		return o.Origin()
	case *types.Var:
		return o.Origin()
	}
	return obj
}
