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

// Why a robot cannot start at `start` on `world`, or "" when it can: its centre
// must be on the mat and outside every obstacle. `where` names the start in the
// message ("start", "robots[1]"). World files and lessons' starts share this rule.
std::string start_problem(const WorldSpec& world, const Pose& start, const std::string& where);

// Reads and parses a world file.
std::variant<WorldSpec, WorldError> load_world_file(const std::string& path);

}  // namespace bugbot::sim
