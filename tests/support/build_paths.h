#pragma once
// Where the checkout and this build's programs are, for the tests and the
// benchmarks. Read at run time, never compiled in as a macro: a path in a
// test's compile differs from clone to clone, so ccache could reuse none of
// them and every fresh clone would compile every test again (scripts/test.sh).
#include <string>

namespace bugbot::build_paths {

// The checkout the build was configured from (its lessons/, worlds/, python/).
std::string source_dir();

// A program of this build, beside the running test or benchmark (build/bin/NAME).
std::string program(const std::string& name);

}  // namespace bugbot::build_paths
