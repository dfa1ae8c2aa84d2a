#include "paths/programs.h"

#include <unistd.h>

#include <filesystem>

namespace fs = std::filesystem;

namespace bugbot::engine {

namespace {
constexpr const char* kHostName = "bugbot-host";
constexpr const char* kScriptName = "bugbot";

bool executable(const fs::path& path) { return ::access(path.c_str(), X_OK) == 0; }

// The first of `candidates` that exists, as a normal path; else "".
std::string first_executable(std::initializer_list<fs::path> candidates) {
    for (const auto& path : candidates)
        if (executable(path)) return path.lexically_normal().string();
    return "";
}
}  // namespace

std::string own_program() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : exe.string();
}

bool is_host_program() { return fs::path(own_program()).filename() == kHostName; }

std::string host_program() {
    const std::string own = own_program();
    if (is_host_program()) return own;
    const fs::path dir = fs::path(own).parent_path();
    return first_executable({dir / kHostName, dir / ".." / "libexec" / "bugbot-studio" / kHostName});
}

std::string script_program() {
    const std::string own = own_program();
    if (!is_host_program()) return own;
    const fs::path dir = fs::path(own).parent_path();
    const std::string twin = first_executable({dir / kScriptName, dir / ".." / ".." / "bin" / kScriptName});
    return twin.empty() ? own : twin;  // no twin: this program runs the script too
}

}  // namespace bugbot::engine
