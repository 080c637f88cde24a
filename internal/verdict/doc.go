// Package verdict holds the verdicts a run earns (AC, WA, PE, RE, TLE,
// MLE, OLE, ILE, FAIL, BUSY), the rule that classifies a run by its
// limits, their colours, and how times and sizes are written.
package verdict
