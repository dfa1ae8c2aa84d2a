#pragma once
// The class's two dialogs. Start a class: the join code big enough to read off
// a projector, with the addresses the students type. Join a class: the
// teacher's address (typed, or chosen from the classes found on the LAN),
// the join code and the student's name.
#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace bugbot::studio {

class ClassHost;
class FoundClassesList;

class StartClassDialog : public QDialog {
    Q_OBJECT
public:
    StartClassDialog(ClassHost* host, QWidget* parent = nullptr);
    QLabel* code_label() const { return code_; }
    QLabel* state_label() const { return state_; }

private:
    void follow_host();

    ClassHost* host_;
    QLabel* code_;
    QLabel* addresses_;
    QLabel* state_;
    QPushButton* stop_;
};

class JoinClassDialog : public QDialog {
    Q_OBJECT
public:
    explicit JoinClassDialog(QWidget* parent = nullptr);
    void set_values(const QString& address, const QString& code, const QString& name);
    QString address() const;
    QString code() const;
    QString name() const;
    QLineEdit* address_edit() const { return address_; }
    QLineEdit* code_edit() const { return code_; }
    QLineEdit* name_edit() const { return name_; }
    FoundClassesList* found_list() const { return found_; }
    // Why what is typed cannot be joined with; empty when it can.
    QString problem() const;
    void accept() override;  // only when there is no problem

private:
    FoundClassesList* found_;  // the classes on the LAN (DNS-SD); choosing one fills in its address
    QLineEdit* address_;
    QLineEdit* code_;
    QLineEdit* name_;
    QLabel* problem_;
};

}  // namespace bugbot::studio
