#include "engine/data_dir.h"

#include <cstdlib>

namespace bugbot::engine {

std::string data_dir() {
    if (const char* home = std::getenv("BUGBOT_HOME"); home && *home) return home;
    return BUGBOT_SOURCE_DIR;
}

}  // namespace bugbot::engine
