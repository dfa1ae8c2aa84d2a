#include "marking/marker.h"

#include <poll.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <deque>
#include <filesystem>
#include <map>

#include <nlohmann/json.hpp>

#include "i18n/translate.h"
#include "marking/checker_process.h"
#include "marking/reference_copy.h"
#include "marking/run_notes.h"
#include "marking/run_pool.h"
#include "marking/untrusted.h"
#include "marking/work_folder.h"
#include "sim/world_file.h"

namespace fs = std::filesystem;
using nlohmann::json;
using bugbot::i18n::format, bugbot::i18n::translate;

namespace bugbot::marking {

namespace {

constexpr std::size_t kMaxSubmissionBytes = 1 << 20;
// A run still there this long after its wall limit (the engine's own watchdog
// missed it) is killed by the marker.
constexpr double kKillGrace_s = 2;

void fill_unmarked(const Lesson& lesson, SubmissionMark& mark, const std::string& why) {
    mark.tasks.clear();
    for (const auto& t : lesson.tasks) mark.tasks.push_back({t.id, t.title, false, 0, t.points, why, {}});
}

// One submission while it is being marked.
struct Submission {
    int index = 0;
    SubmissionMark mark;
    std::vector<std::string> run_folders;  // the marker's folder of each run
    std::string source;                    // its bytes, read once, until its last run has started
    int runs_left = 0, runs_to_start = 0;
    bool done = false;                     // its mark is final
    bool reference_copy = false;           // the lesson's reference handed in (reference_copy.h)
};

class Marker {
public:
    Marker(const Lesson& lesson, const std::vector<std::string>& files, const MarkOptions& options,
           const std::string& work)
        : lesson_(lesson), files_(files), options_(options), work_(work), checker_(lesson, work),
          pool_(options.jobs, kKillGrace_s), reference_(normalised_reference(lesson)) {
        limits_.wall_s = options.timeout_s > 0 ? options.timeout_s : lesson.limits.timeout_s;
        limits_.cpu_s = std::min(lesson.limits.cpu_s, limits_.wall_s);
        limits_.memory_mb = options.memory_mb > 0 ? options.memory_mb : lesson.limits.memory_mb;
        limits_.robot_time_s = lesson.limits.robot_time_s;
        outcome_limits_ = {limits_.wall_s, limits_.cpu_s, limits_.memory_mb, limits_.file_mb, limits_.robot_time_s};
        jobs_ = std::max(1, options.jobs);
    }

    bool prepare(std::string& error) {
        for (const auto& v : lesson_.variations) {
            const std::string path = world_path(lesson_, v.world);
            sim::WorldSpec spec = sim::default_world();
            if (!path.empty()) {
                auto loaded = sim::load_world_file(path);
                if (auto* e = std::get_if<sim::WorldError>(&loaded)) {
                    error = "the lesson's world \"" + v.world + "\" cannot be used: " + e->message;
                    return false;
                }
                spec = std::get<sim::WorldSpec>(std::move(loaded));
            }
            if (v.start) spec.start = *v.start;
            world_files_.push_back(path);
            starts_.push_back(spec.start);
        }
        total_runs_ = static_cast<int>(files_.size() * lesson_.variations.size());
        return true;
    }

    MarkResult run() {
        MarkResult result;
        if (options_.progress) options_.progress(0, total_runs_);
        while (next_emit_ < static_cast<int>(files_.size())) {
            if (interrupted()) {
                stop_everything("marking was interrupted (Ctrl-C) before this was marked");
                result.interrupted = true;
                break;
            }
            start_runs();
            feed_checker();
            emit_ready();
            if (next_emit_ >= static_cast<int>(files_.size())) break;
            if (!pool_.full() && may_open_more()) continue;  // those needing no run were emitted: no wait (9,000: 53 s)
            wait_for_something();
            reap_runs();
            take_checker_reply();
        }
        emit_ready();
        checker_.stop();
        result.ok = true;
        result.submissions = static_cast<int>(files_.size());
        result.not_marked = not_marked_;
        return result;
    }

private:
    bool interrupted() const { return options_.interrupted && *options_.interrupted; }

    // Reads the next file once, never through a link: its runs are queued, or its mark is final at once.
    void open_next_submission() {
        const int index = next_open_++;
        Submission& s = active_[index];
        s.index = index;
        const std::string& file = files_[static_cast<std::size_t>(index)];
        s.mark.file = file;
        s.mark.max = lesson_.max_score();
        std::string error;
        if (is_folder_without_programs(file)) {
            s.mark.status = "empty";
            s.mark.notes.push_back(
                format(translate("marking", "The folder %s holds no .py file: there is nothing to mark yet."), file.c_str()));
        } else if (!read_untrusted_file(file, kMaxSubmissionBytes, s.source, error)) {
            s.mark.status = kUnreadable;
            s.mark.notes.push_back(format(translate("marking", "The file %s was not marked: %s."), file.c_str(), error.c_str()));
        } else if (s.source.size() > kMaxSubmissionBytes) {
            s.mark.status = kUnreadable;
            s.mark.notes.push_back(translate("marking", "The file is larger than 1 MB; a program for this lesson is much shorter."));
        } else if (only_comments(s.source)) {
            s.mark.status = "empty";
            s.mark.notes.push_back(translate("marking", "The file is empty (or only comments): there is nothing to mark yet."));
        }
        s.reference_copy = s.mark.status.empty() && same_program(reference_, s.source);
        const int variations = static_cast<int>(lesson_.variations.size());
        if (!s.mark.status.empty()) {
            fill_unmarked(lesson_, s.mark, s.mark.notes.front());
            finish(s);
            runs_done_ += variations;
            if (options_.progress) options_.progress(runs_done_, total_runs_);
            return;
        }
        s.mark.runs.resize(static_cast<std::size_t>(variations));
        for (int v = 0; v < variations; ++v) {
            const std::string folder = work_ + "/s" + std::to_string(index) + "-v" + std::to_string(v);
            s.run_folders.push_back(folder);
            if (mkdir(folder.c_str(), 0700) != 0 || !write_new_file(folder + "/record.jsonl", "")) {
                const char* why = std::strerror(errno);
                s.mark.runs[static_cast<std::size_t>(v)] = {
                    v + 1, kNotMarked, format(translate("marking", "Run %d: the marker could not make its folder (%s)"), v + 1, why),
                    0, {}, {}};
                ++runs_done_;
                continue;
            }
            queue_.push_back({index, v});
            ++s.runs_left;
            ++s.runs_to_start;
        }
        if (s.runs_to_start == 0) forget_source(s);
        if (s.runs_left == 0) checks_waiting_.push_back(index);
    }

    static void forget_source(Submission& s) { std::string().swap(s.source); }

    // The name the program sees: the submission's, when it is a safe one.
    std::string script_name(int index) const {
        std::string name = fs::path(files_[static_cast<std::size_t>(index)]).filename().string();
        const bool plain = !name.empty() && !name.starts_with('.') && name.size() < 200 &&
                           std::all_of(name.begin(), name.end(), [](char c) {
                               return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
                           });
        return plain ? name : "submission.py";
    }

    bool may_open_more() const {
        return queue_.empty() && next_open_ < static_cast<int>(files_.size()) && std::ssize(active_) <= 4 * jobs_ + 8;
    }

    void start_runs() {
        while (!pool_.full()) {
            if (queue_.empty()) {
                // Open the next file only when its runs can start: memory stays flat.
                if (!may_open_more()) return;
                open_next_submission();
                continue;
            }
            const auto [index, v] = queue_.front();
            Submission& s = active_.at(index);
            RunSpec spec;
            spec.host_folder = s.run_folders[static_cast<std::size_t>(v)];
            spec.source = s.source;
            spec.script_name = script_name(index);
            spec.world_file = world_files_[static_cast<std::size_t>(v)];
            spec.start = starts_[static_cast<std::size_t>(v)];
            spec.seed = lesson_.variations[static_cast<std::size_t>(v)].seed;
            spec.keep = lesson_.keep;
            if (!pool_.start(spec, limits_, options_.sandbox, {index, v})) {
                if (pool_.empty()) {
                    // Nothing will free a process: this run cannot be made.
                    queue_.pop_front();
                    if (--s.runs_to_start == 0) forget_source(s);
                    const char* why = std::strerror(errno);
                    run_ended(index, v, {v + 1, kNotMarked,
                                         format(translate("marking", "Run %d: the marker could not start it (%s)"), v + 1, why),
                                         0, {}, {}});
                    continue;
                }
                return;  // try again when a run has ended
            }
            queue_.pop_front();
            if (--s.runs_to_start == 0) forget_source(s);
        }
    }

    void wait_for_something() {
        std::vector<pollfd> fds;
        auto wake = Clock::now() + std::chrono::milliseconds(100);
        pool_.watch(fds, wake);
        if (checker_.busy()) {
            fds.push_back({checker_.fd(), POLLIN, 0});
            wake = std::min(wake, checker_.deadline());
        }
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(wake - Clock::now()).count();
        poll(fds.data(), fds.size(), static_cast<int>(std::max<long long>(0, wait)));
    }

    void reap_runs() {
        for (const EndedRun& e : pool_.reap()) {
            Submission& s = active_.at(e.tag.submission);
            const std::string& folder = s.run_folders[static_cast<std::size_t>(e.tag.variation)];
            RunEnd end;
            end.variation = e.tag.variation + 1;
            end.killed_for_time = e.killed_for_time;
            // bwrap reports a signal that ended the program as 128 + the signal.
            if (WIFSIGNALED(e.status)) end.signal = WTERMSIG(e.status);
            else if (WEXITSTATUS(e.status) > 128 && WEXITSTATUS(e.status) < 128 + 65) end.signal = WEXITSTATUS(e.status) - 128;
            else end.exit_code = WEXITSTATUS(e.status);
            end.cpu_s = static_cast<double>(e.usage.ru_utime.tv_sec + e.usage.ru_stime.tv_sec) +
                        (e.usage.ru_utime.tv_usec + e.usage.ru_stime.tv_usec) / 1e6;
            end.seconds = e.seconds;
            std::string error;
            read_untrusted_file(folder + "/record.jsonl", 256 * 1024, end.record_tail, error, true);
            read_untrusted_file(folder + "/stderr.txt", 4096, end.stderr_tail, error, true);
            run_ended(e.tag.submission, e.tag.variation, classify_run(end, outcome_limits_));
        }
    }

    void run_ended(int index, int v, const RunOutcome& outcome) {
        Submission& s = active_.at(index);
        s.mark.runs[static_cast<std::size_t>(v)] = outcome;
        ++runs_done_;
        if (options_.progress) options_.progress(runs_done_, total_runs_);
        if (--s.runs_left == 0) checks_waiting_.push_back(index);
    }

    void feed_checker() {
        while (!checker_.busy() && !checks_waiting_.empty()) {
            const int index = checks_waiting_.front();
            checks_waiting_.pop_front();
            Submission& s = active_.at(index);
            withhold_varying_words(s.mark.runs);  // before the checker or the sheet sees a note
            const json runs = checker_runs(s.mark.runs, s.run_folders, lesson_, starts_);
            std::string error;
            if (std::any_of(s.mark.runs.begin(), s.mark.runs.end(),
                            [](const RunOutcome& r) { return r.outcome == kNotMarked; })) {
                not_marked(s, "a run could not be made");
            } else if (checker_.send(json{{"index", index}, {"file", s.mark.file}, {"runs", runs}}, error)) {
                checking_ = index;
            } else {
                not_marked(s, error);
            }
        }
    }

    void take_checker_reply() {
        if (!checker_.busy()) return;
        json reply;
        std::string error;
        const auto got = checker_.read(reply, error);
        if (got == CheckerProcess::Reply::none) return;
        Submission& s = active_.at(checking_);
        if (got == CheckerProcess::Reply::failed) {
            not_marked(s, error);
            return;
        }
        if (number_member(reply, "index", -1) != checking_) {
            not_marked(s, "the checker answered for another submission");
            return;
        }
        if (!read_checker_marks(reply, lesson_, s.mark, error)) {
            not_marked(s, error);
            return;
        }
        finish(s);
    }

    void not_marked(Submission& s, const std::string& why) {
        s.mark.status = kNotMarked;
        s.mark.notes = {format(translate("marking", "Not marked: %s. Mark it again; the marks of the others are not affected."), why.c_str())};
        fill_unmarked(lesson_, s.mark, translate("marking", "not marked"));
        finish(s);
    }

    // The mark is final: notes, score; the run folders go.
    void finish(Submission& s) {
        if (s.mark.status.empty()) {
            s.mark.status = overall_status(s.mark.runs);
            s.mark.notes = grouped_notes(s.mark.runs);
            if (!checker_.load_error().empty()) s.mark.notes.push_back(checker_.load_error());
            // A task not done fully says first what went wrong with the runs (a crash
            // explains the task's complaint); when every task failed with the same words
            // (a program that did not start), the note below them says it, once.
            const bool all_alike = std::all_of(s.mark.tasks.begin(), s.mark.tasks.end(), [&](const auto& t) {
                return !t.passed && t.feedback == s.mark.tasks.front().feedback;
            });
            if (!s.mark.notes.empty() && !(all_alike && s.mark.tasks.size() > 1))
                for (auto& t : s.mark.tasks)
                    if (!t.passed)
                        t.feedback = s.mark.notes.front() + (t.feedback.empty() ? "" : " ") + t.feedback;
        }
        if (s.reference_copy) s.mark.notes.insert(s.mark.notes.begin(), reference_copy_note());
        double score = 0;
        for (const auto& t : s.mark.tasks) score += t.score;
        s.mark.score = s.mark.status == kNotMarked ? 0 : std::round(score * 100) / 100;
        if (s.mark.status == kNotMarked) ++not_marked_;
        for (const auto& folder : s.run_folders) remove_tree(folder);
        s.run_folders.clear();
        s.done = true;
    }

    // Hands over the finished marks in file order.
    void emit_ready() {
        for (auto it = active_.find(next_emit_); it != active_.end() && it->second.done; it = active_.find(next_emit_)) {
            if (options_.marked) options_.marked(it->second.mark);
            active_.erase(it);
            ++next_emit_;
        }
    }

    void stop_everything(const std::string& why) {
        pool_.kill_all();
        checker_.stop();
        for (auto& [index, s] : active_)
            if (!s.done) not_marked(s, why);
        while (next_open_ < static_cast<int>(files_.size())) {
            Submission& s = active_[next_open_];
            s.index = next_open_;
            s.mark.file = files_[static_cast<std::size_t>(next_open_++)];
            s.mark.max = lesson_.max_score();
            not_marked(s, why);
        }
        emit_ready();
    }

    const Lesson& lesson_;
    const std::vector<std::string>& files_;
    const MarkOptions& options_;
    std::string work_;
    CheckerProcess checker_;
    RunPool pool_;
    std::string reference_;  // the lesson's reference solution, normalised ("" when not here)
    SandboxLimits limits_;
    OutcomeLimits outcome_limits_;
    int jobs_ = 1;
    std::vector<std::string> world_files_;
    std::vector<sim::Pose> starts_;
    std::map<int, Submission> active_;
    std::deque<std::pair<int, int>> queue_;  // (submission, variation) runs to start
    std::deque<int> checks_waiting_;
    int checking_ = -1;
    int next_open_ = 0, next_emit_ = 0;
    int runs_done_ = 0, total_runs_ = 0, not_marked_ = 0;
};

}  // namespace

MarkResult mark_submissions(const Lesson& lesson, const std::vector<std::string>& files, const MarkOptions& options) {
    MarkResult result;
    WorkFolder work(options.work_dir);
    if (work.path().empty()) {
        result.error = std::string("cannot make a folder for the runs: ") + std::strerror(errno);
        return result;
    }
    Marker marker(lesson, files, options, work.path());
    if (!marker.prepare(result.error)) return result;
    return marker.run();
}

}  // namespace bugbot::marking
