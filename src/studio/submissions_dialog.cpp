#include "studio/submissions_dialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "studio/lesson_catalog.h"

namespace bugbot::studio {

QString marks_html(const SubmissionMark& mark, const QList<LessonTask>& tasks) {
    QString html = QStringLiteral("<p><b>%1</b>: %2 / %3 (%4)</p><table cellpadding='4'>")
                       .arg(mark.file.toHtmlEscaped())
                       .arg(mark.score)
                       .arg(mark.max)
                       .arg(mark.status.toHtmlEscaped());
    for (const TaskMark& t : mark.tasks) {
        QString title = t.id;
        for (const LessonTask& lt : tasks) {
            if (lt.id == t.id && !lt.title.isEmpty()) title = lt.title;
        }
        html += QStringLiteral("<tr><td style='font-size:large; color:%1'>%2</td><td><b>%3</b><br>%4</td></tr>")
                    .arg(t.passed ? "#1a8a1a" : "#c01818", t.passed ? QStringLiteral("✓") : QStringLiteral("✗"),
                         title.toHtmlEscaped(), t.feedback.toHtmlEscaped().replace('\n', "<br>"));
    }
    html += "</table>";
    if (mark.tasks.isEmpty()) html += QObject::tr("<p>The marker reported no tasks.</p>");
    return html;
}

SubmissionsDialog::SubmissionsDialog(const QString& lesson_title, const QList<StoredSubmission>& submissions,
                                     const QList<LessonTask>& tasks, QWidget* parent)
    : QDialog(parent), submissions_(submissions) {
    setWindowTitle(tr("Submissions: %1").arg(lesson_title));
    resize(760, 480);
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    list_ = new QListWidget(this);
    detail_ = new QTextBrowser(this);
    row->addWidget(list_, 1);
    row->addWidget(detail_, 2);
    layout->addLayout(row);
    for (const StoredSubmission& s : submissions_) {
        list_->addItem(QStringLiteral("%1  %2  %3/%4")
                           .arg(s.when.toString(QStringLiteral("yyyy-MM-dd HH:mm")), s.file)
                           .arg(s.mark.score)
                           .arg(s.mark.max));
    }
    if (submissions_.isEmpty()) detail_->setHtml(tr("<p>Nothing submitted yet for this lesson.</p>"));
    connect(list_, &QListWidget::currentRowChanged, this, [this, tasks](int r) {
        if (r >= 0 && r < submissions_.size()) detail_->setHtml(marks_html(submissions_[r].mark, tasks));
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* open = buttons->addButton(tr("Open this submission"), QDialogButtonBox::ActionRole);
    open->setEnabled(!submissions_.isEmpty());
    connect(open, &QPushButton::clicked, this, [this] {
        const int r = list_->currentRow();
        if (r >= 0 && r < submissions_.size()) {
            emit reopen(submissions_[r].id);
            accept();
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    if (!submissions_.isEmpty()) list_->setCurrentRow(0);
}

}  // namespace bugbot::studio
