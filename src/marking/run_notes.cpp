#include "marking/run_notes.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <sstream>

#include "i18n/translate.h"
#include "marking/sandbox.h"
#include "marking/untrusted.h"

namespace bugbot::marking {

using nlohmann::json;

namespace {
// The largest record the checker is given.
constexpr std::size_t kMaxRecordBytes = 64u << 20;
}  // namespace

// "Run 1 ...", "Run 2 ..." with the same text after the run's name become one note
// (the names in the reader's language, as classify_run wrote them).
std::vector<std::string> grouped_notes(const std::vector<RunOutcome>& runs) {
    using i18n::format;
    using i18n::translate;
    std::vector<std::pair<std::string, std::vector<int>>> groups;
    for (const auto& r : runs) {
        if (r.note.empty()) continue;
        const std::string name = format(translate("marking", "Run %d:"), r.variation);
        const std::string rest = r.note.starts_with(name) ? r.note.substr(name.size()) : " " + r.note;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == rest; });
        if (it == groups.end()) groups.push_back({rest, {r.variation}});
        else it->second.push_back(r.variation);
    }
    std::vector<std::string> notes;
    for (const auto& [rest, numbers] : groups) {
        std::string who;
        if (numbers.size() == runs.size() && runs.size() > 1) {
            who = translate("marking", "Every run:");
        } else if (numbers.size() == 1) {
            who = format(translate("marking", "Run %d:"), numbers[0]);
        } else {
            std::string listed;
            for (std::size_t i = 0; i < numbers.size(); ++i)
                listed += (i == 0 ? "" : i + 1 == numbers.size() ? translate("marking", " and ") : ", ") + std::to_string(numbers[i]);
            who = format(translate("marking", "Runs %s:"), listed.c_str());
        }
        notes.push_back(who + rest);
    }
    return notes;
}

void withhold_varying_words(std::vector<RunOutcome>& runs) {
    const bool same = runs.size() >= 2 && std::all_of(runs.begin(), runs.end(), [&](const RunOutcome& r) {
        return !r.words.empty() && r.words == runs.front().words;
    });
    if (same) return;
    for (auto& r : runs)
        if (!r.words.empty() && !r.note_without_words.empty()) r.note = r.note_without_words;
}

// The most telling of a submission's run outcomes.
std::string overall_status(const std::vector<RunOutcome>& runs) {
    static const char* order[] = {kNotMarked, "tampered", "crashed", "memory", "forbidden", "timeout",
                                  "cpu",      "output",   "error",   "exit"};
    for (const char* kind : order)
        for (const auto& r : runs)
            if (r.outcome == kind) return kind;
    return "marked";
}

bool only_comments(const std::string& source) {
    std::istringstream lines(source);
    for (std::string line; std::getline(lines, line);) {
        const auto first = line.find_first_not_of(" \t\r\f\v");
        if (first != std::string::npos && line[first] != '#') return false;
    }
    return true;
}

bool write_new_file(const std::string& path, const std::string& text) {
    const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return false;
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
    }
    close(fd);
    return done == text.size();
}

json checker_runs(const std::vector<RunOutcome>& outcomes, const std::vector<std::string>& run_folders,
                  const Lesson& lesson, const std::vector<sim::Pose>& starts) {
    json runs = json::array();
    for (std::size_t v = 0; v < run_folders.size(); ++v) {
        const auto& outcome = outcomes[v];
        // Only a regular file the marker made is passed on (full mode binds it; weak mode checks).
        const std::string record = run_folders[v] + "/record.jsonl";
        struct stat st {};
        const bool regular = lstat(record.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
                             static_cast<std::size_t>(st.st_size) <= kMaxRecordBytes;
        const auto& start = starts[v];
        const bool refused = outcome.outcome == kNotMarked || outcome.outcome == "tampered";
        runs.push_back({{"record", regular && !refused ? json(record) : json(nullptr)},
                        {"outcome", outcome.outcome},
                        {"note", outcome.note},
                        {"kept", kept_path(run_folders[v])},
                        {"variation", {{"seed", lesson.variations[v].seed}, {"start", {start.x, start.y, start.heading_deg}}}}});
    }
    return runs;
}

bool read_checker_marks(const json& reply, const Lesson& lesson, SubmissionMark& mark, std::string& error) {
    if (const std::string e = string_member(reply, "error"); !e.empty()) {
        error = "the checks failed on it (" + e + ")";
        return false;
    }
    const auto tasks = reply.is_object() ? reply.find("tasks") : reply.end();
    if (tasks == reply.end() || !tasks->is_array() || tasks->size() != lesson.tasks.size()) {
        error = "the checker's reply has no marks for its tasks";
        return false;
    }
    mark.tasks.clear();
    for (std::size_t i = 0; i < lesson.tasks.size(); ++i) {
        const json& t = (*tasks)[i];
        const auto& lt = lesson.tasks[i];
        TaskMark tm{lt.id, lt.title, false, 0, lt.points, "", {}};
        if (string_member(t, "id") != lt.id) {
            error = "the checker's reply has the tasks out of order";
            return false;
        }
        tm.passed = bool_member(t, "passed");
        tm.score = std::clamp(number_member(t, "score"), 0.0, lt.points);
        tm.feedback = string_member(t, "feedback");
        if (const auto e = t.find("explain"); e != t.end() && e->is_array())
            for (const auto& line : *e) tm.explain.push_back(line.is_string() ? line.get<std::string>() : "");
        mark.tasks.push_back(std::move(tm));
    }
    // Runs whose record the program wrote into: the checker refused them.
    if (const auto refused = reply.find("runs"); refused != reply.end() && refused->is_array())
        for (const auto& r : *refused) {
            const auto v = static_cast<long long>(number_member(r, "variation", 0));
            if (v < 1 || v > static_cast<long long>(mark.runs.size())) continue;
            mark.runs[static_cast<std::size_t>(v - 1)].outcome = "tampered";
            mark.runs[static_cast<std::size_t>(v - 1)].note = string_member(r, "note");
        }
    return true;
}

}  // namespace bugbot::marking
