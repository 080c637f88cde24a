package runner

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"time"
)

// supervisorSource is the source of the command that supervises each run
// (see package main in the supervisor directory).
//
//go:embed supervisor/main.go supervisor/proc.go
var supervisorSource embed.FS

// plan is what a run asks of its supervisor, as JSON on its command line.
type plan struct {
	Argv   []string
	CPU    time.Duration // 0: no limit
	Wall   time.Duration // 0: no limit
	Memory int64         // 0: no limit
}

// report is what the supervisor tells of the run, as JSON on descriptor 3.
type report struct {
	ExitCode       int
	Signal         syscall.Signal
	CPU, Wall      time.Duration
	MaxRSS         int64
	CPUExceeded    bool
	WallExceeded   bool
	MemoryExceeded bool
	Stopped        bool   // the control pipe closed
	Err            string // the program could not be started
}

// supervisor is the supervisor's executable, built on first use.
var supervisor = sync.OnceValues(buildSupervisor)

// buildSupervisor returns the supervisor's executable in the user's cache
// (or the temporary directory), building it with the go command unless an
// executable of the same source is there. A small static executable of its
// own, rather than this program started again, keeps the floor of a run's
// peak memory low (see lowerRSS in the supervisor).
func buildSupervisor() (string, error) {
	files, err := fs.Glob(supervisorSource, "supervisor/*.go")
	if err != nil {
		return "", err
	}
	h := sha256.New()
	srcs := make(map[string][]byte)
	for _, f := range files {
		data, err := supervisorSource.ReadFile(f)
		if err != nil {
			return "", err
		}
		srcs[filepath.Base(f)] = data
		fmt.Fprintf(h, "%s %d\n", f, len(data))
		h.Write(data)
	}
	dir := filepath.Join(cacheDir(), "supervisor-"+hex.EncodeToString(h.Sum(nil)[:8]))
	exe := filepath.Join(dir, "supervisor")
	if _, err := os.Stat(exe); err == nil {
		return exe, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	src, err := os.MkdirTemp(dir, ".src-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(src)
	srcs["go.mod"] = []byte("module supervisor\n\ngo 1.21\n")
	for name, data := range srcs {
		if err := os.WriteFile(filepath.Join(src, name), data, 0o644); err != nil {
			return "", err
		}
	}
	tmp := filepath.Join(src, "supervisor")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", tmp, ".")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build the run supervisor: %v\n%s", err, out)
	}
	return exe, os.Rename(tmp, exe)
}

// cacheDir returns the directory for the supervisor: ojkit's in the user's
// cache, or the temporary directory when there is no usable user cache.
func cacheDir() string {
	if cache, err := os.UserCacheDir(); err == nil {
		dir := filepath.Join(cache, "ojkit")
		if os.MkdirAll(dir, 0o755) == nil {
			return dir
		}
	}
	return filepath.Join(os.TempDir(), fmt.Sprintf("ojkit-%d", os.Getuid()))
}
