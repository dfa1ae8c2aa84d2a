#include "cli/sandboxed_run.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "engine/data_dir.h"
#include "engine/run.h"
#include "marking/sandbox.h"

namespace fs = std::filesystem;

namespace bugbot::cli {

namespace {

bool is_beneath(const std::string& path, const std::string& folder) {
    return path == folder || folder == "/" ||
           (path.size() > folder.size() && path.starts_with(folder) && path[folder.size()] == '/');
}

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
    if (access(bwrap.c_str(), X_OK) != 0)
        return "bubblewrap is not installed (" + bwrap + ": " + std::strerror(errno) +
               "; apt-get install bubblewrap)";
    if (sysctl("/proc/sys/user/max_user_namespaces") == "0")
        return "user namespaces are turned off (sysctl user.max_user_namespaces is 0)";
    if (sysctl("/proc/sys/kernel/unprivileged_userns_clone") == "0")
        return "unprivileged user namespaces are turned off (sysctl kernel.unprivileged_userns_clone is 0)";
    return "";
}

int refuse(const std::string& why) {
    std::fprintf(stderr, "bugbot run: --sandbox cannot be used here: %s\n", why.c_str());
    return engine::kExitUsage;
}

}  // namespace

int exec_sandboxed(const SandboxedRun& run) {
    if (const std::string why = missing_feature(); !why.empty()) return refuse(why);
    const std::string exe = canonical("/proc/self/exe");
    const std::string data = canonical(engine::user_data_dir());
    std::vector<std::string> args = marking::bwrap_base_args();
    // Its own /tmp (TMPDIR and HOME), empty: the host's /tmp holds other people's files.
    args.insert(args.end(), {"--tmpfs", "/tmp", "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp"});

    // The folders it may write: the script's (a lesson program writes beside
    // the student's copy) and the record's. The user's data folder (the
    // gradebook, the other lessons' copies, the teacher's lessons) stays out
    // of reach: when a writable folder holds it, a tmpfs covers it; when the
    // script sits in the data folder itself, that folder is bound read-only
    // and the gradebook covered (a writable data folder would let a program
    // plant a SQLite journal that rewrites the gradebook when next opened).
    std::vector<std::string> writable;
    const std::string folder = fs::path(run.script).parent_path().string();
    for (const std::string& f : {folder, run.record.empty() ? std::string() : fs::path(run.record).parent_path().string()}) {
        if (f.empty()) continue;
        bool covered = false;
        for (const auto& w : writable) covered = covered || is_beneath(f, w);
        if (!covered) writable.push_back(f);
    }
    for (const auto& w : writable) {
        if (w == "/") return refuse("the script's or record's folder is / (the whole machine)");
        if (w == data) {
            args.insert(args.end(), {"--ro-bind", w, w});
            for (const char* name : {"/gradebook.sqlite", "/gradebook.sqlite-journal", "/gradebook.sqlite-wal"})
                if (fs::exists(data + name)) args.insert(args.end(), {"--ro-bind", "/dev/null", data + name});
            if (fs::is_directory(data + "/lessons")) args.insert(args.end(), {"--tmpfs", data + "/lessons"});
        } else {
            args.insert(args.end(), {"--bind", w, w});
            if (is_beneath(data, w) && fs::is_directory(data)) args.insert(args.end(), {"--tmpfs", data});
        }
    }
    // Read-only again what a writable folder may have covered: the program,
    // its Python package, the worlds and the script's world file.
    const std::string installed = engine::installed_data_dir();
    args.insert(args.end(), {"--ro-bind", exe, exe});
    for (const std::string& f : {installed + "/python", installed + "/worlds"})
        if (!is_beneath(f, "/usr") && fs::exists(f)) args.insert(args.end(), {"--ro-bind", f, f});
    if (!run.world_file.empty()) args.insert(args.end(), {"--ro-bind", run.world_file, run.world_file});
    args.insert(args.end(), {"--remount-ro", "/"});

    std::error_code ec;
    const std::string here = fs::current_path(ec).string();
    bool here_bound = false;
    for (const auto& w : writable) here_bound = here_bound || is_beneath(here, w);
    args.insert(args.end(), {"--chdir", here_bound ? here : folder, exe, "run", "--sandboxed"});
    args.insert(args.end(), run.run_args.begin(), run.run_args.end());

    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    std::fflush(nullptr);
    execv(argv[0], argv.data());
    return refuse("could not start " + args[0] + ": " + std::strerror(errno));
}

}  // namespace bugbot::cli
