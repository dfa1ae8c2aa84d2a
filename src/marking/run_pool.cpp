#include "marking/run_pool.h"

#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace bugbot::marking {

namespace {

std::vector<int> usable_processors() {
    cpu_set_t set;
    std::vector<int> cpus;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int c = 0; c < CPU_SETSIZE; ++c)
            if (CPU_ISSET(c, &set)) cpus.push_back(c);
    return cpus;
}

void kill_run(pid_t pid) {
    kill(-pid, SIGKILL);  // its process group (the outer bwrap, or the weak mode's runner)
    kill(pid, SIGKILL);   // bwrap's death kills the namespace's init, and so every process in it
}

}  // namespace

RunPool::RunPool(int slots, double grace_s)
    : slots_(std::max(1, slots)), grace_s_(grace_s), cpus_(usable_processors()),
      slot_used_(static_cast<std::size_t>(slots_), false) {}

RunPool::~RunPool() { kill_all(); }

bool RunPool::start(RunSpec spec, const SandboxLimits& limits, SandboxMode mode, RunTag tag) {
    const int slot = static_cast<int>(std::find(slot_used_.begin(), slot_used_.end(), false) - slot_used_.begin());
    // With no more runs than processors, each run has a processor of its own:
    // a program's many threads cannot starve a classmate's run.
    spec.cpu = cpus_.empty() ? -1 : cpus_[static_cast<std::size_t>(slot) % cpus_.size()];
    Running r{tag, slot, -1, -1, Clock::now(), {}, false};
    r.deadline = r.started + std::chrono::milliseconds(static_cast<long>((limits.wall_s + grace_s_) * 1000));
    r.pid = start_run(spec, limits, mode);
    if (r.pid < 0) return false;
    r.pidfd = static_cast<int>(syscall(SYS_pidfd_open, r.pid, 0));
    slot_used_[static_cast<std::size_t>(slot)] = true;
    running_.push_back(r);
    return true;
}

void RunPool::watch(std::vector<pollfd>& fds, Clock::time_point& wake) const {
    for (const auto& r : running_) {
        fds.push_back({r.pidfd, POLLIN, 0});
        wake = std::min(wake, r.deadline);
        // Without a pidfd (an old kernel), look again soon.
        if (r.pidfd < 0) wake = std::min(wake, Clock::now() + std::chrono::milliseconds(5));
    }
}

std::vector<EndedRun> RunPool::reap() {
    std::vector<EndedRun> ended;
    const auto now = Clock::now();
    for (auto it = running_.begin(); it != running_.end();) {
        if (now >= it->deadline && !it->killed_for_time) {
            it->killed_for_time = true;
            kill_run(it->pid);
        }
        EndedRun e;
        const pid_t got = wait4(it->pid, &e.status, WNOHANG, &e.usage);
        if (got != it->pid) {
            ++it;
            continue;
        }
        kill(-it->pid, SIGKILL);  // anything left in its group (weak mode)
        if (it->pidfd >= 0) close(it->pidfd);
        slot_used_[static_cast<std::size_t>(it->slot)] = false;
        e.tag = it->tag;
        e.killed_for_time = it->killed_for_time;
        e.seconds = std::chrono::duration<double>(now - it->started).count();
        ended.push_back(e);
        it = running_.erase(it);
    }
    return ended;
}

void RunPool::kill_all() {
    for (auto& r : running_) {
        kill_run(r.pid);
        int status;
        while (waitpid(r.pid, &status, 0) < 0 && errno == EINTR) {}
        if (r.pidfd >= 0) close(r.pidfd);
    }
    running_.clear();
    std::fill(slot_used_.begin(), slot_used_.end(), false);
}

}  // namespace bugbot::marking
