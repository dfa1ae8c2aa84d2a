#pragma once
// Text the studio did not write itself (file names, robot names, lesson
// titles, the marker's messages) as Qt shows it: never as rich text (a QLabel
// or QMessageBox guesses HTML from a '<', so `x.py<br>...<!--` would hide what
// follows), and never with control or bidirectional characters raw (the one
// list of marking/safe_text.h). Labels that can hold such text are set to
// Qt::PlainText where they are made; message boxes go through plain_message.
#include <QMessageBox>
#include <QString>

namespace bugbot::studio {

// Control, C1 and bidi characters shown as \xNN (text::terminal_safe), so a
// right-to-left override cannot reorder what a label or title says.
QString shown_plain(const QString& text);

// A window title: shown_plain, and Qt's "[*]" placeholder doubled so a name
// holding it is shown as written.
QString window_title_text(const QString& title);

// QMessageBox with plain text (Qt::PlainText), modal; the button pressed.
QMessageBox::StandardButton plain_message(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                          const QString& text,
                                          QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                          QMessageBox::StandardButton default_button = QMessageBox::NoButton);

}  // namespace bugbot::studio
