#pragma once
// `bugbot run --sandbox`: the same run again, inside bubblewrap (the layer
// marking uses, marking::bwrap_base_args), for the studio's runs of code a
// student did not write themselves.
#include <string>
#include <vector>

namespace bugbot::cli {

struct SandboxedRun {
    std::string script;                  // absolute path of the script
    std::string record;                  // absolute path of --record's file, "" = none
    std::string world_file;              // absolute path of --world's file, "" = none or an installed world
    std::vector<std::string> run_args;   // the arguments after `bugbot run`, without --sandbox
};

// Replaces this process with bwrap running `bugbot run run_args`: stdin,
// stdout and stderr pass through, so --stream and --control work. Returns
// (after printing why) only when the sandbox cannot be made: exit status 2.
int exec_sandboxed(const SandboxedRun& run);

}  // namespace bugbot::cli
