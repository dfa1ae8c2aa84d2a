#include "engine/run_writers.h"

#include <cstdio>

#include "i18n/translate.h"

namespace bugbot::engine {

bool RunWriters::open(const RunRequest& request, Session& session, Output& output) {
    if (!request.record_path.empty() && !record_.open(request.record_path)) {
        std::fprintf(stderr, i18n::translate("bugbot run", "bugbot run: cannot write the record file %s\n"),
                     request.record_path.c_str());
        return false;
    }
    if (request.thin_record) record_.thin_within(request.max_record_bytes);
    if (request.stream) {
        stream_ = std::make_unique<EventWriter>(stdout, /*flush_prints=*/true);
        session.add_writer(stream_.get());
    }
    if (!request.record_path.empty()) {
        record_writer_ = std::make_unique<EventWriter>(&record_);
        session.add_writer(record_writer_.get());
    }
    if (stream_ || record_writer_) {
        // Prints become events; in a plain run with a record they still reach stdout too.
        output.set_line_sink(
            [&session](std::string_view stream, std::string_view line) { session.print_line(stream, line); },
            /*replaces_fd=*/request.stream);
    }
    for (EventWriter* w : {stream_.get(), record_writer_.get()})
        if (w) w->world(request.world, request.session.seed, request.script);
    session.writers_ready();
    return true;
}

void RunWriters::last_words(const FrameValues& frame, const char* status, int exit_code) noexcept {
    for (EventWriter* w : {stream_.get(), record_writer_.get()})
        if (w) w->last_words(frame, status, exit_code);
}

void RunWriters::close() {
    stream_.reset();
    record_writer_.reset();
    record_.close();
}

namespace {
SessionOptions session_options(const RunRequest& request) {
    SessionOptions options = request.session;
    options.stream = request.stream;
    return options;
}
}  // namespace

RecordedSession::RecordedSession(const RunRequest& request, const MakeBody& make_body)
    : output(1, request.max_output_bytes, request.session.pace > 0),
      session(request.world, session_options(request), output, make_body) {}

void RecordedSession::last_words(const char* status, int exit_code) noexcept {
    output.flush_after_crash();
    writers.last_words(session.last_frame(), status, exit_code);
}

}  // namespace bugbot::engine
