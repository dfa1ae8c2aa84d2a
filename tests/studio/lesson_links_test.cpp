// Links in a lesson's text: to another lesson they open it; to the web they
// say there is no network.
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <gtest/gtest.h>

#include "studio/window/lesson_panel.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// Scrolls the lesson text to `words` and returns where they are in its viewport.
QPoint where_text_shows(QTextBrowser* text, const QString& words) {
    QTextCursor at = text->document()->find(words, 0, QTextDocument::FindCaseSensitively);
    if (at.isNull()) return {-1, -1};
    at.setPosition(at.selectionStart() + 2);  // inside the link, not on its edge
    text->setTextCursor(at);
    text->ensureCursorVisible();
    return text->cursorRect(at).center();
}
}  // namespace

TEST_F(WindowTest, TheFirstTaughtWhereLinkOpensThatLesson) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target("attention"));
    QTextBrowser* text = w.lessons_panel()->text_view();
    // The first link of "Where this is taught": [See as numbers](../8.1/lesson.md).
    const QPoint link = where_text_shows(text, "See as numbers");
    ASSERT_GE(link.y(), 0) << "the attention lesson no longer has the link";
    EXPECT_EQ(text->anchorAt(link), "../8.1/lesson.md");
    QTest::mouseClick(text->viewport(), Qt::LeftButton, {}, link);
    ASSERT_GE(w.lesson_index(), 0);
    EXPECT_EQ(w.lessons().at(w.lesson_index()).id, "8.1");
    // And the text shown is now that lesson's.
    EXPECT_EQ(text->document()->baseUrl().toLocalFile(), w.lessons().at(w.lesson_index()).folder + "/");
    EXPECT_TRUE(text->document()->find("Where this is taught").isNull());
}

TEST_F(WindowTest, AWebLinkIsLeftAloneAndTheStatusBarSaysWhy) {
    MainWindow w;
    ASSERT_TRUE(w.open_target("attention"));
    const int before = w.lesson_index();
    w.lessons_panel()->follow_link(QUrl("https://example.org/transformers"));
    EXPECT_EQ(w.lesson_index(), before);
    EXPECT_TRUE(w.status_text().contains("no network")) << w.status_text().toStdString();
    // A relative link to a file that is no lesson: also left alone, and said.
    w.lessons_panel()->follow_link(QUrl("solution/attention.py"));
    EXPECT_EQ(w.lesson_index(), before);
    EXPECT_TRUE(w.status_text().contains("not a lesson")) << w.status_text().toStdString();
}

TEST_F(WindowTest, AHeadingLinkScrollsToThatHeadingAndAMissingOneIsSaid) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target("attention"));
    QTextBrowser* text = w.lessons_panel()->text_view();
    text->verticalScrollBar()->setValue(0);
    w.lessons_panel()->follow_link(QUrl("#where-this-is-taught"));
    EXPECT_GT(text->verticalScrollBar()->value(), 0);
    // The heading is now at the top of the view.
    const QTextCursor heading = text->document()->find("Where this is taught");
    ASSERT_FALSE(heading.isNull());
    const QRect at = text->cursorRect(heading);
    EXPECT_GE(at.top(), -2);
    EXPECT_LT(at.top(), text->viewport()->height() / 4);
    w.lessons_panel()->follow_link(QUrl("#no-such-heading"));
    EXPECT_TRUE(w.status_text().contains("no heading called #no-such-heading")) << w.status_text().toStdString();
}

TEST_F(WindowTest, ATeachersLessonLinksToAnInstalledLessonByItsFolderName) {
    QTemporaryDir dir;
    ASSERT_EQ(new_lesson(dir.path(), "mine"), "");
    qputenv("BUGBOT_LESSONS", dir.path().toUtf8());
    MainWindow w;
    qunsetenv("BUGBOT_LESSONS");
    ASSERT_TRUE(w.open_target("mine"));
    // "../U4.2/lesson.md" is not beside the teacher's folder: it names the installed lesson.
    w.lessons_panel()->follow_link(QUrl("../U4.2/lesson.md"));
    ASSERT_GE(w.lesson_index(), 0);
    EXPECT_EQ(w.lessons().at(w.lesson_index()).id, "U4.2");
}
