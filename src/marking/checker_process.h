#pragma once
// The checker process: lessons/_marking/checker.py in a separate, trusted
// Python that applies a lesson's checks to finished runs' records. One
// request at a time, so that when it crashes, hangs or answers garbage the
// marker knows whose request did it: that submission alone is "not marked",
// and the next request goes to a fresh checker.
#include <sys/types.h>

#include <chrono>
#include <string>

#include <nlohmann/json.hpp>

#include "lessons/lesson.h"

namespace bugbot::marking {

class CheckerProcess {
public:
    CheckerProcess(const Lesson& lesson, std::string work_dir);
    ~CheckerProcess();
    CheckerProcess(const CheckerProcess&) = delete;
    CheckerProcess& operator=(const CheckerProcess&) = delete;

    // Starts Python (if it is not running) and sends the request. False with `error`.
    bool send(const nlohmann::json& request, std::string& error);
    bool busy() const { return busy_; }
    // The descriptor to poll while busy.
    int fd() const { return out_; }

    enum class Reply { none, answer, failed };
    // Reads what is there; `answer` once the reply line is complete (in `reply`),
    // `failed` (with `error`) when the checker died, answered garbage or
    // took longer than `timeout`. After a failure the process is stopped;
    // the next send starts another.
    Reply read(nlohmann::json& reply, std::string& error);
    bool overdue() const;
    std::chrono::steady_clock::time_point deadline() const { return deadline_; }

    // Set when marking.py could not be loaded ("" when it could).
    const std::string& load_error() const { return load_error_; }
    void stop();

private:
    bool start(std::string& error);
    std::string stderr_text() const;

    const Lesson& lesson_;
    std::string work_dir_;
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;
    std::string buffer_;
    bool busy_ = false;
    bool ready_ = false;
    std::chrono::steady_clock::time_point deadline_{};
    std::string load_error_;
};

// How long one submission's checks may take.
constexpr std::chrono::seconds kCheckTimeout{60};
// The longest reply line accepted.
constexpr std::size_t kMaxReplyBytes = 16u << 20;

}  // namespace bugbot::marking
