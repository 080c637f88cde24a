package cases

// Places are where one problem's cases are: its testscript suite and its
// test directories, each read as ojkit judge reads them.
type Places struct {
	ID    string   // the problem's id, the command its suite's scripts exec
	Suite string   // the directory of its suite's scripts, or "" for none
	Dirs  []string // its test directories, in the layout Dir reads
}

// Found is what Read finds in a problem's places.
type Found struct {
	Cases   []Case   // the suite's cases, then each test directory's
	Skips   []Skip   // the suite's execs that hold no case (see Suite)
	Orphans []string // the test directories' answers without an input (see Orphans)
}

// Read returns the cases of the places pl: those of the suite (see Suite),
// then those of each test directory in turn (see Dir), with the suite's
// skips and the directories' orphans. On an error it also returns what it
// found before, with the orphans of the directory it failed to read, so
// that a caller can warn of them all the same.
func Read(pl Places) (Found, error) {
	var f Found
	if pl.Suite != "" {
		cs, skips, err := Suite(pl.Suite, pl.ID)
		if err != nil {
			return f, err
		}
		f.Cases, f.Skips = cs, skips
	}
	for _, dir := range pl.Dirs {
		f.Orphans = append(f.Orphans, Orphans(dir)...)
		cs, err := Dir(dir)
		if err != nil {
			return f, err
		}
		f.Cases = append(f.Cases, cs...)
	}
	return f, nil
}
