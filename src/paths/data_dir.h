#pragma once
// Where BugBot Studio's files are: the installed data every user shares, and
// each user's own. The one definition of both rules. Its own tiny library
// (bugbot_paths), so the lesson loader and the studio can ask without linking
// the interpreter. No Qt.
#include <string>
#include <vector>

namespace bugbot::engine {

// The folder with python/, worlds/, lessons/ and docs/ (read-only, shared).
//   1. $BUGBOT_HOME, when set (a developer's override: a source tree);
//   then the first of these that holds python/bugbot:
//   2. beside the program that runs scripts (programs.h: this one, or bugbot-host's
//      twin): <its folder>/../share/bugbot-studio. So an
//      installed tree works wherever it is unpacked, and the build tree works
//      because the build links build/share/bugbot-studio to the source tree;
//   3. <each folder of $XDG_DATA_DIRS>/bugbot-studio (default /usr/local/share,
//      /usr/share).
// When none does, the folder of rule 2, so messages name a place to look.
std::string installed_data_dir();

// The user's own folder: $XDG_DATA_HOME/bugbot-studio, else
// ~/.local/share/bugbot-studio. Holds the student's copies of lessons, the
// gradebook and the teacher's own lessons (lessons/).
std::string user_data_dir();

// The folders of rules 2 and 3, in order.
std::vector<std::string> installed_data_candidates();

}  // namespace bugbot::engine
