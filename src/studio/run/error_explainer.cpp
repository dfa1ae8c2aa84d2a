#include "studio/run/error_explainer.h"

#include <QRegularExpression>
#include <algorithm>
#include <vector>

#include "studio/run/error_rules.h"
#include "vocabulary/calls.h"

namespace bugbot::studio {

using explain::FaultCase;
using explain::quoted;

namespace {

QString num(int n) { return QString::number(n); }

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

const vocabulary::Call* find_call(const QString& name, bool methods_too = false) {
    for (const auto& c : vocabulary::kCalls)
        if (qs(c.name) == name && (methods_too || c.kind != "method")) return &c;
    return nullptr;
}

// The names `from bugbot import *` gives (the generated list), and those a robot has.
QStringList bugbot_names() {
    QStringList out;
    for (const auto& c : vocabulary::kCalls)
        if (c.kind != "method") out << qs(c.name);
    return out;
}

// Python's names a beginner types most (a slip of one of these is "did you mean").
const QStringList& python_names() {
    static const QStringList names{"print", "input", "int", "float", "str", "len", "range", "abs", "round", "min",
                                   "max", "sum", "list", "dict", "tuple", "sorted", "enumerate", "zip", "True",
                                   "False", "None", "bool", "type", "math", "random", "time", "append"};
    return names;
}

// The name a line reads `.something` of, just before `attribute` (bot.drive -> bot).
QString owner_of(const QString& code, const QString& attribute) {
    const QRegularExpression re(QStringLiteral("([A-Za-z_][A-Za-z_0-9]*)\\s*\\.\\s*%1\\b").arg(QRegularExpression::escape(attribute)));
    return re.match(code).captured(1);
}

// A value to put where input() was: `speed = 50` for `speed = int(input(...))`.
QString instead_of_input(const FaultCase& c) {
    static const QRegularExpression assigned(QStringLiteral("^\\s*([A-Za-z_][A-Za-z_0-9]*)\\s*=.*\\binput\\s*\\("));
    const QString name = assigned.match(c.script.line(c.fault.line)).captured(1);
    return quoted((name.isEmpty() ? QStringLiteral("answer") : name) + QStringLiteral(" = 50"));
}

// 1. input() where nobody can type.
QString input_nobody_types(const FaultCase& c) {
    const bool input_line = c.code().contains(QRegularExpression(QStringLiteral("\\binput\\s*\\(")));
    const bool input_error = c.message.startsWith(QStringLiteral("input()")) || (c.fault.kind == "EOFError" && input_line);
    if (!input_error) return {};
    switch (c.fault.place) {
        case RunPlace::Marked:
            return ErrorExplainer::tr("When a program is marked it runs on its own, several times over, with nobody at the keyboard: "
                         "the input() on line %1 has nothing to read, so it stops the program. Put the value in the "
                         "program instead, for example %2.")
                .arg(num(c.fault.line), instead_of_input(c));
        case RunPlace::Live:
            return ErrorExplainer::tr("input() waits for someone to type, but Live runs the program again on every edit, with nobody "
                         "to type. Put the value in the program (%1), or turn Live off and press Run: then you type the "
                         "answer in the console.")
                .arg(instead_of_input(c));
        case RunPlace::Run:
            return ErrorExplainer::tr("input() on line %1 waited for a line, but the console closed before one was typed. Run again, "
                         "type the answer in the console and press Enter.")
                .arg(num(c.fault.line));
    }
    return {};
}

// 2. A robot used before it is connected.
QString not_connected(const FaultCase& c) {
    static const QRegularExpression call(QStringLiteral("^(\\w+)\\(\\): robot \\S+ is not connected"));
    const auto m = call.match(c.message);
    if (!m.hasMatch()) return {};
    const QString who = owner_of(c.code(), m.captured(1));
    const QString robot = who.isEmpty() ? QStringLiteral("bot") : who;
    if (c.script.line(c.script.assignment_of(robot)).contains(QStringLiteral("connect=False")))
        return ErrorExplainer::tr("%1 was made with connect=False, so it is not connected yet: call %2 before line %3 uses it.")
            .arg(quoted(robot), quoted(robot + ".connect()"), num(c.fault.line));
    return ErrorExplainer::tr("The robot was not connected when line %1 called %2. Connect first: %3 near the top of the program, "
                 "and no %4 before you are done with it.")
        .arg(num(c.fault.line), quoted(m.captured(1) + "()"), quoted(robot + " = connect()"), quoted("disconnect()"));
}

// 2 and 4: a name bugbot gives, or `bot` for a robot never connected.
QString bugbot_name_missing(const FaultCase& c, const QString& name) {
    const vocabulary::Call* call = find_call(name);
    const QString method = QRegularExpression(QStringLiteral("\\b%1\\s*\\.\\s*(\\w+)").arg(name)).match(c.code()).captured(1);
    if (!call && !method.isEmpty() && find_call(method, true) && find_call(method, true)->robot_method &&
        c.script.assignment_of(name) == 0)
        return ErrorExplainer::tr("Line %1 uses %2 as a robot, but nothing gave %2 a robot. Connect first: put %3 above line %1.")
            .arg(num(c.fault.line), quoted(name), quoted(name + " = connect()"));
    if (!call || c.script.assignment_of(name) != 0) return {};
    if (c.script.imports_bugbot())
        return ErrorExplainer::tr("%1 is one of bugbot's calls, but after %2 they are bugbot's own: start with %3, which connects "
                     "and gives you %1 (or write %4).")
            .arg(quoted(name), quoted("import bugbot"), quoted("bugbot.go()"), quoted("bugbot." + name + "(…)"));
    return ErrorExplainer::tr("%1 is one of bugbot's calls, but this program never imported them: make %2 its first line, and %3 "
                 "the next.")
        .arg(quoted(name), quoted("from bugbot import *"), quoted("connect()"));
}

// 3. A bugbot call given the wrong arguments (its signature from the generated list).
QString wrong_arguments(const FaultCase& c) {
    static const QRegularExpression missing(QStringLiteral("^(\\w+)\\(\\) missing \\d+ required positional arguments?: (.*)$"));
    static const QRegularExpression many(QStringLiteral("^(\\w+)\\(\\)(?::)? takes (?:no arguments|.* but (\\d+) (?:was|were) given)"));
    static const QRegularExpression keyword(QStringLiteral("^(\\w+)\\(\\) got an unexpected keyword argument '(\\w+)'"));
    static const QRegularExpression range(QStringLiteral("^(\\w+)\\(\\): (\\w+) must be (.*), got (.*)$"));
    for (const auto* re : {&missing, &many, &keyword, &range}) {
        const auto m = re->match(c.message);
        const vocabulary::Call* call = m.hasMatch() ? find_call(m.captured(1), true) : nullptr;
        if (!call) continue;
        const QString name = qs(call->name), usage = quoted(name + qs(call->signature));
        if (re == &missing)
            return ErrorExplainer::tr("%1 is called %2: line %3 left out %4. Give a value for each name without an =, in that order, "
                         "separated by commas.")
                .arg(quoted(name), usage, num(c.fault.line), m.captured(2).replace('\'', '`'));
        if (re == &many && call->most == 0)
            return ErrorExplainer::tr("%1 takes nothing between its brackets: write %2 on line %3.")
                .arg(quoted(name), quoted(name + "()"), num(c.fault.line));
        if (re == &many)
            return ErrorExplainer::tr("%1 is called %2, which takes at most %3 values: line %4 gave it more. Check the commas.")
                .arg(quoted(name), usage, num(call->most), num(c.fault.line));
        if (re == &keyword)
            return ErrorExplainer::tr("%1 has no %2: it is called %3.").arg(quoted(name), quoted(m.captured(2) + "="), usage);
        const QString given = m.captured(4);
        const bool quoted_number = QRegularExpression(QStringLiteral("^'-?\\d+(\\.\\d+)?'$")).match(given).hasMatch();
        if (quoted_number)
            return ErrorExplainer::tr("%1's %2 must be a number, and line %3 gave it the text %4: take the quotes away.")
                .arg(quoted(name), quoted(m.captured(2)), num(c.fault.line), given);
        return ErrorExplainer::tr("%1's %2 must be %3, and line %4 gave it %5. It is called %6.")
            .arg(quoted(name), quoted(m.captured(2)), m.captured(3), num(c.fault.line), given, usage);
    }
    return {};
}

// 4. A name Python does not know.
QString unknown_name(const FaultCase& c) {
    static const QRegularExpression re(QStringLiteral("^name '(\\w+)' is not defined"));
    const QString name = re.match(c.message).captured(1);
    if (name.isEmpty()) return {};
    if (const QString b = bugbot_name_missing(c, name); !b.isEmpty()) return b;
    for (const char* capital : {"True", "False", "None"})
        if (name.compare(QLatin1String(capital), Qt::CaseInsensitive) == 0)
            return ErrorExplainer::tr("Python writes %1 with a capital letter: %2 is a name it does not know.")
                .arg(quoted(capital), quoted(name));
    if (const int later = c.script.assignment_of(name, c.fault.line + 1); later > 0)
        return ErrorExplainer::tr("%1 only gets its value on line %2, after line %3 used it. Move %4 above line %3.")
            .arg(quoted(name), num(later), num(c.fault.line), quoted(name + " = …"));
    QStringList pool = c.script.names() + bugbot_names() + python_names();
    if (const QString near = ErrorExplainer::closest(name, pool); !near.isEmpty())
        return ErrorExplainer::tr("Python does not know the name %1 (line %2). Did you mean %3? Every letter counts, and capitals too.")
            .arg(quoted(name), num(c.fault.line), quoted(near));
    return ErrorExplainer::tr("Python does not know the name %1: nothing before line %2 gives it a value. Give it one first (%3), "
                 "or, if you meant the text, put it in quotes: %4.")
        .arg(quoted(name), num(c.fault.line), quoted(name + " = …"), quoted("\"" + name + "\""));
}

// 6. Stopped at the time limit: the loop that never ends.
QString endless_loop(const FaultCase& c) {
    const QString status = c.fault.end_status;
    if (!c.fault.kind.isEmpty() || (status != "timeout" && status != "robot-time" && status != "cpu")) return {};
    static const QRegularExpression loop(QStringLiteral("^\\s*while\\s+(.*):\\s*(#.*)?$"));
    static const QRegularExpression word(QStringLiteral("\\b[A-Za-z_][A-Za-z_0-9]*\\b(?!\\s*\\()"));
    // The loop the run was in when it was stopped, else the first one.
    int at = 0;
    for (int n = c.script.lines(); n >= 1; --n) {
        if (!loop.match(c.script.line(n)).hasMatch()) continue;
        if (at == 0 || (c.fault.last_line >= n && c.fault.last_line <= c.script.block_end(n))) at = n;
    }
    if (at == 0)
        return ErrorExplainer::tr("The program was still running when its time ran out. Something in it goes on for ever: "
                     "check every loop has a way to end.");
    const QString condition = loop.match(c.script.line(at)).captured(1).trimmed();
    const int end = c.script.block_end(at);
    if (condition == "True") {
        static const QRegularExpression brk(QStringLiteral("\\b(break|return)\\b"));
        bool breaks = false;
        for (int n = at + 1; n <= end; ++n) breaks = breaks || brk.match(c.script.line(n)).hasMatch();
        if (!breaks)
            return ErrorExplainer::tr("The run was stopped at its time limit: the %1 loop on line %2 has no %3, so it never ends. "
                         "Add %3 (under an if) for when it is done, or give while a condition.")
                .arg(quoted("while True:"), num(at), quoted("break"));
    }
    for (auto it = word.globalMatch(condition); it.hasNext();) {
        const QString name = it.next().captured(0);
        static const QStringList keywords{"and", "or", "not", "in", "is", "True", "False", "None"};
        if (keywords.contains(name) || c.script.assigns_within(name, at + 1, end)) continue;
        const int given = c.script.assignment_of(name);
        if (given == 0 || given > at) continue;
        return ErrorExplainer::tr("The run was stopped at its time limit, still in the loop on line %1: %2 never changes inside the "
                     "loop, so %3 stays true for ever. Give %2 its new value inside the loop (%4).")
            .arg(num(at), quoted(name), quoted(condition), quoted(c.script.line(given).trimmed()));
    }
    return ErrorExplainer::tr("The run was stopped at its time limit, still in the loop on line %1: %2 never became false. Check "
                 "what inside the loop should make it end.")
        .arg(num(at), quoted(condition));
}

// The Damerau (optimal string alignment) distance, letters compared without case.
int slips(const QString& a, const QString& b) {
    const QString x = a.toLower(), y = b.toLower();
    const qsizetype n = x.size(), m = y.size();
    std::vector<std::vector<int>> d(static_cast<std::size_t>(n + 1), std::vector<int>(static_cast<std::size_t>(m + 1)));
    for (qsizetype i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
    for (qsizetype j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
    for (qsizetype i = 1; i <= n; ++i)
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = x[i - 1] == y[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[n][m];
}

}  // namespace

QString explain::quoted(const QString& code) { return QStringLiteral("`%1`").arg(code); }

QString ErrorExplainer::closest(const QString& word, const QStringList& names) {
    const int allowed = std::clamp(static_cast<int>(word.size()) / 3, 1, 3);
    QString best;
    int best_slips = allowed + 1;
    for (const QString& n : names) {
        if (n == word || n.isEmpty()) continue;
        const int s = slips(word, n);
        if (s < best_slips) best = n, best_slips = s;
    }
    return best;
}

RunFault ErrorExplainer::from_marker_note(const QString& note) {
    static const QRegularExpression re(QStringLiteral("stopped with ([A-Za-z_.]+) on line (\\d+): (.*?)\\)?$"));
    RunFault f;
    f.place = RunPlace::Marked;
    if (const auto m = re.match(note); m.hasMatch()) {
        f.kind = m.captured(1).section('.', -1);
        f.line = m.captured(2).toInt();
        f.message = m.captured(3);
    }
    return f;
}

QString ErrorExplainer::explain(const RunFault& fault, const QString& text) {
    const ScriptFacts script(text);
    QString message = fault.message;
    message.remove(QRegularExpression(QStringLiteral("\\s*\\([^()]*, line \\d+\\)$")));
    const FaultCase c{fault, script, message};
    using Rule = QString (*)(const FaultCase&);
    static const Rule rules[] = {input_nobody_types, not_connected, wrong_arguments, unknown_name,
                                 explain::syntax_error, explain::indentation_error, explain::attribute_error,
                                 explain::runtime_error, endless_loop};
    for (Rule rule : rules)
        if (QString said = rule(c); !said.isEmpty()) return said;
    return {};
}

}  // namespace bugbot::studio
