#include "robot/emulator/uploaded_script.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <vector>

#include <nlohmann/json.hpp>

#include "paths/programs.h"

namespace bugbot::robot::emulator {

namespace {

constexpr std::uint8_t kStopped = 130;

// The lines a streamed run's event line stands for on the robot's console:
// what the script printed on stdout, an error's traceback; nothing for the
// rest (the engine's own notices on stderr are not the robot's).
std::vector<std::string> console_lines(const std::string& event_line) {
    const auto e = nlohmann::json::parse(event_line, nullptr, /*allow_exceptions=*/false);
    if (!e.is_object()) return {};
    std::string text;
    if (e.value("ev", "") == "print" && e.value("stream", "") == "stdout") text = e.value("text", "");
    else if (e.value("ev", "") == "error") text = e.value("traceback", "");
    else return {};
    std::vector<std::string> lines;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        if (end > at || e.value("ev", "") == "print") lines.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    return lines;
}

}  // namespace

UploadedScript::~UploadedScript() {
    if (child_ > 0) {
        ::kill(child_, SIGTERM);
        ::waitpid(child_, nullptr, 0);
    }
    if (out_ >= 0) ::close(out_);
    if (!folder_.empty()) std::filesystem::remove_all(folder_);
}

void UploadedScript::begin(std::uint32_t size, std::uint8_t id) {
    if (child_ > 0) end_now();  // BEGIN stops a running script
    receiving_ = size <= kMaxScriptBytes;
    if (!receiving_) return sink_.note("\"script-refused\",\"size\":" + std::to_string(size));
    bytes_.assign(size, '\0');
    id_ = id;
    next_chunk_ = received_ = 0;
}

void UploadedScript::chunk(std::uint16_t index, const std::uint8_t* data, std::size_t size) {
    const std::size_t at = kScriptChunkBytes * index;
    if (!receiving_ || index != next_chunk_ || at + size > bytes_.size())
        return sink_.note("\"chunk-dropped\",\"index\":" + std::to_string(index));
    std::memcpy(bytes_.data() + at, data, size);
    received_ += size;
    ++next_chunk_;
}

void UploadedScript::run(std::uint8_t id) {
    if (child_ > 0) end_now();
    sink_.started();
    if (!receiving_ || received_ != bytes_.size() || id != id_) {
        sink_.log("no script: its upload was not whole");
        return sink_.done(1);
    }
    start();
    if (child_ < 0) {
        sink_.log("the emulator could not start the script");
        sink_.done(1);
    }
}

void UploadedScript::start() {
    char folder[] = "/tmp/bugbot-uploaded-XXXXXX";
    if (!::mkdtemp(folder)) return;
    folder_ = folder;
    const std::string script = folder_ + "/uploaded.py";
    std::ofstream(script, std::ios::binary) << bytes_;
    int pipe_fds[2];
    if (::pipe2(pipe_fds, O_CLOEXEC) != 0) return;
    const std::string exe = engine::script_program();  // the program that runs scripts (paths/programs.h)
    child_ = ::fork();
    if (child_ == 0) {
        ::dup2(pipe_fds[1], 1);
        const int null = ::open("/dev/null", O_RDWR);
        ::dup2(null, 0);
        ::dup2(null, 2);
        // In real time (as the robot runs it), streamed: each printed line as it is printed.
        ::execl(exe.c_str(), exe.c_str(), "run", "--sandbox", "--stream", "--pace", "1", script.c_str(),
                static_cast<char*>(nullptr));
        // Said on the robot's console (a LOG line), as a streamed run's print would be.
        static constexpr char kCannot[] =
            "{\"ev\":\"print\",\"stream\":\"stdout\",\"text\":\"the emulator cannot start bugbot run "
            "(was it rebuilt while running?)\"}\n";
        [[maybe_unused]] const auto n = ::write(1, kCannot, sizeof kCannot - 1);
        ::_exit(127);
    }
    ::close(pipe_fds[1]);
    if (child_ < 0) return (void)::close(pipe_fds[0]);
    out_ = pipe_fds[0];
    ::fcntl(out_, F_SETFL, ::fcntl(out_, F_GETFL) | O_NONBLOCK);
    stopping_ = false;
    partial_.clear();
    sink_.note("\"script-run\",\"bytes\":" + std::to_string(bytes_.size()));
}

void UploadedScript::stop() {
    if (child_ <= 0 || stopping_) return;
    stopping_ = true;
    stopped_at_ = std::chrono::steady_clock::now();
    ::kill(child_, SIGINT);  // `bugbot run` passes it on to the script's process
}

void UploadedScript::end_now() {
    stop();
    while (child_ > 0) poll(), ::usleep(1000);
}

void UploadedScript::poll() {
    if (out_ < 0) return;
    // A script that will not stop (it catches KeyboardInterrupt and goes on) is killed 2 s later.
    if (stopping_ && std::chrono::steady_clock::now() - stopped_at_ > std::chrono::seconds(2)) ::kill(child_, SIGKILL);
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(out_, buffer, sizeof buffer);
        if (n > 0) {
            partial_.append(buffer, static_cast<std::size_t>(n));
            for (std::size_t end; (end = partial_.find('\n')) != std::string::npos; partial_.erase(0, end + 1))
                for (const auto& line : console_lines(partial_.substr(0, end))) sink_.log(line);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) return;  // running still
        break;  // its output closed: it ended
    }
    int status = 0;
    ::waitpid(child_, &status, 0);
    end_child(stopping_ ? kStopped : WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1);
}

void UploadedScript::end_child(int exit_code) {
    ::close(out_);
    out_ = -1;
    child_ = -1;
    std::filesystem::remove_all(folder_);
    folder_.clear();
    sink_.done(static_cast<std::uint8_t>(exit_code));
}

}  // namespace bugbot::robot::emulator
