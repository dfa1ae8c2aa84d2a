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

#include <algorithm>

#include "classroom/client.h"
#include "studio/class/class_dialogs.h"
#include "studio/class/class_host.h"
#include "studio/work/language.h"
#include "studio/work/paths.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

using classroom::ClassClient;

ClassControls::ClassControls(QWidget* window)
    : QObject(window),
      window_(window),
      host_(new ClassHost(this)),
      client_(new ClassClient(user_data_dir() + "/class", this)),
      label_(new QLabel) {
    label_->setAccessibleName(tr("Class"));
    connect(client_, &ClassClient::state_changed, this, &ClassControls::update_label);
    connect(client_, &ClassClient::waiting_changed, this, &ClassControls::update_label);
    connect(client_, &ClassClient::result_arrived, this, &ClassControls::on_result);
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
    const QJsonObject last = [] {
        QString text;  // through the file gate: the data folder is the student's
        return read_text(user_data_dir() + "/class/class.json", &text) ? QJsonDocument::fromJson(text.toUtf8()).object()
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
    update_label();
    return id;
}

void ClassControls::on_result(const QString& id, const QJsonObject& marks) {
    Pending sent;
    if (auto found = pending_.find(id); found != pending_.end()) {
        sent = found->second;
        pending_.erase(found);
    } else {  // sent before the studio last started: its lesson is in the result kept
        QString text;
        if (read_text(user_data_dir() + "/class/results/" + id + ".json", &text)) {
            const QJsonObject kept = QJsonDocument::fromJson(text.toUtf8()).object();
            sent.lesson = kept.value("lesson").toString();
            sent.source = kept.value("program").toString();
        }
    }
    MarkResult result;
    const QJsonObject wrapped{{"lesson", sent.lesson}, {"submissions", QJsonArray{marks}}};
    update_label();
    if (!parse_mark_result(QJsonDocument(wrapped).toJson(), &result) || result.submissions.isEmpty()) return;
    SubmissionMark mark = result.submissions.first();
    mark.file = sent.file;
    // Kept in the label: the practice marks' message may come after it.
    last_marks_ = tr("the class's marks for %1: %2 / %3")
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

}  // namespace bugbot::studio
