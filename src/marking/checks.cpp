#include "marking/checks.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace bugbot::marking {

std::string checker_python() {
    if (const char* py = std::getenv("BUGBOT_CHECKER_PYTHON"); py && *py) return py;
    return "/usr/bin/python3";
}

std::string checker_script(const Lesson&) {
    // Never a _marking/ beside the lesson: that would be whoever wrote that folder's code.
    return marking_library_dir() + "/checker.py";
}

int run_and_capture(const std::vector<std::string>& argv, std::string& out, bool (*before_exec)()) {
    int pipe_fds[2];
    if (pipe2(pipe_fds, O_CLOEXEC) != 0) return -1;
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const pid_t pid = fork();
    if (pid < 0) {
        close(pipe_fds[0]);
        close(pipe_fds[1]);
        return -1;
    }
    if (pid == 0) {
        dup2(pipe_fds[1], 1);
        if (before_exec && !before_exec()) _exit(127);
        execv(args[0], args.data());
        _exit(127);
    }
    close(pipe_fds[1]);
    char buffer[4096];
    for (;;) {
        const ssize_t n = read(pipe_fds[0], buffer, sizeof buffer);
        if (n > 0) out.append(buffer, static_cast<std::size_t>(n));
        else if (n == 0 || errno != EINTR) break;
    }
    close(pipe_fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

std::vector<Problem> check_marking_module(const Lesson& lesson) {
    std::vector<Problem> problems;
    std::vector<std::string> argv{checker_python(), "-I", checker_script(lesson), "--validate", lesson.folder,
                                  lesson.marking};
    for (const auto& task : lesson.tasks) argv.push_back(task.id);
    std::string out;
    const int status = run_and_capture(argv, out);
    if (status != 0) {
        problems.push_back({lesson.path(lesson.marking), 0,
                            "could not check it: " + argv[0] + " " + argv[2] + " ended with status " + std::to_string(status)});
        return problems;
    }
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        // "file:line: message" or "file: message"
        Problem p;
        const auto first = line.find(": ");
        if (first == std::string::npos) continue;
        std::string where = line.substr(0, first);
        p.message = line.substr(first + 2);
        if (auto colon = where.rfind(':'); colon != std::string::npos &&
                                           where.find_first_not_of("0123456789", colon + 1) == std::string::npos) {
            p.line = std::atoi(where.c_str() + colon + 1);
            where.resize(colon);
        }
        p.file = where;
        problems.push_back(p);
    }
    return problems;
}

}  // namespace bugbot::marking
