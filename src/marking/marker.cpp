#include "marking/marker.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "marking/checks.h"
#include "sim/world_file.h"

namespace fs = std::filesystem;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace bugbot::marking {

namespace {

constexpr std::size_t kMaxSubmissionBytes = 1 << 20;

std::string read_file(const std::string& path, std::size_t limit, bool* ok = nullptr) {
    std::ifstream in(path, std::ios::binary);
    if (ok) *ok = static_cast<bool>(in);
    std::string text;
    if (!in) return text;
    text.resize(limit + 1);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    return text;
}

// The last `bytes` of a file.
std::string read_tail(const std::string& path, std::size_t bytes) {
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return "";
    std::string text;
    struct stat st {};
    if (fstat(fd, &st) == 0 && st.st_size > 0) {
        const auto size = static_cast<std::size_t>(st.st_size);
        const std::size_t from = size > bytes ? size - bytes : 0;
        text.resize(size - from);
        std::size_t got = 0;
        while (got < text.size()) {
            const ssize_t n = pread(fd, text.data() + got, text.size() - got, static_cast<off_t>(from + got));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            got += static_cast<std::size_t>(n);
        }
        text.resize(got);
    }
    close(fd);
    return text;
}

bool only_comments(const std::string& source) {
    std::istringstream lines(source);
    for (std::string line; std::getline(lines, line);) {
        const auto first = line.find_first_not_of(" \t\r\f\v");
        if (first != std::string::npos && line[first] != '#') return false;
    }
    return true;
}

std::string seconds_text(double s) {
    std::ostringstream out;
    out << s;
    return out.str();
}

struct Job {
    int submission;
    int variation;  // 0-based
};

struct Running {
    Job job;
    pid_t pid;
    int pidfd;
    std::string folder;
    Clock::time_point started;
    Clock::time_point deadline;
    bool killed_for_time = false;
};

// What the record and the process's end say about how a run went.
RunOutcome classify(const Running& r, int status, const rusage& usage, const SandboxLimits& limits) {
    RunOutcome out;
    out.variation = r.job.variation + 1;
    out.seconds = std::chrono::duration<double>(Clock::now() - r.started).count();
    const std::string run = "Run " + std::to_string(out.variation) + ": your program";
    const double cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    // The engine's last lines are [error], prints and warnings, a frame, end.
    const std::string tail = read_tail(r.folder + "/record.jsonl", 256 * 1024);
    const std::string err_text = read_tail(r.folder + "/stderr.txt", 4096);

    json end, error;
    for (std::size_t at = 0; at < tail.size();) {
        std::size_t nl = tail.find('\n', at);
        if (nl == std::string::npos) nl = tail.size();
        const std::string_view line(tail.data() + at, nl - at);
        if (line.starts_with("{\"ev\":\"end\"")) end = json::parse(line, nullptr, false);
        else if (line.starts_with("{\"ev\":\"error\"")) error = json::parse(line, nullptr, false);
        at = nl + 1;
    }
    if (end.is_discarded()) end = nullptr;
    if (error.is_discarded()) error = nullptr;
    const std::string mb = seconds_text(limits.memory_mb) + " MB";

    if (r.killed_for_time) {
        out.outcome = "timeout";
        out.note = run + " was stopped after " + seconds_text(limits.wall_s) +
                   " s while it was still running. Is there a loop that never ends?";
        return out;
    }
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        if (sig == SIGXFSZ) {
            out.outcome = "output";
            out.note = run + " wrote more than " + seconds_text(limits.file_mb) +
                       " MB (to a file, or as plots and prints) and was stopped.";
        } else if (sig == SIGXCPU) {
            out.outcome = "cpu";
            out.note = run + " used all its " + seconds_text(limits.cpu_s) +
                       " s of computer time and was stopped. Is there a loop that never ends?";
        } else {
            out.outcome = "crashed";
            out.note = run + " crashed (" + std::string(strsignal(sig)) + ").";
            if (sig == SIGSEGV || sig == SIGABRT || sig == SIGBUS)
                out.note += " Very deep recursion or running out of memory can do this.";
        }
        return out;
    }
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (code == 120) {
        out.outcome = "crashed";
        out.note = "Run " + std::to_string(out.variation) + ": the marker could not start it: " + err_text;
        return out;
    }
    if (code == engine::kExitTimedOut) {
        if (cpu >= limits.cpu_s * 0.9 || err_text.find("CPU time") != std::string::npos) {
            out.outcome = "cpu";
            out.note = run + " used all its " + seconds_text(limits.cpu_s) +
                       " s of computer time and was stopped. Is there a loop that never ends?";
        } else {
            out.outcome = "timeout";
            out.note = run + " was stopped after " + seconds_text(limits.wall_s) +
                       " s while it was still running. Is there a loop that never ends?";
        }
        return out;
    }
    if (end.is_object()) {
        const std::string status_text = end.value("status", "");
        if (status_text == "done") {
            out.outcome = "done";
            return out;
        }
        if (status_text == "exit") {
            out.outcome = "exit";
            out.note = run + " ended early with sys.exit(" + std::to_string(end.value("exit", 1)) +
                       "); only what it did before that was marked.";
            return out;
        }
    }
    if (error.is_object()) {
        const std::string kind = error.value("kind", "Exception");
        const std::string message = error.value("message", "");
        const std::string traceback = error.value("traceback", "");
        const int line = error.value("line", 0);
        const std::string where = line > 0 ? " on line " + std::to_string(line) : "";
        if (kind == "MemoryError") {
            out.outcome = "memory";
            out.note = run + " ran out of memory" + where + " (a run may use " + mb +
                       "). Is a list or string growing without end?";
        } else if ((kind == "PermissionError" || kind == "OSError") &&
                   message.find("Operation not permitted") != std::string::npos &&
                   (traceback.find("fork") != std::string::npos || traceback.find("subprocess") != std::string::npos ||
                    traceback.find("spawn") != std::string::npos || traceback.find("exec") != std::string::npos ||
                    traceback.find("Popen") != std::string::npos || traceback.find("multiprocessing") != std::string::npos)) {
            out.outcome = "forbidden";
            out.note = run + " tried to start another process" + where +
                       ", which marking does not allow; only what it did before that was marked.";
        } else if (kind == "RecursionError") {
            out.outcome = "error";
            out.note = run + " stopped with RecursionError" + where + ": a function kept calling itself.";
        } else {
            out.outcome = "error";
            out.note = run + " stopped with " + kind + where + (message.empty() ? "" : ": " + message) + ".";
            const bool refused = kind == "PermissionError" || message.find("ermission") != std::string::npos ||
                                 message.find("not permitted") != std::string::npos;
            if (refused && message.find(": '") != std::string::npos)
                out.note += " Programs being marked may only write files in their own folder.";
            else if (refused)
                out.note += " Programs being marked may not use the network or reach other programs.";
        }
        return out;
    }
    if (err_text.find("MemoryError") != std::string::npos || err_text.find("bad_alloc") != std::string::npos) {
        out.outcome = "memory";
        out.note = run + " ran out of memory (a run may use " + mb + ").";
        return out;
    }
    out.outcome = "exit";
    out.note = run + " ended abruptly (os._exit?) before the run was complete;"
                     " only what it recorded before that was marked.";
    return out;
}

// "Run 1 ...", "Run 2 ..." with the same text after the run's name become one note.
std::vector<std::string> grouped_notes(const std::vector<RunOutcome>& runs) {
    std::vector<std::pair<std::string, std::vector<int>>> groups;
    for (const auto& r : runs) {
        if (r.note.empty()) continue;
        const std::string name = "Run " + std::to_string(r.variation) + ":";
        const std::string rest = r.note.starts_with(name) ? r.note.substr(name.size()) : " " + r.note;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == rest; });
        if (it == groups.end()) groups.push_back({rest, {r.variation}});
        else it->second.push_back(r.variation);
    }
    std::vector<std::string> notes;
    for (const auto& [rest, numbers] : groups) {
        std::string who;
        if (numbers.size() == runs.size() && runs.size() > 1) {
            who = "Every run:";
        } else if (numbers.size() == 1) {
            who = "Run " + std::to_string(numbers[0]) + ":";
        } else {
            who = "Runs ";
            for (std::size_t i = 0; i < numbers.size(); ++i)
                who += (i == 0 ? "" : i + 1 == numbers.size() ? " and " : ", ") + std::to_string(numbers[i]);
            who += ":";
        }
        notes.push_back(who + rest);
    }
    return notes;
}

// The most telling of a submission's run outcomes.
std::string overall_status(const std::vector<RunOutcome>& runs) {
    static const char* order[] = {"tampered", "crashed", "memory", "forbidden", "timeout", "cpu", "output", "error", "exit"};
    for (const char* kind : order)
        for (const auto& r : runs)
            if (r.outcome == kind) return kind;
    return "marked";
}

class Checker {
public:
    bool start(const Lesson& lesson, const std::string& work_dir, std::string& error) {
        int to_child[2], from_child[2];
        if (pipe2(to_child, O_CLOEXEC) != 0 || pipe2(from_child, O_CLOEXEC) != 0) {
            error = std::string("pipe: ") + std::strerror(errno);
            return false;
        }
        stderr_path_ = work_dir + "/checker-stderr.txt";
        const std::string python = checker_python(), script = checker_script(lesson);
        pid_ = fork();
        if (pid_ < 0) {
            error = std::string("fork: ") + std::strerror(errno);
            return false;
        }
        if (pid_ == 0) {
            dup2(to_child[0], 0);
            dup2(from_child[1], 1);
            const int err = open(stderr_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
            if (err >= 0) dup2(err, 2);
            execl(python.c_str(), python.c_str(), "-I", script.c_str(), "--serve", static_cast<char*>(nullptr));
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        in_ = to_child[1];
        out_ = from_child[0];
        json tasks = json::array();
        for (const auto& t : lesson.tasks) tasks.push_back({{"id", t.id}, {"title", t.title}, {"points", t.points}});
        if (!send(json{{"folder", lesson.folder}, {"marking", lesson.marking}, {"tasks", tasks}})) {
            error = "the checker (" + python + " " + script + ") did not start: " + stderr_text();
            return false;
        }
        // Its "ready" line is read with the replies: the runs need not wait for Python to start.
        return true;
    }

    bool send(const json& message) {
        std::string line = message.dump() + "\n";
        const char* data = line.data();
        std::size_t left = line.size();
        while (left > 0) {
            const ssize_t n = write(in_, data, left);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            data += n;
            left -= static_cast<std::size_t>(n);
        }
        return true;
    }

    // One reply line; waits up to timeout_ms (-1: for ever). False at end of stream.
    bool receive(json& message, int timeout_ms) {
        for (;;) {
            if (auto nl = buffer_.find('\n'); nl != std::string::npos) {
                message = json::parse(buffer_.substr(0, nl), nullptr, false);
                buffer_.erase(0, nl + 1);
                return !message.is_discarded();
            }
            if (eof_) return false;
            pollfd p{out_, POLLIN, 0};
            const int ready = poll(&p, 1, timeout_ms);
            if (ready < 0 && errno == EINTR) continue;
            if (ready == 0) return false;
            if (!pump()) return false;
        }
    }

    // Reads what is available; false once the checker has closed its output.
    bool pump() {
        char chunk[65536];
        const ssize_t n = read(out_, chunk, sizeof chunk);
        if (n > 0) {
            buffer_.append(chunk, static_cast<std::size_t>(n));
            return true;
        }
        if (n < 0 && errno == EINTR) return true;
        eof_ = true;
        return false;
    }
    bool has_line() const { return buffer_.find('\n') != std::string::npos; }
    bool eof() const { return eof_; }
    int fd() const { return out_; }
    const std::string& load_error() const { return load_error_; }
    void set_load_error(const std::string& e) { load_error_ = e; }

    std::string stderr_text() const {
        std::string text = read_tail(stderr_path_, 2000);
        while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
        return text.empty() ? "(it said nothing)" : text;
    }

    void finish() {
        if (in_ >= 0) close(in_);
        in_ = -1;
        if (pid_ > 0) {
            int status;
            // It ends when its input closes; do not wait for ever on a stuck check.
            for (int i = 0; i < 200 && waitpid(pid_, &status, WNOHANG) == 0; ++i) usleep(10000);
            if (waitpid(pid_, &status, WNOHANG) == 0) {
                kill(pid_, SIGKILL);
                waitpid(pid_, &status, 0);
            }
            pid_ = -1;
        }
        if (out_ >= 0) close(out_);
        out_ = -1;
    }
    ~Checker() { finish(); }

private:
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;
    std::string buffer_;
    bool eof_ = false;
    std::string stderr_path_;
    std::string load_error_;
};

void fill_unmarked(const Lesson& lesson, SubmissionMark& mark, const std::string& why) {
    mark.tasks.clear();
    for (const auto& t : lesson.tasks) mark.tasks.push_back({t.id, t.title, false, 0, t.points, why});
}

std::string make_work_dir(const std::string& base_in) {
    std::string base = base_in;
    if (base.empty()) {
        const char* tmp = std::getenv("TMPDIR");
        base = tmp && *tmp ? tmp : "/tmp";
    }
    std::string pattern = base + "/bugbot-mark-XXXXXX";
    if (!mkdtemp(pattern.data())) return "";
    return pattern;
}

}  // namespace

MarkResult mark_submissions(const Lesson& lesson, const std::vector<std::string>& files, const MarkOptions& options) {
    MarkResult result;
    SandboxLimits limits;
    limits.wall_s = options.timeout_s > 0 ? options.timeout_s : lesson.limits.timeout_s;
    limits.cpu_s = std::min(lesson.limits.cpu_s, limits.wall_s);
    limits.memory_mb = options.memory_mb > 0 ? options.memory_mb : lesson.limits.memory_mb;

    // The worlds of the variations, loaded once.
    std::vector<sim::WorldSpec> worlds;
    for (const auto& v : lesson.variations) {
        const std::string path = world_path(lesson, v.world);
        sim::WorldSpec spec = sim::default_world();
        if (!path.empty()) {
            auto loaded = sim::load_world_file(path);
            if (auto* e = std::get_if<sim::WorldError>(&loaded)) {
                result.error = "the lesson's world \"" + v.world + "\" cannot be used: " + e->message;
                return result;
            }
            spec = std::get<sim::WorldSpec>(std::move(loaded));
        }
        if (v.start) spec.start = *v.start;
        worlds.push_back(std::move(spec));
    }

    const std::string work = make_work_dir(options.work_dir);
    if (work.empty()) {
        result.error = std::string("cannot make a folder for the runs: ") + std::strerror(errno);
        return result;
    }

    // Read the submissions; empty and unreadable ones are marked without running.
    const int variations = static_cast<int>(lesson.variations.size());
    result.submissions.resize(files.size());
    std::deque<Job> queue;
    std::vector<std::string> sources(files.size());
    std::vector<int> runs_left(files.size(), 0);
    for (std::size_t i = 0; i < files.size(); ++i) {
        auto& mark = result.submissions[i];
        mark.file = files[i];
        mark.max = lesson.max_score();
        bool readable = false;
        std::error_code ec;
        if (fs::is_directory(files[i], ec)) {
            mark.status = "unreadable";
            mark.notes.push_back(files[i] + " is a folder, not a Python file.");
        } else {
            sources[i] = read_file(files[i], kMaxSubmissionBytes, &readable);
            if (!readable) {
                mark.status = "unreadable";
                mark.notes.push_back("The file " + files[i] + " could not be read.");
            } else if (sources[i].size() > kMaxSubmissionBytes) {
                mark.status = "unreadable";
                mark.notes.push_back("The file is larger than 1 MB; a program for this lesson is much shorter.");
            } else if (only_comments(sources[i])) {
                mark.status = "empty";
                mark.notes.push_back("The file is empty (or only comments): there is nothing to mark yet.");
            }
        }
        if (!mark.status.empty()) {
            fill_unmarked(lesson, mark, mark.notes.front());
            continue;
        }
        runs_left[i] = variations;
        mark.runs.resize(static_cast<std::size_t>(variations));
        for (int v = 0; v < variations; ++v) queue.push_back({static_cast<int>(i), v});
    }
    const int total_runs = static_cast<int>(queue.size());

    Checker checker;
    bool checker_ok = true;
    std::string checker_error;
    if (total_runs > 0 && !checker.start(lesson, work, checker_error)) {
        checker.finish();
        remove_tree(work);
        result.error = checker_error;
        return result;
    }

    std::vector<std::vector<std::string>> folders(files.size());
    std::vector<Running> running;
    int done_runs = 0, awaiting_replies = 0;
    if (options.progress) options.progress(0, total_runs);

    auto submit_to_checker = [&](int index) {
        json runs = json::array();
        for (int v = 0; v < variations; ++v) {
            const auto& outcome = result.submissions[static_cast<std::size_t>(index)].runs[static_cast<std::size_t>(v)];
            runs.push_back({{"record", folders[static_cast<std::size_t>(index)][static_cast<std::size_t>(v)] + "/record.jsonl"},
                            {"outcome", outcome.outcome},
                            {"note", outcome.note},
                            {"variation", {{"seed", lesson.variations[static_cast<std::size_t>(v)].seed},
                                           {"start", {worlds[static_cast<std::size_t>(v)].start.x,
                                                      worlds[static_cast<std::size_t>(v)].start.y,
                                                      worlds[static_cast<std::size_t>(v)].start.heading_deg}}}}});
        }
        if (checker_ok && checker.send(json{{"index", index}, {"file", files[static_cast<std::size_t>(index)]}, {"runs", runs}})) {
            ++awaiting_replies;
        } else {
            checker_ok = false;
            fill_unmarked(lesson, result.submissions[static_cast<std::size_t>(index)],
                          "the lesson's checks stopped working: " + checker.stderr_text());
        }
    };
    auto take_reply = [&](const json& reply) {
        if (reply.contains("ready")) {
            if (reply.contains("error") && reply["error"].is_string())
                checker.set_load_error("the lesson's marking.py could not be loaded: " + reply["error"].get<std::string>());
            return;
        }
        const int index = reply.value("index", -1);
        if (index < 0 || index >= static_cast<int>(files.size())) return;
        auto& mark = result.submissions[static_cast<std::size_t>(index)];
        mark.tasks.clear();
        for (const auto& t : reply.value("tasks", json::array())) {
            TaskMark tm;
            tm.id = t.value("id", "");
            for (const auto& lt : lesson.tasks)
                if (lt.id == tm.id) tm.title = lt.title;
            tm.passed = t.value("passed", false);
            tm.score = t.value("score", 0.0);
            tm.max = t.value("max", 0.0);
            tm.feedback = t.value("feedback", "");
            mark.tasks.push_back(tm);
        }
        // Runs whose record the program wrote into: the checker refused them.
        for (const auto& r : reply.value("runs", json::array())) {
            const int v = r.is_object() ? r.value("variation", 0) : 0;
            if (v < 1 || v > static_cast<int>(mark.runs.size())) continue;
            mark.runs[static_cast<std::size_t>(v - 1)].outcome = r.value("outcome", "tampered");
            mark.runs[static_cast<std::size_t>(v - 1)].note = r.value("note", "");
        }
        for (auto& folder : folders[static_cast<std::size_t>(index)]) remove_tree(folder);
        --awaiting_replies;
    };
    auto drain_replies = [&]() {
        json reply;
        while (checker.has_line() && checker.receive(reply, 0)) take_reply(reply);
    };

    // Start Python once here; every forked run inherits it instead of paying
    // for its start-up again.
    engine::prepare_interpreter();
    const int jobs = std::max(1, options.jobs);
    while (!queue.empty() || !running.empty()) {
        while (!queue.empty() && static_cast<int>(running.size()) < jobs) {
            const Job job = queue.front();
            queue.pop_front();
            const auto index = static_cast<std::size_t>(job.submission);
            const std::string folder = work + "/s" + std::to_string(job.submission) + "-v" + std::to_string(job.variation);
            folders[index].resize(static_cast<std::size_t>(variations));
            folders[index][static_cast<std::size_t>(job.variation)] = folder;
            std::string name = fs::path(files[index]).filename().string();
            if (name.empty() || name.starts_with('.') || name == "record.jsonl" || name == "stderr.txt") name = "submission.py";
            std::error_code ec;
            fs::create_directory(folder, ec);
            {
                std::ofstream out(folder + "/" + name, std::ios::binary);
                out << sources[index];
            }
            engine::RunRequest request;
            request.script = folder + "/" + name;
            request.world = worlds[static_cast<std::size_t>(job.variation)];
            request.session.seed = lesson.variations[static_cast<std::size_t>(job.variation)].seed;
            request.record_path = folder + "/record.jsonl";
            std::fflush(nullptr);
            Running r{job, -1, -1, folder, Clock::now(), {}, false};
            r.deadline = r.started + std::chrono::milliseconds(static_cast<long>(limits.wall_s * 1000) + 2000);
            r.pid = start_sandboxed_run(request, folder, limits);
            if (r.pid < 0) {
                queue.push_front(job);  // try again when a run has ended
                if (running.empty()) {
                    result.error = std::string("cannot start a run: ") + std::strerror(errno);
                    checker.finish();
                    remove_tree(work);
                    return result;
                }
                break;
            }
            r.pidfd = static_cast<int>(syscall(SYS_pidfd_open, r.pid, 0));
            running.push_back(r);
        }

        std::vector<pollfd> fds;
        for (const auto& r : running) fds.push_back({r.pidfd, POLLIN, 0});
        if (checker_ok && !checker.eof()) fds.push_back({checker.fd(), POLLIN, 0});
        auto now = Clock::now();
        auto next = now + std::chrono::milliseconds(100);
        for (const auto& r : running) next = std::min(next, r.deadline);
        bool any_without_pidfd = std::any_of(running.begin(), running.end(), [](const Running& r) { return r.pidfd < 0; });
        int wait_ms = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count());
        if (any_without_pidfd) wait_ms = std::min(wait_ms, 5);
        poll(fds.data(), fds.size(), std::max(0, wait_ms));
        if (checker_ok && !checker.eof() && (fds.back().revents & (POLLIN | POLLHUP))) {
            if (!checker.pump()) checker_ok = checker.has_line();
            drain_replies();
        }

        now = Clock::now();
        for (auto it = running.begin(); it != running.end();) {
            if (now >= it->deadline && !it->killed_for_time) {
                it->killed_for_time = true;
                kill(-it->pid, SIGKILL);
                kill(it->pid, SIGKILL);
            }
            int status = 0;
            rusage usage{};
            const pid_t got = wait4(it->pid, &status, WNOHANG, &usage);
            if (got != it->pid) {
                ++it;
                continue;
            }
            kill(-it->pid, SIGKILL);  // anything it left in its group
            if (it->pidfd >= 0) close(it->pidfd);
            const auto index = static_cast<std::size_t>(it->job.submission);
            result.submissions[index].runs[static_cast<std::size_t>(it->job.variation)] = classify(*it, status, usage, limits);
            ++done_runs;
            if (options.progress) options.progress(done_runs, total_runs);
            if (--runs_left[index] == 0) submit_to_checker(static_cast<int>(index));
            it = running.erase(it);
        }
    }

    // Every run has ended; collect the remaining marks.
    while (awaiting_replies > 0 && checker_ok) {
        json reply;
        if (!checker.receive(reply, 120000)) break;
        take_reply(reply);
    }
    if (awaiting_replies == 0 && total_runs > 0) drain_replies();
    const std::string checker_stderr = awaiting_replies > 0 ? checker.stderr_text() : "";
    checker.finish();

    for (auto& mark : result.submissions) {
        if (!mark.status.empty()) continue;  // empty, unreadable
        if (mark.tasks.empty())
            fill_unmarked(lesson, mark, "the lesson's checks stopped before marking this: " + checker_stderr);
        mark.status = overall_status(mark.runs);
        mark.notes = grouped_notes(mark.runs);
        if (!checker.load_error().empty()) mark.notes.push_back(checker.load_error());
        // A task not done fully says what went wrong with the runs, once.
        if (!mark.notes.empty())
            for (auto& t : mark.tasks)
                if (!t.passed) t.feedback += (t.feedback.empty() ? "" : " ") + std::string("(") + mark.notes.front() + ")";
    }
    for (auto& mark : result.submissions) {
        double score = 0;
        for (const auto& t : mark.tasks) score += t.score;
        mark.score = std::round(score * 100) / 100;
    }
    remove_tree(work);
    result.ok = true;
    return result;
}

}  // namespace bugbot::marking
