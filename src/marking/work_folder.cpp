#include "marking/work_folder.h"

#include <cstdlib>

#include "marking/sandbox.h"

namespace bugbot::marking {

WorkFolder::WorkFolder(const std::string& base_in) {
    std::string base = base_in;
    if (base.empty()) {
        const char* tmp = std::getenv("TMPDIR");
        base = tmp && *tmp ? tmp : "/tmp";
    }
    std::string pattern = base + "/bugbot-mark-XXXXXX";
    if (mkdtemp(pattern.data())) path_ = pattern;  // mkdtemp makes it 0700
}

WorkFolder::~WorkFolder() {
    if (!path_.empty()) remove_tree(path_);
}

}  // namespace bugbot::marking
