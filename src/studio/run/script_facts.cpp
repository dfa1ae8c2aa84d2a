#include "studio/run/script_facts.h"

#include <QRegularExpression>

namespace bugbot::studio {

namespace {
const QString kName = QStringLiteral("[A-Za-z_][A-Za-z_0-9]*");

// The names a line gives values to (see names() in the header).
QStringList names_on(const QString& line) {
    static const QRegularExpression assign(QStringLiteral("^\\s*((?:%1\\s*,\\s*)*%1)\\s*(?:[-+*/%]|//)?=(?!=)").arg(kName));
    static const QRegularExpression for_in(QStringLiteral("^\\s*for\\s+((?:%1\\s*,\\s*)*%1)\\s+in\\b").arg(kName));
    static const QRegularExpression def(QStringLiteral("^\\s*def\\s+(%1)\\s*\\(([^)]*)").arg(kName));
    static const QRegularExpression imports(QStringLiteral("^\\s*(?:from\\s+\\S+\\s+)?import\\s+(.*)$"));
    static const QRegularExpression as(QStringLiteral("\\bas\\s+(%1)").arg(kName));
    static const QRegularExpression word(kName);
    QStringList out;
    auto words = [&](const QString& text) {
        for (auto it = word.globalMatch(text); it.hasNext();) out << it.next().captured(0);
    };
    if (const auto m = assign.match(line); m.hasMatch()) words(m.captured(1));
    if (const auto m = for_in.match(line); m.hasMatch()) words(m.captured(1));
    if (const auto m = def.match(line); m.hasMatch()) {
        out << m.captured(1);
        for (const QString& p : m.captured(2).split(',')) {
            const auto w = word.match(p);
            if (w.hasMatch()) out << w.captured(0);
        }
    }
    if (const auto m = imports.match(line); m.hasMatch() && !m.captured(1).contains('*')) {
        for (const QString& part : m.captured(1).split(',')) {
            const auto a = as.match(part);
            const auto w = word.match(part);
            if (a.hasMatch()) out << a.captured(1);
            else if (w.hasMatch()) out << w.captured(0);
        }
    } else if (const auto a = as.match(line); a.hasMatch() && line.trimmed().startsWith(QStringLiteral("with"))) {
        out << a.captured(1);
    }
    return out;
}
}  // namespace

ScriptFacts::ScriptFacts(const QString& text) {
    lines_ = text.split('\n');
    for (QString& l : lines_)
        if (l.endsWith('\r')) l.chop(1);
}

QString ScriptFacts::line(int n) const { return n >= 1 && n <= lines() ? lines_[n - 1] : QString(); }

int ScriptFacts::indentation(int n) const {
    int columns = 0;
    for (const QChar c : line(n)) {
        if (c == ' ') ++columns;
        else if (c == '\t') columns = (columns / 8 + 1) * 8;
        else break;
    }
    return columns;
}

QStringList ScriptFacts::names() const {
    QStringList out;
    for (const QString& l : lines_) out << names_on(l);
    out.removeDuplicates();
    return out;
}

int ScriptFacts::assignment_of(const QString& name, int from) const {
    for (int n = std::max(1, from); n <= lines(); ++n)
        if (names_on(line(n)).contains(name)) return n;
    return 0;
}

bool ScriptFacts::imports_bugbot() const {
    static const QRegularExpression re(QStringLiteral("^\\s*(from\\s+bugbot\\s+import|import\\s+bugbot\\b)"));
    for (const QString& l : lines_)
        if (re.match(l).hasMatch()) return true;
    return false;
}

bool ScriptFacts::connects() const {
    static const QRegularExpression re(QStringLiteral("\\b(connect|go|Robot)\\s*\\("));
    for (const QString& l : lines_) {
        const QString code = l.section('#', 0, 0);
        if (re.match(code).hasMatch()) return true;
    }
    return false;
}

QString ScriptFacts::function_at(int n, int* def_line) const {
    static const QRegularExpression def(QStringLiteral("^\\s*def\\s+(%1)").arg(kName));
    const int at = indentation(n);
    for (int d = n - 1; d >= 1; --d) {
        if (line(d).trimmed().isEmpty()) continue;
        const auto m = def.match(line(d));
        if (m.hasMatch() && indentation(d) < at && block_end(d) >= n) {
            if (def_line) *def_line = d;
            return m.captured(1);
        }
    }
    return {};
}

int ScriptFacts::block_end(int n) const {
    const int at = indentation(n);
    int last = n;
    for (int i = n + 1; i <= lines(); ++i) {
        const QString t = line(i).trimmed();
        if (t.isEmpty() || t.startsWith('#')) continue;
        if (indentation(i) <= at) break;
        last = i;
    }
    return last;
}

bool ScriptFacts::assigns_within(const QString& name, int first, int last) const {
    for (int n = first; n <= last; ++n)
        if (names_on(line(n)).contains(name)) return true;
    return false;
}

}  // namespace bugbot::studio
