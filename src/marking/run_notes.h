#pragma once
// What a submission's runs add up to: its status and its notes, and the
// checker's marks read into it. Pure functions, no processes.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lessons/lesson.h"
#include "marking/marker.h"
#include "marking/run_outcome.h"

namespace bugbot::marking {

// "Run 1 ...", "Run 2 ..." with the same text after the run's name become one
// note ("Every run: ...", "Runs 1 and 3: ...").
std::vector<std::string> grouped_notes(const std::vector<RunOutcome>& runs);

// A program's own words (an exception's message, a sys.exit code) are
// quoted in the notes only when every run, two or more, said the same: words
// that differ from run to run may carry a run's hidden values (its random()
// values, its start) to the student. Otherwise each such note becomes its
// note_without_words. Called once all of a submission's runs have ended.
void withhold_varying_words(std::vector<RunOutcome>& runs);

// The most telling of a submission's run outcomes ("marked" when none is).
std::string overall_status(const std::vector<RunOutcome>& runs);

// Nothing but blank lines and comments: nothing to mark.
bool only_comments(const std::string& source);

// Makes `path` (never through a link, never over a file) holding `text`.
bool write_new_file(const std::string& path, const std::string& text);

// What the checker is told of a submission's runs: each run's record (only a
// regular file of at most 64 MB, and none for a run refused or not made), its
// outcome and note, its variation's seed and start.
nlohmann::json checker_runs(const std::vector<RunOutcome>& outcomes, const std::vector<std::string>& run_folders,
                            const Lesson& lesson, const std::vector<sim::Pose>& starts);

// The checker's reply (untrusted shapes) into mark.tasks, and the runs it
// refused into mark.runs as tampered. False, with why in `error`, when the
// reply is not marks for the lesson's tasks in order.
bool read_checker_marks(const nlohmann::json& reply, const Lesson& lesson, SubmissionMark& mark, std::string& error);

}  // namespace bugbot::marking
