#pragma once
// Inside the error explainer (error_explainer.h): what one rule is given, and
// the rules for Python's own errors (python_errors.cpp). Every sentence a rule
// writes goes through ErrorExplainer::tr.
#include <QString>

#include "studio/run/error_explainer.h"
#include "studio/run/script_facts.h"

namespace bugbot::studio::explain {

struct FaultCase {
    const RunFault& fault;
    const ScriptFacts& script;
    QString message;  // the error's message without Python's "(file.py, line N)"
    QString code() const { return script.line(fault.line).trimmed(); }  // the error's line, as written
};

QString quoted(const QString& code);  // `code`, as the explanations show code

// Python's own errors (rule 5); "" when the error is none of them.
QString syntax_error(const FaultCase& c);
QString indentation_error(const FaultCase& c);
QString runtime_error(const FaultCase& c);
QString attribute_error(const FaultCase& c);

}  // namespace bugbot::studio::explain
