#include "cli/sandboxed_run.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "paths/data_dir.h"
#include "paths/programs.h"
#include "i18n/translate.h"
#include "engine/hosted_run.h"
#include "engine/run.h"
#include "engine/run_limits.h"
#include "marking/sandbox.h"

namespace fs = std::filesystem;

namespace bugbot::cli {

namespace {

using i18n::translate;
using marking::is_beneath;

std::string canonical(const std::string& path) {
    std::error_code ec;
    const auto out = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? path : out.string();
}

// First line of a /proc/sys file, "" when it is not there.
std::string sysctl(const char* path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

// Why bubblewrap cannot run here, "" when it can as far as we can tell.
std::string missing_feature() {
    const std::string bwrap = marking::bwrap_path();
    if (access(bwrap.c_str(), X_OK) != 0) {
        const char* why = std::strerror(errno);  // before translate() may touch errno
        return i18n::format(translate("bugbot run", "bubblewrap is not installed (%s: %s; apt-get install bubblewrap)"),
                            bwrap.c_str(), why);
    }
    if (sysctl("/proc/sys/user/max_user_namespaces") == "0")
        return translate("bugbot run", "user namespaces are turned off (sysctl user.max_user_namespaces is 0)");
    if (sysctl("/proc/sys/kernel/unprivileged_userns_clone") == "0")
        return translate("bugbot run", "unprivileged user namespaces are turned off (sysctl kernel.unprivileged_userns_clone is 0)");
    return "";
}

// Why a script's folder is shared with others (so not to be made writable
// for a run), "" when it is the user's own: /tmp, /var/tmp, /dev/shm (where
// browsers and mail clients put attachments, beside tmux's, X11's and
// ssh-agent's sockets), the home folder or above it (the shell's start-up
// files, keys, the desktop's autostart), a folder others may write, or one
// holding another user's file or any UNIX socket.
std::string shared_folder(const std::string& folder) {
    for (const char* shared : {"/tmp", "/var/tmp", "/dev/shm"})
        if (folder == canonical(shared)) return std::string(shared) + " is shared by every user";
    const char* home_env = std::getenv("HOME");
    const std::string home = home_env && *home_env ? canonical(home_env) : std::string();
    if (!home.empty() && home != "/" && (folder == home || is_beneath(home, folder))) return "it holds the home folder";
    struct stat st {};
    if (::stat(folder.c_str(), &st) != 0) return "it cannot be examined";
    if (st.st_mode & (S_IWGRP | S_IWOTH)) return "others may write it";
    if (st.st_uid != ::getuid()) return "it belongs to another user";
    DIR* dir = ::opendir(folder.c_str());
    if (!dir) return "it cannot be listed";
    std::string why;
    int seen = 0;
    while (dirent* entry = ::readdir(dir)) {
        struct stat e {};
        if (++seen > 100000) why = "it holds too many files to examine";
        else if (::fstatat(dirfd(dir), entry->d_name, &e, AT_SYMLINK_NOFOLLOW) != 0) continue;
        else if (S_ISSOCK(e.st_mode)) why = std::string("it holds a UNIX socket (") + entry->d_name + ")";
        else if (e.st_uid != ::getuid() && std::strcmp(entry->d_name, "..") != 0)
            why = std::string("it holds another user's file (") + entry->d_name + ")";
        if (!why.empty()) break;
    }
    ::closedir(dir);
    return why;
}

int refuse(const std::string& why) {
    std::fprintf(stderr, translate("bugbot run", "bugbot run: --sandbox cannot be used here: %s\n"), why.c_str());
    return engine::kExitUsage;
}

}  // namespace

namespace {

// `bugbot run`'s arguments for the script's side of a channel on descriptor 3:
// the script, its arguments and its limits; the world, seed, record and pace
// are the other side's.
std::vector<std::string> script_side_args(const engine::RunRequest& request) {
    auto number = [](double v) {
        char text[64];
        std::snprintf(text, sizeof text, "%.17g", v);
        return std::string(text);
    };
    std::vector<std::string> a{"run", "--channel-fd", "3", request.script,
                               "--max-memory", std::to_string(request.max_memory_mb),
                               "--max-output", std::to_string(request.max_output_bytes)};
    if (request.timeout_s > 0) a.insert(a.end(), {"--timeout", number(request.timeout_s)});
    if (request.max_cpu_s > 0) a.insert(a.end(), {"--max-cpu", number(request.max_cpu_s)});
    a.push_back("--");
    a.insert(a.end(), request.args.begin(), request.args.end());
    return a;
}

// Forks the script's process: the channel as descriptor 3; in stream mode its
// stdin is not the control lines' and its stdout not the event stream's.
pid_t spawn_script_side(std::vector<std::string> args, int fd, bool stream) {
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    std::fflush(nullptr);
    const pid_t pid = fork();
    if (pid != 0) return pid;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (fd == 3) fcntl(3, F_SETFD, 0);
    else dup2(fd, 3);
    if (stream) {
        const int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
        dup2(null_fd, 0);
        dup2(2, 1);
    }
    execv(argv[0], argv.data());
    const char* why = std::strerror(errno);
    std::fprintf(stderr, translate("bugbot run", "bugbot run: could not start %s: %s\n"), argv[0], why);
    _exit(engine::kExitUsage);
}

}  // namespace

int run_over_channel(const engine::RunRequest& request, const engine::MakeBody& make,
                     const std::function<void(pid_t)>& started) {
    std::vector<std::string> args = script_side_args(request);
    args.insert(args.begin(), canonical(engine::script_program()));  // bugbot, not bugbot-host
    auto spawn = [&](int fd) {
        const pid_t pid = spawn_script_side(args, fd, request.stream);
        if (started && pid > 0) started(pid);
        return pid;
    };
    return engine::host_run(request, spawn, make);
}

int run_sandboxed(const engine::RunRequest& request, const engine::MakeBody& make,
                  const std::function<void(pid_t)>& started) {
    if (const std::string why = missing_feature(); !why.empty()) return refuse(why);
    const std::string exe = canonical(engine::script_program());
    const std::string data = canonical(engine::user_data_dir());
    std::vector<std::string> args = marking::bwrap_base_args();
    // Its own session (no controlling terminal), and its own /tmp (TMPDIR and
    // HOME), empty: the host's /tmp holds other people's files.
    args.insert(args.end(), {"--new-session", "--tmpfs", "/tmp", "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp"});

    // The one folder it may write: the script's (a lesson program writes
    // beside the student's copy). The record is written by this process,
    // outside. The user's data folder (the gradebook, the other lessons'
    // copies, the teacher's lessons) stays out of reach: when the script's
    // folder holds it, a tmpfs covers it; when the script sits in the data
    // folder itself, that folder is bound read-only and the gradebook covered
    // (a writable data folder would let a program plant a SQLite journal that
    // rewrites the gradebook when next opened).
    const std::string folder = fs::path(request.script).parent_path().string();
    if (folder.empty() || folder == "/") return refuse(translate("bugbot run", "the script's folder is / (the whole machine)"));
    // A script saved in a shared folder gets an empty scratch folder there
    // instead (gone after the run) and only itself to read.
    if (const std::string why = shared_folder(folder); !why.empty()) {
        args.insert(args.end(), {"--size", std::to_string(static_cast<long long>(engine::interactive_limits().folder_mb) << 20), "--perms", "0700",
                                 "--tmpfs", folder, "--ro-bind", request.script, request.script});
    } else if (folder == data) {
        args.insert(args.end(), {"--ro-bind", folder, folder});
        for (const char* name : {"/gradebook.sqlite", "/gradebook.sqlite-journal", "/gradebook.sqlite-wal"})
            if (fs::exists(data + name)) args.insert(args.end(), {"--ro-bind", "/dev/null", data + name});
        if (fs::is_directory(data + "/lessons")) args.insert(args.end(), {"--tmpfs", data + "/lessons"});
    } else {
        args.insert(args.end(), {"--bind", folder, folder});
        if (is_beneath(data, folder) && fs::is_directory(data)) args.insert(args.end(), {"--tmpfs", data});
    }
    // Read-only again what the writable folder may have covered: the program and its Python package.
    const std::string installed = engine::installed_data_dir();
    args.insert(args.end(), {"--ro-bind", exe, exe});
    if (const std::string python = installed + "/python"; !is_beneath(python, "/usr") && fs::exists(python))
        args.insert(args.end(), {"--ro-bind", python, python});
    args.insert(args.end(), {"--remount-ro", "/"});

    std::error_code ec;
    const std::string here = fs::current_path(ec).string();
    args.insert(args.end(), {"--chdir", is_beneath(here, folder) ? here : folder, exe});
    auto inner = script_side_args(request);
    inner.insert(inner.begin() + 1, "--sandboxed");
    args.insert(args.end(), inner.begin(), inner.end());
    auto spawn = [&](int fd) {
        const pid_t pid = spawn_script_side(args, fd, request.stream);
        if (started && pid > 0) started(pid);
        return pid;
    };
    return engine::host_run(request, spawn, make);
}

}  // namespace bugbot::cli
