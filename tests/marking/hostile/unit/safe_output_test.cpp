// Text from submissions made safe for a terminal, a spreadsheet and JSON;
// files a run left read without trusting them.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "marking/safe_text.h"
#include "marking/untrusted.h"

namespace bugbot::marking {
namespace {

TEST(TerminalSafe, EscapesControlCharactersAndBadBytes) {
    EXPECT_EQ(terminal_safe("plain text é"), "plain text é");
    EXPECT_EQ(terminal_safe("\x1b[2J"), "\\x1b[2J");
    EXPECT_EQ(terminal_safe("a\r\nb\tc\x07"), "a\\r\\nb\\tc\\x07");
    EXPECT_EQ(terminal_safe("\xff"), "\\xff");
    EXPECT_EQ(terminal_safe("\xc2\x9b"), "\\xc2\\x9b");          // C1 CSI
    EXPECT_EQ(terminal_safe("\xe2\x80\xae"), "\\xe2\\x80\\xae");  // right-to-left override
    EXPECT_EQ(terminal_safe("\xc0\xaf"), "\\xc0\\xaf");          // overlong
}

TEST(CsvCell, NeutralisesFormulas) {
    EXPECT_EQ(csv_cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
    EXPECT_EQ(csv_cell("@SUM(1)"), "'@SUM(1)");
    EXPECT_EQ(csv_cell("+1"), "'+1");
    EXPECT_EQ(csv_cell("-1"), "'-1");
    EXPECT_EQ(csv_cell("\tx"), "\\tx");  // escaped: no longer a tab at the start
    EXPECT_EQ(csv_cell("\rx"), "\\rx");
    EXPECT_EQ(csv_cell("\x1b[2J"), "\\x1b[2J");
    EXPECT_EQ(csv_cell("a,b"), "\"a,b\"");
    EXPECT_EQ(csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(csv_cell("ok.py"), "ok.py");
    EXPECT_EQ(csv_cell("\xff.py"), "\\xff.py");
}

TEST(DumpUtf8, AnyBytesGiveValidJson) {
    nlohmann::json value{{"file", std::string("\xff\xfe.py")}};
    const std::string text = dump_utf8(value);
    EXPECT_EQ(utf8_safe(text), text);
    EXPECT_FALSE(nlohmann::json::parse(text, nullptr, false).is_discarded());
}

TEST(ParseUntrusted, DepthAndGarbage) {
    EXPECT_TRUE(parse_untrusted("{\"a\":[1,2]}").is_object());
    EXPECT_TRUE(parse_untrusted(std::string(100000, '[') + std::string(100000, ']')).is_discarded());
    EXPECT_TRUE(parse_untrusted("{\"a\":").is_discarded());
    EXPECT_TRUE(parse_untrusted("\"[[[[\"").is_string());  // brackets in strings do not count
    EXPECT_EQ(string_member(parse_untrusted("{\"a\":3}"), "a", "none"), "none");
    EXPECT_EQ(number_member(parse_untrusted("{\"a\":\"3\"}"), "a", -1), -1);
    EXPECT_EQ(number_member(parse_untrusted("[1]"), "a", -1), -1);
    EXPECT_TRUE(bool_member(parse_untrusted("{\"a\":true}"), "a"));
}

class UntrustedFile : public ::testing::Test {
protected:
    void SetUp() override {
        char pattern[] = "/tmp/bugbot-untrusted-XXXXXX";
        dir_ = mkdtemp(pattern);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string dir_;
};

TEST_F(UntrustedFile, ReadsARegularFileUpToItsCap) {
    std::ofstream(dir_ + "/f") << "0123456789";
    std::string text, error;
    ASSERT_TRUE(read_untrusted_file(dir_ + "/f", 4, text, error));
    EXPECT_EQ(text, "01234");  // one byte over the cap: the caller can tell
    ASSERT_TRUE(read_untrusted_file(dir_ + "/f", 4, text, error, true));
    EXPECT_EQ(text, "6789");
}

TEST_F(UntrustedFile, RefusesLinksFifosAndDevices) {
    std::string text, error;
    symlink("/dev/zero", (dir_ + "/link").c_str());
    EXPECT_FALSE(read_untrusted_file(dir_ + "/link", 100, text, error));
    mkfifo((dir_ + "/fifo").c_str(), 0600);
    EXPECT_FALSE(read_untrusted_file(dir_ + "/fifo", 100, text, error));  // and does not hang
    EXPECT_FALSE(read_untrusted_file("/dev/zero", 100, text, error, false, true));
    EXPECT_FALSE(read_untrusted_file(dir_, 100, text, error));
}

}  // namespace
}  // namespace bugbot::marking
