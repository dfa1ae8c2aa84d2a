#include "studio/views/plain_text.h"
#include "studio/window/submissions_dialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "studio/run/error_explainer.h"
#include "studio/work/lesson_catalog.h"

namespace bugbot::studio {

static QString points(double p) { return QString::number(p, 'g', 4); }

QString how_it_ended(const QString& status) {
    // The marker's statuses (docs/marking.md) in a student's words; "marked"
    // (every run ended normally) needs none.
    if (status == "marked" || status.isEmpty()) return {};
    if (status == "error") return QObject::tr("Your program stopped with an error in at least one run (the notes say where).");
    if (status == "timeout" || status == "cpu") return QObject::tr("Your program ran too long and was stopped.");
    if (status == "memory") return QObject::tr("Your program used too much memory.");
    if (status == "forbidden") return QObject::tr("Your program tried to start another program, which is not allowed.");
    if (status == "exit") return QObject::tr("Your program ended early (sys.exit).");
    if (status == "output") return QObject::tr("Your program wrote too much.");
    if (status == "crashed") return QObject::tr("Your program crashed.");
    if (status == "tampered") return QObject::tr("Your program wrote into its own record, so it scores nothing.");
    return QObject::tr("The marker says: %1").arg(status);
}

QString marks_html(const SubmissionMark& mark, const QList<LessonTask>& tasks, const QString& source) {
    // The points and how the runs ended, in one sentence.
    const bool full = mark.max > 0 && mark.score >= mark.max;
    const QString got = full ? QObject::tr("full marks, %1 of %2 points").arg(points(mark.score), points(mark.max))
                             : QObject::tr("%1 of %2 points").arg(points(mark.score), points(mark.max));
    QString how = how_it_ended(mark.status);
    if (how.endsWith('.')) how.chop(1);
    if (!how.isEmpty()) how[0] = how[0].toLower();
    QString sentence = QObject::tr("<b>%1</b>: you got <b>%2</b>").arg(mark.file.toHtmlEscaped(), got);
    if (how.isEmpty()) sentence += '.';
    else if (mark.score > 0) sentence += QObject::tr(": the tasks marked done were done before %1.").arg(how.toHtmlEscaped());
    else sentence += QObject::tr(", because %1.").arg(how.toHtmlEscaped());
    QString html = "<p>" + sentence + "</p>";
    html += "<table cellpadding='4'>";
    for (const TaskMark& t : mark.tasks) {
        QString title = t.id;
        double max = t.max;
        for (const LessonTask& lt : tasks) {
            if (lt.id != t.id) continue;
            if (!lt.title.isEmpty()) title = lt.title;
            if (max <= 0) max = lt.points;
        }
        const QString got = max > 0 ? QObject::tr("%1 of %2 points").arg(points(t.score), points(max))
                                    : QObject::tr("%1 points").arg(points(t.score));
        html += QStringLiteral("<tr><td style='font-size:large; color:%1'>%2</td><td><b>%3</b> (%4)<br>%5</td></tr>")
                    .arg(t.passed ? "#1a8a1a" : "#c01818", t.passed ? QStringLiteral("✓") : QStringLiteral("✗"),
                         title.toHtmlEscaped(), got, t.feedback.toHtmlEscaped().replace('\n', "<br>"));
    }
    html += "</table>";
    for (const QString& note : mark.notes) html += "<p>" + note.toHtmlEscaped() + "</p>";
    // A run that stopped with an error: what it means, as the console says it under a traceback. The
    // notes say it; a submission from the gradebook keeps it in its tasks' feedback.
    QStringList said_where = mark.notes;
    for (const TaskMark& t : mark.tasks) said_where << t.feedback;
    for (const QString& text : said_where) {
        const RunFault fault = ErrorExplainer::from_marker_note(text);
        if (fault.kind.isEmpty() || source.isEmpty()) continue;
        const QString said = ErrorExplainer::explain(fault, source);
        if (!said.isEmpty()) html += "<p style='color:#143c82; background-color:#e8f1ff'>" + said.toHtmlEscaped() + "</p>";
        break;
    }
    if (mark.tasks.isEmpty()) html += QObject::tr("<p>The marker reported no tasks.</p>");
    return html;
}

SubmissionsDialog::SubmissionsDialog(const QString& lesson_title, const QList<StoredSubmission>& submissions,
                                     const QList<LessonTask>& tasks, QWidget* parent)
    : QDialog(parent), submissions_(submissions) {
    setWindowTitle(window_title_text(tr("Submissions: %1").arg(lesson_title)));
    resize(760, 480);
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    list_ = new QListWidget(this);
    detail_ = new QTextBrowser(this);
    list_->setAccessibleName(tr("Your submissions"));
    detail_->setAccessibleName(tr("Marks and feedback of the submission chosen"));
    row->addWidget(list_, 1);
    row->addWidget(detail_, 2);
    layout->addLayout(row);
    for (const StoredSubmission& s : submissions_) {
        // One arg(): a file named "%3.py" is never filled in by a later one.
        QString text = QStringLiteral("%1  %2  %3").arg(s.when.toString(QStringLiteral("yyyy-MM-dd HH:mm")), s.file,
                                                         s.marked ? QStringLiteral("%1/%2").arg(QString::number(s.mark.score, 'g', QLocale::FloatingPointShortest),
                                                                                                 QString::number(s.mark.max, 'g', QLocale::FloatingPointShortest))
                                                                  : tr("waiting for the class"));
        if (!s.class_id.isEmpty() || s.marked_by == kMarkedByClass) text += QStringLiteral("  ") + tr("(the class's marks)");
        if (!s.comment.isEmpty()) text += tr("\n    Your teacher: %1").arg(s.comment);
        list_->addItem(text);
    }
    if (submissions_.isEmpty()) detail_->setHtml(tr("<p>Nothing submitted yet for this lesson.</p>"));
    connect(list_, &QListWidget::currentRowChanged, this, [this, tasks](int r) {
        if (r < 0 || r >= submissions_.size()) return;
        const StoredSubmission& s = submissions_[r];
        QString html;
        if (!s.comment.isEmpty())
            html += QStringLiteral("<p style='background-color:#e8f1ff'><b>%1</b> %2</p>")
                        .arg(tr("Your teacher's comment:"), s.comment.toHtmlEscaped());
        if (!s.class_id.isEmpty()) html += tr("<p>Sent to the class; marked on the lesson's hidden variations.</p>");
        html += s.marked ? marks_html(s.mark, tasks, s.source) : tr("<p>Not marked yet: the class's marks come when it has marked it.</p>");
        detail_->setHtml(html);
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* open = buttons->addButton(tr("Open this submission"), QDialogButtonBox::ActionRole);
    open->setEnabled(!submissions_.isEmpty());
    connect(open, &QPushButton::clicked, this, [this] {
        const int r = list_->currentRow();
        if (r >= 0 && r < submissions_.size()) {
            emit reopen(submissions_[r]);
            accept();
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    if (!submissions_.isEmpty()) list_->setCurrentRow(0);
}

void show_class_marks_box(QWidget* parent, QStatusBar* status, const QList<Lesson>& lessons, const ClassHandIn& hand_in,
                          const SubmissionMark& mark) {
    const Lesson* lesson = nullptr;
    for (const Lesson& l : lessons)
        if (l.id == hand_in.lesson_id) lesson = &l;
    const QString title = lesson ? lesson->title : hand_in.lesson_id;
    status->showMessage(SubmissionsDialog::tr("The class's marks for %1 (%2): %3 / %4")
                            .arg(hand_in.file, title, QString::number(mark.score), QString::number(mark.max)),
                        0);
    if (qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS")) return;
    auto* box = new QMessageBox(parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(window_title_text(SubmissionsDialog::tr("The class's marks: %1").arg(title)));
    box->setTextFormat(Qt::RichText);
    box->setText(SubmissionsDialog::tr("<p><b>The class's marks</b>, on the lesson's hidden variations:</p>") +
                 marks_html(mark, lesson ? lesson->tasks : QList<LessonTask>(), hand_in.source));
    box->setModal(false);
    box->show();
}

}  // namespace bugbot::studio
