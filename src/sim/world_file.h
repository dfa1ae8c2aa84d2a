#pragma once
// Worlds as JSON files. The format is documented in docs/worlds.md.
#include <string>
#include <variant>

#include "sim/world.h"

namespace bugbot::sim {

struct WorldError {
    std::string message;  // names the file and what is wrong with it
};

// Parses a world from JSON text; `source` names it in error messages.
std::variant<WorldSpec, WorldError> parse_world(const std::string& json_text, const std::string& source);

// Reads and parses a world file.
std::variant<WorldSpec, WorldError> load_world_file(const std::string& path);

}  // namespace bugbot::sim
