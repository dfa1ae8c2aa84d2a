#pragma once
// Where a key is in a JSON text, so a message about a value can name its line
// (nlohmann::json keeps no positions).
#include <string>

namespace bugbot::sim {

// The line (from 1) of the key or element at `path` ("robots[1].led",
// "walls[0][2]", "start") in valid JSON `text`; 0 when the path is not there.
int line_of_key(const std::string& text, const std::string& path);

}  // namespace bugbot::sim
