#include "marking/run_outcome.h"

#include <signal.h>

#include <cctype>
#include <cstring>
#include <optional>
#include <sstream>
#include <string_view>

#include "engine/run.h"
#include "i18n/translate.h"
#include "marking/untrusted.h"

namespace bugbot::marking {

namespace {

std::string number_text(double s) {
    std::ostringstream out;
    out << s;
    return out.str();
}

bool contains(const std::string& text, const char* what) { return text.find(what) != std::string::npos; }

// A message with its memory addresses masked (`<object at 0x7f3a...>` -> `<object at 0x…>`): the
// only part of such a message that changes from run to run, so that it can be shown (issue 46).
std::string masked(const std::string& message) {
    std::string out;
    for (std::size_t at = 0; at < message.size();) {
        std::size_t digits = 0;
        if (message.compare(at, 2, "0x") == 0)
            while (at + 2 + digits < message.size() && std::isxdigit(static_cast<unsigned char>(message[at + 2 + digits])))
                ++digits;
        if (digits >= 6) {
            out += "0x\u2026";
            at += 2 + digits;
        } else {
            out += message[at++];
        }
    }
    return out;
}

// A note in the reader's language (i18n/translate.h): whole messages, printf's placeholders filled.
using i18n::format;
using i18n::translate;

}  // namespace

namespace {

const char* withheld() {
    return translate("marking",
                     " (what it said is not shown: it was not the same on every run, and could hold a run's hidden values).");
}

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
        return format(translate("marking", "%s was stopped after %s s while it was still running. Is there a loop that never ends?"),
                      run.c_str(), number_text(limits.wall_s).c_str());
    }
    std::string cpu_note() const {
        return format(translate("marking", "%s used all its %s s of computer time and was stopped. Is there a loop that never ends?"),
                      run.c_str(), number_text(limits.cpu_s).c_str());
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
        return e.make("tampered", format(translate("marking", "%s wrote into the channel its own record is made from (something no "
                                                              "robot call sends), so it was stopped and this run gets no marks."),
                                         e.run.c_str()));
    if (e.status == "robot-time")
        return e.make("timeout", format(translate("marking", "%s was still running after %s s of robot time (simulated), so it was "
                                                             "stopped there. Is there a loop that never ends?"),
                                        e.run.c_str(), number_text(e.limits.robot_time_s).c_str()));
    if (e.r.killed_for_time) return e.make("timeout", e.loop_note());
    return std::nullopt;
}

// Phase 2: a signal ended it (the trusted side's, or the program's as bubblewrap reports it).
std::optional<RunOutcome> ended_by_signal(const Ending& e) {
    const int sig = e.r.signal;
    if (sig == 0) return std::nullopt;
    if (sig == SIGXFSZ)
        return e.make("output", format(translate("marking", "%s wrote more than %s MB (to a file, or as plots and prints) and was stopped."),
                                       e.run.c_str(), number_text(e.limits.file_mb).c_str()));
    // SIGKILL: the hard CPU limit (a namespace's init ignores SIGXCPU).
    if (sig == SIGXCPU || (sig == SIGKILL && e.r.cpu_s >= e.limits.cpu_s * 0.9)) return e.make("cpu", e.cpu_note());
    if (sig == SIGSYS)
        return e.make("forbidden", format(translate("marking", "%s made a system call that marking does not allow and was stopped."),
                                          e.run.c_str()));
    const char* name = strsignal(sig);
    const std::string signal_name = name ? std::string(name) : format(translate("marking", "signal %d"), sig);
    std::string note = format(translate("marking", "%s crashed (%s)."), e.run.c_str(), signal_name.c_str());
    if (sig == SIGSEGV || sig == SIGABRT || sig == SIGBUS)
        note += translate("marking", " Very deep recursion or running out of memory can do this.");
    return e.make("crashed", note);
}

// Phase 3: the trusted side's own exit status says the run was never made, or hit a limit.
std::optional<RunOutcome> ended_by_exit_status(const Ending& e) {
    if (e.r.exit_code == kExitSandboxFailed)
        return e.make("not-marked", format(translate("marking", "Run %d: the marker could not start it: %s"), e.r.variation,
                                           e.r.stderr_tail.c_str()));
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
    const std::string message = masked(string_member(e.error, "message"));
    const std::string traceback = string_member(e.error, "traceback");
    const auto line = static_cast<long long>(number_member(e.error, "line", 0));
    const std::string where = line > 0 ? format(translate("marking", " on line %lld"), line) : "";
    if (kind == "MemoryError")
        return e.make("memory", format(translate("marking", "%s ran out of memory%s (a run may use %s). Is a list or string growing "
                                                            "without end?"),
                                       e.run.c_str(), where.c_str(), e.memory().c_str()));
    if ((kind == "PermissionError" || kind == "OSError") && contains(message, "Operation not permitted") &&
        (contains(traceback, "fork") || contains(traceback, "subprocess") || contains(traceback, "spawn") ||
         contains(traceback, "exec") || contains(traceback, "Popen") || contains(traceback, "multiprocessing")))
        return e.make("forbidden", format(translate("marking", "%s tried to start another process%s, which marking does not allow; "
                                                               "only what it did before that was marked."),
                                          e.run.c_str(), where.c_str()));
    if (kind == "RecursionError")
        return e.make("error", format(translate("marking", "%s stopped with RecursionError%s: a function kept calling itself."),
                                      e.run.c_str(), where.c_str()));
    std::string note = message.empty()
                           ? format(translate("marking", "%s stopped with %s%s."), e.run.c_str(), kind.c_str(), where.c_str())
                           : format(translate("marking", "%s stopped with %s%s: %s."), e.run.c_str(), kind.c_str(), where.c_str(),
                                    message.c_str());
    std::string without =
        format(translate("marking", "%s stopped with %s%s"), e.run.c_str(), kind.c_str(), where.c_str()) + withheld();
    const bool refused = kind == "PermissionError" || contains(message, "ermission") ||
                         contains(message, "not permitted") || contains(message, "Read-only file system");
    std::string advice;
    if (refused && contains(message, ": '"))
        advice = translate("marking", " Programs being marked may only write files in their own folder.");
    else if (refused)
        advice = translate("marking", " Programs being marked may not use the network or reach other programs.");
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
        RunOutcome out = e.make("exit", format(translate("marking", "%s ended early with sys.exit(%s); only what it did before that "
                                                                    "was marked."),
                                               e.run.c_str(), code.c_str()));
        out.words = code;
        out.note_without_words = format(translate("marking", "%s ended early with sys.exit()"), e.run.c_str()) + withheld() +
                                 translate("marking", " Only what it did before that was marked.");
        return out;
    }
    if (e.error.is_object()) return raised(e);
    if (contains(e.r.stderr_tail, "MemoryError") || contains(e.r.stderr_tail, "bad_alloc"))
        return e.make("memory", format(translate("marking", "%s ran out of memory (a run may use %s)."), e.run.c_str(),
                                       e.memory().c_str()));
    return e.make("exit", format(translate("marking", "%s ended abruptly (os._exit?) before the run was complete; only what it "
                                                      "recorded before that was marked."),
                                 e.run.c_str()));
}

}  // namespace

RunOutcome classify_run(const RunEnd& r, const OutcomeLimits& limits) {
    Ending e{r, limits, format(translate("marking", "Run %d: your program"), r.variation), {}, {}, ""};
    read_last_words(e);
    if (auto out = stopped_by_trusted_side(e)) return *out;
    if (auto out = ended_by_signal(e)) return *out;
    if (auto out = ended_by_exit_status(e)) return *out;
    return ended_by_record(e);
}

}  // namespace bugbot::marking
