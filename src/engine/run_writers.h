#pragma once
// A run's event writers: --stream's on stdout and --record's into its file,
// attached to the run's Session. One place for both kinds of run: the
// script's own process (interpreter.cpp) and the trusted side of a channel
// (hosted_run.cpp).
#include <functional>
#include <memory>

#include "engine/event_writer.h"
#include "engine/record_file.h"
#include "engine/run.h"
#include "engine/session.h"

namespace bugbot::engine {

class RunWriters {
public:
    // Opens the record (false, with a message on stderr, when it cannot be
    // written), attaches the writers and writes the world event to each.
    bool open(const RunRequest& request, Session& session, Output& output);
    // From a signal handler: each writer's last words (event_writer.h).
    void last_words(const FrameValues& frame, const char* status, int exit_code) noexcept;
    std::size_t record_bytes() const { return record_.size(); }
    // In the script's own process: the run ends when the record would pass
    // `bytes` (a channel's trusted side checks between messages instead).
    void limit_record(std::size_t bytes) { record_.limit(bytes); }
    // True once, after the record was first thinned (RunRequest::thin_record).
    bool take_thinned() { return record_.take_thinned(); }
    void close();

private:
    RecordFile record_;
    std::unique_ptr<EventWriter> stream_, record_writer_;
};

// The half of a run that holds the robots' body (the simulator unless
// `make_body` makes another: real robots, radio_body.h): what the script
// prints, the session, and the writers of its record and stream.
struct RecordedSession {
    explicit RecordedSession(const RunRequest& request, const MakeBody& make_body = {});
    // Opens the writers: false, with a message on stderr, when the record cannot be written.
    bool open(const RunRequest& request) { return writers.open(request, session, output); }
    // From a signal handler (run_limits.h): what was printed, then each writer's last words.
    void last_words(const char* status, int exit_code) noexcept;

    Output output;
    Session session;
    RunWriters writers;
};

}  // namespace bugbot::engine
