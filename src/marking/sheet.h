#pragma once
// The class sheet: what `bugbot mark` writes (text, CSV, JSON) and what
// `bugbot mark --merge` puts back together from the JSON of several shards.
//
// A submission's line of the sheet is built once, as JSON (submission_entry),
// from its mark and its place in the class; the three forms are written from
// that alone. So a sheet merged from shards' JSON is written by the same code
// from the same values as a one-machine run's, and is the same bytes:
//   1. names: `file` is relative to the folder the class's files share, and
//      `name` the student's when the file is named for one (alice_smith.py);
//   2. order: `n`, the file's place in the whole class (before --shard picked);
//   3. nothing that differs from one machine to another (no wall-clock times);
//   4. words that agree: full marks beside a status that ended a run early
//      get the sentence that explains both;
//   5. a summary at the end (count, mean, full, not marked, per task).
#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lessons/lesson.h"
#include "marking/marker.h"

namespace bugbot::marking {

// One file of the class, as the sheet names it.
struct SheetEntry {
    std::string path;    // as given
    std::string file;    // relative to the class's common folder
    std::string name;    // the student's, when the file is named for one; else ""
    int n = 0;           // 1-based place in the whole class
};

// The class's files as the sheet names them, in order. `lesson_id` is left
// out of a name (8.1_alice.py is Alice's).
std::vector<SheetEntry> sheet_entries(const std::vector<std::string>& files, const std::string& lesson_id);

// Shard K of N (1-based): a stable split by the sheet's file name (FNV-1a).
bool in_shard(const SheetEntry& entry, int k, int n);
// The class's entries in shard K of N (names and places the whole class's);
// `files` becomes their paths.
std::vector<SheetEntry> shard_of_class(std::vector<std::string>& files, const std::string& lesson_id, int k, int n);
// "K/N" read; false when it is not 1 <= K <= N <= 10000.
bool parse_shard(const std::string& text, int& k, int& n);

// A submission's line of the sheet, with its words made to agree.
nlohmann::ordered_json submission_entry(const SubmissionMark& mark, const SheetEntry& entry, bool explain);

// The sheet's head: lesson, title, max (and the warning, when there is one).
nlohmann::ordered_json sheet_head(const Lesson& lesson, const std::string& warning);
std::vector<std::string> task_ids(const Lesson& lesson);

// Writes the sheet a submission at a time (text or JSON on stdout, CSV to `csv`).
class SheetWriter {
public:
    bool as_json = false, explain = false;
    std::FILE* csv = nullptr;

    void begin(const nlohmann::ordered_json& head, const std::vector<std::string>& task_ids);
    void add(const nlohmann::ordered_json& submission);
    void end(bool interrupted);
    int not_marked() const { return not_marked_; }

private:
    void add_csv(const nlohmann::ordered_json& s);
    void add_text(const nlohmann::ordered_json& s);
    nlohmann::ordered_json summary() const;

    std::vector<std::string> task_ids_;
    int count_ = 0, full_ = 0, not_marked_ = 0, unreadable_ = 0;
    double total_ = 0, max_ = 0;
    std::vector<double> task_total_;
    std::vector<int> task_full_;
};

// `bugbot mark --merge SHEET.json... [--csv FILE]`: the shards' JSON sheets
// as one, in the class's order; 0, or 2 with a message on stderr.
int merge_sheets(const std::vector<std::string>& sheets, const std::string& csv_path);

}  // namespace bugbot::marking
