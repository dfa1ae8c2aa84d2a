#include "engine/run_limits.h"
#include "marking/checker_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "lessons/lesson_translation.h"
#include "marking/checks.h"
#include "marking/untrusted.h"

namespace bugbot::marking {

using nlohmann::json;

namespace {
// Address space of the checker, a run's (engine/run_limits.h): a record of
// file_mb parses into a few times that of Python objects.
constexpr rlim_t kCheckerMemoryBytes = static_cast<rlim_t>(engine::RunLimits{}.memory_mb) << 20;
}  // namespace

CheckerProcess::CheckerProcess(const Lesson& lesson, std::string work_dir)
    : lesson_(lesson), work_dir_(std::move(work_dir)) {}

CheckerProcess::~CheckerProcess() { stop(); }

bool CheckerProcess::start(std::string& error) {
    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        return false;
    }
    if (pipe2(from_child, O_CLOEXEC) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        close(to_child[0]);
        close(to_child[1]);
        return false;
    }
    const std::string python = checker_python(), script = checker_script(lesson_);
    const std::string stderr_path = work_dir_ + "/checker-stderr.txt";
    pid_ = fork();
    if (pid_ < 0) {
        error = std::string("fork: ") + std::strerror(errno);
        for (int fd : {to_child[0], to_child[1], from_child[0], from_child[1]}) close(fd);
        return false;
    }
    if (pid_ == 0) {
        // Its own process group: a Ctrl-C at the terminal reaches the marker, which stops it.
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        dup2(to_child[0], 0);
        dup2(from_child[1], 1);
        const int err = open(stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
        if (err >= 0) dup2(err, 2);
        syscall(SYS_close_range, 3, ~0U, 0);
        signal(SIGPIPE, SIG_DFL);
        signal(SIGINT, SIG_DFL);
        // The checks are trusted, the records they read are not: a record made
        // to cost a check gigabytes (a copy per plot of every reading) ends in
        // a MemoryError for that submission, never in the machine's OOM killer.
        const rlimit memory{kCheckerMemoryBytes, kCheckerMemoryBytes};
        setrlimit(RLIMIT_AS, &memory);
        execl(python.c_str(), python.c_str(), "-I", script.c_str(), "--serve", static_cast<char*>(nullptr));
        _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    in_ = to_child[1];
    fcntl(in_, F_SETFL, O_NONBLOCK);
    out_ = from_child[0];
    buffer_.clear();
    ready_ = false;
    json tasks = json::array();
    for (const auto& t : lesson_.tasks) tasks.push_back({{"id", t.id}, {"title", t.title}, {"points", t.points}});
    const std::string header = dump_utf8(json{{"folder", lesson_.folder}, {"marking", lesson_.marking}, {"tasks", tasks},
                                               {"language", marking::reader_language(lesson_)}}) + "\n";
    if (!write_all(header, std::chrono::steady_clock::now() + kCheckTimeout)) {
        error = "the checker (" + python + " " + script + ") did not start: " + stderr_text();
        stop();
        return false;
    }
    return true;
}

// Writes all of `text` to the checker before `deadline`: a checker that stops
// reading (stuck in a check, or never started) cannot hold the marker.
bool CheckerProcess::write_all(const std::string& text, std::chrono::steady_clock::time_point deadline) {
    const char* data = text.data();
    std::size_t left = text.size();
    while (left > 0) {
        const ssize_t n = write(in_, data, left);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) {
            const auto wait = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            pollfd p{in_, POLLOUT, 0};
            if (wait.count() <= 0 || poll(&p, 1, static_cast<int>(std::min<long long>(wait.count(), 1000))) < 0) return false;
            continue;
        }
        if (n <= 0) return false;
        data += n;
        left -= static_cast<std::size_t>(n);
    }
    return true;
}

bool CheckerProcess::send(const json& request, std::string& error) {
    if (pid_ < 0 && !start(error)) return false;
    deadline_ = std::chrono::steady_clock::now() + kCheckTimeout;
    if (!write_all(dump_utf8(request) + "\n", deadline_)) {
        error = "the checker did not take the request within " + std::to_string(kCheckTimeout.count()) +
                " s: " + stderr_text();
        stop();
        return false;
    }
    busy_ = true;
    return true;
}

bool CheckerProcess::overdue() const { return busy_ && std::chrono::steady_clock::now() >= deadline_; }

CheckerProcess::Reply CheckerProcess::read(json& reply, std::string& error) {
    auto fail = [&](const std::string& why) {
        error = why;
        stop();
        return Reply::failed;
    };
    for (;;) {
        for (auto nl = buffer_.find('\n'); nl != std::string::npos; nl = buffer_.find('\n')) {
            json message = parse_untrusted(std::string_view(buffer_).substr(0, nl), 256);
            buffer_.erase(0, nl + 1);
            if (!message.is_object()) return fail("the checker answered something that is not a reply");
            if (!ready_ && message.contains("ready")) {
                ready_ = true;
                const std::string e = string_member(message, "error");
                if (!e.empty()) load_error_ = "the lesson's marking.py could not be loaded: " + e;
                continue;
            }
            busy_ = false;
            reply = std::move(message);
            return Reply::answer;
        }
        if (buffer_.size() > kMaxReplyBytes) return fail("the checker's reply was too long");
        if (overdue()) return fail("the checks took longer than " + std::to_string(kCheckTimeout.count()) + " s");
        pollfd p{out_, POLLIN, 0};
        if (poll(&p, 1, 0) <= 0) return Reply::none;
        char chunk[65536];
        const ssize_t n = ::read(out_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return fail("the checker stopped (" + stderr_text() + ")");
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

std::string CheckerProcess::stderr_text() const {
    std::string text, error;
    read_untrusted_file(work_dir_ + "/checker-stderr.txt", 2000, text, error, true);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    if (const auto nl = text.rfind('\n'); nl != std::string::npos && text.size() - nl > 10) text = text.substr(nl + 1);
    return text.empty() ? "it said nothing" : text;
}

void CheckerProcess::stop() {
    if (in_ >= 0) close(in_);
    in_ = -1;
    if (pid_ > 0) {
        int status;
        // It ends when its input closes; a stuck one is killed.
        for (int i = 0; i < (busy_ ? 0 : 100) && waitpid(pid_, &status, WNOHANG) == 0; ++i) usleep(10000);
        if (waitpid(pid_, &status, WNOHANG) == 0) {
            kill(pid_, SIGKILL);
            while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {}
        }
        pid_ = -1;
    }
    if (out_ >= 0) close(out_);
    out_ = -1;
    busy_ = false;
    buffer_.clear();
}

}  // namespace bugbot::marking
