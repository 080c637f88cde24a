package runner

import (
	"os"
	"os/exec"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// job is the tree of a direct run on Windows: a job object, which every
// process the program starts belongs to, whose CPU time and peak memory
// (commit charge, as Codeforces counts it) the system keeps while it runs,
// which refuses memory past Limits.Memory, and which kills its processes
// when it is closed. The program joins the job just after it starts (os/exec
// cannot start it suspended): a process it starts in that moment is outside.
type job struct {
	h, port windows.Handle
	hit     bool // the job was refused memory past its limit
}

// jobMemoryLimit is the message a job's completion port gets when the job
// is refused memory past its limit (JOB_OBJECT_MSG_JOB_MEMORY_LIMIT).
const jobMemoryLimit = 10

// stillActive is the exit code of a process that has not exited.
const stillActive = 259

// basicAccounting is JOBOBJECT_BASIC_ACCOUNTING_INFORMATION.
type basicAccounting struct {
	TotalUserTime, TotalKernelTime                       int64 // in 100ns
	ThisPeriodTotalUserTime, ThisPeriodTotalKernelTime   int64
	TotalPageFaultCount, TotalProcesses, ActiveProcesses uint32
	TotalTerminatedProcesses                             uint32
}

// completionPort is JOBOBJECT_ASSOCIATE_COMPLETION_PORT.
type completionPort struct {
	CompletionKey  uintptr
	CompletionPort windows.Handle
}

// newTree returns the tree of a direct run: a job that kills its processes
// when closed, limits their memory to lim.Memory if set, and posts to a
// completion port of its own.
func newTree(lim Limits) (tree, error) {
	h, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return nil, err
	}
	j := &job{h: h}
	info := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{}
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	if lim.Memory > 0 {
		info.BasicLimitInformation.LimitFlags |= windows.JOB_OBJECT_LIMIT_JOB_MEMORY
		info.JobMemoryLimit = uintptr(lim.Memory)
	}
	if _, err := windows.SetInformationJobObject(h, windows.JobObjectExtendedLimitInformation, uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		j.close()
		return nil, err
	}
	if j.port, err = windows.CreateIoCompletionPort(windows.InvalidHandle, 0, 0, 1); err != nil {
		j.close()
		return nil, err
	}
	assoc := completionPort{CompletionPort: j.port}
	if _, err := windows.SetInformationJobObject(h, windows.JobObjectAssociateCompletionPortInformation, uintptr(unsafe.Pointer(&assoc)), uint32(unsafe.Sizeof(assoc))); err != nil {
		j.close()
		return nil, err
	}
	return j, nil
}

func (j *job) prepare(cmd *exec.Cmd) {
	// A process group of its own: Ctrl+C at the console is the tool's.
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: windows.CREATE_NEW_PROCESS_GROUP}
}

func (j *job) started(cmd *exec.Cmd) error {
	p, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(cmd.Process.Pid))
	if err != nil {
		return err
	}
	defer windows.CloseHandle(p)
	err = windows.AssignProcessToJobObject(j.h, p)
	var code uint32
	if err != nil && windows.GetExitCodeProcess(p, &code) == nil && code != stillActive {
		return nil // it has exited already: there is nothing to contain
	}
	return err
}

func (j *job) sample() (usage, bool) {
	var u usage
	var acct basicAccounting
	if windows.QueryInformationJobObject(j.h, windows.JobObjectBasicAccountingInformation, uintptr(unsafe.Pointer(&acct)), uint32(unsafe.Sizeof(acct)), nil) == nil {
		u.cpu = time.Duration(acct.TotalUserTime+acct.TotalKernelTime) * 100
	}
	var ext windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION
	if windows.QueryInformationJobObject(j.h, windows.JobObjectExtendedLimitInformation, uintptr(unsafe.Pointer(&ext)), uint32(unsafe.Sizeof(ext)), nil) == nil {
		u.peak = int64(ext.PeakJobMemoryUsed)
	}
	for {
		var msg uint32
		var key uintptr
		var ov *windows.Overlapped
		if windows.GetQueuedCompletionStatus(j.port, &msg, &key, &ov, 0) != nil {
			break
		}
		j.hit = j.hit || msg == jobMemoryLimit
	}
	u.memoryHit = j.hit
	return u, true
}

func (j *job) kill() {
	windows.TerminateJobObject(j.h, 1)
}

func (j *job) final(*os.ProcessState) usage {
	u, _ := j.sample()
	return u
}

func (j *job) close() {
	if j.port != 0 {
		windows.CloseHandle(j.port)
	}
	windows.CloseHandle(j.h)
}
