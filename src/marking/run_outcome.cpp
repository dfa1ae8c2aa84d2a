#include "marking/run_outcome.h"

#include <signal.h>

#include <cstring>
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

RunOutcome classify_run(const RunEnd& r, const OutcomeLimits& limits) {
    RunOutcome out;
    out.variation = r.variation;
    out.seconds = r.seconds;
    const std::string run = "Run " + std::to_string(out.variation) + ": your program";
    const std::string loop_note = run + " was stopped after " + number_text(limits.wall_s) +
                                  " s while it was still running. Is there a loop that never ends?";
    const std::string cpu_note = run + " used all its " + number_text(limits.cpu_s) +
                                 " s of computer time and was stopped. Is there a loop that never ends?";

    // The engine's last lines are [error], prints and warnings, a frame, end.
    nlohmann::json end, error;
    const std::string& tail = r.record_tail;
    for (std::size_t at = 0; at < tail.size();) {
        std::size_t nl = tail.find('\n', at);
        if (nl == std::string::npos) nl = tail.size();
        const std::string_view line(tail.data() + at, nl - at);
        if (line.starts_with("{\"ev\":\"end\"")) end = parse_untrusted(line, 4);
        else if (line.starts_with("{\"ev\":\"error\"")) error = parse_untrusted(line, 4);
        at = nl + 1;
    }
    const std::string mb = number_text(limits.memory_mb) + " MB";

    const std::string status = string_member(end, "status");
    // The trusted side ended the run because its process sent what no robot
    // call sends (engine/channel_host.h): a forger, not a slip.
    if (status == "tampered") {
        out.outcome = "tampered";
        out.note = run + " wrote into the channel its own record is made from (something no robot"
                         " call sends), so it was stopped and this run gets no marks.";
        return out;
    }
    // The trusted side stopped it at the lesson's simulated-time limit: a loop
    // that never ends, caught at the same moment on every machine.
    if (status == "robot-time") {
        out.outcome = "timeout";
        out.note = run + " was still running after " + number_text(limits.robot_time_s) +
                   " s of robot time (simulated), so it was stopped there. Is there a loop that never ends?";
        return out;
    }
    if (r.killed_for_time) {
        out.outcome = "timeout";
        out.note = loop_note;
        return out;
    }
    if (r.signal != 0) {
        if (r.signal == SIGXFSZ) {
            out.outcome = "output";
            out.note = run + " wrote more than " + number_text(limits.file_mb) +
                       " MB (to a file, or as plots and prints) and was stopped.";
        } else if (r.signal == SIGXCPU || (r.signal == SIGKILL && r.cpu_s >= limits.cpu_s * 0.9)) {
            // SIGKILL: the hard CPU limit (a namespace's init ignores SIGXCPU).
            out.outcome = "cpu";
            out.note = cpu_note;
        } else if (r.signal == SIGSYS) {
            out.outcome = "forbidden";
            out.note = run + " made a system call that marking does not allow and was stopped.";
        } else {
            out.outcome = "crashed";
            const char* name = strsignal(r.signal);
            out.note = run + " crashed (" + std::string(name ? name : "signal " + std::to_string(r.signal)) + ").";
            if (r.signal == SIGSEGV || r.signal == SIGABRT || r.signal == SIGBUS)
                out.note += " Very deep recursion or running out of memory can do this.";
        }
        return out;
    }
    if (r.exit_code == kExitSandboxFailed) {
        out.outcome = "not-marked";
        out.note = "Run " + std::to_string(out.variation) + ": the marker could not start it: " + r.stderr_tail;
        return out;
    }
    // Exit status 3 is a time limit only when the trusted side's `end` says so
    // (or it wrote none): a program's own sys.exit(3) is not a timeout.
    if (r.exit_code == engine::kExitTimedOut && (!end.is_object() || status == "timeout" || status == "cpu")) {
        if (r.cpu_s >= limits.cpu_s * 0.9 || contains(r.stderr_tail, "CPU time")) {
            out.outcome = "cpu";
            out.note = cpu_note;
        } else {
            out.outcome = "timeout";
            out.note = loop_note;
        }
        return out;
    }
    if (status == "done") {
        out.outcome = "done";
        return out;
    }
    if (status == "exit") {
        out.outcome = "exit";
        out.note = run + " ended early with sys.exit(" +
                   std::to_string(static_cast<long long>(number_member(end, "exit", 1))) +
                   "); only what it did before that was marked.";
        return out;
    }
    if (error.is_object()) {
        const std::string kind = string_member(error, "kind", "Exception");
        const std::string message = string_member(error, "message");
        const std::string traceback = string_member(error, "traceback");
        const auto line = static_cast<long long>(number_member(error, "line", 0));
        const std::string where = line > 0 ? " on line " + std::to_string(line) : "";
        if (kind == "MemoryError") {
            out.outcome = "memory";
            out.note = run + " ran out of memory" + where + " (a run may use " + mb +
                       "). Is a list or string growing without end?";
        } else if ((kind == "PermissionError" || kind == "OSError") && contains(message, "Operation not permitted") &&
                   (contains(traceback, "fork") || contains(traceback, "subprocess") || contains(traceback, "spawn") ||
                    contains(traceback, "exec") || contains(traceback, "Popen") ||
                    contains(traceback, "multiprocessing"))) {
            out.outcome = "forbidden";
            out.note = run + " tried to start another process" + where +
                       ", which marking does not allow; only what it did before that was marked.";
        } else if (kind == "RecursionError") {
            out.outcome = "error";
            out.note = run + " stopped with RecursionError" + where + ": a function kept calling itself.";
        } else {
            out.outcome = "error";
            out.note = run + " stopped with " + kind + where + (message.empty() ? "" : ": " + message) + ".";
            const bool refused = kind == "PermissionError" || contains(message, "ermission") ||
                                 contains(message, "not permitted") || contains(message, "Read-only file system");
            if (refused && contains(message, ": '"))
                out.note += " Programs being marked may only write files in their own folder.";
            else if (refused)
                out.note += " Programs being marked may not use the network or reach other programs.";
        }
        return out;
    }
    if (contains(r.stderr_tail, "MemoryError") || contains(r.stderr_tail, "bad_alloc")) {
        out.outcome = "memory";
        out.note = run + " ran out of memory (a run may use " + mb + ").";
        return out;
    }
    out.outcome = "exit";
    out.note = run + " ended abruptly (os._exit?) before the run was complete;"
                     " only what it recorded before that was marked.";
    return out;
}

}  // namespace bugbot::marking
