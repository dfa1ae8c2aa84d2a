// `bugbot class ...`: starts bugbot-class (class_main.cpp), which links Qt's
// network and SQL; bugbot itself stays without Qt, so a script's run loads none of it.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <vector>

#include "cli/commands.h"
#include "engine/run.h"
#include "i18n/translate.h"
#include "paths/programs.h"

namespace fs = std::filesystem;

namespace bugbot::cli {

int class_command(int argc, char** argv) {
    const fs::path dir = fs::path(engine::own_program()).parent_path();
    for (const fs::path& program : {dir / "bugbot-class", dir / ".." / "libexec" / "bugbot-studio" / "bugbot-class"}) {
        if (::access(program.c_str(), X_OK) != 0) continue;
        std::vector<char*> args{const_cast<char*>(program.c_str())};
        for (int i = 0; i < argc; ++i) args.push_back(argv[i]);
        args.push_back(nullptr);
        ::execv(program.c_str(), args.data());
        std::perror("bugbot class");
        return 1;
    }
    std::fprintf(stderr, i18n::translate("bugbot class", "bugbot class: bugbot-class is not installed beside %s\n"),
                 dir.c_str());
    return engine::kExitUsage;
}

}  // namespace bugbot::cli
