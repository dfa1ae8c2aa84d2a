#pragma once
// The line under the console where a student types what the script's input()
// asks for: shown, with the prompt, only while the run waits on it (the
// engine's `input` event); Enter sends the line to the run.
#include <QWidget>
#include <optional>
#include <string>

class QLabel;
class QLineEdit;

namespace bugbot::studio {

class ConsoleInput : public QWidget {
    Q_OBJECT
public:
    explicit ConsoleInput(QWidget* parent = nullptr);
    // The prompt the run waits on, or none (the line hides).
    void ask(const std::optional<std::string>& prompt);
    QLineEdit* line() const { return line_; }

signals:
    void typed(const QString& text);

private:
    QLabel* prompt_ = nullptr;
    QLineEdit* line_ = nullptr;
    bool asking_ = false;
};

}  // namespace bugbot::studio
