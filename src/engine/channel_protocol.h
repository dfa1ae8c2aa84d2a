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
#include <string>
#include <string_view>

#include "engine/channel_codec.h"
#include "vocabulary/channel_messages.h"

namespace bugbot::engine::channel {

// The ops, each message's fields and the rules their values keep are
// declared once, in vocabulary/vocabulary.json ("ops"); the build generates
// their structs, encoders and decoders (vocabulary/channel_messages.h, in the
// build tree), and the trusted side visits a decoded Message.

// Every answer carries the simulated time after the call, so the script side
// knows the time without asking again. `text` bytes follow it: a call's
// failure (`failed`: "Kind\nmessage", raised in the script as a CallFailure,
// session_link.h) or an attach's "id\nname".
struct Reply {
    std::int64_t time_ms = 0;
    double a = 0, b = 0;
    std::uint32_t text = 0;
    std::uint32_t failed = 0;
};
constexpr std::size_t kMaxReplyText = 4096;

// The seed of the script's own `random` for a run's seed: the same in every
// run of that seed, in process or over a channel, but not the run's seed
// itself, which stays on the trusted side (with it, a program could compute
// the simulator's noise). Not secret from a program that tries every seed:
// a lesson's seeds are few and small.
constexpr std::uint64_t python_random_seed(std::uint64_t seed) {
    auto mix = [](std::uint64_t z) {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    const std::uint64_t a = mix(seed + 0x9E3779B97F4A7C15ULL);
    return (a ^ mix(a ^ 0x5DEECE66DULL)) >> 1;  // two rounds folded: not one bijection to undo
}

// What the script side learns once, at the start.
struct Hello {
    std::int32_t robot_count = 1;
    double width_cm = 0, height_cm = 0;
    std::uint64_t random_seed = 1;  // python_random_seed(the run's seed), never the seed
    std::uint8_t watched = 0;  // the host records or streams: send prints, lines and vars
    std::uint8_t stream = 0;   // prints become events only (not our stdout); warnings not on stderr
    std::uint8_t live = 0;     // someone watches as it runs (paced or streamed): send at once
    std::uint8_t console = 0;  // input() reads lines typed in the studio's console (kInput)
    // The session's time is the wall clock's (a real robot): kWait and kBeep
    // are answered too, so the script waits as long as they take.
    std::uint8_t real_time = 0;
    std::uint8_t roster = 0;  // real robots from a roster: Robot(i) sends kAttach (SessionLink::on_roster)
    std::string world_name;
};

std::string encode_hello(const Hello& hello);
// Parses a Hello from a whole message body (after its u32 size); false if it is not one.
bool decode_hello(std::string_view body, Hello& hello);

}  // namespace bugbot::engine::channel
