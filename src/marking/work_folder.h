#pragma once
// A private folder (0700) for one marking's runs, removed with everything in
// it when it goes out of scope, on every path out of the marker.
#include <string>

namespace bugbot::marking {

class WorkFolder {
public:
    // Under `base` ("" = $TMPDIR or /tmp); path() is "" when it could not be made.
    explicit WorkFolder(const std::string& base);
    ~WorkFolder();
    WorkFolder(const WorkFolder&) = delete;
    WorkFolder& operator=(const WorkFolder&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

}  // namespace bugbot::marking
