#include "engine/run_limits.h"

#include "engine/run.h"
#include "i18n/translate.h"

#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>

namespace bugbot::engine {

namespace {
std::function<void(const char*, int)>* last_words = nullptr;  // lives until the process dies
pthread_t script_thread;
// Whoever sets it ends the run: the script's thread, a limit's handler or the watchdog.
std::atomic<bool> ending{false};
// The watchdog's message; empty when SIGXCPU comes from the CPU limit.
char timeout_message[160];
std::atomic<bool> timed_out{false};
// hold_run_end's depth on the script's thread, and a limit waiting for it to end.
volatile sig_atomic_t holds = 0;
volatile sig_atomic_t limit_waiting = 0;
int timeout_exit_code = kExitTimedOut;
// end_run's limit, when it is the one that ends the run.
std::atomic<const char*> own_status{nullptr};
const char* own_message = "";
int own_exit_code = 0;

constexpr char kCpuMessage[] = "\nbugbot: the script used all the CPU time it was given, so it was stopped\n";

void say(const char* text, std::size_t size) { [[maybe_unused]] auto n = ::write(2, text, size); }

bool claim_end() {
    bool expected = false;
    return ending.compare_exchange_strong(expected, true);
}

// SIGXCPU: the CPU limit (from the kernel) or the time limit (from the watchdog).
void on_limit(int) {
    if (!pthread_equal(pthread_self(), script_thread)) {
        // Delivered to another thread (one the script started): the script's
        // thread must be the one stopped, so nothing writes while we do.
        pthread_kill(script_thread, SIGXCPU);
        return;
    }
    if (holds > 0) {
        limit_waiting = 1;  // release_run_end raises it again
        return;
    }
    if (!claim_end()) return;
    if (const char* status = own_status.load()) {
        if (last_words) (*last_words)(status, own_exit_code);
        say(own_message, std::strlen(own_message));
        ::_exit(own_exit_code);
    }
    const bool timeout = timed_out.load();
    if (last_words) (*last_words)(timeout ? "timeout" : "cpu", kExitTimedOut);
    if (timeout) say(timeout_message, std::strlen(timeout_message));
    else say(kCpuMessage, sizeof kCpuMessage - 1);
    ::_exit(timeout ? timeout_exit_code : kExitTimedOut);
}

void on_fatal_signal(int sig) {
    if (claim_end() && last_words) (*last_words)("crashed", 128 + sig);
    signal(sig, SIG_DFL);
    raise(sig);
}
}  // namespace

void on_run_end(std::function<void(const char*, int)> save) {
    last_words = new std::function<void(const char*, int)>(std::move(save));
    script_thread = pthread_self();
    struct sigaction crash {};
    crash.sa_handler = on_fatal_signal;
    sigemptyset(&crash.sa_mask);
    crash.sa_flags = SA_NODEFER;
    for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(sig, &crash, nullptr);
    struct sigaction limit {};
    limit.sa_handler = on_limit;
    sigfillset(&limit.sa_mask);
    sigaction(SIGXCPU, &limit, nullptr);
}

void ending_normally() { ending.store(true); }

void hold_run_end() {
    if (!pthread_equal(pthread_self(), script_thread)) return;
    holds = holds + 1;
    std::atomic_signal_fence(std::memory_order_seq_cst);
}

void release_run_end() {
    if (!pthread_equal(pthread_self(), script_thread)) return;
    std::atomic_signal_fence(std::memory_order_seq_cst);
    holds = holds - 1;
    std::atomic_signal_fence(std::memory_order_seq_cst);
    if (holds == 0 && limit_waiting) {
        limit_waiting = 0;
        raise(SIGXCPU);
    }
}

// An AddressSanitizer build (the `sanitize` preset) has mapped terabytes of
// shadow before main: any address-space limit is already passed, and the run
// would die at its next mmap ("ERROR: Failed to mmap") before the script's
// first call. There the memory limit is not applied; in every other build it is.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSpaceLimited = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSpaceLimited = false;
#else
constexpr bool kAddressSpaceLimited = true;
#endif
#else
constexpr bool kAddressSpaceLimited = true;
#endif

void apply_resource_limits(double max_cpu_s, std::size_t max_memory_mb) {
    if (max_cpu_s > 0) {
        const rlim_t soft = static_cast<rlim_t>(std::ceil(max_cpu_s));
        rlimit cpu{soft, soft + 2};
        setrlimit(RLIMIT_CPU, &cpu);
    }
    if (max_memory_mb > 0 && kAddressSpaceLimited) {
        const rlim_t bytes = static_cast<rlim_t>(max_memory_mb) << 20;
        rlimit memory{bytes, bytes};
        setrlimit(RLIMIT_AS, &memory);
    }
    rlimit no_core{0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
}

void limit_processes(int processes) {
    if (processes <= 0) return;
    rlimit tasks{static_cast<rlim_t>(processes), static_cast<rlim_t>(processes)};
    setrlimit(RLIMIT_NPROC, &tasks);
}

void end_run(const char* status, int exit_code, const char* message) {
    own_message = message;
    own_exit_code = exit_code;
    own_status.store(status);
    if (pthread_equal(pthread_self(), script_thread)) raise(SIGXCPU);
    else pthread_kill(script_thread, SIGXCPU);
}

void start_watchdog(double seconds, int exit_code) {
    std::snprintf(timeout_message, sizeof timeout_message,
                  i18n::translate("bugbot run", "\nbugbot run: the script was stopped after %g seconds (--timeout %g)\n"),
                  seconds, seconds);
    timeout_exit_code = exit_code;
    std::thread([seconds, exit_code] {
        // The limit's signal is for the script's thread, never this one.
        sigset_t mask;
        sigemptyset(&mask);
        sigaddset(&mask, SIGXCPU);
        pthread_sigmask(SIG_BLOCK, &mask, nullptr);
        std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
        timed_out.store(true);
        pthread_kill(script_thread, SIGXCPU);
        // The script may have taken SIGXCPU for itself (signal.signal), or its
        // thread may be stuck where the handler cannot run: end it from here.
        std::this_thread::sleep_for(std::chrono::seconds(1));
        if (claim_end()) {
            if (last_words) (*last_words)("timeout", exit_code);
            say(timeout_message, std::strlen(timeout_message));
        }
        ::_exit(exit_code);
    }).detach();
}

}  // namespace bugbot::engine
