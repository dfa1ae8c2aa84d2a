#pragma once
// The files of a new lesson (`bugbot lessons --new ID`): a small lesson that
// works as it is (it passes --check, its reference gets full marks, its starter
// does not), for a teacher to rewrite.
#include <string>
#include <vector>

namespace bugbot::cli {

struct SkeletonFile {
    std::string path;   // relative to the lesson's folder
    std::string text;
};

std::vector<SkeletonFile> lesson_skeleton(const std::string& id);

}  // namespace bugbot::cli
