#pragma once
#include <string>
#include <variant>

#include "sim/world_file.h"

namespace bugbot::cli {

// A world by name (worlds/NAME.json, or "empty" for the built-in default) or by file path.
std::variant<sim::WorldSpec, sim::WorldError> find_world(const std::string& name_or_file);

}  // namespace bugbot::cli
