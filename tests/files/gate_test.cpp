// The one gate (src/files/gate.h), attacked as issue 42's attacker did: a
// link to a secret, to /dev/zero, a FIFO in place of a file; links planted at
// the names a save might use. Each case runs as the test's user and, when that
// is root, again as user nobody in a child process.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include "files/gate.h"

namespace fs = std::filesystem;

namespace bugbot::files {
namespace {

struct Folder {
    fs::path path = fs::temp_directory_path() / ("bugbot-gate-" + std::to_string(::getpid()) + "-" +
                                                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
    Folder() {
        fs::remove_all(path);
        fs::create_directories(path);
        fs::permissions(path, fs::perms::all);  // user nobody works in it too
    }
    ~Folder() { fs::remove_all(path); }
    std::string file(const std::string& name, const std::string& text) const {
        const std::string at = (path / name).string();
        std::ofstream(at, std::ios::binary) << text;
        return at;
    }
    std::string operator/(const std::string& name) const { return (path / name).string(); }
};

std::string read_all(const std::string& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Runs `check` here and, when here is root, as user nobody too: the gate must
// hold for both (a club member's studio, root's `bugbot run --robot`).
void as_root_and_as_a_user(const std::function<void()>& check) {
    check();
    if (::geteuid() != 0 || ::testing::Test::HasFailure()) return;
    const pid_t child = ::fork();
    if (child == 0) {
        if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(2);
        check();
        ::_exit(::testing::Test::HasFailure() ? 1 : 0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "as user nobody: status " << status;
}

TEST(FileGate, ReadsARegularFileWithinItsCap) {
    Folder dir;
    const std::string small = dir.file("a.py", "print('hi')\n");
    as_root_and_as_a_user([&] {
        std::string text, error;
        EXPECT_EQ(read_file(small, text, error), Read::ok) << error;
        EXPECT_EQ(text, "print('hi')\n");
        EXPECT_EQ(read_file(dir / "none.py", text, error), Read::missing);
    });
}

TEST(FileGate, NeverFollowsALinkToASecret) {
    Folder dir;
    const std::string secret = dir.file("id_rsa", "-----BEGIN OPENSSH PRIVATE KEY-----\n");
    fs::create_symlink(secret, dir / "demo.py");
    as_root_and_as_a_user([&] {
        std::string text, error;
        EXPECT_EQ(read_file(dir / "demo.py", text, error), Read::refused);
        EXPECT_EQ(text, "");
        EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
    });
}

TEST(FileGate, NeverOpensAFifoOrADeviceAndReturnsAtOnce) {
    Folder dir;
    ASSERT_EQ(::mkfifo((dir / "demo.py").c_str(), 0666), 0);
    fs::create_symlink("/dev/zero", dir / "zero.py");
    as_root_and_as_a_user([&] {
        const auto started = std::chrono::steady_clock::now();
        std::string text, error;
        EXPECT_EQ(read_file(dir / "demo.py", text, error), Read::refused);  // no writer: a plain open would block
        EXPECT_NE(error.find("FIFO"), std::string::npos) << error;
        EXPECT_EQ(read_file(dir / "zero.py", text, error), Read::refused);
        EXPECT_EQ(read_file("/dev/zero", text, error), Read::refused);  // named directly: a device
        EXPECT_NE(error.find("device"), std::string::npos) << error;
        EXPECT_EQ(text, "");
        EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
    });
}

TEST(FileGate, ALargeFileIsRefusedBeforeItIsRead) {
    Folder dir;
    const std::string big = dir / "big.py";
    {
        std::ofstream out(big, std::ios::binary);
        out.seekp((std::streamoff{1} << 32) - 1);  // 4 GB, sparse: a read would take all memory
        out.put('x');
    }
    as_root_and_as_a_user([&] {
        std::string text, error;
        std::size_t size = 0;
        ReadRule rule;
        rule.cap = 65536;
        EXPECT_EQ(read_file(big, text, error, rule, &size), Read::too_large);
        EXPECT_EQ(size, std::size_t{1} << 32);
        EXPECT_EQ(text.capacity() < rule.cap, true);
        EXPECT_NE(error.find("larger than the 64 kB"), std::string::npos) << error;
        rule.over = ReadRule::Over::tail;  // a log's last lines
        rule.cap = 4;
        EXPECT_EQ(read_file(big, text, error, rule), Read::ok);
        EXPECT_EQ(text, std::string("\0\0\0x", 4));
    });
}

TEST(FileGate, AFileOfAnotherOwnerIsRefusedWhenTheOwnerMatters) {
    Folder dir;
    const std::string mine = dir.file("mine.py", "x");
    std::string text, error;
    ReadRule rule;
    rule.owner = ::geteuid();
    EXPECT_EQ(read_file(mine, text, error, rule), Read::ok) << error;
    rule.owner = ::geteuid() + 1;
    EXPECT_EQ(read_file(mine, text, error, rule), Read::refused);
    EXPECT_NE(error.find("belongs to user"), std::string::npos) << error;
}

TEST(FileGate, ASaveNeverWritesThroughALinkPlantedAtTheTarget) {
    Folder dir;
    const std::string victim = dir.file("victim", "root's own\n");
    ::chmod(victim.c_str(), 0600);
    fs::create_symlink(victim, dir / "robots.json");
    as_root_and_as_a_user([&] {
        std::string error;
        EXPECT_FALSE(save_file(dir / "robots.json", "{}\n", error));
        EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
    });
    EXPECT_EQ(read_all(victim), "root's own\n");
    struct stat st {};
    ASSERT_EQ(::stat(victim.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0600u);
    EXPECT_EQ(st.st_uid, ::geteuid());
}

TEST(FileGate, ASaveNeverWritesThroughLinksPlantedAtTemporaryNames) {
    // Issue 42's attack on root's roster save: links named like its temporary file.
    Folder dir;
    const std::string victim = dir.file("victim", "root's own\n");
    ::chmod(victim.c_str(), 0600);
    const std::string roster = dir.file("robots.json", "{}\n");
    ::chmod(roster.c_str(), 0664);
    for (int pid = ::getpid() - 2; pid < ::getpid() + 64; ++pid)
        fs::create_symlink(victim, dir / ("robots.json.tmp." + std::to_string(pid)));
    fs::create_symlink(victim, dir / ".robots.json.saving");
    std::string error;
    ASSERT_TRUE(save_file(roster, "{\"robots\": {}}\n", error)) << error;
    EXPECT_EQ(read_all(victim), "root's own\n");
    EXPECT_EQ(read_all(roster), "{\"robots\": {}}\n");
    struct stat st {};
    ASSERT_EQ(::stat(victim.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0600u);
    ASSERT_EQ(::lstat(roster.c_str(), &st), 0);
    EXPECT_TRUE(S_ISREG(st.st_mode));
    EXPECT_EQ(st.st_mode & 07777, 0664u);  // the original's mode kept
}

TEST(FileGate, RootSavingAMembersFileGivesItBackToThem) {
    if (::geteuid() != 0) GTEST_SKIP() << "only root can save another user's file";
    Folder dir;
    const std::string roster = dir.file("robots.json", "{}\n");
    ASSERT_EQ(::chown(roster.c_str(), 65534, 65534), 0);
    ::chmod(roster.c_str(), 0640);
    std::string error;
    ASSERT_TRUE(save_file(roster, "{\"robots\": {}}\n", error)) << error;
    struct stat st {};
    ASSERT_EQ(::lstat(roster.c_str(), &st), 0);
    EXPECT_EQ(st.st_uid, 65534u);
    EXPECT_EQ(st.st_gid, 65534u);
    EXPECT_EQ(st.st_mode & 07777, 0640u);
}

TEST(FileGate, AFailedSaveLeavesTheTargetAndNoTemporary) {
    Folder dir;
    ASSERT_EQ(::mkfifo((dir / "sheet.csv").c_str(), 0666), 0);
    std::string error;
    EXPECT_FALSE(save_file(dir / "sheet.csv", "a;b\n", error));
    EXPECT_NE(error.find("FIFO"), std::string::npos) << error;
    {
        Saving saving;
        ASSERT_TRUE(saving.begin(dir / "out.csv", error)) << error;
        std::fputs("half a sheet", saving.stream());
    }  // never finished: removed
    std::vector<std::string> left;
    for (const auto& e : fs::directory_iterator(dir.path)) left.push_back(e.path().filename().string());
    EXPECT_EQ(left, std::vector<std::string>{"sheet.csv"});
}

TEST(FileGate, ANewFileGetsTheModeAskedForAndAStreamedSaveLandsWhole) {
    Folder dir;
    Saving saving;
    std::string error;
    ASSERT_TRUE(saving.begin(dir / "sheet.csv", error, 0644)) << error;
    for (int i = 0; i < 1000; ++i) std::fprintf(saving.stream(), "row %d\n", i);
    EXPECT_FALSE(fs::exists(dir / "sheet.csv"));  // nothing half-written under the name
    ASSERT_TRUE(saving.finish(error)) << error;
    struct stat st {};
    ASSERT_EQ(::lstat((dir / "sheet.csv").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0644u);
    EXPECT_EQ(read_all(dir / "sheet.csv").size(), 7890u);
}

}  // namespace
}  // namespace bugbot::files
