#include "marking/run_outcome.h"

#include <signal.h>

#include <cstring>
#include <optional>
#include <sstream>
#include <string_view>

#include "engine/run.h"
#include "marking/untrusted.h"

namespace bugbot::marking {

namespace {

std::string number_text(double s) {
    std::ostringstream out;
    out << s;
    return out.str();
}

bool contains(const std::string& text, const char* what) { return text.find(what) != std::string::npos; }

}  // namespace

namespace {

constexpr const char* kWithheld =
    " (what it said is not shown: it was not the same on every run, and could hold a run's hidden values).";

// What classify_run works from: the run, its limits, and the record's last words.
struct Ending {
    const RunEnd& r;
    const OutcomeLimits& limits;
    std::string run;             // "Run 3: your program"
    nlohmann::json end, error;   // the record's `end` and last `error` events (untrusted shapes)
    std::string status;          // the `end`'s status ("" without one)

    RunOutcome make(const char* outcome, std::string note) const {
        return RunOutcome{r.variation, outcome, std::move(note), r.seconds, {}, {}};
    }
    std::string loop_note() const {
        return run + " was stopped after " + number_text(limits.wall_s) +
               " s while it was still running. Is there a loop that never ends?";
    }
    std::string cpu_note() const {
        return run + " used all its " + number_text(limits.cpu_s) +
               " s of computer time and was stopped. Is there a loop that never ends?";
    }
    std::string memory() const { return number_text(limits.memory_mb) + " MB"; }
};

// The engine's last lines are [error], prints and warnings, a frame, end.
void read_last_words(Ending& e) {
    const std::string& tail = e.r.record_tail;
    for (std::size_t at = 0; at < tail.size();) {
        std::size_t nl = tail.find('\n', at);
        if (nl == std::string::npos) nl = tail.size();
        const std::string_view line(tail.data() + at, nl - at);
        if (line.starts_with("{\"ev\":\"end\"")) e.end = parse_untrusted(line, 4);
        else if (line.starts_with("{\"ev\":\"error\"")) e.error = parse_untrusted(line, 4);
        at = nl + 1;
    }
    e.status = string_member(e.end, "status");
}

// Phase 1: what the trusted side itself stopped (a forger, the robot-time limit, the wall limit).
std::optional<RunOutcome> stopped_by_trusted_side(const Ending& e) {
    if (e.status == "tampered")
        return e.make("tampered", e.run + " wrote into the channel its own record is made from (something no robot"
                                          " call sends), so it was stopped and this run gets no marks.");
    if (e.status == "robot-time")
        return e.make("timeout", e.run + " was still running after " + number_text(e.limits.robot_time_s) +
                                     " s of robot time (simulated), so it was stopped there. Is there a loop that never ends?");
    if (e.r.killed_for_time) return e.make("timeout", e.loop_note());
    return std::nullopt;
}

// Phase 2: a signal ended it (the trusted side's, or the program's as bubblewrap reports it).
std::optional<RunOutcome> ended_by_signal(const Ending& e) {
    const int sig = e.r.signal;
    if (sig == 0) return std::nullopt;
    if (sig == SIGXFSZ)
        return e.make("output", e.run + " wrote more than " + number_text(e.limits.file_mb) +
                                    " MB (to a file, or as plots and prints) and was stopped.");
    // SIGKILL: the hard CPU limit (a namespace's init ignores SIGXCPU).
    if (sig == SIGXCPU || (sig == SIGKILL && e.r.cpu_s >= e.limits.cpu_s * 0.9)) return e.make("cpu", e.cpu_note());
    if (sig == SIGSYS) return e.make("forbidden", e.run + " made a system call that marking does not allow and was stopped.");
    const char* name = strsignal(sig);
    std::string note = e.run + " crashed (" + std::string(name ? name : "signal " + std::to_string(sig)) + ").";
    if (sig == SIGSEGV || sig == SIGABRT || sig == SIGBUS) note += " Very deep recursion or running out of memory can do this.";
    return e.make("crashed", note);
}

// Phase 3: the trusted side's own exit status says the run was never made, or hit a limit.
std::optional<RunOutcome> ended_by_exit_status(const Ending& e) {
    if (e.r.exit_code == kExitSandboxFailed)
        return e.make("not-marked", "Run " + std::to_string(e.r.variation) + ": the marker could not start it: " + e.r.stderr_tail);
    // Exit status 3 is a time limit only when the trusted side's `end` says so
    // (or it wrote none): a program's own sys.exit(3) is not a timeout.
    if (e.r.exit_code == engine::kExitTimedOut && (!e.end.is_object() || e.status == "timeout" || e.status == "cpu")) {
        if (e.r.cpu_s >= e.limits.cpu_s * 0.9 || contains(e.r.stderr_tail, "CPU time")) return e.make("cpu", e.cpu_note());
        return e.make("timeout", e.loop_note());
    }
    return std::nullopt;
}

// Phase 4b: the program raised.
RunOutcome raised(const Ending& e) {
    const std::string kind = string_member(e.error, "kind", "Exception");
    const std::string message = string_member(e.error, "message");
    const std::string traceback = string_member(e.error, "traceback");
    const auto line = static_cast<long long>(number_member(e.error, "line", 0));
    const std::string where = line > 0 ? " on line " + std::to_string(line) : "";
    if (kind == "MemoryError")
        return e.make("memory", e.run + " ran out of memory" + where + " (a run may use " + e.memory() +
                                    "). Is a list or string growing without end?");
    if ((kind == "PermissionError" || kind == "OSError") && contains(message, "Operation not permitted") &&
        (contains(traceback, "fork") || contains(traceback, "subprocess") || contains(traceback, "spawn") ||
         contains(traceback, "exec") || contains(traceback, "Popen") || contains(traceback, "multiprocessing")))
        return e.make("forbidden", e.run + " tried to start another process" + where +
                                       ", which marking does not allow; only what it did before that was marked.");
    if (kind == "RecursionError")
        return e.make("error", e.run + " stopped with RecursionError" + where + ": a function kept calling itself.");
    std::string note = e.run + " stopped with " + kind + where + (message.empty() ? "" : ": " + message) + ".";
    std::string without = e.run + " stopped with " + kind + where + kWithheld;
    const bool refused = kind == "PermissionError" || contains(message, "ermission") ||
                         contains(message, "not permitted") || contains(message, "Read-only file system");
    std::string advice;
    if (refused && contains(message, ": '")) advice = " Programs being marked may only write files in their own folder.";
    else if (refused) advice = " Programs being marked may not use the network or reach other programs.";
    RunOutcome out = e.make("error", note + advice);
    out.words = message;
    out.note_without_words = without + advice;
    return out;
}

// Phase 4: how the record says it ended.
RunOutcome ended_by_record(const Ending& e) {
    if (e.status == "done") return e.make("done", "");
    if (e.status == "exit") {
        const std::string code = std::to_string(static_cast<long long>(number_member(e.end, "exit", 1)));
        RunOutcome out = e.make("exit", e.run + " ended early with sys.exit(" + code +
                                            "); only what it did before that was marked.");
        out.words = code;
        out.note_without_words = e.run + " ended early with sys.exit()" + kWithheld +
                                 " Only what it did before that was marked.";
        return out;
    }
    if (e.error.is_object()) return raised(e);
    if (contains(e.r.stderr_tail, "MemoryError") || contains(e.r.stderr_tail, "bad_alloc"))
        return e.make("memory", e.run + " ran out of memory (a run may use " + e.memory() + ").");
    return e.make("exit", e.run + " ended abruptly (os._exit?) before the run was complete;"
                                  " only what it recorded before that was marked.");
}

}  // namespace

RunOutcome classify_run(const RunEnd& r, const OutcomeLimits& limits) {
    Ending e{r, limits, "Run " + std::to_string(r.variation) + ": your program", {}, {}, ""};
    read_last_words(e);
    if (auto out = stopped_by_trusted_side(e)) return *out;
    if (auto out = ended_by_signal(e)) return *out;
    if (auto out = ended_by_exit_status(e)) return *out;
    return ended_by_record(e);
}

}  // namespace bugbot::marking
