// Rule 5 of the error explainer (error_explainer.h): Python's own errors, the
// ones beginners meet most, each said with the names on the student's line.
#include <QRegularExpression>
#include <QStringList>

#include "studio/error_rules.h"

namespace bugbot::studio::explain {

namespace {

QString num(int n) { return QString::number(n); }

const QString kWord = QStringLiteral("[A-Za-z_][A-Za-z_0-9]*");

// The first `name[` on a line (readings[5] -> readings).
QString indexed_name(const QString& code) {
    return QRegularExpression(QStringLiteral("(%1)\\s*\\[").arg(kWord)).match(code).captured(1);
}

// The line with its `=` made `==` in the condition of an if, elif or while.
QString with_double_equals(const QString& code) {
    QString fixed = code;
    fixed.replace(QRegularExpression(QStringLiteral("(?<![=!<>:])=(?!=)")), QStringLiteral("=="));
    return fixed;
}

QString keyword_slip(const FaultCase& c) {
    static const QStringList keywords{"if", "elif", "else", "for", "while", "def", "return", "import", "from",
                                      "break", "continue", "pass", "with", "print", "True", "False", "None"};
    const QString first = QRegularExpression(QStringLiteral("^\\s*(%1)").arg(kWord)).match(c.script.line(c.fault.line)).captured(1);
    if (first.isEmpty() || keywords.contains(first)) return {};
    const QString near = ErrorExplainer::closest(first, keywords);
    if (near.isEmpty()) return {};
    return ErrorExplainer::tr("%1 at the start of line %2 is not a word Python knows there. Did you mean %3?")
        .arg(quoted(first), num(c.fault.line), quoted(near));
}

QString type_error(const FaultCase& c) {
    if (c.fault.kind != "TypeError") return {};
    const QString& m = c.message;
    const QString line = num(c.fault.line), code = c.code();
    if (m.contains("object is not callable")) {
        for (auto it = QRegularExpression(QStringLiteral("(%1)\\s*\\(").arg(kWord)).globalMatch(code); it.hasNext();) {
            const QString name = it.next().captured(1);
            const int given = c.script.assignment_of(name);
            if (given > 0 && given < c.fault.line)
                return ErrorExplainer::tr("Line %1 gave the name %2 a value, so %2 is no longer the call it was, and line %3 cannot "
                             "call it. Keep the value in a name of its own, such as %4.")
                    .arg(num(given), quoted(name), line, quoted("d = " + name + "()"));
        }
        return ErrorExplainer::tr("Line %1 calls something that is a value, not a function: is a %2 or %3 missing, as in %4?")
            .arg(line, quoted("*"), quoted(","), quoted("2 * (x + 1)"));
    }
    if (m.contains("not supported between instances of 'str' and"))
        return ErrorExplainer::tr("Line %1 compares text with a number: turn the text into a number first, with %2.").arg(line, quoted("int(…)"));
    if (m.startsWith("can only concatenate str") || m.contains("unsupported operand type(s) for +: 'int' and 'str'") ||
        m.contains("unsupported operand type(s) for +: 'float' and 'str'") || m.contains("'str' and 'int'"))
        return ErrorExplainer::tr("Line %1 adds text and a number, which Python will not mix. To join them as text: %2 (or %3); to "
                     "add them as numbers: %4.")
            .arg(line, quoted("\"distance: \" + str(d)"), quoted("print(\"distance:\", d)"), quoted("int(text) + 1"));
    return {};
}

}  // namespace

QString syntax_error(const FaultCase& c) {
    if (c.fault.kind != "SyntaxError") return {};
    const QString& m = c.message;
    const QString line = num(c.fault.line), code = c.code();
    if (m.startsWith("expected ':'"))
        return ErrorExplainer::tr("Line %1 starts a block, and the first line of a block ends with a colon: %2").arg(line, quoted(code + ":"));
    static const QRegularExpression never_closed(QStringLiteral("^'(.)' was never closed"));
    if (const auto k = never_closed.match(m); k.hasMatch()) {
        const QString open = k.captured(1), close = open == "(" ? ")" : open == "[" ? "]" : "}";
        return ErrorExplainer::tr("The %1 on line %2 is never closed: add its %3 where it ends. Every %1 needs a %3.")
            .arg(quoted(open), line, quoted(close));
    }
    static const QRegularExpression unmatched(QStringLiteral("^unmatched '(.)'"));
    if (const auto k = unmatched.match(m); k.hasMatch())
        return ErrorExplainer::tr("Line %1 has a %2 that closes nothing: take it away, or add the opening bracket it belongs to.")
            .arg(line, quoted(k.captured(1)));
    static const QRegularExpression mismatch(QStringLiteral("^closing parenthesis '(.)' does not match opening parenthesis '(.)'"));
    if (const auto k = mismatch.match(m); k.hasMatch())
        return ErrorExplainer::tr("On line %1 a %2 is closed with %3: close each bracket with its own kind, the last opened first.")
            .arg(line, quoted(k.captured(2)), quoted(k.captured(1)));
    if (m.startsWith("unterminated string literal") || m.startsWith("unterminated triple-quoted"))
        return ErrorExplainer::tr("The text in quotes on line %1 never ends: put the same quote mark at its end that it starts with, "
                     "as in %2.")
            .arg(line, quoted("print(\"hello\")"));
    if (m.contains("Maybe you meant '==' "))
        return ErrorExplainer::tr("Line %1 uses %2, which gives a name a value. To compare two things write %3: %4")
            .arg(line, quoted("="), quoted("=="), quoted(with_double_equals(code)));
    if (m.startsWith("Missing parentheses in call to 'print'"))
        return ErrorExplainer::tr("print needs brackets around what it prints: %1.").arg(quoted("print(\"hello\")"));
    if (m.contains("Perhaps you forgot a comma?"))
        return ErrorExplainer::tr("Values side by side need a comma between them on line %1, as in %2.").arg(line, quoted("drive(50, 50)"));
    if (m.startsWith("invalid decimal literal"))
        return ErrorExplainer::tr("A name cannot start with a digit (line %1): %2 is fine, %3 is not.").arg(line, quoted("speed2"), quoted("2speed"));
    if (const QString k = keyword_slip(c); !k.isEmpty()) return k;
    return ErrorExplainer::tr("Python could not read line %1. Look just before where the ^ points, and at the end of the line above: "
                 "a missing bracket, colon, quote or comma is the usual cause.")
        .arg(line);
}

QString indentation_error(const FaultCase& c) {
    const QString line = num(c.fault.line);
    if (c.fault.kind == "TabError")
        return ErrorExplainer::tr("Line %1 is indented with a Tab character where the lines around it use spaces (or the other way "
                     "round), and Python will not guess how wide a Tab is. Delete the space at the start of line %1 and "
                     "indent it again: this editor's Tab key writes 4 spaces.")
            .arg(line);
    if (c.fault.kind != "IndentationError") return {};
    // Python names the opener in its own words ("function definition"): the line itself is quoted instead.
    static const QRegularExpression after(QStringLiteral("^expected an indented block after .*on line (\\d+)"));
    if (const auto k = after.match(c.message); k.hasMatch()) {
        const QString opener = c.script.line(k.captured(1).toInt()).trimmed();
        return ErrorExplainer::tr("Line %1, %2, ends with a colon, so the lines it holds come next, indented 4 spaces more "
                     "than it. Indent line %3 (Tab at its start), or write %4 there for now.")
            .arg(k.captured(1), quoted(opener), line, quoted("pass"));
    }
    if (c.message.startsWith("unexpected indent"))
        return ErrorExplainer::tr("Line %1 starts further right than the line above it, but nothing there opens a block. Take away "
                     "the spaces at its start, so it lines up with the line above.")
            .arg(line);
    if (c.message.startsWith("unindent does not match"))
        return ErrorExplainer::tr("The start of line %1 lines up with no line above it. Make it line up exactly with the lines of "
                     "its block (a level is 4 spaces; Shift+Tab takes one away).")
            .arg(line);
    return ErrorExplainer::tr("Line %1 is not indented as Python expects: the lines of a block are indented 4 spaces more than the "
                 "line with the colon that opens it.")
        .arg(line);
}

QString attribute_error(const FaultCase& c) {
    if (c.fault.kind != "AttributeError") return {};
    static const QRegularExpression re(QStringLiteral("^(?:'(\\w+)' object|module '(\\w+)') has no attribute '(\\w+)'"));
    const auto k = re.match(c.message);
    if (!k.hasMatch()) return {};
    const QString type = k.captured(1), module = k.captured(2), attribute = k.captured(3), line = num(c.fault.line);
    const QString owner = QRegularExpression(QStringLiteral("(%1)\\s*\\.\\s*%2\\b").arg(kWord, attribute)).match(c.code()).captured(1);
    const QString who = owner.isEmpty() ? (module.isEmpty() ? type : module) : owner;
    static const QMap<QString, QStringList> methods{
        {"list", {"append", "extend", "insert", "pop", "remove", "index", "count", "sort", "reverse", "clear", "copy"}},
        {"str", {"upper", "lower", "strip", "split", "replace", "startswith", "endswith", "find", "format", "join"}},
        {"dict", {"keys", "values", "items", "get", "pop", "update", "setdefault"}},
        {"Robot", {"connect", "disconnect", "drive", "stop", "distance", "position", "heading", "wait", "plot", "draw",
                   "forward", "backward", "left", "right", "turn", "led", "beep", "servo", "battery"}},
        {"bugbot", {"connect", "go", "Robot", "drive", "stop", "distance", "position", "heading", "wait", "plot", "draw",
                    "forward", "backward", "left", "right", "turn", "led", "beep", "servo", "battery"}}};
    const QString kind = module.isEmpty() ? type : module;
    QString near = ErrorExplainer::closest(attribute, methods.value(kind));
    if (kind == "list" && (attribute == "push" || attribute == "add")) near = "append";
    if (type == "NoneType")
        return ErrorExplainer::tr("%1 is None on line %2: it holds no value, often because it was given what a function returned "
                     "that returns nothing (such as %3). Check the line that gave %1 its value.")
            .arg(quoted(who), line, quoted("x = print(…)"));
    if (!near.isEmpty())
        return ErrorExplainer::tr("%1 has no %2 (line %3). Did you mean %4?").arg(quoted(who), quoted(attribute), line, quoted(near));
    return ErrorExplainer::tr("%1 is a %2, and a %2 has no %3 (line %4).").arg(quoted(who), kind, quoted(attribute), line);
}

QString runtime_error(const FaultCase& c) {
    const QString& k = c.fault.kind;
    const QString& m = c.message;
    const QString line = num(c.fault.line), code = c.code();
    if (k == "ZeroDivisionError") {
        const QString by = QRegularExpression(QStringLiteral("(?:/|//|%)\\s*(%1(?:\\(\\))?)").arg(kWord)).match(code).captured(1);
        if (by.isEmpty()) return ErrorExplainer::tr("Line %1 divides by zero, which has no answer.").arg(line);
        return ErrorExplainer::tr("On line %1, %2 was 0 when it was divided by, and nothing can be divided by zero. Check it first: %3")
            .arg(line, quoted(by), quoted("if " + by + " != 0:"));
    }
    if (k == "IndexError") {
        const QString list = indexed_name(code);
        if (m.startsWith("pop from empty"))
            return ErrorExplainer::tr("%1 was empty when line %2 took an item from it.").arg(quoted(list.isEmpty() ? "the list" : list), line);
        if (list.isEmpty()) return ErrorExplainer::tr("Line %1 asks for an item the list does not have.").arg(line);
        return ErrorExplainer::tr("On line %1, %2 asks for a place %3 does not have. A list of n items has places 0 to n-1 (%4 is "
                     "the last), and an empty one has none: check %5 first.")
            .arg(line, quoted(list + "[…]"), quoted(list), quoted(list + "[-1]"), quoted("len(" + list + ")"));
    }
    if (k == "KeyError") {
        const QString dict = indexed_name(code);
        const QString d = dict.isEmpty() ? QStringLiteral("d") : dict;
        return ErrorExplainer::tr("The dictionary %1 has no key %2 (line %3). Check its spelling and capitals, put it in first "
                     "(%4), or use %5 for a value when it is missing.")
            .arg(quoted(d), m, line, quoted(d + "[" + m + "] = …"), quoted(d + ".get(" + m + ", 0)"));
    }
    if (k == "ValueError") {
        static const QRegularExpression literal(QStringLiteral("^(?:invalid literal for int\\(\\) with base 10|could not convert string to float): (.*)$"));
        const auto v = literal.match(m);
        if (!v.hasMatch()) return {};
        if (m.startsWith("invalid literal") && QRegularExpression(QStringLiteral("^'\\s*-?\\d*\\.\\d+\\s*'$")).match(v.captured(1)).hasMatch())
            return ErrorExplainer::tr("int() reads whole numbers only, and %1 has a decimal point: use %2 for it (line %3).")
                .arg(v.captured(1), quoted("float(…)"), line);
        return ErrorExplainer::tr("Line %1 asks for the number in the text %2, but it holds no number. Check what the text is "
                     "(print it first): only digits, perhaps a sign and a point, can be read as a number.")
            .arg(line, v.captured(1));
    }
    if (k == "UnboundLocalError") {
        const QString name = QRegularExpression(QStringLiteral("local variable '(\\w+)'")).match(m).captured(1);
        const QString function = c.script.function_at(c.fault.line);
        if (name.isEmpty() || function.isEmpty()) return {};
        return ErrorExplainer::tr("Inside %1 the program gives %2 a value, so Python takes %2 to be the function's own name, and on "
                     "line %3 it has no value yet. To change the %2 outside the function, make %4 the function's first "
                     "line; or give the value to the function as an argument.")
            .arg(quoted(function + "()"), quoted(name), line, quoted("global " + name));
    }
    if (k == "RecursionError") {
        const QString function = c.script.function_at(c.fault.line);
        return ErrorExplainer::tr("%1 calls itself, which calls itself again, without end. It needs a case that returns without "
                     "calling itself (such as %2), or a loop instead.")
            .arg(quoted(function.isEmpty() ? QStringLiteral("A function") : function + "()"), quoted("if n <= 0: return"));
    }
    if (k == "ModuleNotFoundError") {
        const QString name = QRegularExpression(QStringLiteral("'(\\w+)'")).match(m).captured(1);
        const QString near = ErrorExplainer::closest(name, {"bugbot", "math", "random", "time", "statistics"});
        if (!near.isEmpty()) return ErrorExplainer::tr("There is no module %1. Did you mean %2?").arg(quoted(name), quoted(near));
        return ErrorExplainer::tr("There is no module %1 here: only Python's own modules and bugbot can be imported.").arg(quoted(name));
    }
    return type_error(c);
}

}  // namespace bugbot::studio::explain
