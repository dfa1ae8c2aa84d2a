#pragma once
// Thinning a studio run's record, so a run of any length keeps a bounded file
// (RecordFile::thin_within): the older part at half the resolution, the way
// the studio's model thins what it holds (studio/run/run_model.h, series.h), the
// newest part and every event the timeline or a reader needs kept whole.
//
//   1. The newest events are kept as they are: those of the last
//      kFullRateSeconds of the run, but at most `tail_bytes` of them.
//   2. Before them, of each robot's frames, each robot's reads, the `line`
//      events and each layer's draws, every other one is left out (the later
//      of each pair is kept, so the state at its moment is exact).
//   3. Of each series' plots, in each run of four points the lowest and the
//      highest are kept, as Series::compact does: the envelope a chart draws
//      stays, only its time resolution halves.
//   4. Everything else is kept: the world, prints, errors, warnings, bumps,
//      LEDs, beeps, servos, `vars` (each holds only what changed), `end`.
//   5. Where the full-rate part begins, one `thinned` event says how many
//      events have been left out in all (an earlier one is replaced), so a
//      reader that counted the stream's events finds its place in the record
//      (docs/events.md, "Reading a record").
// Reads and writes through a small buffer: what it holds does not grow with
// the record.
#include <cstddef>

namespace bugbot::engine {

inline constexpr double kFullRateSeconds = 10;

struct Thinned {
    bool ok = false;          // false: a read or write failed (the input is untouched)
    std::size_t bytes = 0;    // written to `out_fd`
    std::size_t dropped = 0;  // events left out in all, earlier thinnings included
};

// Thins the record's first `size` bytes (whole lines) from `in_fd` into
// `out_fd` (empty, at its start).
Thinned thin_record(int in_fd, std::size_t size, int out_fd, std::size_t tail_bytes);

}  // namespace bugbot::engine
