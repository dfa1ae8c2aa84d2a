#include "cli/host_program.h"

#include <sys/prctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "i18n/translate.h"
#include "paths/programs.h"

namespace bugbot::cli {

namespace {
std::vector<std::string> kept;
}  // namespace

void keep_arguments(int argc, char** argv) {
    kept.assign(argv, argv + argc);
    // What ps and "the dongle is in use by ..." show: the program the user ran.
    if (engine::is_host_program()) ::prctl(PR_SET_NAME, "bugbot");
}

void continue_in_host_program() {
    if (kept.empty() || engine::is_host_program()) return;
    const std::string host = engine::host_program();
    if (host.empty()) return;
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(host.c_str()));
    for (std::size_t i = 1; i < kept.size(); ++i) argv.push_back(kept[i].data());
    argv.push_back(nullptr);
    std::fflush(nullptr);
    ::execv(host.c_str(), argv.data());
    std::fprintf(stderr, i18n::translate("bugbot", "bugbot: could not start %s (%s); going on in bugbot\n"), host.c_str(),
                 std::strerror(errno));
}

}  // namespace bugbot::cli
