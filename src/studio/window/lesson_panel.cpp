#include "studio/window/lesson_panel.h"

#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "files/gate.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

namespace {

// The most an image in a lesson's text may hold.
constexpr std::size_t kMaxLessonImageBytes = std::size_t{8} << 20;

// A lesson passed round may name any file as an image: `![Skizze](/dev/zero)`
// (a read that never ends), a FIFO (one that never returns), ~/.ssh/id_rsa.
// Qt would open each itself; here every resource comes through the one gate,
// and only from inside the lesson's own folder.
class LessonTextBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;
    QString folder;  // the shown lesson's, absolute; "" shows no resource

    QVariant loadResource(int type, const QUrl& name) override {
        // Never a null QVariant: QTextDocument would then open the file itself.
        const QVariant none = QByteArray("");
        if (folder.isEmpty()) return none;
        const QUrl url = name.isRelative() ? QUrl::fromLocalFile(folder + QStringLiteral("/")).resolved(name) : name;
        if (!url.isLocalFile()) return none;
        const QString path = QDir::cleanPath(url.toLocalFile());
        if (!path.startsWith(QDir::cleanPath(folder) + QStringLiteral("/"))) return none;
        std::string bytes, why;
        files::ReadRule rule;
        rule.cap = type == QTextDocument::ImageResource ? kMaxLessonImageBytes : kMaxTextBytes;
        if (files::read_file(QFile::encodeName(path).toStdString(), bytes, why, rule) != files::Read::ok) return none;
        return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
    }
};

}  // namespace

LessonPanel::LessonPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Vertical, this);
    list_ = new QListWidget(split);
    list_->setWordWrap(true);
    list_->setAlternatingRowColors(true);
    text_ = new LessonTextBrowser(split);
    text_->setOpenExternalLinks(false);
    text_->setOpenLinks(false);
    split->addWidget(list_);
    split->addWidget(text_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 5);
    split->setSizes({230, 660});  // room for the eight lessons' titles and progress
    layout->addWidget(split);
    // Only a click or Enter opens a lesson: the current row also changes by
    // itself (the list takes focus when the window is shown), and that must
    // not replace what the student has open.
    auto choose = [this](QListWidgetItem* item) {
        const int row = list_->row(item);
        if (row >= 0 && row < lessons_.size()) emit lesson_chosen(row);
        else if (row >= 0) emit hand_out_chosen(row - int(lessons_.size()));
    };
    connect(list_, &QListWidget::itemClicked, this, choose);
    connect(list_, &QListWidget::itemActivated, this, choose);
    connect(text_, &QTextBrowser::anchorClicked, this, &LessonPanel::follow_link);
    // A section shown stays at the top as the text is laid out again (the
    // window finding its size), until the reader scrolls elsewhere.
    connect(text_->verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] { pinned_.clear(); });
    connect(text_->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this, [this] {
        if (!pinned_.isEmpty()) scroll_to_heading(pinned_);
    });
}

int LessonPanel::lesson_at(const QString& path) const {
    const QString wanted = QFileInfo(path).canonicalFilePath();
    if (wanted.isEmpty()) return -1;
    for (int i = 0; i < lessons_.size(); ++i) {
        const Lesson& l = lessons_[i];
        for (const QString& candidate : {l.text_path(), l.folder, l.folder + QStringLiteral("/lesson.json")}) {
            if (!candidate.isEmpty() && QFileInfo(candidate).canonicalFilePath() == wanted) return i;
        }
    }
    return -1;
}

int LessonPanel::lesson_named_by(const QUrl& link) const {
    QStringList parts = link.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (!parts.isEmpty() && (parts.last() == QLatin1String("lesson.md") || parts.last() == QLatin1String("lesson.json")))
        parts.removeLast();
    if (parts.isEmpty()) return -1;
    const QString name = parts.last();
    for (int i = 0; i < lessons_.size(); ++i) {
        if (lessons_[i].id == name || QFileInfo(lessons_[i].folder).fileName() == name) return i;
    }
    return -1;
}

// GitHub's rule for a heading's anchor: lower case, spaces to dashes, other punctuation dropped.
static QString heading_anchor(const QString& heading) {
    QString out;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')) out += c;
        else if (c.isSpace()) out += QLatin1Char('-');
    }
    return out;
}

bool LessonPanel::scroll_to_heading(const QString& name) {
    const QString wanted = name.toLower();
    for (QTextBlock b = text_->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() == 0 || heading_anchor(b.text()) != wanted) continue;
        const QRectF at = text_->document()->documentLayout()->blockBoundingRect(b);
        text_->verticalScrollBar()->setValue(static_cast<int>(at.top()));
        return true;
    }
    return false;
}

void LessonPanel::follow_link(const QUrl& link) {
    pinned_.clear();  // the reader goes elsewhere
    if (link.isRelative() && link.path().isEmpty() && link.hasFragment()) {
        if (!scroll_to_heading(link.fragment()))
            emit message(tr("This lesson has no heading called #%1.").arg(link.fragment()), 8000);
        return;
    }
    const QUrl url = link.isRelative() && !shown_folder_.isEmpty()
                         ? QUrl::fromLocalFile(shown_folder_ + QStringLiteral("/")).resolved(link)
                         : link;
    if (!url.isLocalFile()) {
        emit message(tr("%1 is on the web; the studio has no network here, so it is not opened.").arg(url.toString()), 8000);
        return;
    }
    if (const int i = lesson_at(url.toLocalFile()); i >= 0) {
        emit lesson_chosen(i);
        return;
    }
    if (const int i = link.isRelative() ? lesson_named_by(link) : -1; i >= 0) {
        emit lesson_chosen(i);
        return;
    }
    emit message(tr("%1 is not a lesson the studio has loaded, so it is not opened.").arg(url.toLocalFile()), 8000);
}

void LessonPanel::set_lessons(const QList<Lesson>& lessons, const Gradebook* gradebook) {
    const QSignalBlocker block(list_);
    const int current = list_->currentRow();
    lessons_ = lessons;
    list_->clear();
    for (const Lesson& l : lessons) list_->addItem(l.title);
    for (const QString& title : hand_outs_) list_->addItem(tr("From your teacher: %1").arg(title));
    refresh_progress(gradebook);
    if (current >= 0 && current < list_->count()) list_->setCurrentRow(current);
}

void LessonPanel::set_class_notes(const QHash<QString, QString>& notes, const QStringList& hand_outs) {
    class_notes_ = notes;
    hand_outs_ = hand_outs;
    const QSignalBlocker block(list_);
    while (list_->count() > lessons_.size()) delete list_->takeItem(list_->count() - 1);
    for (const QString& title : hand_outs) list_->addItem(tr("From your teacher: %1").arg(title));
    refresh_progress(gradebook_);
}

void LessonPanel::refresh_progress(const Gradebook* gradebook) {
    gradebook_ = gradebook;
    for (int i = 0; i < lessons_.size() && i < list_->count(); ++i) {
        const Lesson& l = lessons_[i];
        QString text = l.title;
        if (!l.track.isEmpty()) text += QStringLiteral("  ·  ") + l.track;
        if (gradebook && gradebook->ok()) {
            const LessonProgress p = gradebook->progress(l.id);
            if (p.submissions > 0) {
                text += QStringLiteral("\n");
                if (!l.tasks.isEmpty()) text += tr("%1 of %2 tasks done").arg(QString::number(p.tasks_passed), QString::number(l.tasks.size()));
                else text += tr("best %1 / %2").arg(QString::number(p.best_score, 'g', QLocale::FloatingPointShortest),
                                                                  QString::number(p.max, 'g', QLocale::FloatingPointShortest));
                text += p.submissions == 1 ? tr(", 1 submission") : tr(", %1 submissions").arg(p.submissions);
            } else if (!l.tasks.isEmpty()) {
                text += l.tasks.size() == 1 ? tr("\n1 task, not submitted yet")
                                            : tr("\n%1 tasks, not submitted yet").arg(l.tasks.size());
            }
        }
        if (const QString note = class_notes_.value(l.id); !note.isEmpty()) text += QStringLiteral("\n") + note;
        list_->item(i)->setText(text);
    }
}

QString LessonPanel::section_of(const QString& file, const QString& title) const {
    // The Markdown's headings and, for each line, the heading it is under.
    static const QRegularExpression heading(QStringLiteral("^#{1,6}\\s+(.*?)\\s*#*\\s*$"));
    const QStringList lines = raw_text_.split(QLatin1Char('\n'));
    QString under, by_marker, by_name, by_title;
    for (const QString& line : lines) {
        if (const QRegularExpressionMatch m = heading.match(line); m.hasMatch()) {
            under = heading_anchor(m.captured(1));
            if (!title.isEmpty() && by_title.isEmpty() && m.captured(1).contains(title, Qt::CaseInsensitive)) by_title = under;
            continue;
        }
        if (file.isEmpty() || under.isEmpty() || !line.contains(file)) continue;
        if (by_marker.isEmpty() && line.contains(QStringLiteral("<!-- output: %1").arg(file))) by_marker = under;
        else if (by_name.isEmpty() && !line.contains(QStringLiteral("<!--"))) by_name = under;
    }
    return !by_marker.isEmpty() ? by_marker : !by_name.isEmpty() ? by_name : by_title;
}

bool LessonPanel::show_section(const QString& file, const QString& title) {
    const QString anchor = section_of(file, title);
    if (anchor.isEmpty() || !scroll_to_heading(anchor)) return false;
    pinned_ = anchor;
    return true;
}

void LessonPanel::show_no_lesson(const QString& script_name) {
    shown_folder_.clear();
    raw_text_.clear();
    pinned_.clear();
    text_->setMarkdown(tr("*No lesson is open: %1 is a script of your own.*\n\n"
                          "Choose a lesson in the list above to read its text and open its programs.")
                           .arg(script_name));
}

void LessonPanel::select(int index) {
    const QSignalBlocker block(list_);
    list_->setCurrentRow(index);
}

void LessonPanel::show_text(const Lesson& lesson) {
    QString text, error;
    shown_folder_ = lesson.folder;
    raw_text_.clear();
    pinned_.clear();
    if (lesson.text.isEmpty()) {
        text_->setMarkdown(tr("# %1\n\n*This lesson has no text.*").arg(lesson.title));
        return;
    }
    if (!read_text(lesson.text_path(), &text, &error)) {
        text_->setMarkdown(tr("*The lesson's text cannot be shown:* %1").arg(error));
        return;
    }
    shown_folder_ = lesson.folder;
    raw_text_ = text;
    pinned_.clear();
    static_cast<LessonTextBrowser*>(text_)->folder = QFileInfo(lesson.folder).absoluteFilePath();
    text_->document()->setBaseUrl(QUrl::fromLocalFile(lesson.folder + "/"));
    // HTML comments (the lesson's markers for its checked outputs) are not
    // for the reader; Qt's Markdown reader would show the rest as raw HTML.
    static const QRegularExpression comments(QStringLiteral("<!--.*?-->"), QRegularExpression::DotMatchesEverythingOption);
    text.remove(comments);
    text_->setMarkdown(text);
}

}  // namespace bugbot::studio
