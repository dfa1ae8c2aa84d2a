// Issue 29, item 2: the errors beginners hit most, each made by a real run of
// a real script in the window, get one plain-words explanation under the
// traceback, in the script's own names; the traceback is shown once.
#include <QSettings>
#include <QTest>

#include "studio/console.h"
#include "studio/error_explainer.h"
#include "studio/gradebook.h"
#include "studio/submissions_dialog.h"
#include "studio/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
class ExplainedErrors : public WindowTest {
protected:
    // Runs `text` (as mine.py) to its end in the window; the explanation it got.
    QString explanation_of(const QString& text) {
        const QString script = dir_.filePath("mine.py");
        if (!write_text(script, text) || !w_.open_target(script)) return "(could not open the script)";
        if (!run_to_end(w_)) return "(the run did not end)";
        QStringList said;
        const auto& lines = w_.model()->console();
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (lines[i].kind != LineKind::Explanation) continue;
            said << QString::fromStdString(lines[i].text);
            // Under the traceback (or the note of the time limit): the line before it says what happened.
            EXPECT_GT(i, 0u);
        }
        EXPECT_LE(said.size(), 1) << said.join(" | ").toStdString();
        const QString shown = w_.console()->toPlainText();
        QString kinds;
        for (const ConsoleLine& l : lines) kinds += QString::number(int(l.kind)) + "@" + QString::number(l.t) + " ";
        EXPECT_LE(shown.count("Traceback (most recent call last)"), 1) << shown.toStdString() << kinds.toStdString();
        if (!said.isEmpty()) {
            EXPECT_TRUE(shown.contains(said[0])) << "the console shows the explanation";
            EXPECT_EQ(shown.count(said[0]), 1);
        }
        return said.join('\n');
    }
    QTemporaryDir dir_;
    MainWindow w_;
};

#define EXPECT_SAYS(said, part) EXPECT_TRUE((said).contains(part)) << (said).toStdString()
}  // namespace

TEST_F(ExplainedErrors, AMisspeltBugbotCallGetsDidYouMean) {
    const QString said = explanation_of("from bugbot import *\nconnect()\nd = distnce()\nprint(d)\n");
    EXPECT_SAYS(said, "Did you mean `distance`?");
    EXPECT_SAYS(said, "`distnce`");
}

TEST_F(ExplainedErrors, AMisspeltNameOfTheScriptsOwnGetsDidYouMean) {
    const QString said = explanation_of("speed = 40\nprint(sped)\n");
    EXPECT_SAYS(said, "Did you mean `speed`?");
}

TEST_F(ExplainedErrors, WrongArgumentsToABugbotCallShowItsSignature) {
    const QString said = explanation_of("from bugbot import *\nconnect()\ndrive(50)\n");
    EXPECT_SAYS(said, "`drive(left, right, turn=0)`");  // from the vocabulary's generated list
    EXPECT_SAYS(said, "left out `right`");
    EXPECT_SAYS(explanation_of("from bugbot import *\nconnect()\nd = distance(3)\n"), "write `distance()` on line 3");
    EXPECT_SAYS(explanation_of("from bugbot import *\nconnect()\ndrive('50', 50)\n"), "take the quotes away");
}

TEST_F(ExplainedErrors, ARobotNotConnectedSaysConnectFirst) {
    EXPECT_SAYS(explanation_of("from bugbot import *\nbot = Robot(0, connect=False)\nbot.drive(50, 50)\n"),
                "call `bot.connect()` before line 3");
    EXPECT_SAYS(explanation_of("from bugbot import *\nbot.drive(50, 50)\n"), "put `bot = connect()` above line 2");
    EXPECT_SAYS(explanation_of("import bugbot\nforward(50, 20)\n"), "start with `bugbot.go()`");
    EXPECT_SAYS(explanation_of("connect()\ndrive(50, 50)\n"), "make `from bugbot import *` its first line");
}

TEST_F(ExplainedErrors, AMissingIndentAfterForSaysWhatToIndent) {
    const QString said = explanation_of("for i in range(3):\nprint(i)\n");
    EXPECT_SAYS(said, "Line 1, `for i in range(3):`, ends with a colon");
    EXPECT_SAYS(said, "Indent line 2");
    // Python says "function definition": the words come from the line, not from Python's name for it.
    const QString in_def = explanation_of("x = 1\n\n\ndef show(x):\nreturn x\n");
    EXPECT_SAYS(in_def, "Line 4, `def show(x):`, ends with a colon");
    EXPECT_FALSE(in_def.contains("function")) << in_def.toStdString();
    EXPECT_SAYS(explanation_of("x = 1\n    y = 2\n"), "Line 2 starts further right");
    EXPECT_SAYS(explanation_of("if True:\n    x = 1\n  y = 2\n"), "The start of line 3 lines up with no line above");
}

TEST_F(ExplainedErrors, ATabAmongSpacesSaysSo) {
    EXPECT_SAYS(explanation_of("if True:\n        x = 1\n\ty = 2\n"), "Line 3 is indented with a Tab character");
}

TEST_F(ExplainedErrors, AMissingColonShowsTheLineWithIt) {
    const QString said = explanation_of("from bugbot import *\nconnect()\nwhile distance() > 20\n    drive(50, 50)\n");
    EXPECT_SAYS(said, "`while distance() > 20:`");
}

TEST_F(ExplainedErrors, AMissingBracketSaysWhichIsNeverClosed) {
    EXPECT_SAYS(explanation_of("from bugbot import *\nconnect()\nprint(distance()\nwait(1)\n"),
                "The `(` on line 3 is never closed: add its `)`");
    EXPECT_SAYS(explanation_of("x = 1)\n"), "Line 1 has a `)` that closes nothing");
}

TEST_F(ExplainedErrors, AnUnterminatedStringSaysTheQuoteIsMissing) {
    EXPECT_SAYS(explanation_of("print(\"hello)\n"), "The text in quotes on line 1 never ends");
}

TEST_F(ExplainedErrors, EqualsForDoubleEqualsInAnIfShowsTheComparison) {
    EXPECT_SAYS(explanation_of("x = 3\nif x = 3:\n    print(x)\n"), "`if x == 3:`");
    EXPECT_SAYS(explanation_of("from bugbot import *\nif distance() = 3:\n    print(1)\n"), "`if distance() == 3:`");
}

TEST_F(ExplainedErrors, AMisspeltKeywordGetsDidYouMean) {
    EXPECT_SAYS(explanation_of("whille True:\n    pass\n"), "Did you mean `while`?");
}

TEST_F(ExplainedErrors, DivisionByZeroNamesTheDivisor) {
    const QString said = explanation_of("count = 0\ntotal = 10\nprint(total / count)\n");
    EXPECT_SAYS(said, "`count` was 0");
    EXPECT_SAYS(said, "`if count != 0:`");
}

TEST_F(ExplainedErrors, AnIndexPastTheReadingsNamesTheList) {
    const QString said = explanation_of(
        "from bugbot import *\nconnect()\nreadings = []\nfor i in range(3):\n    readings.append(distance())\nprint(readings[3])\n");
    EXPECT_SAYS(said, "`readings[…]` asks for a place `readings` does not have");
    EXPECT_SAYS(said, "`len(readings)`");
}

TEST_F(ExplainedErrors, AnEndlessLoopStoppedAtTheTimeLimitNamesWhatNeverChanges) {
    QSettings().setValue("runs/robot_time_s", 3);
    const QString said = explanation_of(
        "from bugbot import *\nconnect()\nx = distance()\nwhile x > 10:\n    drive(30, 30)\n    wait(0.1)\n");
    QSettings().remove("runs/robot_time_s");
    EXPECT_SAYS(said, "stopped at its time limit, still in the loop on line 4");
    EXPECT_SAYS(said, "`x` never changes inside the loop");
    EXPECT_SAYS(said, "(`x = distance()`)");
}

TEST_F(ExplainedErrors, AWhileTrueWithoutBreakStoppedAtTheTimeLimitSaysSo) {
    QSettings().setValue("runs/robot_time_s", 2);
    const QString said = explanation_of("from bugbot import *\nconnect()\nwhile True:\n    wait(0.5)\n");
    QSettings().remove("runs/robot_time_s");
    EXPECT_SAYS(said, "the `while True:` loop on line 3 has no `break`");
}

TEST_F(ExplainedErrors, AMissingAttributeGetsTheNearestOne) {
    EXPECT_SAYS(explanation_of("readings = []\nreadings.push(3)\n"), "`readings` has no `push` (line 2). Did you mean `append`?");
    EXPECT_SAYS(explanation_of("from bugbot import *\nbot = connect()\nd = bot.distnce()\n"), "Did you mean `distance`?");
}

TEST_F(ExplainedErrors, IntOfTextSaysWhatCanBeRead) {
    EXPECT_SAYS(explanation_of("n = int('abc')\n"), "the text 'abc', but it holds no number");
    EXPECT_SAYS(explanation_of("n = int('2.5')\n"), "use `float(…)`");
}

TEST_F(ExplainedErrors, AMissingKeyNamesTheDictionary) {
    const QString said = explanation_of("speeds = {'slow': 20}\nprint(speeds['fast'])\n");
    EXPECT_SAYS(said, "The dictionary `speeds` has no key 'fast'");
    EXPECT_SAYS(said, "`speeds.get('fast', 0)`");
}

TEST_F(ExplainedErrors, ALocalUsedBeforeItsValueSuggestsGlobal) {
    const QString said = explanation_of("count = 0\ndef add():\n    count = count + 1\nadd()\n");
    EXPECT_SAYS(said, "Inside `add()`");
    EXPECT_SAYS(said, "`global count`");
}

TEST_F(ExplainedErrors, EndlessRecursionNamesTheFunction) {
    EXPECT_SAYS(explanation_of("def down(n):\n    return down(n - 1)\ndown(3)\n"), "`down()` calls itself");
}

TEST_F(ExplainedErrors, ACallItsValueReplacedSaysUseAnotherName) {
    const QString said = explanation_of("from bugbot import *\nconnect()\ndistance = distance()\nprint(distance())\n");
    EXPECT_SAYS(said, "Line 3 gave the name `distance` a value");
    EXPECT_SAYS(said, "`d = distance()`");
}

TEST_F(ExplainedErrors, TextPlusANumberShowsBothWays) {
    EXPECT_SAYS(explanation_of("d = 5\nprint('distance: ' + d)\n"), "adds text and a number");
}

TEST_F(ExplainedErrors, AValueUsedBeforeItsLineSaysMoveIt) {
    EXPECT_SAYS(explanation_of("print(speed)\nspeed = 5\n"), "`speed` only gets its value on line 2, after line 1 used it");
}

TEST_F(ExplainedErrors, ARunThatEndsWellHasNoExplanation) {
    EXPECT_EQ(explanation_of("print(1 + 1)\n"), "");
}

// A marked run has nobody at the keyboard: the Submit result says why input() cannot work.
TEST_F(ExplainedErrors, InputInAMarkedRunSaysWhyItCannotWork) {
    ASSERT_TRUE(w_.open_target(lesson_file("starter.py")));
    w_.editor()->setText("from bugbot import *\nconnect()\nspeed = int(input('speed? '))\ndrive(speed, speed)\n");
    QSignalSpy submitted(&w_, &MainWindow::submitted);
    w_.submit();
    ASSERT_TRUE(submitted.wait(90000));
    const auto subs = w_.gradebook()->submissions("attention");
    ASSERT_EQ(subs.size(), 1);
    const QString html = marks_html(subs[0].mark, {}, subs[0].source);
    EXPECT_SAYS(html, "EOFError on line 3");  // the marker's note
    EXPECT_SAYS(html, "with nobody at the keyboard: the input() on line 3 has nothing to read");
    EXPECT_SAYS(html, "`speed = 50`");
}
