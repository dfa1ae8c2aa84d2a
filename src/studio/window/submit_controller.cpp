#include "studio/views/plain_text.h"
#include "studio/window/submit_controller.h"

#include <algorithm>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>

#include "studio/work/mark_result.h"
#include "studio/work/paths.h"
#include "studio/window/submissions_dialog.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

namespace {
bool dialogs() { return !qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS"); }
}  // namespace

// Compiles a program without running it: "ok", or "LINE<tab>Kind: message".
constexpr char kCheck[] = R"(import sys
path = sys.argv[1]
try:
    compile(open(path, encoding="utf-8").read(), path, "exec")
except SyntaxError as e:
    print(f"{e.lineno or 0}\t{type(e).__name__}: {e.msg}")
    sys.exit(1)
print("ok")
)";

SubmitController::SubmitController(const QString& gradebook_path, QWidget* dialog_parent)
    : QObject(dialog_parent), dialog_parent_(dialog_parent), gradebook_(std::make_unique<Gradebook>(gradebook_path)) {
    ticker_.setInterval(500);
    connect(&ticker_, &QTimer::timeout, this, [this] {
        emit progress(tr("Marking %1: one run from each start position, %2 s… (Esc or Cancel stops)")
                          .arg(file_)
                          .arg(elapsed_.elapsed() / 1000));
    });
}

QString SubmitController::check_script() {
    const QString path = check_dir_.filePath("check_syntax.py");
    if (!QFileInfo::exists(path)) write_text(path, QString::fromUtf8(kCheck));
    return path;
}

SubmitController::~SubmitController() {
    // A marker still running is killed with its QProcess; its last signals
    // must not reach a half-gone controller.
    if (marker_) disconnect(marker_, nullptr, this, nullptr);
}

void SubmitController::done(bool ok) {
    ticker_.stop();
    emit busy_changed(false);
    emit submitted(ok);
}

void SubmitController::submit(const Lesson& lesson, const QString& path, const QString& source) {
    if (marker_) return;
    file_ = QFileInfo(path).fileName();
    elapsed_.start();
    emit busy_changed(true);
    emit progress(tr("Checking that %1 runs…").arg(file_));
    marker_ = new QProcess(this);
    connect(marker_, &QProcess::finished, this, [this, lesson, path, source](int, QProcess::ExitStatus) {
        QProcess* proc = marker_;
        marker_ = nullptr;
        proc->deleteLater();
        const QString out = QString::fromUtf8(proc->readAllStandardOutput()).trimmed();
        const int tab = out.indexOf('\t');
        if (out != "ok" && tab > 0) {
            const int line = out.left(tab).toInt();
            const QString what = out.mid(tab + 1);
            emit not_parsed(path, line, what);
            emit message(tr("Not marked: %1 does not run (line %2: %3). Fix it and submit again.").arg(file_).arg(line).arg(what), 0);
            done(false);
            return;
        }
        mark(lesson, path, source);  // parsed (or the check itself failed: the marker will say)
    });
    connect(marker_, &QProcess::errorOccurred, this, [this, lesson, path, source](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || !marker_) return;
        marker_->deleteLater();
        marker_ = nullptr;
        mark(lesson, path, source);
    });
    marker_->start(engine_path(), {"run", check_script(), "--", path});
}

void SubmitController::mark(const Lesson& lesson, const QString& path, const QString& source) {
    const QString file = file_;
    marker_ = new QProcess(this);
    marker_->setWorkingDirectory(lesson.folder);
    ticker_.start();
    emit progress(tr("Marking %1: one run from each start position… (Esc or Cancel stops)").arg(file));
    connect(marker_, &QProcess::finished, this, [this, lesson, source, file](int code, QProcess::ExitStatus) {
        QProcess* proc = marker_;
        marker_ = nullptr;
        proc->deleteLater();
        MarkResult result;
        QString error;
        const QByteArray out = proc->readAllStandardOutput();
        if (!parse_mark_result(out, &result, &error) || result.submissions.isEmpty()) {
            const QString why = QString::fromUtf8(proc->readAllStandardError()).trimmed();
            // Done first: the status bar must not say "Marking…" under the dialog.
            done(false);
            emit message(tr("Marking failed: %1").arg((why.isEmpty() ? error : why).section('\n', 0, 0)), 0);
            if (dialogs())
                plain_message(dialog_parent_, QMessageBox::Warning, tr("Submit"),
                              tr("The marker could not mark %1 (exit status %2).\n\n%3").arg(file).arg(code).arg(why.isEmpty() ? error : why));
            return;
        }
        SubmissionMark mark = result.submissions.first();
        mark.file = file;
        if (mark.status == "not-marked") {
            // The marker could not mark it (its checker failed): not a 0, and not a submission.
            const QString why = QString::fromUtf8(proc->readAllStandardError()).trimmed();
            done(false);
            emit message(tr("%1 could not be marked: nothing was recorded. Submit again.").arg(file), 8000);
            if (dialogs())
                plain_message(dialog_parent_, QMessageBox::Warning, tr("Submit"),
                              tr("The marker could not mark %1, so nothing was recorded. Submit again.\n\n%2").arg(file, why));
            return;
        }
        gradebook_->add(lesson.id, file, source, mark);
        if (!gradebook_->ok()) emit message(gradebook_->error(), 0);
        emit progress_changed();
        emit message((practice_ ? tr("Practice: %1: %2 / %3 (the class's marks follow)") : tr("%1: %2 / %3"))
                         .arg(file)
                         .arg(mark.score)
                         .arg(mark.max),
                     8000);
        done(true);
        if (dialogs()) {
            QMessageBox box(dialog_parent_);
            box.setWindowTitle(
                window_title_text((practice_ ? tr("Practice marks: %1") : tr("Marked: %1")).arg(lesson.title)));
            box.setTextFormat(Qt::RichText);
            box.setText(marks_html(mark, lesson.tasks, source));
            box.exec();
        }
    });
    connect(marker_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || !marker_) return;
        const QString why = marker_->errorString();
        marker_->deleteLater();
        marker_ = nullptr;
        if (dialogs()) plain_message(dialog_parent_, QMessageBox::Warning, tr("Submit"), tr("Could not start the marker: %1").arg(why));
        emit message(tr("Could not start the marker: %1").arg(why), 8000);
        done(false);
    });
    // The lesson's own folder goes on the marker's lesson path: the marker
    // takes a lesson path only from a folder of it (never one it merely finds).
    const QString lessons = QFileInfo(lesson.folder).absolutePath();
    marker_->start(engine_path(), {"mark", "--lessons", lessons, lesson.folder, "--json", "--", path});
}

void SubmitController::cancel() {
    if (!marker_) return;
    QProcess* proc = marker_;
    marker_ = nullptr;
    disconnect(proc, nullptr, this, nullptr);
    proc->kill();
    connect(proc, &QProcess::finished, proc, &QObject::deleteLater);
    emit message(tr("Marking cancelled: nothing was recorded."), 5000);
    done(false);
}

void SubmitController::keep_class_marks(const QString& lesson_id, const QString& file, const QString& source,
                                        const SubmissionMark& mark, const QString& id) {
    gradebook_->add_class_marks(id, lesson_id, file, source, mark);
    if (!gradebook_->ok()) emit message(gradebook_->error(), 0);
    emit progress_changed();
}

void SubmitController::show_submissions(const Lesson& l, const QList<StoredSubmission>& from_class) {
    QList<StoredSubmission> all = gradebook_->submissions(l.id);
    // A class submission whose marks came back is in the gradebook already
    // (issue 44): only its teacher's comment is taken from the class's list.
    for (const StoredSubmission& c : from_class) {
        const auto kept = std::find_if(all.begin(), all.end(), [&](const StoredSubmission& s) { return !c.class_id.isEmpty() && s.class_id == c.class_id; });
        if (kept == all.end()) all.append(c);
        else if (kept->comment.isEmpty()) kept->comment = c.comment;
    }
    std::stable_sort(all.begin(), all.end(), [](const StoredSubmission& a, const StoredSubmission& b) { return a.when > b.when; });
    auto* dialog = new SubmissionsDialog(l.title, all, l.tasks, dialog_parent_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SubmissionsDialog::reopen, this, &SubmitController::reopen);
    dialog->open();
}

}  // namespace bugbot::studio
