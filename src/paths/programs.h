#pragma once
// The two builds of the bugbot program (src/cli/CMakeLists.txt):
//   bugbot       runs scripts: it embeds the static libpython /usr/bin/python3 is
//                linked from, so like python3 it is not position-independent;
//   bugbot-host  the same program, position-independent: the side of a run that
//                reads what a script sends (bugbot mark; bugbot run --sandbox,
//                --channel, --robot) runs in it, its code at a random address.
// bugbot starts bugbot-host for those commands; bugbot-host starts bugbot for
// each script. Built beside each other in bin/; installed as bin/bugbot and
// libexec/bugbot-studio/bugbot-host.
#include <string>

namespace bugbot::engine {

// The running program's own path, from the kernel (argv[0] may be anything).
std::string own_program();

// True in bugbot-host.
bool is_host_program();

// bugbot-host's path when it exists beside this bugbot (or this is it), else "".
std::string host_program();

// The program that runs a script: bugbot (this one, or bugbot-host's twin).
std::string script_program();

}  // namespace bugbot::engine
