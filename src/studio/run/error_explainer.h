#pragma once
// What went wrong, in plain words a beginner can act on, shown under the
// traceback (Thonny's Assistant does this): one or two sentences with the
// likely fix, in the student's own names, from the run's `error` event (or
// the way the run ended) and the script's text. QtCore only; every sentence
// is in this class's tr(), so the whole explainer translates in one place.
//
// The rules, first that applies wins (error_explainer.cpp, one function each):
//   1. input() where nobody can type (a marked run, a Live run);
//   2. a robot not connected, or `bot` used before `bot = connect()`;
//   3. a bugbot call given the wrong arguments (its signature from the
//      vocabulary's generated list, vocabulary/calls.h);
//   4. a name Python does not know: a misspelt call ("did you mean
//      `distance`?", from the generated list, the script's names and
//      Python's), bugbot's calls without their import, a value used before
//      the line that gives it, true/false/none without their capital;
//   5. Python's own errors a beginner meets most: syntax (a missing colon,
//      bracket or quote, = for ==, a misspelt keyword), indentation and tabs,
//      division by zero, an index or key that is not there, a wrong type, a
//      missing attribute, int('abc'), a local used before it has a value,
//      endless recursion;
//   6. a run stopped at its time limit: the loop that never ends, and why.
// Nothing ("") when no rule has anything better to say than the traceback.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace bugbot::studio {

// Where the run that failed was made.
enum class RunPlace { Run, Live, Marked };

struct RunFault {
    QString kind, message;  // the error event's (both empty: the run ended without one)
    int line = 0;           // the script's line, 1-based; 0 when not known
    QString end_status;     // the end event's status (done, error, timeout, robot-time, cpu...)
    int last_line = 0;      // where the script was when it was stopped (the last `line` event)
    RunPlace place = RunPlace::Run;
};

class ErrorExplainer {
    Q_DECLARE_TR_FUNCTIONS(ErrorExplainer)
public:
    static QString explain(const RunFault& fault, const QString& script);
    // A marker's note ("your program stopped with EOFError on line 3: ...") as
    // a fault of a marked run; kind empty when the note reports no error.
    static RunFault from_marker_note(const QString& note);
    // The one of `names` that `word` is a slip of the fingers away from
    // (a letter wrong, missing, extra or two swapped; capitals), else "".
    static QString closest(const QString& word, const QStringList& names);
};

}  // namespace bugbot::studio
