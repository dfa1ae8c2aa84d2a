#include "build_paths.h"

#include <filesystem>

namespace bugbot::build_paths {

std::string program(const std::string& name) {
    // Every test and benchmark is built into the same folder as the programs (CMAKE_RUNTIME_OUTPUT_DIRECTORY).
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return (self.parent_path() / name).string();
}

}  // namespace bugbot::build_paths
