#include "paths/data_dir.h"

#include "paths/programs.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>

namespace fs = std::filesystem;

namespace bugbot::engine {

namespace {

std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

// The folder of the program that runs scripts: this one's, or, in bugbot-host
// (installed in libexec/bugbot-studio), its twin's bin/.
std::string program_dir() {
    const std::string program = script_program();
    return program.empty() ? std::string() : fs::path(program).parent_path().string();
}

bool holds_data(const std::string& dir) {
    std::error_code ec;
    return !dir.empty() && fs::is_directory(dir + "/python/bugbot", ec);
}

}  // namespace

std::vector<std::string> installed_data_candidates() {
    std::vector<std::string> dirs;
    if (const std::string own = program_dir(); !own.empty())
        dirs.push_back(fs::path(own + "/../share/bugbot-studio").lexically_normal().string());
    std::string shared = env("XDG_DATA_DIRS");
    if (shared.empty()) shared = "/usr/local/share:/usr/share";
    for (std::size_t start = 0; start <= shared.size();) {
        std::size_t end = shared.find(':', start);
        if (end == std::string::npos) end = shared.size();
        if (end > start) dirs.push_back(shared.substr(start, end - start) + "/bugbot-studio");
        start = end + 1;
    }
    return dirs;
}

std::string installed_data_dir() {
    // Found once: the answer cannot change while the program runs, and a
    // sandboxed run must not need to look again.
    static const std::string found = [] {
        if (std::string home = env("BUGBOT_HOME"); !home.empty()) return home;
        const auto dirs = installed_data_candidates();
        for (const auto& dir : dirs)
            if (holds_data(dir)) return dir;
        return dirs.empty() ? std::string("/usr/share/bugbot-studio") : dirs.front();
    }();
    return found;
}

std::string user_data_dir() {
    std::string base = env("XDG_DATA_HOME");
    if (base.empty() || !base.starts_with('/')) base = env("HOME") + "/.local/share";
    return base + "/bugbot-studio";
}

}  // namespace bugbot::engine
