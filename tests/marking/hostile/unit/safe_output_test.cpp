// Text from submissions made safe for a terminal, a spreadsheet and JSON;
// files a run left read without trusting them.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

#include <gtest/gtest.h>

#include "marking/reference_copy.h"
#include "text/safe_text.h"
#include "marking/untrusted.h"

namespace bugbot::marking {

using text::is_unsafe_code_point;
using text::terminal_safe;
using text::csv_cell;
using text::utf8_safe;
using text::CsvRow;
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

// Every character of the one list (is_unsafe_code_point), as UTF-8.
std::vector<std::string> unsafe_characters() {
    std::vector<unsigned> codes;
    for (unsigned c = 0; c < 0x20; ++c) codes.push_back(c);
    codes.push_back(0x7F);
    for (unsigned c = 0x80; c <= 0x9F; ++c) codes.push_back(c);
    for (unsigned c : {0x2028u, 0x2029u}) codes.push_back(c);
    for (unsigned c = 0x202A; c <= 0x202E; ++c) codes.push_back(c);
    for (unsigned c = 0x2066; c <= 0x2069; ++c) codes.push_back(c);
    std::vector<std::string> out;
    for (unsigned c : codes) {
        std::string s;
        if (c < 0x80) s += static_cast<char>(c);
        else if (c < 0x800) s += static_cast<char>(0xC0 | (c >> 6)), s += static_cast<char>(0x80 | (c & 0x3F));
        else s += static_cast<char>(0xE0 | (c >> 12)), s += static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
             s += static_cast<char>(0x80 | (c & 0x3F));
        out.push_back(s);
    }
    return out;
}

// No byte of a C0 control, DEL, or the start of a C1, separator or bidi character.
bool holds_raw_unsafe(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F) return true;
        if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xA0) return true;
        if (c == 0xE2 && i + 2 < text.size() && (text.compare(i, 2, "\xe2\x80") == 0 || text.compare(i, 2, "\xe2\x81") == 0)) {
            const auto last = static_cast<unsigned char>(text[i + 2]);
            if (text[i + 1] == '\x80' && last >= 0xA8 && last <= 0xAE) return true;
            if (text[i + 1] == '\x81' && last >= 0xA6 && last <= 0xA9) return true;
        }
    }
    return false;
}

TEST(SafeText, EveryUnsafeCharacterIsEscapedInEveryOutput) {
    const auto all = unsafe_characters();
    ASSERT_EQ(all.size(), 32u + 1 + 32 + 2 + 5 + 4);
    for (const auto& ch : all) {
        const std::string text = "a" + ch + "b";
        EXPECT_FALSE(holds_raw_unsafe(terminal_safe(text))) << terminal_safe(text);
        EXPECT_FALSE(holds_raw_unsafe(csv_cell(text))) << csv_cell(text);
        const std::string json = dump_utf8(nlohmann::json{{"note", text}});
        EXPECT_FALSE(holds_raw_unsafe(json)) << json;
        // The JSON still says the same thing to a parser.
        EXPECT_EQ(nlohmann::json::parse(json)["note"].get<std::string>(), text);
    }
    EXPECT_EQ(dump_utf8(nlohmann::json("\xc2\x9b")), "\"\\u009b\"");
    EXPECT_EQ(dump_utf8(nlohmann::json("\xe2\x80\xae")), "\"\\u202e\"");
    EXPECT_EQ(dump_utf8(nlohmann::json("\xe2\x80\xa8")), "\"\\u2028\"");
    EXPECT_EQ(dump_utf8(nlohmann::json("\xe2\x81\xa6")), "\"\\u2066\"");
    EXPECT_EQ(dump_utf8(nlohmann::json("plain é ✓")), "\"plain é ✓\"");
    EXPECT_EQ(terminal_safe("\xe2\x81\xa9"), "\\xe2\\x81\\xa9");  // pop directional isolate
    EXPECT_EQ(terminal_safe("\x7f"), "\\x7f");
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

// Issue 27: where ';' is the separator (most European locales), an unquoted
// `x;=2+5;.py` is three cells, the middle one a formula.
TEST(CsvCell, QuotesTheSemicolonSeparatorToo) {
    EXPECT_EQ(csv_cell("x;=2+5;.py"), "\"x;'=2+5;.py\"");  // a field the other separator starts: no formula
    EXPECT_EQ(csv_cell("a, -1; +2;@3"), "\"a,' -1;' +2;'@3\"");
    EXPECT_EQ(csv_cell("a;b,c"), "\"a;b,c\"");  // nothing to run: as written
    EXPECT_EQ(csv_cell("=1;2"), "\"'=1;2\"");
    EXPECT_EQ(csv_cell("a\nb"), "a\\nb");  // one line: a newline never adds a row
}

// Issue 42: a sheet's row read by a spreadsheet that splits on ',' and by one
// that splits on ';' (quotes count only at a field's start): no field, wherever
// its cell is in the row, starts a formula.
TEST(CsvCell, NoFieldOfARowStartsAFormulaUnderEitherSeparator) {
    const std::string row = CsvRow()
                                .text("bob.py")
                                .number("30")
                                .text("x;=2+5")
                                .text("a,@SUM(A1)")
                                .text("n; -1,+2")
                                .text("=1")
                                .line();
    for (const char separator : {',', ';'}) {
        std::size_t start = 0;
        for (std::size_t i = 0; i <= row.size(); ++i) {
            if (i < row.size() && row[i] != separator && row[i] != '\n') continue;
            std::string field = row.substr(start, i - start);
            if (field.starts_with('"')) field.erase(0, 1);  // the quote a field may start with
            const auto first = field.find_first_not_of(' ');
            EXPECT_FALSE(first != std::string::npos && std::string("=+-@").find(field[first]) != std::string::npos)
                << "split on '" << separator << "': " << field << " in " << row;
            start = i + 1;
        }
    }
}

// The reference's program laid out otherwise and commented: the same program.
TEST(ReferenceCopy, SameProgramButForSpacingAndComments) {
    const std::string reference = normalised_python("x = 1  # one\nprint('a # b', x)\n");
    EXPECT_TRUE(same_program(reference, "# copied\nx=1\n\n\nprint( 'a # b',x )  # done\n"));
    EXPECT_FALSE(same_program(reference, "x = 2\nprint('a # b', x)\n"));
    EXPECT_FALSE(same_program(reference, "x = 1\nprint('a #  b', x)\n"));  // a string's spaces count
    EXPECT_FALSE(same_program("", "anything"));
    EXPECT_EQ(normalised_python("s = '''a # b\n  c'''  # c\n"), "s='''a # b\n  c'''\n");
    EXPECT_EQ(normalised_python("s = 'it\\'s # no'\n"), "s='it\\'s # no'\n");
}

// Issue 42: saved as Windows Notepad saves it, re-indented, docstrings added,
// lines joined and split: still the reference.
TEST(ReferenceCopy, NotepadsBomAndCrlfDocstringsAndLineJoinsAreLayout) {
    const std::string reference = normalised_python(
        "from bugbot import *\n\ndef turn(a):\n    left(a)\n\nfor i in range(4):\n    forward(50, 20)\n    turn(90)\n");
    EXPECT_TRUE(same_program(reference, "\xef\xbb\xbf" "from bugbot import *\r\n\r\ndef turn(a):\r\n    left(a)\r\n\r\n"
                                        "for i in range(4):\r\n    forward(50, 20)\r\n    turn(90)\r\n"));
    EXPECT_TRUE(same_program(reference, "'''My own square.'''\nfrom bugbot import *\ndef turn(a):\n"
                                        "  \"\"\"Turns.\"\"\"\n  left(a)\nfor i in \\\n range(4):\n\tforward(50,\n"
                                        "               20)\n\tturn( 90 )\n"));
    EXPECT_TRUE(same_program(reference, "from bugbot import *\rdef turn(a):\r    left(a)\rfor i in range(4):\r"
                                        "    forward(50, 20)\r    turn(90)\r"));  // an old Mac's CR
}

// A line moved into or out of a block is another program, though its letters are the same.
TEST(ReferenceCopy, ALineMovedAcrossABlockIsAnotherProgram) {
    const std::string reference =
        normalised_python("for i in range(4):\n    forward(50, 20)\n    left(90)\nprint('done')\n");
    EXPECT_FALSE(same_program(reference, "for i in range(4):\n    forward(50, 20)\nleft(90)\nprint('done')\n"));
    EXPECT_FALSE(same_program(reference, "for i in range(4):\n    forward(50, 20)\n    left(90)\n    print('done')\n"));
    EXPECT_FALSE(same_program(reference, "for i in range(4):\n    left(90)\n    forward(50, 20)\nprint('done')\n"));
    EXPECT_FALSE(same_program(reference, "for i in range(4):\n    forward(50, 20)\n    left(90)\nprint('done ')\n"));
    EXPECT_FALSE(same_program(normalised_python("a = b\n"), "ab = 1\n"));  // words stay apart
    EXPECT_FALSE(same_program(normalised_python("if x:\n  y()\nz()\n"), "if x:\n  y(); z()\n"));
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
    std::ofstream(dir_ + "/real") << "secret";
    ASSERT_EQ(symlink((dir_ + "/real").c_str(), (dir_ + "/link").c_str()), 0);
    EXPECT_FALSE(read_untrusted_file(dir_ + "/link", 100, text, error));
    EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
    EXPECT_EQ(text, "");
    mkfifo((dir_ + "/fifo").c_str(), 0600);
    EXPECT_FALSE(read_untrusted_file(dir_ + "/fifo", 100, text, error));  // and does not hang
    EXPECT_NE(error.find("FIFO"), std::string::npos) << error;
    EXPECT_FALSE(read_untrusted_file("/dev/zero", 100, text, error));
    EXPECT_NE(error.find("device"), std::string::npos) << error;
    EXPECT_FALSE(read_untrusted_file(dir_, 100, text, error));
    EXPECT_NE(error.find("folder"), std::string::npos) << error;
}

}  // namespace
}  // namespace bugbot::marking
