#include "marking/sheet.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "files/gate.h"
#include "i18n/translate.h"
#include "text/safe_text.h"
#include "marking/untrusted.h"

namespace fs = std::filesystem;
using nlohmann::ordered_json;

namespace bugbot::marking {

using text::terminal_safe;
using text::CsvRow;

namespace {

std::string number_text(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

double rounded(double value) {
    return std::round(value * 100) / 100;
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// "alice_smith" -> "Alice Smith"; "" when the stem is not a person's name.
std::string student_name(const std::string& stem, const std::string& lesson_id) {
    std::string text = stem;
    if (!lesson_id.empty())
        for (auto at = lower(text).find(lower(lesson_id)); at != std::string::npos; at = lower(text).find(lower(lesson_id)))
            text.replace(at, lesson_id.size(), " ");
    std::string name;
    bool word_start = true;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isdigit(u)) return "";
        if (c == '_' || c == '-' || c == '.' || c == ' ') {
            word_start = true;
            continue;
        }
        if (!std::isalpha(u) && u < 0x80) return "";
        if (word_start && !name.empty()) name += ' ';
        name += word_start ? static_cast<char>(std::toupper(u)) : c;
        word_start = false;
    }
    static const std::set<std::string> generic{"submission", "solution", "starter", "main", "program", "homework",
                                               "task", "lesson", "answer", "my program", "untitled", "test"};
    return generic.count(lower(name)) ? "" : name;
}

// The folder every file is in (by their paths as given, made plain).
fs::path common_folder(const std::vector<std::string>& files) {
    if (files.empty()) return {};
    std::vector<fs::path> parents;
    for (const auto& f : files) parents.push_back(fs::path(f).lexically_normal().parent_path());
    std::vector<fs::path> common(parents[0].begin(), parents[0].end());
    for (const auto& p : parents) {
        std::size_t i = 0;
        for (auto it = p.begin(); it != p.end() && i < common.size() && *it == common[i]; ++it) ++i;
        common.resize(i);
    }
    fs::path out;
    for (const auto& part : common) out /= part;
    return out;
}

// "Full marks: the tasks were done before ...", a whole message in the reader's language (i18n/translate.h).
const char* early_end(const std::string& status) {
    using i18n::translate;
    if (status == "timeout") return translate("marking", "Full marks: the tasks were done before it was stopped at the time limit.");
    if (status == "cpu")
        return translate("marking", "Full marks: the tasks were done before it was stopped at its limit of computer time.");
    if (status == "memory") return translate("marking", "Full marks: the tasks were done before it ran out of memory.");
    if (status == "error") return translate("marking", "Full marks: the tasks were done before the program stopped with an error.");
    if (status == "output")
        return translate("marking", "Full marks: the tasks were done before it was stopped for writing too much.");
    if (status == "exit" || status == "crashed" || status == "forbidden")
        return translate("marking", "Full marks: the tasks were done before the program ended early.");
    return nullptr;
}

}  // namespace

std::vector<SheetEntry> sheet_entries(const std::vector<std::string>& files, const std::string& lesson_id) {
    const fs::path common = common_folder(files);
    std::vector<SheetEntry> out;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const fs::path plain = fs::path(files[i]).lexically_normal();
        std::string shown = plain.lexically_relative(common).string();
        if (shown.empty() || shown == ".") shown = plain.filename().string();
        if (shown.empty()) shown = files[i];   // "folder/": no file name to show
        out.push_back({files[i], shown, student_name(plain.stem().string(), lesson_id), static_cast<int>(i + 1)});
    }
    return out;
}

bool in_shard(const SheetEntry& entry, int k, int n) {
    std::uint64_t hash = 1469598103934665603ull;
    for (const unsigned char c : entry.file) hash = (hash ^ c) * 1099511628211ull;
    return static_cast<int>(hash % static_cast<std::uint64_t>(n)) == k - 1;
}

std::vector<SheetEntry> shard_of_class(std::vector<std::string>& files, const std::string& lesson_id, int k, int n) {
    std::vector<SheetEntry> entries;
    for (auto& entry : sheet_entries(files, lesson_id))
        if (in_shard(entry, k, n)) entries.push_back(std::move(entry));
    files.clear();
    for (const auto& entry : entries) files.push_back(entry.path);
    return entries;
}

bool parse_shard(const std::string& text, int& k, int& n) {
    const auto slash = text.find('/');
    if (slash == std::string::npos || slash == 0 || slash + 1 >= text.size()) return false;
    const std::string a = text.substr(0, slash), b = text.substr(slash + 1);
    auto digits = [](const std::string& s) { return s.size() <= 5 && std::all_of(s.begin(), s.end(), ::isdigit); };
    if (!digits(a) || !digits(b)) return false;
    k = std::stoi(a);
    n = std::stoi(b);
    return k >= 1 && n >= 1 && k <= n && n <= 10000;
}

ordered_json submission_entry(const SubmissionMark& s, const SheetEntry& entry, bool explain) {
    ordered_json tasks = ordered_json::array(), runs = ordered_json::array();
    for (const auto& t : s.tasks) {
        ordered_json task{{"id", t.id},       {"title", t.title}, {"passed", t.passed},
                          {"score", t.score}, {"max", t.max},     {"feedback", t.feedback}};
        if (explain) task["explain"] = t.explain;
        tasks.push_back(task);
    }
    // No wall-clock seconds: the sheet is the same bytes on every machine.
    for (const auto& r : s.runs) runs.push_back({{"variation", r.variation}, {"outcome", r.outcome}, {"note", r.note}});
    std::vector<std::string> notes = s.notes;
    if (const char* why = early_end(s.status); why && s.max > 0 && s.score >= s.max - 1e-9)
        notes.insert(notes.begin(), why);
    return ordered_json{{"file", entry.file}, {"name", entry.name}, {"n", entry.n},     {"score", s.score},
                        {"max", s.max},       {"status", s.status}, {"tasks", tasks}, {"notes", notes},
                        {"runs", runs}};
}

ordered_json sheet_head(const Lesson& lesson, const std::string& warning) {
    ordered_json head;
    head["lesson"] = lesson.id;
    head["title"] = lesson.title;
    head["max"] = lesson.max_score();
    if (!warning.empty()) head["warning"] = warning;
    return head;
}

std::vector<std::string> task_ids(const Lesson& lesson) {
    std::vector<std::string> ids;
    for (const auto& t : lesson.tasks) ids.push_back(t.id);
    return ids;
}

void SheetWriter::begin(const ordered_json& head, const std::vector<std::string>& ids) {
    task_ids_ = ids;
    task_total_.assign(ids.size(), 0);
    task_full_.assign(ids.size(), 0);
    const std::string warning = head.value("warning", "");
    if (csv) {
        if (!warning.empty()) std::fputs(CsvRow().text(warning).line().c_str(), csv);
        CsvRow row;
        row.text("file").text("name").text("score").text("max");
        for (const auto& id : ids) row.text(id);
        std::fputs(row.text("status").text("notes").line().c_str(), csv);
    }
    if (as_json) {
        std::string text = dump_utf8(head);
        text.pop_back();  // the closing brace: the submissions follow
        std::printf("%s,\"submissions\":[\n", text.c_str());
    } else if (!warning.empty()) {
        std::printf("%s\n\n", terminal_safe(warning).c_str());
    }
    std::fflush(stdout);
}

void SheetWriter::add_csv(const ordered_json& s) {
    CsvRow row;
    row.text(s.value("file", "")).text(s.value("name", ""));
    row.number(number_text(s.value("score", 0.0))).number(number_text(s.value("max", 0.0)));
    for (const auto& t : s["tasks"]) row.number(number_text(t.value("score", 0.0)));
    std::string notes;
    for (const auto& n : s["notes"]) notes += (notes.empty() ? "" : " ") + n.get<std::string>();
    std::fputs(row.text(s.value("status", "")).text(notes).line().c_str(), csv);
    std::fflush(csv);
}

void SheetWriter::add_text(const ordered_json& s) {
    const std::string name = s.value("name", "");
    std::printf("%s%s: %s/%s (%s)\n", terminal_safe(s.value("file", "")).c_str(),
                name.empty() ? "" : (" (" + terminal_safe(name) + ")").c_str(), number_text(s.value("score", 0.0)).c_str(),
                number_text(s.value("max", 0.0)).c_str(), s.value("status", "").c_str());
    for (const auto& t : s["tasks"]) {
        const bool explained = explain && t.contains("explain") && !t["explain"].empty();
        std::printf("  %s %-10s %s/%s  %s\n", t.value("passed", false) ? "[x]" : "[ ]",
                    terminal_safe(t.value("id", "")).c_str(), number_text(t.value("score", 0.0)).c_str(),
                    number_text(t.value("max", 0.0)).c_str(), explained ? "" : terminal_safe(t.value("feedback", "")).c_str());
        if (explained)
            for (std::size_t i = 0; i < t["explain"].size(); ++i)
                std::printf(i18n::translate("marking", "      run %zu: %s\n"), i + 1,
                            terminal_safe(t["explain"][i].get<std::string>()).c_str());
    }
    for (const auto& n : s["notes"]) std::printf(i18n::translate("marking", "  note: %s\n"), terminal_safe(n.get<std::string>()).c_str());
}

void SheetWriter::add(const ordered_json& s) {
    if (csv) add_csv(s);
    if (as_json) std::printf("%s%s", count_ ? ",\n" : "", dump_utf8(s).c_str());
    else add_text(s);
    std::fflush(stdout);
    ++count_;
    const double score = s.value("score", 0.0), max = s.value("max", 0.0);
    total_ += score;
    max_ = std::max(max_, max);
    full_ += max > 0 && score >= max - 1e-9;
    not_marked_ += s.value("status", "") == kNotMarked;
    unreadable_ += s.value("status", "") == kUnreadable;
    for (std::size_t i = 0; i < task_ids_.size() && i < s["tasks"].size(); ++i) {
        task_total_[i] += s["tasks"][i].value("score", 0.0);
        task_full_[i] += s["tasks"][i].value("passed", false);
    }
}

ordered_json SheetWriter::summary() const {
    ordered_json tasks = ordered_json::array();
    for (std::size_t i = 0; i < task_ids_.size(); ++i)
        tasks.push_back({{"id", task_ids_[i]}, {"mean", count_ ? rounded(task_total_[i] / count_) : 0.0}, {"full", task_full_[i]}});
    return ordered_json{{"count", count_}, {"mean", count_ ? rounded(total_ / count_) : 0.0}, {"max", max_},
                        {"full", full_},   {"not_marked", not_marked_}, {"unreadable", unreadable_}, {"tasks", tasks}};
}

void SheetWriter::end(bool interrupted) {
    const ordered_json sum = summary();
    if (as_json) {
        std::printf("\n],\"summary\":%s,\"not_marked\":%d,\"interrupted\":%s}\n", dump_utf8(sum).c_str(), not_marked_,
                    interrupted ? "true" : "false");
    } else {
        // In the reader's language, each count with its noun a whole message (i18n/translate.h).
        using i18n::translate;
        if (not_marked_ > 0) {
            const char* stopped = interrupted ? translate("marking", " (interrupted)") : "";
            std::printf(not_marked_ == 1 ? translate("marking", "%d submission was NOT marked%s: see their notes, and mark them again.\n")
                                         : translate("marking", "%d submissions were NOT marked%s: see their notes, and mark them again.\n"),
                        not_marked_, stopped);
        }
        std::printf(count_ == 1 ? translate("marking", "\nSummary: %d submission, mean %s of %s, %d with full marks, %d not marked.\n")
                                : translate("marking", "\nSummary: %d submissions, mean %s of %s, %d with full marks, %d not marked.\n"),
                    count_, number_text(sum["mean"].get<double>()).c_str(), number_text(max_).c_str(), full_,
                    not_marked_ + unreadable_);  // a file not read was not marked either, as its note says
        for (const auto& t : sum["tasks"])
            std::printf(translate("marking", "  %-10s mean %s, %d full\n"), terminal_safe(t["id"].get<std::string>()).c_str(),
                        number_text(t["mean"].get<double>()).c_str(), t["full"].get<int>());
    }
    std::fflush(stdout);
}

namespace {
// The most a shard's --json sheet may hold (9,000 hand-ins with long notes are about 40 MB).
constexpr std::size_t kMaxSheetBytes = std::size_t{256} << 20;
}  // namespace

int merge_sheets(const std::vector<std::string>& sheets, const std::string& csv_path) {
    auto refuse = [](const std::string& why) {
        std::fprintf(stderr, "bugbot mark --merge: %s\n", why.c_str());
        return 2;
    };
    if (sheets.empty()) return refuse("which sheets? give the shards' --json sheets");
    ordered_json head;
    std::vector<ordered_json> subs;
    bool interrupted = false;
    for (const auto& path : sheets) {
        std::string text, why;
        files::ReadRule rule;
        rule.cap = kMaxSheetBytes;
        const bool read = files::read_file(path, text, why, rule) == files::Read::ok;
        ordered_json sheet = ordered_json::parse(text, nullptr, false);
        if (!read) return refuse(path + ": " + why);
        if (sheet.is_discarded() || !sheet.is_object() || !sheet.contains("submissions") ||
            !sheet["submissions"].is_array())
            return refuse(path + " is not a sheet of 'bugbot mark --json'");
        ordered_json this_head{{"lesson", sheet.value("lesson", "")}, {"title", sheet.value("title", "")},
                               {"max", sheet.value("max", 0.0)}};
        if (sheet.contains("warning")) this_head["warning"] = sheet["warning"];
        if (head.is_null()) head = this_head;
        else if (head["lesson"] != this_head["lesson"] || head["max"] != this_head["max"])
            return refuse(path + " is a sheet of another lesson (" + this_head["lesson"].dump() + ")");
        if (sheet.contains("warning")) head["warning"] = sheet["warning"];
        interrupted = interrupted || sheet.value("interrupted", false);
        for (auto& s : sheet["submissions"]) subs.push_back(std::move(s));
    }
    std::stable_sort(subs.begin(), subs.end(), [](const ordered_json& a, const ordered_json& b) {
        return a.value("n", 0) < b.value("n", 0);
    });
    for (std::size_t i = 1; i < subs.size(); ++i)
        if (subs[i].value("n", 0) == subs[i - 1].value("n", 0))
            return refuse("two sheets hold the class's file " + std::to_string(subs[i].value("n", 0)) + " (" +
                          subs[i].value("file", "") + "): were they shards of one class?");
    std::vector<std::string> ids;
    if (!subs.empty())
        for (const auto& t : subs[0]["tasks"]) ids.push_back(t.value("id", ""));
    SheetWriter writer;
    writer.as_json = true;
    files::Saving csv;
    std::string why;
    if (!csv_path.empty() && !csv.begin(csv_path, why, 0644)) return refuse("cannot write " + csv_path + ": " + why);
    writer.csv = csv_path.empty() ? nullptr : csv.stream();
    writer.begin(head, ids);
    for (const auto& s : subs) writer.add(s);
    writer.end(interrupted);
    if (writer.csv && !csv.finish(why)) return refuse("cannot write " + csv_path + ": " + why);
    return writer.not_marked() > 0 ? 3 : 0;
}

}  // namespace bugbot::marking
