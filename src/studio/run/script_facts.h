#pragma once
// What an error's explanation needs to know of the script's text, read without
// Python: its lines, the names it gives values to, its functions and blocks.
// Regular expressions over a beginner's script, not a parser: what they find
// is only ever used for a hint, never to decide a mark.
#include <QString>
#include <QStringList>

namespace bugbot::studio {

class ScriptFacts {
public:
    explicit ScriptFacts(const QString& text);

    int lines() const { return static_cast<int>(lines_.size()); }
    QString line(int n) const;     // 1-based, without its line end; "" outside the script
    int indentation(int n) const;  // columns of leading whitespace (a tab to the next 8)
    // Every name the script gives a value: `name =`, `name +=`, `a, b =`,
    // `for name in`, `def name(params)`, `import name`, `with ... as name`.
    QStringList names() const;
    // The first line that gives `name` a value (0 when none does), from line `from` on.
    int assignment_of(const QString& name, int from = 1) const;
    bool imports_bugbot() const;  // from bugbot import ..., import bugbot
    bool connects() const;        // connect(), go(), Robot(...)
    // The `def` line `n` is in (its name; *def_line its line); "" at module level.
    QString function_at(int n, int* def_line = nullptr) const;
    // The last line of the block the line `n` opens (the lines after it indented more).
    int block_end(int n) const;
    // Whether a line in first..last gives `name` a value.
    bool assigns_within(const QString& name, int first, int last) const;

private:
    QStringList lines_;
};

}  // namespace bugbot::studio
