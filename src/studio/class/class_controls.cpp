#include "studio/class/class_controls.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>

#include <algorithm>

#include "classroom/client.h"
#include "studio/class/board_controls.h"
#include "studio/class/class_dialogs.h"
#include "studio/class/class_host.h"
#include "studio/work/language.h"
#include "studio/work/paths.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

using classroom::ClassClient;

namespace {

// The class's marks of a submission (as `bugbot mark --json` gives one) as the studio shows marks.
bool class_mark(const QString& lesson, const QJsonObject& marks, SubmissionMark* mark) {
    MarkResult result;
    const QJsonObject wrapped{{"lesson", lesson}, {"submissions", QJsonArray{marks}}};
    if (!parse_mark_result(QJsonDocument(wrapped).toJson(), &result) || result.submissions.isEmpty()) return false;
    *mark = result.submissions.first();
    return true;
}

QJsonObject read_object(const QString& path) {
    QString text;  // through the file gate: the data folder is the student's
    return read_text(path, &text) ? QJsonDocument::fromJson(text.toUtf8()).object() : QJsonObject();
}

QString deadline_text(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

}  // namespace

ClassControls::ClassControls(QWidget* window)
    : QObject(window),
      window_(window),
      folder_(user_data_dir() + "/class"),
      host_(new ClassHost(this)),
      board_(new BoardControls(host_, window)),
      client_(new ClassClient(folder_, this)),
      label_(new QLabel) {
    label_->setAccessibleName(tr("Class"));
    connect(client_, &ClassClient::state_changed, this, &ClassControls::update_label);
    connect(client_, &ClassClient::waiting_changed, this, &ClassControls::update_label);
    connect(client_, &ClassClient::result_arrived, this, &ClassControls::on_result);
    connect(client_, &ClassClient::comment_arrived, this, &ClassControls::on_comment);
    connect(client_, &ClassClient::hand_outs_changed, this, [this] {
        emit hand_outs_changed();
        emit message(tr("Your teacher handed something out: see the lesson list."), 8000);
    });
    connect(board_, &BoardControls::message, this, &ClassControls::message);
    connect(client_, &ClassClient::class_refused, this,
            [this](const QString& why) { emit message(tr("The class said no: %1").arg(why), 0); });
    connect(host_, &ClassHost::listening_changed, this, &ClassControls::update_label);
    connect(host_, &ClassHost::failed, this,
            [this](const QString& why) { emit message(tr("The class stopped: %1").arg(why), 0); });
    if (client_->has_class()) client_->connect_to_class();  // what waits goes out; results come in
    update_label();
}

void ClassControls::fill_menu(QMenu* menu) {
    menu->addAction(tr("Start a class…"), this, [this] {
        QString roster;
        if (!host_->running() && !qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS"))
            roster = QFileDialog::getOpenFileName(window_,
                                                  tr("The class list (CSV): these names join at once; Cancel for none"),
                                                  QString(), tr("Class list (*.csv *.txt)"));
        start_class(roster);
    });
    menu->addAction(tr("Join a class…"), this, [this] { join_dialog(); });
    leave_ = menu->addAction(tr("Leave class"), this, [this] { leave_class(); });
    leave_->setEnabled(in_class());
    menu->addSeparator();
    menu->addAction(tr("Class &board"), this, &ClassControls::board_requested);
}

StartClassDialog* ClassControls::start_class(const QString& roster, quint16 port, const QString& address) {
    if (!host_->running()) host_->start(user_data_dir() + "/class-server", port, roster, address);
    if (!start_dialog_) {
        start_dialog_ = new StartClassDialog(host_, window_);
        start_dialog_->setAttribute(Qt::WA_DeleteOnClose);
    }
    start_dialog_->show();
    start_dialog_->raise();
    return start_dialog_;
}

JoinClassDialog* ClassControls::join_dialog() {
    auto* dialog = new JoinClassDialog(window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QJsonObject last = [folder = folder_] {
        QString text;  // through the file gate: the data folder is the student's
        return read_text(folder + "/class.json", &text) ? QJsonDocument::fromJson(text.toUtf8()).object()
                                                        : QJsonObject();
    }();
    dialog->set_values(last.value("address").toString(), last.value("code").toString(), last.value("name").toString());
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { join(dialog->address(), dialog->code(), dialog->name()); });
    dialog->open();
    return dialog;
}

void ClassControls::join(const QString& address, const QString& code, const QString& name) {
    client_->join(address, code, name);
    update_label();
}

QString ClassControls::leave_class() {
    if (!in_class()) return {};
    const int unsent = client_->waiting();
    const int sent = std::max(0, int(pending_.size()) - unsent);
    QStringList said{tr("Leave the class?")};
    if (unsent > 0)
        said << tr(
            "%n submission(s) have not reached the class: they will not be sent. They are kept in your "
            "data folder (class/left/).",
            nullptr, unsent);
    if (sent > 0)
        said << tr(
            "%n submission(s) reached the class but their marks have not come back: the teacher "
            "has them; their marks will not show here.",
            nullptr, sent);
    if (unsent == 0 && sent == 0) said << tr("Everything you submitted reached the class and its marks came back.");
    if (!qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS") &&
        QMessageBox::question(window_, tr("Leave class"), said.join("\n\n")) != QMessageBox::Yes)
        return {};
    const QString kept = client_->leave();
    pending_.clear();
    last_marks_.clear();
    said.removeFirst();
    if (!kept.isEmpty()) said << tr("Kept in %1.").arg(QDir::toNativeSeparators(kept));
    const QString text = tr("You left the class.") + QLatin1Char(' ') + said.join(QLatin1Char(' '));
    update_label();
    emit message(text, 0);
    return text;
}

bool ClassControls::in_class() const { return client_->has_class(); }

QString ClassControls::submit(const QString& lesson, const QString& file, const QString& source) {
    const QString id = client_->submit(lesson, source, language_in_use());
    if (id.isEmpty()) {
        emit message(tr("Not sent to the class: %1").arg(client_->refusal()), 0);
        return id;
    }
    pending_[id] = {lesson, QFileInfo(file).fileName(), source};
    // Kept for the Submissions list: the class's marks and the teacher's comment come by this id.
    const QJsonObject sent{{"lesson", lesson},
                           {"file", QFileInfo(file).fileName()},
                           {"source", source},
                           {"sent_ms", QDateTime::currentMSecsSinceEpoch()}};
    QDir().mkpath(folder_ + "/submitted");
    write_text(sent_path(id), QString::fromUtf8(QJsonDocument(sent).toJson()));
    update_label();
    return id;
}

void ClassControls::on_result(const QString& id, const QJsonObject& marks) {
    Pending sent;
    if (auto found = pending_.find(id); found != pending_.end()) {
        sent = found->second;
        pending_.erase(found);
    } else if (const QJsonObject mine = read_object(sent_path(id)); !mine.isEmpty()) {
        // Sent before the studio last started: what this studio kept of it.
        sent.lesson = mine.value("lesson").toString();
        sent.file = mine.value("file").toString();
        sent.source = mine.value("source").toString();
    } else {  // from another studio of this student: its lesson and program are in the result kept
        QString text;
        if (read_text(folder_ + "/results/" + id + ".json", &text)) {
            const QJsonObject kept = QJsonDocument::fromJson(text.toUtf8()).object();
            sent.lesson = kept.value("lesson").toString();
            sent.source = kept.value("program").toString();
        }
    }
    update_label();
    SubmissionMark mark;
    if (!class_mark(sent.lesson, marks, &mark)) return;
    mark.file = sent.file;
    // Kept in the label: the practice marks' message may come after it.
    last_marks_ =
        tr("the class's marks for %1: %2 / %3")
            .arg(sent.file.isEmpty() ? sent.lesson : sent.file, QString::number(mark.score), QString::number(mark.max));
    update_label();
    emit result_arrived(sent.lesson, sent.file, sent.source, mark, id);
}

void ClassControls::update_label() {
    QStringList parts;
    if (host_->listening()) parts << tr("Class open: code %1").arg(host_->join_code());
    if (client_->has_class()) {
        switch (client_->state()) {
            case ClassClient::State::joined:
                parts << tr("In the class as %1").arg(client_->name());
                break;
            case ClassClient::State::waiting_for_teacher:
                parts << tr("Waiting for the teacher to let you in");
                break;
            case ClassClient::State::refused:
                parts << tr("The class refused: %1").arg(client_->refusal());
                break;
            default:
                parts << tr("The class cannot be reached");
                break;
        }
        // Sent: handed to the class, its marks not back yet; the rest wait in the outbox.
        const int unsent = client_->waiting();
        if (const int sent = int(pending_.size()) - unsent; sent > 0)
            parts << tr("sent, waiting for the class (%1)").arg(sent);
        if (unsent > 0) parts << tr("%1 waiting to be sent").arg(unsent);
        if (!last_marks_.isEmpty()) parts << last_marks_;
    }
    if (leave_) leave_->setEnabled(in_class());
    label_->setText(parts.join(QStringLiteral(" · ")));
    label_->setVisible(!parts.isEmpty());
}

QString ClassControls::sent_path(const QString& id) const { return folder_ + "/submitted/" + id + ".json"; }

void ClassControls::on_comment(const QString& id, const QString& text) {
    const QJsonObject sent = read_object(sent_path(id));
    const QString what = sent.value("file").toString();
    emit message(tr("Your teacher commented on %1: %2").arg(what.isEmpty() ? id : what, text), 0);
    emit comments_changed();
}

QList<StoredSubmission> ClassControls::submissions(const QString& lesson) const {
    QList<StoredSubmission> out;
    const QDir sent(folder_ + "/submitted");
    for (const QString& name : sent.entryList({"*.json"}, QDir::Files)) {
        const QJsonObject s = read_object(sent.filePath(name));
        if (s.value("lesson").toString() != lesson) continue;
        StoredSubmission row;
        row.class_id = QFileInfo(name).completeBaseName();
        row.lesson = lesson;
        row.file = s.value("file").toString();
        row.source = s.value("source").toString();
        row.when = QDateTime::fromMSecsSinceEpoch(qint64(s.value("sent_ms").toDouble()));
        row.marked = class_mark(lesson, client_->result(row.class_id), &row.mark);
        row.mark.file = row.file;
        row.comment = client_->comment(row.class_id);
        out << row;
    }
    std::sort(out.begin(), out.end(),
              [](const StoredSubmission& a, const StoredSubmission& b) { return a.when > b.when; });
    return out;
}

QString ClassControls::closed(const QString& lesson, const QDateTime& now) const {
    // The class keeps one deadline a lesson; each hand-out of the lesson carries it.
    qint64 deadline = 0;
    for (const classroom::HandOut& h : client_->hand_outs())
        if (h.lesson == lesson) deadline = std::max(deadline, h.deadline_ms);
    if (deadline == 0 || now.toMSecsSinceEpoch() < deadline) return {};
    return tr("Submit is closed for this lesson: your teacher's deadline was %1.").arg(deadline_text(deadline));
}

QHash<QString, QString> ClassControls::lesson_notes(const QDateTime& now) const {
    QHash<QString, QString> notes;
    for (const classroom::HandOut& h : client_->hand_outs()) {
        if (!h.program.isEmpty()) continue;
        QString note = tr("From your teacher");
        if (h.deadline_ms > 0)
            note += now.toMSecsSinceEpoch() < h.deadline_ms
                        ? tr("; Submit closes %1").arg(deadline_text(h.deadline_ms))
                        : tr("; Submit closed %1").arg(deadline_text(h.deadline_ms));
        notes[h.lesson] = note;
    }
    return notes;
}

QStringList ClassControls::hand_out_titles(const QList<Lesson>& lessons) const {
    QStringList titles;
    for (const classroom::HandOut& h : client_->hand_outs()) {
        if (h.program.isEmpty()) continue;
        QString lesson = h.lesson;  // its title in the studio's language, where the lesson has one
        for (const Lesson& l : lessons)
            if (l.id == h.lesson) lesson = l.title;
        titles << tr("%1 (%2)").arg(h.title, lesson);
    }
    return titles;
}

QString ClassControls::hand_out_file(int index) const {
    int i = 0;
    for (const classroom::HandOut& h : client_->hand_outs()) {
        if (h.program.isEmpty() || i++ != index) continue;
        // The student's copy, written once: their edits are theirs.
        QString name = h.title;
        name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
        if (!name.endsWith(QLatin1String(".py"))) name += QStringLiteral(".py");
        const QString folder = folder_ + "/hand-outs/" + h.id;
        const QString path = folder + "/" + name;
        QDir().mkpath(folder);
        if (!QFile::exists(path) && !write_text(path, h.program)) return {};
        return path;
    }
    return {};
}

}  // namespace bugbot::studio
