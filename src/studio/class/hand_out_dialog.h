#pragma once
// The teacher hands out a lesson, or a program of their own, to the whole
// class or to some students, with or without a deadline after which Submit
// for that lesson is closed; or (deadline_only) sets a lesson's deadline.
#include <QDialog>

#include "classroom/board.h"
#include "studio/work/lesson_catalog.h"

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;

namespace bugbot::studio {

class HandOutDialog : public QDialog {
    Q_OBJECT
public:
    struct Student {
        QString name, shown;  // shown: as the board shows it (Presentation: "Student 3")
    };
    HandOutDialog(const QList<Lesson>& lessons, const QList<Student>& students, bool deadline_only,
                  QWidget* parent = nullptr);

    void choose_lesson(const QString& lesson_id);
    // A program of the teacher's: its text and title ("" clears: a lesson is handed out).
    void set_program(const QString& title, const QString& text);
    void set_students(const QStringList& names);  // only these; none: the whole class
    void set_deadline(const QDateTime& when);  // invalid: none
    classroom::HandOut hand_out() const;
    QString problem() const;  // why OK cannot hand it out; "" when it can
    void accept() override;

    QListWidget* student_list() const { return students_; }

private:
    void choose_file();

    QList<Lesson> lessons_;
    QComboBox* lesson_;
    QRadioButton* whole_class_;
    QRadioButton* some_;
    QListWidget* students_;
    QLineEdit* title_;
    QString program_;
    QCheckBox* has_deadline_;
    QDateTimeEdit* deadline_;
    QLabel* problem_;
    bool deadline_only_;
};

}  // namespace bugbot::studio
