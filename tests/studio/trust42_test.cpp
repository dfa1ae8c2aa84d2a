// Issue 42 in the studio: a lesson's text naming /dev/zero, a FIFO or a file
// outside its folder as an image; Mark a class… with 9,000 hand-ins whose
// paths are longer together than a command line may be; a file name holding
// line breaks and "%1" that would forge its own details.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPixmap>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocument>
#include <sys/stat.h>

#include "studio/window/class_marking_dialog.h"
#include "studio/window/lesson_panel.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// Whether what the document holds for an image is a picture (loaded bytes or an image).
bool a_picture(const QVariant& resource) {
    if (resource.typeId() == QMetaType::QImage) return !resource.value<QImage>().isNull();
    if (resource.typeId() == QMetaType::QPixmap) return !resource.value<QPixmap>().isNull();
    return resource.typeId() == QMetaType::QByteArray && !QImage::fromData(resource.toByteArray()).isNull();
}
}  // namespace

TEST_F(WindowTest, ALessonsImagesComeOnlyFromItsFolderAndNeverFromADeviceOrAFifo) {
    QTemporaryDir folder, outside;
    QImage pixel(4, 4, QImage::Format_RGB32);
    pixel.fill(Qt::red);
    ASSERT_TRUE(pixel.save(folder.filePath("pic.png")));
    ASSERT_TRUE(pixel.save(outside.filePath("away.png")));
    ASSERT_EQ(::mkfifo(QFile::encodeName(folder.filePath("pipe.png")).constData(), 0600), 0);
    ASSERT_TRUE(QFile::link("/dev/zero", folder.filePath("zero.png")));
    ASSERT_TRUE(write_text(folder.filePath("lesson.de.md"),
                           "# Skizze\n\n![Skizze](/dev/zero)\n\n![Rohr](pipe.png)\n\n![Null](zero.png)\n\n"
                           "![Fern](" + outside.filePath("away.png") + ")\n\n![Bild](pic.png)\n"));
    Lesson lesson;
    lesson.id = "skizze";
    lesson.title = "Skizze";
    lesson.folder = folder.path();
    lesson.text = "lesson.de.md";
    LessonPanel panel;
    panel.resize(600, 800);
    panel.show();
    QElapsedTimer clock;
    clock.start();
    panel.show_text(lesson);  // a read of /dev/zero or of the FIFO would never return
    QTextDocument* document = panel.text_view()->document();
    document->adjustSize();
    EXPECT_LT(clock.elapsed(), 10000);
    for (const char* refused : {"/dev/zero", "pipe.png", "zero.png"})
        EXPECT_FALSE(a_picture(document->resource(QTextDocument::ImageResource, QUrl(refused)))) << refused;
    EXPECT_FALSE(a_picture(document->resource(QTextDocument::ImageResource, QUrl::fromLocalFile(outside.filePath("away.png")))));
    EXPECT_TRUE(a_picture(document->resource(QTextDocument::ImageResource, QUrl("pic.png"))));  // its own image shows
    EXPECT_LT(clock.elapsed(), 10000);
}

TEST_F(WindowTest, ASubmissionsDetailsShowAPercentOneNameAsWritten) {
    // A hand-in named to forge its own line: a line break and Qt's placeholders.
    const QString name = "x\n%1: 30 of 30 (marked)\n%2 %3 %4.py";
    const QJsonObject s{{"file", name},
                        {"score", 0},
                        {"max", 30},
                        {"status", "empty"},
                        {"tasks", QJsonArray{QJsonObject{{"id", "%1"}, {"score", 0}, {"max", 10}, {"feedback", "%2"}}}},
                        {"notes", QJsonArray{"%1 %2"}}};
    const QString text = ClassMarkingDialog::details(s);
    EXPECT_TRUE(text.startsWith(name + ": 0 of 30 (empty)\n")) << text.toStdString();
    EXPECT_TRUE(text.contains("\n%1  0/10  %2\n")) << text.toStdString();
    EXPECT_TRUE(text.contains("note: %1 %2\n")) << text.toStdString();
}

TEST_F(WindowTest, MarkAClassTakes9000HandInsWhosePathsOverflowACommandLine) {
    QTemporaryDir klass;
    // About 2.5 MB of paths: more than a command line may hold (ARG_MAX, 2 MB here).
    const QString tail = QString(220, QLatin1Char('n'));
    QStringList files;
    for (int i = 0; i < 9000; ++i) {
        files << klass.filePath(QStringLiteral("%1_%2.py").arg(QString::number(i).rightJustified(5, '0'), tail));
        QFile f(files.back());
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    }
    qsizetype bytes = 0;
    for (const QString& f : files) bytes += f.size() + 1;
    ASSERT_GT(bytes, 2 * 1024 * 1024);
    ClassMarkingDialog dialog;
    ASSERT_TRUE(dialog.choose_lesson("8.1"));
    dialog.set_files(files);
    QSignalSpy marked(&dialog, &ClassMarkingDialog::marked);
    QElapsedTimer clock;
    clock.start();
    dialog.start();
    ASSERT_TRUE(marked.wait(120000));
    std::printf("9,000 hand-ins marked in the dialog in %.1f s\n", clock.elapsed() / 1000.0);
    EXPECT_EQ(dialog.rows(), 9000);
}
