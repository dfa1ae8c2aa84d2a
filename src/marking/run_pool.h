#pragma once
// The runs in progress: at most N at a time, each in a slot pinned to one
// processor, each with a deadline past which it is killed (with everything
// in its sandbox). The marker starts runs and collects the ones that ended.
#include <poll.h>
#include <sys/resource.h>
#include <sys/types.h>

#include <chrono>
#include <vector>

#include "marking/sandbox.h"

namespace bugbot::marking {

using Clock = std::chrono::steady_clock;

struct RunTag {
    int submission = 0;
    int variation = 0;  // 0-based
};

struct EndedRun {
    RunTag tag;
    int status = 0;               // as waitpid gives it
    rusage usage{};               // the run's, its sandbox's processes included
    bool killed_for_time = false;
    double seconds = 0;
};

class RunPool {
public:
    // `slots` runs at a time; a run is killed `grace_s` after its wall limit.
    RunPool(int slots, double grace_s);
    ~RunPool();
    RunPool(const RunPool&) = delete;
    RunPool& operator=(const RunPool&) = delete;

    bool full() const { return static_cast<int>(running_.size()) >= slots_; }
    bool empty() const { return running_.empty(); }

    // Starts a run in a free slot; false (errno set) when it could not start.
    bool start(RunSpec spec, const SandboxLimits& limits, SandboxMode mode, RunTag tag);
    // What to poll for the runs, and the time by which to wake up.
    void watch(std::vector<pollfd>& fds, Clock::time_point& wake) const;
    // Kills the runs past their deadline; returns the runs that have ended.
    std::vector<EndedRun> reap();
    // Kills every run and waits for it.
    void kill_all();

private:
    struct Running {
        RunTag tag;
        int slot;
        pid_t pid;
        int pidfd;
        Clock::time_point started, deadline;
        bool killed_for_time;
    };
    int slots_;
    double grace_s_;
    std::vector<int> cpus_;
    std::vector<bool> slot_used_;
    std::vector<Running> running_;
};

}  // namespace bugbot::marking
