#include "engine/run_limits.h"

#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <thread>

namespace bugbot::engine {

namespace {
void on_cpu_limit(int) {
    static const char message[] = "\nbugbot: the script used all the CPU time it was given, so it was stopped\n";
    [[maybe_unused]] auto n = ::write(2, message, sizeof message - 1);
    ::_exit(3);
}
}  // namespace

namespace {
std::function<void()>* crash_save = nullptr;

void on_fatal_signal(int sig) {
    if (crash_save) (*crash_save)();
    signal(sig, SIG_DFL);
    raise(sig);
}
}  // namespace

void on_crash(std::function<void()> save) {
    crash_save = new std::function<void()>(std::move(save));  // lives until the process dies
    struct sigaction action {};
    action.sa_handler = on_fatal_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_NODEFER;
    for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(sig, &action, nullptr);
}

void apply_resource_limits(double max_cpu_s, std::size_t max_memory_mb) {
    if (max_cpu_s > 0) {
        const rlim_t soft = static_cast<rlim_t>(std::ceil(max_cpu_s));
        rlimit cpu{soft, soft + 2};
        setrlimit(RLIMIT_CPU, &cpu);
        signal(SIGXCPU, on_cpu_limit);
    }
    if (max_memory_mb > 0) {
        const rlim_t bytes = static_cast<rlim_t>(max_memory_mb) << 20;
        rlimit memory{bytes, bytes};
        setrlimit(RLIMIT_AS, &memory);
    }
    rlimit no_core{0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
}

void start_watchdog(double seconds, std::function<void()> on_expiry, int exit_code) {
    std::thread([seconds, on_expiry = std::move(on_expiry), exit_code] {
        std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
        on_expiry();
        ::_exit(exit_code);
    }).detach();
}

}  // namespace bugbot::engine
