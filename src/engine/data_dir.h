#pragma once
// Where python/, worlds/ and lessons/ live. Its own tiny library
// (bugbot_paths), so the lesson loader and the studio can ask without
// linking the interpreter.
#include <string>

namespace bugbot::engine {

// $BUGBOT_HOME, else the source tree this binary was built from.
std::string data_dir();

}  // namespace bugbot::engine
