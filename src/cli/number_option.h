#pragma once
// Reads a command-line number: the whole text must be a finite number in [low, high].

namespace bugbot::cli {

bool parse_number(const char* text, double low, double high, double& out);

}  // namespace bugbot::cli
