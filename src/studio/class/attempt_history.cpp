#include "studio/class/attempt_history.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "studio/class/board_table.h"
#include "studio/class/program_changes.h"

namespace bugbot::studio {

using classroom::Attempt;

namespace {

QString attempt_time(qint64 ms) {
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : QString();
}

QString program_html(const Attempt& attempt, const Attempt* before) {
    const QList<bool> changed = changed_lines(before ? before->program : QString(), attempt.program);
    const QStringList lines = attempt.program.split(QLatin1Char('\n'));
    QString html = QStringLiteral("<pre style='font-family:monospace'>");
    for (int i = 0; i < lines.size(); ++i) {
        const bool mark = before && changed.value(i);
        const QString line = QStringLiteral("%1 %2  %3")
                                 .arg(mark ? QStringLiteral("+") : QStringLiteral(" "),
                                      QString::number(i + 1).rightJustified(3), lines[i].toHtmlEscaped());
        html += mark ? QStringLiteral("<span style='background-color:#fff0b3'>%1</span>\n").arg(line) : line + '\n';
    }
    return html + QStringLiteral("</pre>");
}

}  // namespace

QString attempt_html(const Attempt& attempt, const Attempt* before) {
    QString html =
        QStringLiteral("<p><b>%1</b></p>").arg(AttemptHistory::tr("Sent %1").arg(attempt_time(attempt.received_ms)));
    if (attempt.state != QLatin1String("marked")) {
        html += AttemptHistory::tr("<p>Not marked yet (%1).</p>").arg(attempt.state.toHtmlEscaped());
    } else {
        html += QStringLiteral("<p>%1</p>")
                    .arg(AttemptHistory::tr("Marked %1: %2 of %3 points")
                             .arg(attempt_time(attempt.marked_ms), points_text(attempt.score),
                                  points_text(attempt.out_of)));
        html += QStringLiteral("<table cellpadding='3'>");
        for (const classroom::TaskPoints& t : attempt.tasks)
            html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                        .arg(t.task.toHtmlEscaped(), mark_text(t.points, t.out_of));
        html += QStringLiteral("</table>");
    }
    for (const QString& note : attempt.notes) html += QStringLiteral("<p>%1</p>").arg(note.toHtmlEscaped());
    if (!attempt.comment.isEmpty())
        html += QStringLiteral("<p style='background-color:#e8f1ff'><b>%1</b> %2</p>")
                    .arg(AttemptHistory::tr("Your comment:"), attempt.comment.toHtmlEscaped());
    if (!attempt.program.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(before ? AttemptHistory::tr("The program; lines marked + changed since the attempt before:")
                                : AttemptHistory::tr("The program (the first attempt):"));
        html += program_html(attempt, before);
    }
    return html;
}

AttemptHistory::AttemptHistory(QWidget* parent) : QWidget(parent) {
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    list_ = new QListWidget(this);
    list_->setAccessibleName(tr("Attempts"));
    list_->setMaximumHeight(list_->fontMetrics().height() * 8);  // the program below gets the room
    detail_ = new QTextBrowser(this);
    detail_->setAccessibleName(tr("The attempt chosen: marks, notes, comment and program"));
    comment_ = new QLineEdit(this);
    comment_->setAccessibleName(tr("Comment on this attempt"));
    comment_->setPlaceholderText(tr("A comment for the student on this attempt"));
    comment_->setMaxLength(2000);
    send_ = new QPushButton(tr("Send &comment"), this);
    send_->setAccessibleName(tr("Send the comment to the student"));
    replay_ = new QPushButton(tr("&Replay the marked run"), this);
    replay_->setAccessibleName(tr("Replay the marked run in the mat, charts and weight strip"));
    auto* comment_row = new QHBoxLayout;
    comment_row->addWidget(comment_, 1);
    comment_row->addWidget(send_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(list_, 1);
    layout->addWidget(detail_, 3);
    layout->addLayout(comment_row);
    layout->addWidget(replay_);
    connect(list_, &QListWidget::currentRowChanged, this, &AttemptHistory::show_attempt);
    auto send = [this] {
        const int i = current();
        if (i < 0 || comment_->text().trimmed().isEmpty()) return;
        emit comment_requested(history_.student, history_.attempts[std::size_t(i)].id, comment_->text().trimmed());
    };
    connect(send_, &QPushButton::clicked, this, send);
    connect(comment_, &QLineEdit::returnPressed, this, send);
    connect(replay_, &QPushButton::clicked, this, [this] {
        if (const int i = current(); i >= 0)
            emit replay_requested(history_.student, history_.attempts[std::size_t(i)].id);
    });
    show_history({}, {});
}

void AttemptHistory::show_history(const classroom::History& history, const QString& shown_name) {
    const QString chosen = current() >= 0 && history.student == history_.student && history.lesson == history_.lesson
                               ? history_.attempts[std::size_t(current())].id
                               : QString();
    history_ = history;
    title_->setText(
        history.student.isEmpty()
            ? tr("Choose a student's mark on the board (Enter) to see their attempts.")
            : tr("%1: %2, %n attempt(s)", "", int(history.attempts.size())).arg(shown_name, history.lesson));
    QSignalBlocker quiet(list_);
    list_->clear();
    int row = int(history.attempts.size()) - 1;  // the newest, unless one was chosen
    for (std::size_t i = 0; i < history.attempts.size(); ++i) {
        const Attempt& a = history.attempts[i];
        QString text = tr("#%1  %2  %3")
                           .arg(QString::number(i + 1), attempt_time(a.received_ms),
                                a.state == QLatin1String("marked") ? mark_text(a.score, a.out_of) : tr("being marked"));
        if (!a.comment.isEmpty()) text += tr("  (commented)");
        list_->addItem(text);
        if (a.id == chosen) row = int(i);
    }
    list_->setCurrentRow(row);
    show_attempt(row);
}

int AttemptHistory::current() const {
    const int row = list_->currentRow();
    return row >= 0 && row < int(history_.attempts.size()) ? row : -1;
}

void AttemptHistory::choose(int attempt) { list_->setCurrentRow(attempt); }

void AttemptHistory::show_attempt(int row) {
    const bool valid = row >= 0 && row < int(history_.attempts.size());
    send_->setEnabled(valid);
    comment_->setEnabled(valid);
    replay_->setEnabled(valid && history_.attempts[std::size_t(row)].has_record);
    if (!valid) {
        detail_->clear();
        comment_->clear();
        return;
    }
    const Attempt& a = history_.attempts[std::size_t(row)];
    detail_->setHtml(attempt_html(a, row > 0 ? &history_.attempts[std::size_t(row - 1)] : nullptr));
    comment_->setText(a.comment);
}

void AttemptHistory::set_comment(const QString& submission, const QString& text) {
    for (Attempt& a : history_.attempts)
        if (a.id == submission) a.comment = text;
    if (const int i = current(); i >= 0 && history_.attempts[std::size_t(i)].id == submission) show_attempt(i);
}

}  // namespace bugbot::studio
