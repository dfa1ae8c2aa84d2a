#include "marking/kept_files.h"

#include "marking/sandbox.h"

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace bugbot::marking {

std::string keep_argument(const KeptFile& kept) {
    return kept.file + ":" + std::to_string(kept.max_bytes);
}

std::vector<KeptFile> keep_arguments(int argc, char** argv) {
    std::vector<KeptFile> out;
    for (int i = 0; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--keep") != 0) continue;
        const std::string value = argv[++i];
        const auto colon = value.rfind(':');
        if (colon == std::string::npos || colon == 0) continue;
        out.push_back({value.substr(0, colon), static_cast<std::size_t>(std::strtoull(value.c_str() + colon + 1, nullptr, 10))});
    }
    return out;
}

std::string kept_path(const std::string& host_folder) {
    return host_folder + "/kept.bin";
}

void open_kept_output(const std::string& host_folder) {
    const int fd = open(kept_path(host_folder).c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd >= 0 && fd != kKeptFd) {
        dup2(fd, kKeptFd);  // without O_CLOEXEC: bubblewrap hands it to the init
        close(fd);
    } else if (fd == kKeptFd) {
        fcntl(fd, F_SETFD, 0);
    }
}

namespace {

void write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = write(fd, data, size);
        if (n <= 0) return;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
}

// One file's bytes, or why there are none.
std::string read_kept(const std::string& path, std::size_t max_bytes, std::string& status) {
    const int fd = open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        status = errno == ENOENT ? "missing" : errno == ELOOP ? "link" : "unreadable";
        return "";
    }
    struct stat st {};
    std::string bytes;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        status = "not-a-file";
    } else if (static_cast<std::size_t>(st.st_size) > max_bytes) {
        status = "too-big";
    } else {
        bytes.resize(max_bytes + 1);
        std::size_t got = 0;
        while (got < bytes.size()) {
            const ssize_t n = read(fd, bytes.data() + got, bytes.size() - got);
            if (n <= 0) break;
            got += static_cast<std::size_t>(n);
        }
        bytes.resize(got);
        status = got > max_bytes ? "too-big" : "kept";
        if (got > max_bytes) bytes.clear();
    }
    close(fd);
    return bytes;
}

}  // namespace

void write_kept_files(const std::string& folder, const std::vector<KeptFile>& keep, int fd) {
    for (const auto& kept : keep) {
        std::string status;
        const std::string bytes = read_kept(folder + "/" + kept.file, kept.max_bytes, status);
        const std::string head = kept.file + " " + status + " " + std::to_string(bytes.size()) + "\n";
        write_all(fd, head.data(), head.size());
        write_all(fd, bytes.data(), bytes.size());
    }
    close(fd);
}

std::vector<KeptFile> keep_before_fork(int argc, char** argv) {
    std::vector<KeptFile> keep = keep_arguments(argc, argv);
    // Not dumpable while it holds kKeptFd: the program cannot open /proc/1/fd/ to reach it.
    if (!keep.empty()) prctl(PR_SET_DUMPABLE, 0);
    return keep;
}

void keep_in_child(const std::vector<KeptFile>& keep) {
    if (keep.empty()) return;
    close(kKeptFd);
    prctl(PR_SET_DUMPABLE, 1);
}

void keep_after_child(const std::string& folder, const std::vector<KeptFile>& keep) {
    if (!keep.empty()) write_kept_files(folder, keep, kKeptFd);
}

void keep_from_host_folder(const std::string& host_folder, const std::vector<KeptFile>& keep) {
    if (keep.empty()) return;
    open_kept_output(host_folder);
    write_kept_files(host_folder + "/home", keep, kKeptFd);
}

}  // namespace bugbot::marking
