// The embedded interpreter: sets up CPython for one run, runs the script in
// __main__, and reports how it ended.
#include <pybind11/embed.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "engine/bugbot_module.h"
#include "engine/run.h"
#include "engine/channel_client.h"
#include "engine/run_writers.h"
#include "engine/script_watch.h"
#include "engine/run_limits.h"
#include "files/gate.h"
#include "i18n/translate.h"

namespace py = pybind11;

namespace bugbot::engine {

namespace {

struct Outcome {
    std::string status;  // done, error, exit
    int exit_code;
};

// Debian's site-packages folders, found by CMake from /usr/bin/python3. Added
// by hand because importing `site` would cost a fifth of our start-up.
constexpr const char* kSitePackages = BUGBOT_SITE_PACKAGES;

}  // namespace

void prepare_interpreter() {
    if (Py_IsInitialized()) return;
    PyConfig config;
    // Isolated: no PYTHON* variables, no user site; the run is the same on every machine.
    PyConfig_InitIsolatedConfig(&config);
    config.write_bytecode = 1;
    config.install_signal_handlers = 1;
    config.site_import = 0;
    // A fixed string hash: sets of strings print in the same order every run.
    config.use_hash_seed = 1;
    config.hash_seed = 0;
    py::initialize_interpreter(&config, 0, nullptr, false);

    py::list path = py::module_::import("sys").attr("path");
    std::string folders = kSitePackages;
    for (std::size_t start = 0; start < folders.size();) {
        std::size_t end = folders.find(':', start);
        if (end == std::string::npos) end = folders.size();
        path.append(folders.substr(start, end - start));
        start = end + 1;
    }
    path.insert(0, installed_data_dir() + "/python");
    // What every run needs, imported once: a marker that forks a run per
    // submission after this pays for it once.
    py::module_::import("_bugbot");
    py::module_::import("bugbot");
    py::module_::import("random");  // each run seeds it (bugbot._start_run)
    // Keep the collector away from what exists now: a forked run then shares
    // these pages with its parent instead of copying them.
    py::module_::import("gc").attr("freeze")();
}

namespace {

Outcome report_exception(SessionLink& session, const std::string& script, bool to_stderr) {
    py::error_already_set error;  // takes the pending exception
    if (error.matches(PyExc_SystemExit)) {
        py::object code = error.value().attr("code");
        if (code.is_none()) return {"done", kExitDone};
        if (py::isinstance<py::int_>(code)) {
            const int value = code.cast<int>();
            return {value == 0 ? "done" : "exit", value == 0 ? kExitDone : kExitRaised};
        }
        session.output().write("stderr", py::str(code).cast<std::string>() + "\n");
        return {"exit", kExitRaised};
    }
    try {
        py::tuple described = py::module_::import("bugbot._errors").attr("describe")(
            error.value(), error.trace() ? py::object(error.trace()) : py::object(py::none()), script);
        const auto kind = described[0].cast<std::string>();
        const auto message = described[1].cast<std::string>();
        const auto file = described[2].cast<std::string>();
        const int line = described[3].cast<int>();
        const auto text = described[4].cast<std::string>();
        session.call(channel::Error{kind, message, file, line, text});
        if (to_stderr) session.output().write("stderr", text);
    } catch (const std::exception&) {
        // Formatting failed (a memory error, say): fall back to the bare message.
        session.output().write("stderr", std::string(error.what()) + "\n");
    }
    return {"error", kExitRaised};
}

// The most a script run here may hold: a student's is a few kB.
constexpr std::size_t kMaxRunScriptBytes = std::size_t{16} << 20;

// The script, through the one gate (files/gate.h): not a link, a FIFO or a
// device, at most kMaxRunScriptBytes.
bool read_script(const std::string& path, std::string& text, std::string& why) {
    files::ReadRule rule;
    rule.cap = kMaxRunScriptBytes;
    return files::read_file(path, text, why, rule) == files::Read::ok;
}

Outcome run_main(SessionLink& session, const RunRequest& request, std::uint64_t seed) {
    std::string source, why;
    read_script(request.script, source, why);  // read_script said so when it cannot (run_script)

    py::module_ sys = py::module_::import("sys");
    py::list argv;
    argv.append(request.script);
    for (const auto& a : request.args) argv.append(a);
    sys.attr("argv") = argv;
    py::list path = sys.attr("path");
    // As plain python does: the script's own folder comes first, for its imports.
    std::string folder = request.script.substr(0, request.script.find_last_of('/') + 1);
    path.insert(0, folder.empty() ? "" : folder);

    // A traceback quotes the lines that ran, never the file again: the script
    // may have made its own file a FIFO (a read that never returns) or a link
    // to /dev/zero. No mtime: linecache.checkcache leaves the entry alone.
    const py::str text = py::reinterpret_steal<py::str>(
        PyUnicode_DecodeUTF8(source.data(), static_cast<Py_ssize_t>(source.size()), "replace"));
    py::module_::import("linecache").attr("cache")[py::str(request.script)] =
        py::make_tuple(source.size(), py::none(), text.attr("splitlines")(true), request.script);

    py::module_ bugbot_c = py::module_::import("_bugbot");
    sys.attr("stdout") = bugbot_c.attr("stdout");
    sys.attr("stderr") = bugbot_c.attr("stderr");
    // A crash inside C code (ctypes, an extension) prints the script's traceback.
    py::module_::import("faulthandler").attr("enable")(sys.attr("__stderr__"));
    py::module_ bugbot = py::module_::import("bugbot");
    bugbot.attr("_start_run")(seed);
    // A streamed run's stdout is the event stream; its stdin carries the
    // studio's controls and, with --control, the lines typed in its console.
    if (session.reads_console()) bugbot.attr("_console_input")();
    else if (session.streams()) bugbot.attr("_disable_input")();

    PyObject* main_module = PyImport_AddModule("__main__");  // borrowed
    PyObject* globals = PyModule_GetDict(main_module);        // borrowed
    PyDict_SetItemString(globals, "__file__", py::str(request.script).ptr());

    PyObject* code = Py_CompileStringExFlags(source.c_str(), request.script.c_str(), Py_file_input, nullptr, -1);
    if (!code) return report_exception(session, request.script, !request.stream);
    // Only a run someone watches or keeps notes the script's line and variables.
    std::unique_ptr<ScriptWatch> watch;
    if (session.watched()) watch = std::make_unique<ScriptWatch>(session, request.script, globals);
    set_current_script_watch(watch.get());
    PyObject* result = PyEval_EvalCode(code, globals, globals);
    if (watch) watch->note_end(session.now());  // a value set after the last robot call shows too
    set_current_script_watch(nullptr);
    Py_DECREF(code);
    if (!result) return report_exception(session, request.script, !request.stream);
    Py_DECREF(result);
    return {"done", kExitDone};
}

}  // namespace

namespace {

// The script, from the interpreter's start to the session's `end`; returns its exit status.
int run_python(SessionLink& link, const RunRequest& request, std::uint64_t seed) {
    if (request.timeout_s > 0) start_watchdog(request.timeout_s, kExitTimedOut);
    set_current_session(&link);
    prepare_interpreter();
    const Outcome outcome = run_main(link, request, seed);
    py::module_::import("sys").attr("stdout").attr("flush")();
    ending_normally();
    Output& output = link.output();
    output.flush();
    if (output.dropped() > 0) {
        link.warn("the script printed more than " + std::to_string(request.max_output_bytes) + " bytes; the last " +
                  std::to_string(output.dropped()) + " bytes were not shown");
    }
    link.call(channel::End{outcome.status, outcome.exit_code});
    set_current_session(nullptr);
    return outcome.exit_code;
}

// The script's side of a channel: no simulator, no record here (channel_client.h).
int run_script_side(const RunRequest& request) {
    ChannelClient client(request.channel_fd, request.max_output_bytes);
    if (!client.connected()) {
        std::fprintf(stderr, i18n::translate("bugbot run", "bugbot run: no engine answered on descriptor %d\n"),
                     request.channel_fd);
        return kExitUsage;
    }
    apply_resource_limits(request.max_cpu_s, request.max_memory_mb);
    // A time limit, the CPU limit or a crash: what the script printed, the
    // commands queued, then why it ended, to the trusted side.
    on_run_end([&client](const char* status, int exit_code) { client.last_words(status, exit_code); });
    const int code = run_python(client, request, client.hello().random_seed);
    client.flush();
    std::fflush(stdout);
    std::_Exit(code);
}

}  // namespace

int run_script(const RunRequest& request) {
    if (std::string text, why; !read_script(request.script, text, why)) {
        std::fprintf(stderr, i18n::translate("bugbot run", "bugbot run: cannot read the script %s\n"),
                     (request.script + " (" + why + ")").c_str());
        return kExitUsage;
    }
    if (request.channel_fd >= 0) return run_script_side(request);
    RecordedSession run(request);
    if (!run.open(request)) return kExitUsage;
    run.writers.limit_record(request.max_record_bytes);
    apply_resource_limits(request.max_cpu_s, request.max_memory_mb);

    // A time limit, the CPU limit or a crash: what the script printed, then
    // its events, then why it ended (docs/events.md, "How a run ends").
    on_run_end([&run](const char* status, int exit_code) { run.last_words(status, exit_code); });
    const int code = run_python(run.session, request, channel::python_random_seed(request.session.seed));
    run.writers.close();
    std::fflush(stdout);
    // The script may have left threads or objects whose teardown could hang or
    // crash; the run is over and reported, so leave without finalising Python.
    std::_Exit(code);
}

}  // namespace bugbot::engine
