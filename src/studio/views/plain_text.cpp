#include "studio/views/plain_text.h"

#include "text/safe_text.h"

namespace bugbot::studio {

QString shown_plain(const QString& text) {
    // terminal_safe also shows newlines as \n: keep the lines a message has.
    QStringList lines = text.split('\n');
    for (QString& line : lines) line = QString::fromStdString(text::terminal_safe(line.toStdString()));
    return lines.join('\n');
}

QString window_title_text(const QString& title) {
    QString shown = shown_plain(title);
    shown.replace('\n', ' ');
    return shown.replace(QStringLiteral("[*]"), QStringLiteral("[*][*]"));
}

QMessageBox::StandardButton plain_message(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                          const QString& text, QMessageBox::StandardButtons buttons,
                                          QMessageBox::StandardButton default_button) {
    QMessageBox box(icon, window_title_text(title), shown_plain(text), buttons, parent);
    box.setTextFormat(Qt::PlainText);
    if (default_button != QMessageBox::NoButton) box.setDefaultButton(default_button);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

}  // namespace bugbot::studio
