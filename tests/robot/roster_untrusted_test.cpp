// A roster is shared between machines and people: it is untrusted input
// (issue 27). Names are checked, ids win over names, unknown keys are kept
// only to a small depth and size, and a file that cannot be read is left as it is.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "robot/roster.h"

namespace fs = std::filesystem;

namespace bugbot::robot {
namespace {

struct Folder {
    fs::path path = fs::temp_directory_path() / ("bugbot-roster-untrusted-" + std::to_string(::getpid()) + "-" +
                                                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
    Folder() { fs::create_directories(path); }
    ~Folder() { fs::remove_all(path); }
    std::string write(const std::string& text) const {
        const std::string file = (path / "robots.json").string();
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }
};

std::string read_all(const std::string& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

const char* kFirst = "00112233445566aa";
const char* kSecond = "00112233445566bb";
const char* kKeyHex = "0123456789abcdef";

std::string entry(const std::string& id, const std::string& name_json) {
    return "\"" + id + "\": {\"key\": \"" + kKeyHex + "\", \"name\": " + name_json + "}";
}

TEST(RobotName, LettersDigitsAndFewSignsNeverAnIdOrAnIndex) {
    EXPECT_EQ(robot_name_problem("FROG-14"), "");
    EXPECT_EQ(robot_name_problem("lab bot 2.b_x"), "");
    EXPECT_NE(robot_name_problem(""), "");
    EXPECT_NE(robot_name_problem(std::string(33, 'a')), "");
    EXPECT_NE(robot_name_problem("12"), "");                  // an index
    EXPECT_NE(robot_name_problem("00112233445566BB"), "");    // an id
    EXPECT_NE(robot_name_problem("a\x1b[2Jb"), "");           // a terminal escape
    EXPECT_NE(robot_name_problem("a\xe2\x80\xae" "b"), "");   // right-to-left override
    EXPECT_NE(robot_name_problem("a\nb"), "");
    EXPECT_NE(robot_name_problem("<b>x</b>"), "");
    EXPECT_NE(robot_name_problem("=1+1"), "");
}

TEST(RosterUntrusted, AnIdIsMatchedBeforeANameThatLooksLikeIt) {
    Folder dir;
    // The first robot is *named* the second's id: `blink <second id>` must be the second.
    const std::string file = dir.write("{\"robots\": {" + entry(kFirst, std::string("\"") + kSecond + "\"") + ", " +
                                       entry(kSecond, "\"FROG\"") + "}}");
    Roster roster;
    std::string error;
    ASSERT_TRUE(roster.load(file, error)) << error;
    const auto found = roster.find(kSecond, error);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->id, kSecond);
    ASSERT_EQ(roster.warnings().size(), 1u);
    EXPECT_NE(roster.warnings()[0].find("reads as a robot's id"), std::string::npos) << roster.warnings()[0];
    EXPECT_EQ(roster.entries()[0].name, "");  // refused: not shown, not matched
}

TEST(RosterUntrusted, AHostileNameIsIgnoredAndSaidEscaped) {
    Folder dir;
    const std::string file = dir.write("{\"robots\": {" + entry(kFirst, "\"\\u001b]0;owned\\u0007\\u202eEVIL\\n2\"") + "}}");
    Roster roster;
    std::string error;
    ASSERT_TRUE(roster.load(file, error)) << error;
    EXPECT_EQ(roster.entries()[0].name, "");
    ASSERT_EQ(roster.warnings().size(), 1u);
    const std::string& w = roster.warnings()[0];
    EXPECT_EQ(w.find('\x1b'), std::string::npos) << w;
    EXPECT_EQ(w.find('\n'), std::string::npos) << w;
    EXPECT_EQ(w.find("\xe2\x80\xae"), std::string::npos) << w;
    EXPECT_FALSE(roster.find("EVIL", error));
}

TEST(RosterUntrusted, DeepUnknownKeysAreNotKeptSoSavingStaysSmall) {
    Folder dir;
    const std::size_t depth = 3000;
    const std::string deep = std::string(depth, '[') + std::string(depth, ']');
    const std::string text = "{\"robots\": {" + entry(kFirst, "\"FROG\"") + "}, \"extra\": " + deep + "}";
    const std::string file = dir.write(text);
    Roster roster;
    std::string error;
    ASSERT_TRUE(roster.load(file, error)) << error;
    ASSERT_TRUE(roster.save(error)) << error;
    // Not 2 x depth^2 bytes of indentation (18 MB from a 6 kB file): smaller than what was read.
    EXPECT_LT(read_all(file).size(), text.size());
    EXPECT_NE(read_all(file).find("FROG"), std::string::npos);
    EXPECT_FALSE(roster.warnings().empty());
}

TEST(RosterUntrusted, TwoHundredThousandDeepDoesNotCrashAndForgetFinishes) {
    Folder dir;
    const std::size_t depth = 200000;
    // [[[... 200,000 deep: 400 kB, within the size a roster may have.
    const std::string nested = std::string(depth, '[') + "1" + std::string(depth, ']');
    const std::string file =
        dir.write("{\"robots\": {" + entry(kFirst, "\"FROG\"") + ", " + entry(kSecond, "\"TOAD\"") + "}, \"x\": " + nested + "}");
    Roster roster;
    std::string error;
    ASSERT_TRUE(roster.load(file, error)) << error;
    ASSERT_TRUE(roster.remove(kFirst));
    ASSERT_TRUE(roster.save(error)) << error;
    EXPECT_LT(read_all(file).size(), 4096u);
    Roster again;
    ASSERT_TRUE(again.load(file, error)) << error;
    ASSERT_EQ(again.entries().size(), 1u);
    EXPECT_EQ(again.entries()[0].name, "TOAD");
}

TEST(RosterUntrusted, ALargeUnknownValueIsNotKept) {
    Folder dir;
    const std::string file = dir.write("{\"robots\": {" + entry(kFirst, "\"FROG\"") + "}, \"blob\": \"" +
                                       std::string(100000, 'x') + "\", \"small\": 1}");
    Roster roster;
    std::string error;
    ASSERT_TRUE(roster.load(file, error)) << error;
    ASSERT_TRUE(roster.save(error)) << error;
    const std::string saved = read_all(file);
    EXPECT_EQ(saved.find("blob"), std::string::npos);
    EXPECT_NE(saved.find("small"), std::string::npos);  // a small unknown key is kept
}

TEST(RosterUntrusted, AFileThatCannotBeReadIsNamedAndLeftAsItIs) {
    Folder dir;
    const std::string bad = "{\"robots\": {" + entry(kFirst, "\"FROG\"") + ",";
    const std::string file = dir.write(bad);
    Roster roster;
    std::string error;
    EXPECT_FALSE(roster.load(file, error));
    EXPECT_NE(error.find(file), std::string::npos) << error;
    EXPECT_NE(error.find("left as it is"), std::string::npos) << error;
    EXPECT_EQ(read_all(file), bad);
    const std::string huge = dir.write("{\"robots\": {}, \"x\": \"" + std::string(kMaxRosterBytes, 'x') + "\"}");
    EXPECT_FALSE(roster.load(huge, error));
    EXPECT_NE(error.find("larger than"), std::string::npos) << error;
}

// Issue 42: a club member who can write the shared roster's folder plants
// links named like the save's temporary file, and one in place of the roster;
// root's save writes through none of them and leaves the teacher's file as it was.
TEST(RosterUntrusted, ASaveNeverWritesThroughALinkAMemberPlanted) {
    Folder dir;
    const std::string victim = (dir.path / "teachers-600").string();
    std::ofstream(victim) << "the teacher's own\n";
    fs::permissions(victim, fs::perms::owner_read | fs::perms::owner_write);
    const std::string file = dir.write("{\"robots\": {" + entry(kFirst, "\"FROG\"") + "}}");
    for (int pid = ::getpid() - 4; pid < ::getpid() + 64; ++pid)
        fs::create_symlink(victim, dir.path / ("robots.json.tmp." + std::to_string(pid)));
    Roster roster;
    std::string error;
    ASSERT_TRUE(roster.load(file, error)) << error;
    ASSERT_TRUE(roster.save(error)) << error;
    EXPECT_EQ(read_all(victim), "the teacher's own\n");
    EXPECT_EQ(fs::status(victim).permissions() & fs::perms::all, fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_NE(read_all(file).find("FROG"), std::string::npos);
    // The roster itself made a link: neither read nor written through.
    fs::remove(file);
    fs::create_symlink(victim, file);
    EXPECT_FALSE(roster.load(file, error));
    EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
    EXPECT_FALSE(roster.save(error));
    EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
    EXPECT_EQ(read_all(victim), "the teacher's own\n");
}

TEST(RosterUntrusted, ARosterThatIsAFifoOrADeviceIsNotReadAndLoadReturnsAtOnce) {
    Folder dir;
    const std::string fifo = (dir.path / "fifo.json").string(), zero = (dir.path / "zero.json").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    fs::create_symlink("/dev/zero", zero);
    Roster roster;
    std::string error;
    EXPECT_FALSE(roster.load(fifo, error));  // a plain open would wait for a writer for ever
    EXPECT_NE(error.find("FIFO"), std::string::npos) << error;
    EXPECT_FALSE(roster.load(zero, error));
    EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
    EXPECT_FALSE(roster.load("/dev/zero", error));  // named as it is: a device, not read
    EXPECT_NE(error.find("device"), std::string::npos) << error;
}

}  // namespace
}  // namespace bugbot::robot
