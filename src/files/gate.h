#pragma once
// The one gate for the trusted side's files (docs/marking.md, "Threat model").
// A file a student, a run, a club member or a lesson passed round could have
// touched may be a symbolic link (to ~/.ssh/id_rsa, to /etc/shadow), a FIFO
// (a read that never returns), a device (/dev/zero: a read that never ends)
// or huge. So:
//  1. the name is opened with O_PATH | O_NOFOLLOW: a link is never followed,
//     a FIFO or a device is never opened;
//  2. fstat says what it is: only a regular file of the expected owner, no
//     larger than the cap, is opened for reading, and the size is checked
//     before a byte is read;
//  3. a save never writes an existing name: a new file made by mkstemp
//     (O_EXCL) in the target's folder, synced, given the original's mode and
//     owner, then renamed over the target, which must itself be a regular file.
// tests/files/gate_test.cpp plants each of these; tests/style/file_gate_test.py
// fails on an open in src/ that does not come through here.
#include <sys/types.h>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace bugbot::files {

struct ReadRule {
    std::size_t cap = std::size_t{1} << 20;  // bytes
    // What a larger file gives: refused before it is read (the default), its
    // first cap + 1 bytes (so the caller can say "over the cap"), or its last cap.
    enum class Over { refuse, head, tail } over = Over::refuse;
    std::optional<uid_t> owner;  // when set, a file of another owner is refused
};

enum class Read { ok, missing, too_large, refused };

// The file's bytes in `text`; `error` says in words why not ("it is a
// symbolic link (never followed)", "it is a FIFO ...", "it is 3 GB, over the
// 1 MB this file may have"), and `size`, when given, the file's size. Never
// blocks on a FIFO, never reads a device.
Read read_file(const std::string& path, std::string& text, std::string& error, const ReadRule& rule = {},
               std::size_t* size = nullptr);

// Whether `path` names a regular file (not followed if it is a link).
bool is_regular_file(const std::string& path);

// Writes `bytes` to `path` atomically (steps 3 above). A new file gets
// `new_mode`; an existing one keeps its mode, and its owner when the writer may
// give it (root saving a member's roster). False, `path` untouched and `error`
// in words, when `path` is a link or not a regular file or the write fails.
bool save_file(const std::string& path, std::string_view bytes, std::string& error, mode_t new_mode = 0600);

// The same save, written bit by bit (a sheet, row by row, as the class is
// marked): begin() makes the new file, stream() writes it, finish() syncs and
// renames it over `path`. Not finished (an error, an exception), the new file
// is removed and `path` is as it was.
class Saving {
public:
    Saving() = default;
    Saving(const Saving&) = delete;
    Saving& operator=(const Saving&) = delete;
    ~Saving();

    bool begin(const std::string& path, std::string& error, mode_t new_mode = 0600);
    std::FILE* stream() const { return stream_; }
    bool finish(std::string& error);

private:
    std::string path_, temporary_;
    std::FILE* stream_ = nullptr;
    mode_t mode_ = 0600;
    bool existed_ = false;
    uid_t uid_ = 0;
    gid_t gid_ = 0;
};

// Whether a save in `folder` could make its new file now (tried with mkstemp
// and removed, not guessed from mode bits: root passes every access() test).
bool folder_takes_new_files(const std::string& folder, std::string& error);

}  // namespace bugbot::files
