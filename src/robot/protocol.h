#pragma once
// The BugBot's radio protocol, v1 (shared/REAL-ROBOT.md section 2): every
// packet's layout, packed and unpacked here and nowhere else. All scalars are
// little-endian, floats f32; ids and keys go on the wire in text order (the
// first hex pair is byte 0). A packet is at most 250 bytes:
//
//   header  0 magic 0xB6 | 1 version 1 | 2 type | 3 device_id (8)
//   auth   11 pairing_key (8) | 19 session_token u32      (BLINK CLAIM COMMAND HEARTBEAT RELEASE)
//
// The SCRIPT_* packets (upload mode) are the firmware's v1 extensions.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bugbot::robot {

using Bytes = std::vector<std::uint8_t>;
using DeviceId = std::array<std::uint8_t, 8>;
using PairingKey = std::array<std::uint8_t, 8>;
using Mac = std::array<std::uint8_t, 6>;

constexpr std::uint8_t kMagic = 0xB6;
constexpr std::uint8_t kVersion = 1;
constexpr std::size_t kMaxPacketBytes = 250;
constexpr std::size_t kHeaderBytes = 11;
constexpr std::size_t kAuthedBytes = 23;  // header + key + token
constexpr std::size_t kScriptChunkBytes = 220;
constexpr std::size_t kMaxScriptBytes = 64u << 10;
constexpr std::size_t kMaxLogLineBytes = kMaxPacketBytes - kHeaderBytes;

enum class Type : std::uint8_t {
    beacon = 0x01, probe = 0x02, probe_ack = 0x03, blink = 0x10, claim = 0x20, claim_ack = 0x21,
    command = 0x30, response = 0x31, heartbeat = 0x40, release = 0x50, auth_fail = 0xE0,
    script_log = 0x60, script_done = 0x61, script_started = 0x62,
};
enum class Sub : std::uint8_t {
    drive = 0x01, drive_vec = 0x02, stop = 0x03, led = 0x10, servo = 0x11, buzzer = 0x12, read = 0x20,
    photo = 0x30, script_begin = 0x40, script_chunk = 0x41, script_run = 0x42, script_stop = 0x43,
};
enum class Sensor : std::uint8_t { distance = 1, heading = 2, pose = 3, battery = 4 };
enum class DriveDir : std::uint8_t { stop, forward, back, strafe_left, strafe_right, turn_left, turn_right };
enum class AuthFail : std::uint8_t { bad_key = 0, denied = 1, no_claim = 2 };
enum class Status : std::uint8_t { free = 0, claimed = 1 };

const char* type_name(Type type);  // "BEACON", ..., "?" for none
const char* sub_name(Sub sub);     // "DRIVE", ..., "?"

// 16 hex digits (either case) as 8 bytes in text order; nullopt if not that.
std::optional<DeviceId> parse_hex8(std::string_view text);
std::optional<Mac> parse_mac(std::string_view text);  // 12 hex digits
std::string hex(const std::uint8_t* data, std::size_t size);  // lowercase
template <std::size_t N>
std::string hex(const std::array<std::uint8_t, N>& bytes) { return hex(bytes.data(), N); }

struct Auth {
    PairingKey key{};
    std::uint32_t token = 0;
};

// One COMMAND's sub-type and arguments (the bytes from offset 24 on).
struct Command {
    Sub sub = Sub::stop;
    Bytes args;
    bool operator==(const Command&) const = default;
};
Command drive(DriveDir dir, float speed);            // speed a fraction, -1..1
Command drive_vec(float lon, float lat, float rot);  // forward+, right+, CCW+
Command stop();
Command led(std::uint8_t r, std::uint8_t g, std::uint8_t b);
Command servo(std::uint8_t index, float angle_deg);
Command buzzer(std::uint16_t frequency_hz);          // 0 = off
Command read(Sensor sensor);
Command script_begin(std::uint32_t size, std::uint8_t id);
Command script_chunk(std::uint16_t index, const std::uint8_t* data, std::size_t size);
Command script_run(std::uint8_t id);
Command script_stop();
// Whether a command keeps the motors running (the host's keep-alive repeats it).
bool is_motion(const Command& command);

// --- packing: host to robot ----------------------------------------------------
Bytes probe(const DeviceId& id);
Bytes blink(const DeviceId& id, const PairingKey& key);
Bytes claim(const DeviceId& id, const PairingKey& key, const DeviceId& dongle_id);
Bytes heartbeat(const DeviceId& id, const Auth& auth);
Bytes release(const DeviceId& id, const Auth& auth);
Bytes command(const DeviceId& id, const Auth& auth, const Command& command);

// --- packing: robot to host ----------------------------------------------------
Bytes beacon(const DeviceId& id, Status status, std::uint8_t battery, std::uint16_t firmware);
Bytes probe_ack(const DeviceId& id, Status status, std::uint8_t battery);
Bytes claim_ack(const DeviceId& id, bool ok, std::uint32_t token);
Bytes response(const DeviceId& id, std::uint16_t req_id, const Bytes& data);
Bytes auth_fail(const DeviceId& id, AuthFail reason);
Bytes script_log(const DeviceId& id, std::string_view line);  // cut to kMaxLogLineBytes
Bytes script_done(const DeviceId& id, std::uint8_t exit_code);
Bytes script_started(const DeviceId& id);
// A RESPONSE's data for each READ, as the firmware sends it.
Bytes distance_data(float cm);  // -1: no return
Bytes heading_data(float ccw_deg);
Bytes pose_data(float x_mm, float y_mm, float ccw_deg);
Bytes battery_data(std::uint8_t percent);
// The RESPONSE length that answers a READ of `sensor`.
std::size_t response_bytes(Sensor sensor);

// --- unpacking -----------------------------------------------------------------
// A packet, its fields filled as its type has them.
struct Packet {
    std::uint8_t version = kVersion;
    Type type = Type::probe;
    DeviceId id{};
    Auth auth;                  // BLINK, CLAIM, COMMAND, HEARTBEAT, RELEASE
    Status status = Status::free;  // BEACON, PROBE_ACK
    std::uint8_t battery = 0;      // BEACON, PROBE_ACK
    std::uint16_t firmware = 0;    // BEACON
    DeviceId dongle_id{};          // CLAIM
    bool claim_ok = false;         // CLAIM_ACK (token in auth.token)
    Command command;               // COMMAND
    std::uint16_t req_id = 0;      // RESPONSE
    Bytes data;                    // RESPONSE
    AuthFail reason = AuthFail::bad_key;  // AUTH_FAIL
    std::string log_line;          // SCRIPT_LOG
    std::uint8_t exit_code = 0;    // SCRIPT_DONE
};

struct Unpacked {
    std::optional<Packet> packet;
    const char* why = "";  // when not: "too short", "wrong magic", "wrong version", ...
};
// As the firmware filters: too short, wrong magic or a version not ours is
// refused before anything else is read.
Unpacked unpack(const std::uint8_t* data, std::size_t size);
inline Unpacked unpack(const Bytes& bytes) { return unpack(bytes.data(), bytes.size()); }

// A little-endian f32 at `offset` of `data`, if there.
std::optional<float> f32_at(const Bytes& data, std::size_t offset);

}  // namespace bugbot::robot
