package proctest

import "golang.org/x/sys/windows"

// stillActive is the exit code of a process that has not exited.
const stillActive = 259

// ended reports whether pid no longer exists or has exited.
func ended(pid int) bool {
	p, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(pid))
	if err != nil {
		return true
	}
	defer windows.CloseHandle(p)
	var code uint32
	return windows.GetExitCodeProcess(p, &code) == nil && code != stillActive
}
