#pragma once
// Where the script is and what its module-level variables hold, noted when it
// makes a robot call that lets simulated time pass, for the studio's line
// marker and variables pane. Only a run that streams or records has one, so a
// plain `bugbot run` pays nothing. Bounded: a line event only when the line
// changes, a vars event at most every kVarsEverySeconds of simulated time with
// only the names whose short form changed, at most kMaxNames names of at most
// kMaxValueChars characters each.
#include <map>
#include <string>
#include <vector>

#include "engine/session_link.h"

typedef struct _object PyObject;

namespace bugbot::engine {

class ScriptWatch {
public:
    static constexpr double kVarsEverySeconds = 0.25;
    static constexpr std::size_t kMaxNames = 40;
    static constexpr std::size_t kMaxValueChars = 80;
    static constexpr std::size_t kListShownInFull = 8;

    // `script`: the file name the script was compiled under; `globals`: its
    // module dict (borrowed: __main__ outlives the run). Line and vars events
    // go to `link`, which stamps them with the run's time.
    ScriptWatch(SessionLink& link, const std::string& script, PyObject* globals);
    ~ScriptWatch();
    ScriptWatch(const ScriptWatch&) = delete;
    ScriptWatch& operator=(const ScriptWatch&) = delete;

    // The script is about to let time pass at simulated time `t`.
    void note(double t);
    // The script has ended (or raised) at `t`: what it holds now, however
    // recently the last vars event was written.
    void note_end(double t);

private:
    int script_line();
    void note_vars(double t);

    SessionLink& link_;
    PyObject* script_ = nullptr;   // the script's file name, as its code objects hold it
    PyObject* globals_ = nullptr;
    int last_line_ = 0;
    PyObject* line_code_ = nullptr;  // the code and instruction whose line was looked up last
    int line_lasti_ = -1;
    int line_of_lasti_ = 0;
    double last_vars_t_ = -1;
    std::map<std::string, std::string> shown_;  // name -> the short form last written
};

// The run's watch, or nullptr (a plain run): robot_calls.cpp asks at each call that lets time pass.
ScriptWatch* current_script_watch();
void set_current_script_watch(ScriptWatch* watch);

// A value's short form: numbers, text, None, and lists/tuples of them in full up
// to kListShownInFull items, longer ones summarised; other objects by type name.
// Never calls the script's own code (a __repr__ could do anything).
std::string short_form(PyObject* value);

}  // namespace bugbot::engine
