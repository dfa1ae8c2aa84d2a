#pragma once
// What every reader of a --record file does first (docs/events.md, "Reading a
// record"): the engine writes the record through a mapping of a file it grows
// ahead of its writing, so a run that was killed leaves zero bytes after its
// last event, and perhaps a last line cut short. Header-only, no dependencies:
// the studio and the marker use it without the engine.
#include <cstddef>
#include <string_view>

namespace bugbot::engine {

struct RecordLines {
    std::string_view lines;  // whole lines, each ending in '\n'
    bool torn = false;       // a last line cut short was left out
    bool ended = false;      // the last line is the engine's `end`: it said why the run ended
};

inline RecordLines whole_record_lines(std::string_view bytes) {
    RecordLines out;
    // No event holds a zero byte (JSON writes it \u0000): the first one is where the writing stopped.
    if (const auto zero = bytes.find('\0'); zero != std::string_view::npos) bytes = bytes.substr(0, zero);
    const auto last_newline = bytes.rfind('\n');
    const std::size_t whole = last_newline == std::string_view::npos ? 0 : last_newline + 1;
    out.torn = whole < bytes.size();
    out.lines = bytes.substr(0, whole);
    if (whole > 0) {
        const auto previous = out.lines.rfind('\n', whole - 2);
        const std::string_view last = out.lines.substr(previous == std::string_view::npos ? 0 : previous + 1);
        out.ended = last.starts_with("{\"ev\":\"end\"");
    }
    return out;
}

}  // namespace bugbot::engine
