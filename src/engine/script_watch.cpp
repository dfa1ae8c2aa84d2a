#include "engine/script_watch.h"

#include <Python.h>
#include <frameobject.h>

#include <utility>

namespace bugbot::engine {

namespace {

ScriptWatch* g_watch = nullptr;

void clip(std::string& text) {
    if (text.size() <= ScriptWatch::kMaxValueChars) return;
    text.resize(ScriptWatch::kMaxValueChars - 3);
    // Do not leave half a UTF-8 character.
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80) text.pop_back();
    if (!text.empty() && (static_cast<unsigned char>(text.back()) & 0x80)) text.pop_back();
    text += "...";
}

// repr() of an exact builtin scalar: safe, no script code runs.
bool scalar_form(PyObject* value, std::string& out) {
    if (!(value == Py_None || PyBool_Check(value) || PyLong_CheckExact(value) || PyFloat_CheckExact(value) ||
          PyUnicode_CheckExact(value)))
        return false;
    if (PyUnicode_CheckExact(value) && PyUnicode_GET_LENGTH(value) > 200) {
        PyObject* head = PyUnicode_Substring(value, 0, 200);
        if (!head) return PyErr_Clear(), false;
        const bool ok = scalar_form(head, out);
        Py_DECREF(head);
        return ok;
    }
    if (PyLong_CheckExact(value) && _PyLong_NumBits(value) > 200) {
        out = "<big int>";
        return true;
    }
    PyObject* r = PyObject_Repr(value);
    if (!r) return PyErr_Clear(), false;
    Py_ssize_t n = 0;
    const char* text = PyUnicode_AsUTF8AndSize(r, &n);
    if (text) out.assign(text, static_cast<std::size_t>(n));
    else PyErr_Clear();
    Py_DECREF(r);
    return text != nullptr;
}

}  // namespace

namespace {
// `depth` 0 is a variable's own value; its items may be lists or tuples of
// scalars themselves (a list of (x, y) points), shown one level deep.
std::string short_form_at(PyObject* value, int depth) {
    std::string out;
    if (scalar_form(value, out)) {
        clip(out);
        return out;
    }
    const bool list = PyList_CheckExact(value), tuple = PyTuple_CheckExact(value);
    if (list || tuple) {
        const Py_ssize_t n = list ? PyList_GET_SIZE(value) : PyTuple_GET_SIZE(value);
        const Py_ssize_t shown = n <= static_cast<Py_ssize_t>(ScriptWatch::kListShownInFull) ? n : 3;
        out = list ? "[" : "(";
        for (Py_ssize_t i = 0; i < shown; ++i) {
            PyObject* item = list ? PyList_GET_ITEM(value, i) : PyTuple_GET_ITEM(value, i);
            std::string part;
            if (!scalar_form(item, part))
                part = depth == 0 && (PyList_CheckExact(item) || PyTuple_CheckExact(item))
                           ? short_form_at(item, depth + 1)
                           : std::string("<") + Py_TYPE(item)->tp_name + ">";
            if (i) out += ", ";
            out += part;
        }
        if (shown < n) out += ", \u2026 " + std::to_string(n) + " items";
        else if (tuple && n == 1) out += ",";
        out += list ? "]" : ")";
        clip(out);
        return out;
    }
    if (PyDict_CheckExact(value)) return "<dict of " + std::to_string(PyDict_GET_SIZE(value)) + ">";
    return std::string("<") + Py_TYPE(value)->tp_name + ">";
}
}  // namespace

std::string short_form(PyObject* value) { return short_form_at(value, 0); }

ScriptWatch::ScriptWatch(SessionLink& link, const std::string& script, PyObject* globals)
    : link_(link), globals_(globals) {
    script_ = PyUnicode_FromStringAndSize(script.data(), static_cast<Py_ssize_t>(script.size()));
    if (!script_) PyErr_Clear();
}

ScriptWatch::~ScriptWatch() {
    Py_XDECREF(script_);
    Py_XDECREF(line_code_);
}

// The line of the innermost frame that runs the script's own file (a robot
// call may come through bugbot's Python code, or a helper the script wrote).
int ScriptWatch::script_line() {
    if (!script_) return 0;
    PyFrameObject* frame = PyEval_GetFrame();  // borrowed
    Py_XINCREF(frame);
    int line = 0;
    while (frame) {
        PyCodeObject* code = PyFrame_GetCode(frame);  // new reference
        bool ours = code->co_filename == script_;
        if (!ours && PyUnicode_Compare(code->co_filename, script_) == 0) {
            // Keep the code's own name object: the next calls compare pointers.
            Py_INCREF(code->co_filename);
            Py_SETREF(script_, code->co_filename);
            ours = true;
        }
        if (ours) {
            // PyFrame_GetLineNumber scans the code's line table; a loop calls
            // from the same instruction again and again, so remember the last.
            const int lasti = PyFrame_GetLasti(frame);
            if (reinterpret_cast<PyObject*>(code) != line_code_ || lasti != line_lasti_) {
                Py_INCREF(code);  // held, so its address cannot be another code's
                Py_XSETREF(line_code_, reinterpret_cast<PyObject*>(code));
                line_lasti_ = lasti;
                line_of_lasti_ = PyFrame_GetLineNumber(frame);
            }
            line = line_of_lasti_;
            Py_DECREF(code);
            Py_DECREF(frame);
            break;
        }
        Py_DECREF(code);
        PyFrameObject* back = PyFrame_GetBack(frame);  // new reference
        Py_DECREF(frame);
        frame = back;
    }
    return line;
}

void ScriptWatch::note(double t) {
    const int line = script_line();
    if (line > 0 && line != last_line_) {
        last_line_ = line;
        link_.call(channel::Line{line});
    }
    // Again at the same moment too (a read right after a wait): the later call's state is the moment's.
    if (last_vars_t_ < 0 || t == last_vars_t_ || t - last_vars_t_ >= kVarsEverySeconds - 1e-9) note_vars(t);
}

void ScriptWatch::note_vars(double t) {
    last_vars_t_ = t;
    VarForms changed;
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    std::size_t names = 0;
    // Dict order is insertion order: the same script gives the same names.
    while (PyDict_Next(globals_, &pos, &key, &value)) {
        if (!PyUnicode_Check(key)) continue;
        const char* name = PyUnicode_AsUTF8(key);
        if (!name) {
            PyErr_Clear();
            continue;
        }
        if (name[0] == '_' || PyModule_Check(value) || PyFunction_Check(value) || PyType_Check(value) ||
            PyCFunction_Check(value) || PyMethod_Check(value) || Py_TYPE(value)->tp_name == std::string_view("method"))
            continue;
        // bugbot's own objects (robots, star-imported helpers) are not the script's state.
        if (std::string_view(Py_TYPE(value)->tp_name).starts_with("_bugbot")) continue;
        if (++names > kMaxNames) break;
        std::string form = short_form(value);
        if (shown_.size() >= 4 * kMaxNames && !shown_.count(name)) continue;  // names come and go: stay bounded
        auto [it, added] = shown_.try_emplace(name, form);
        if (!added && it->second == form) continue;
        it->second = form;
        changed.emplace_back(name, std::move(form));
    }
    // Names the script deleted (del x): the studio stops listing them.
    std::vector<std::string> gone;
    for (auto it = shown_.begin(); it != shown_.end();) {
        PyObject* held = PyDict_GetItemString(globals_, it->first.c_str());  // borrowed
        if (held) {
            ++it;
            continue;
        }
        gone.push_back(it->first);
        it = shown_.erase(it);
    }
    if (changed.empty() && gone.empty()) return;
    channel::Vars vars;
    vars.changed.reserve(changed.size());
    for (const auto& [name, form] : changed) vars.changed.push_back({name, form});
    vars.gone.reserve(gone.size());
    for (const auto& name : gone) vars.gone.push_back({name});
    link_.call(vars);
}

void ScriptWatch::note_end(double t) {
    // An exception may be pending (the script raised): looking at the dict must not lose it.
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    note_vars(t);
    PyErr_Restore(type, value, traceback);
}

ScriptWatch* current_script_watch() { return g_watch; }
void set_current_script_watch(ScriptWatch* watch) { g_watch = watch; }

}  // namespace bugbot::engine
