#pragma once
// The channel between a script and its session in another process: a stream
// socket (socketpair) the script side inherits. The script sends commands,
// the calls it made, never state: "drive with these powers", "read the
// distance", "the script printed this line". The trusted side (channel_host.h)
// runs them on its own Session, which alone holds the simulator and writes the
// record, and answers the calls that return something. So nothing the script
// can do to its own memory or to the socket changes where the robot is or
// what the record says, beyond what the same calls would.
//
// Framing, in the machine's byte order (both ends are the same binary):
//   message  = u32 size of what follows, u8 op, payload
//   string   = u32 size, bytes
//   numbers  = f64 or i32 as in memory; a robot index is a u8
// The host first sends a Hello (its own framing, below); calls that need an
// answer get a Reply of fixed size. Everything else is queued by the client
// and sent in batches (channel_client.h).
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace bugbot::engine::channel {

enum Op : std::uint8_t {
    kDrive = 1,     // u8 robot, f64 left, f64 right, f64 turn
    kDistance,      // u8 robot                         -> Reply{a = cm}
    kPosition,      // u8 robot                         -> Reply{a = x, b = y}
    kHeading,       // u8 robot                         -> Reply{a = degrees}
    kBattery,       // u8 robot                         -> Reply{a = percent}
    kWait,          // f64 seconds                      (-> Reply{} when Hello.real_time)
    kPlot,          // string name, f64 value, string kind
    kDraw,          // string name, u32 n, n x (f64 x, f64 y), string color, string shape, f64 size
    kLed,           // u8 robot, u8 r, u8 g, u8 b
    kBeep,          // u8 robot, f64 frequency, f64 ms  (-> Reply{} when Hello.real_time)
    kServo,         // u8 robot, u8 index, f64 angle
    kTurn,          // u8 robot, f64 degrees, f64 power -> Reply{}
    kMove,          // u8 robot, f64 cm, f64 power      -> Reply{}
    kWarning,       // string text (the script side already printed it and kept it to once)
    kPrint,         // u8 stream (0 stdout, 1 stderr), string line
    kLine,          // i32 line
    kVars,          // u32 n, n x (string name, string short form), u32 m, m x string name deleted
    kError,         // string kind, string message, string file, i32 line, string traceback
    kEnd,           // string status, i32 exit code
    kInput,         // string prompt                    -> Reply{a = bytes typed, -1: none}, then the bytes
    kLastOp = kInput,
};

// Whether the script waits for an answer to `op`.
constexpr bool answered(std::uint8_t op) {
    return op == kDistance || op == kPosition || op == kHeading || op == kBattery || op == kTurn || op == kMove ||
           op == kInput;
}

// Every answer carries the simulated time after the call, so the script side
// knows the time without asking again.
struct Reply {
    std::int64_t time_ms = 0;
    double a = 0, b = 0;
};

// What the script side learns once, at the start.
struct Hello {
    std::int32_t robot_count = 1;
    double width_cm = 0, height_cm = 0;
    std::uint64_t seed = 1;
    std::uint8_t watched = 0;  // the host records or streams: send prints, lines and vars
    std::uint8_t stream = 0;   // prints become events only (not our stdout); warnings not on stderr
    std::uint8_t live = 0;     // someone watches as it runs (paced or streamed): send at once
    std::uint8_t console = 0;  // input() reads lines typed in the studio's console (kInput)
    // The session's time is the wall clock's (a real robot): kWait and kBeep
    // are answered too, so the script waits as long as they take.
    std::uint8_t real_time = 0;
    std::string world_name;
};

constexpr std::size_t kMaxMessageBytes = 8u << 20;

// Appends the pieces of a message.
struct Encoder {
    std::string& out;
    std::size_t start = 0;
    void begin(Op op) {
        start = out.size();
        out.append(4, '\0');
        out += static_cast<char>(op);
    }
    void u8(unsigned v) { out += static_cast<char>(v); }
    void i32(std::int32_t v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
    void u32(std::uint32_t v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
    void u64(std::uint64_t v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
    void f64(double v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
    void str(std::string_view s) {
        u32(static_cast<std::uint32_t>(s.size()));
        out.append(s);
    }
    void end() {
        const auto size = static_cast<std::uint32_t>(out.size() - start - 4);
        std::memcpy(out.data() + start, &size, 4);
    }
};

// Reads the pieces of one message; any read past its end sets `bad`.
struct Decoder {
    std::string_view in;
    bool bad = false;
    template <class T>
    T raw() {
        T v{};
        if (in.size() < sizeof v) {
            bad = true;
            return v;
        }
        std::memcpy(&v, in.data(), sizeof v);
        in.remove_prefix(sizeof v);
        return v;
    }
    unsigned u8() { return raw<std::uint8_t>(); }
    std::int32_t i32() { return raw<std::int32_t>(); }
    std::uint32_t u32() { return raw<std::uint32_t>(); }
    std::uint64_t u64() { return raw<std::uint64_t>(); }
    double f64() { return raw<double>(); }
    std::string_view str() {
        const std::uint32_t n = u32();
        if (bad || in.size() < n) {
            bad = true;
            return {};
        }
        std::string_view s = in.substr(0, n);
        in.remove_prefix(n);
        return s;
    }
    bool finished() const { return !bad && in.empty(); }
};

std::string encode_hello(const Hello& hello);
// Parses a Hello from a whole message body (after its u32 size); false if it is not one.
bool decode_hello(std::string_view body, Hello& hello);

}  // namespace bugbot::engine::channel
