// The variables pane and the editor's run line follow the timeline, with the real engine.
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "studio/views/console.h"
#include "studio/editor/editor.h"
#include "studio/views/variables_pane.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

TEST_F(WindowTest, TheVariablesPaneShowsWhatTheScriptHeldAtTheTimelinesTime) {
    QTemporaryDir dir;
    const QString script = dir.filePath("grow.py");
    ASSERT_TRUE(write_text(script,
                           "from bugbot import *\n"
                           "x = 0\n"
                           "for i in range(5):\n"
                           "    x = x * 3 + 1\n"
                           "    print('x', x)\n"
                           "    wait(1)\n"
                           "word = 'done'\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    for (double t : {0.5, 2.5, 3.5}) {
        w.show_time(t);
        // The last line printed by then says what x was when the script waited.
        const QStringList printed = w.console()->toPlainText().trimmed().split('\n');
        ASSERT_FALSE(printed.isEmpty());
        ASSERT_TRUE(printed.last().startsWith("x ")) << printed.last().toStdString();
        EXPECT_EQ(w.variables()->value_of("x"), printed.last().mid(2)) << "at " << t;
        EXPECT_EQ(w.variables()->value_of("i"), QString::number(printed.size() - 1)) << "at " << t;
        EXPECT_EQ(w.variables()->value_of("word"), QString()) << "not set yet at " << t;
        EXPECT_EQ(w.editor()->run_line(), 6) << "the wait, at " << t;
    }
    EXPECT_EQ(w.variables()->value_of("x"), "40");
}

TEST_F(WindowTest, TheVariablesPaneShowsTheEndInTheScriptsOrderWithoutDeletedNames) {
    QTemporaryDir dir;
    const QString script = dir.filePath("order.py");
    ASSERT_TRUE(write_text(script,
                           "from bugbot import *\n"
                           "zebra = 1\n"
                           "apple = 2\n"
                           "wait(1)\n"
                           "del zebra\n"
                           "mango = 3\n"
                           "wait(1)\n"
                           "last = 'after the last call'\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    auto names = [&] {
        QStringList out;
        for (int i = 0; i < w.variables()->topLevelItemCount(); ++i) out << w.variables()->topLevelItem(i)->text(0);
        return out;
    };
    w.show_time(0.5);
    EXPECT_EQ(names(), (QStringList{"zebra", "apple"}));  // the order of first assignment, not the alphabet's
    w.show_time(1.5);
    EXPECT_EQ(names(), (QStringList{"apple", "mango"}));  // del zebra: gone
    w.show_time(-1);  // the end: what was set after the last robot call shows too
    EXPECT_EQ(names(), (QStringList{"apple", "mango", "last"}));
    EXPECT_EQ(w.variables()->value_of("last"), "'after the last call'");
}

TEST_F(WindowTest, ALoopThatOnlyReadsTheSensorMovesTheRunLine) {
    QTemporaryDir dir;
    const QString script = dir.filePath("poll.py");
    ASSERT_TRUE(write_text(script,
                           "from bugbot import *\n"
                           "drive(40, 40)\n"
                           "while distance() > 30:\n"
                           "    pass\n"
                           "stop()\n"
                           "wait(1)\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    ASSERT_GT(w.model()->reads().size(), 10u);
    // While it polls, the editor marks the loop's line; after it, the wait's.
    w.show_time(w.model()->reads()[5].t);
    EXPECT_EQ(w.editor()->run_line(), 3);
    w.show_time(-1);
    EXPECT_EQ(w.editor()->run_line(), 6);
}
