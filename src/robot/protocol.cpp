#include "robot/protocol.h"

#include <algorithm>
#include <cstring>

namespace bugbot::robot {

namespace {

// Appends little-endian scalars and byte arrays.
struct Writer {
    Bytes out;
    Writer& u8(std::uint8_t v) {
        out.push_back(v);
        return *this;
    }
    Writer& u16(std::uint16_t v) { return u8(static_cast<std::uint8_t>(v)).u8(static_cast<std::uint8_t>(v >> 8)); }
    Writer& u32(std::uint32_t v) {
        for (int i = 0; i < 4; ++i) u8(static_cast<std::uint8_t>(v >> (8 * i)));
        return *this;
    }
    Writer& f32(float v) {
        std::uint32_t bits;
        std::memcpy(&bits, &v, 4);
        return u32(bits);
    }
    Writer& raw(const std::uint8_t* data, std::size_t size) {
        out.insert(out.end(), data, data + size);
        return *this;
    }
    template <std::size_t N>
    Writer& raw(const std::array<std::uint8_t, N>& a) { return raw(a.data(), N); }
};

Writer header(Type type, const DeviceId& id) {
    Writer w;
    w.u8(kMagic).u8(kVersion).u8(static_cast<std::uint8_t>(type)).raw(id);
    return w;
}

Writer authed(Type type, const DeviceId& id, const Auth& auth) {
    Writer w = header(type, id);
    w.raw(auth.key).u32(auth.token);
    return w;
}

std::uint16_t u16_at(const std::uint8_t* p) { return static_cast<std::uint16_t>(p[0] | (p[1] << 8)); }
std::uint32_t u32_at(const std::uint8_t* p) {
    return static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
           static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
}

// The least a packet of each type has (COMMAND: its sub-type's own length is checked apart).
std::size_t least_bytes(Type type) {
    switch (type) {
        case Type::beacon: return 15;
        case Type::probe: return 11;
        case Type::probe_ack: return 13;
        case Type::blink: return 23;
        case Type::claim: return 31;
        case Type::claim_ack: return 16;
        case Type::command: return 24;
        case Type::response: return 13;
        case Type::heartbeat: return 23;
        case Type::release: return 23;
        case Type::auth_fail: return 12;
        case Type::script_log: return 11;
        case Type::script_done: return 12;
        case Type::script_started: return 11;
    }
    return 0;
}

// A COMMAND's args length for its sub-type (-1: any, at least what is shown).
long command_args(Sub sub) {
    switch (sub) {
        case Sub::drive: return 5;
        case Sub::drive_vec: return 12;
        case Sub::stop: return 0;
        case Sub::led: return 3;
        case Sub::servo: return 5;
        case Sub::buzzer: return 2;
        case Sub::read: return 1;
        case Sub::photo: return -1;
        case Sub::script_begin: return 5;
        case Sub::script_chunk: return -1;
        case Sub::script_run: return 1;
        case Sub::script_stop: return 0;
    }
    return -2;  // not a sub-type
}

}  // namespace

const char* type_name(Type type) {
    switch (type) {
        case Type::beacon: return "BEACON";
        case Type::probe: return "PROBE";
        case Type::probe_ack: return "PROBE_ACK";
        case Type::blink: return "BLINK";
        case Type::claim: return "CLAIM";
        case Type::claim_ack: return "CLAIM_ACK";
        case Type::command: return "COMMAND";
        case Type::response: return "RESPONSE";
        case Type::heartbeat: return "HEARTBEAT";
        case Type::release: return "RELEASE";
        case Type::auth_fail: return "AUTH_FAIL";
        case Type::script_log: return "SCRIPT_LOG";
        case Type::script_done: return "SCRIPT_DONE";
        case Type::script_started: return "SCRIPT_STARTED";
    }
    return "?";
}

const char* sub_name(Sub sub) {
    switch (sub) {
        case Sub::drive: return "DRIVE";
        case Sub::drive_vec: return "DRIVE_VEC";
        case Sub::stop: return "STOP";
        case Sub::led: return "LED";
        case Sub::servo: return "SERVO";
        case Sub::buzzer: return "BUZZER";
        case Sub::read: return "READ";
        case Sub::photo: return "PHOTO";
        case Sub::script_begin: return "SCRIPT_BEGIN";
        case Sub::script_chunk: return "SCRIPT_CHUNK";
        case Sub::script_run: return "SCRIPT_RUN";
        case Sub::script_stop: return "SCRIPT_STOP";
    }
    return "?";
}

namespace {
template <std::size_t N>
std::optional<std::array<std::uint8_t, N>> parse_hex_bytes(std::string_view text) {
    if (text.size() != 2 * N) return std::nullopt;
    auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::array<std::uint8_t, N> out{};
    for (std::size_t i = 0; i < N; ++i) {
        const int hi = digit(text[2 * i]), lo = digit(text[2 * i + 1]);
        if (hi < 0 || lo < 0) return std::nullopt;
        out[i] = static_cast<std::uint8_t>(hi << 4 | lo);
    }
    return out;
}
}  // namespace

std::optional<DeviceId> parse_hex8(std::string_view text) { return parse_hex_bytes<8>(text); }
std::optional<Mac> parse_mac(std::string_view text) { return parse_hex_bytes<6>(text); }

std::string hex(const std::uint8_t* data, std::size_t size) {
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < size; ++i) {
        out += digits[data[i] >> 4];
        out += digits[data[i] & 15];
    }
    return out;
}

Command drive(DriveDir dir, float speed) {
    return {Sub::drive, Writer{}.u8(static_cast<std::uint8_t>(dir)).f32(speed).out};
}
Command drive_vec(float lon, float lat, float rot) { return {Sub::drive_vec, Writer{}.f32(lon).f32(lat).f32(rot).out}; }
Command stop() { return {Sub::stop, {}}; }
Command led(std::uint8_t r, std::uint8_t g, std::uint8_t b) { return {Sub::led, {r, g, b}}; }
Command servo(std::uint8_t index, float angle_deg) { return {Sub::servo, Writer{}.u8(index).f32(angle_deg).out}; }
Command buzzer(std::uint16_t frequency_hz) { return {Sub::buzzer, Writer{}.u16(frequency_hz).out}; }
Command read(Sensor sensor) { return {Sub::read, {static_cast<std::uint8_t>(sensor)}}; }
Command script_begin(std::uint32_t size, std::uint8_t id) { return {Sub::script_begin, Writer{}.u32(size).u8(id).out}; }
Command script_chunk(std::uint16_t index, const std::uint8_t* data, std::size_t size) {
    return {Sub::script_chunk, Writer{}.u16(index).raw(data, std::min(size, kScriptChunkBytes)).out};
}
Command script_run(std::uint8_t id) { return {Sub::script_run, {id}}; }
Command script_stop() { return {Sub::script_stop, {}}; }

bool is_motion(const Command& c) {
    if (c.sub == Sub::drive) {
        const auto speed = f32_at(c.args, 1);
        return !c.args.empty() && c.args[0] != 0 && c.args[0] <= 6 && speed && *speed != 0;
    }
    if (c.sub == Sub::drive_vec) {
        for (std::size_t at : {0u, 4u, 8u})
            if (auto v = f32_at(c.args, at); v && *v != 0) return true;
    }
    return false;
}

Bytes probe(const DeviceId& id) { return header(Type::probe, id).out; }
Bytes blink(const DeviceId& id, const PairingKey& key) { return authed(Type::blink, id, {key, 0}).out; }
Bytes claim(const DeviceId& id, const PairingKey& key, const DeviceId& dongle_id) {
    return authed(Type::claim, id, {key, 0}).raw(dongle_id).out;
}
Bytes heartbeat(const DeviceId& id, const Auth& auth) { return authed(Type::heartbeat, id, auth).out; }
Bytes release(const DeviceId& id, const Auth& auth) { return authed(Type::release, id, auth).out; }
Bytes command(const DeviceId& id, const Auth& auth, const Command& c) {
    return authed(Type::command, id, auth).u8(static_cast<std::uint8_t>(c.sub)).raw(c.args.data(), c.args.size()).out;
}

Bytes beacon(const DeviceId& id, Status status, std::uint8_t battery, std::uint16_t firmware) {
    return header(Type::beacon, id).u8(static_cast<std::uint8_t>(status)).u8(battery).u16(firmware).out;
}
Bytes probe_ack(const DeviceId& id, Status status, std::uint8_t battery) {
    return header(Type::probe_ack, id).u8(static_cast<std::uint8_t>(status)).u8(battery).out;
}
Bytes claim_ack(const DeviceId& id, bool ok, std::uint32_t token) {
    return header(Type::claim_ack, id).u8(ok ? 0 : 1).u32(ok ? token : 0).out;
}
Bytes response(const DeviceId& id, std::uint16_t req_id, const Bytes& data) {
    return header(Type::response, id).u16(req_id).raw(data.data(), data.size()).out;
}
Bytes auth_fail(const DeviceId& id, AuthFail reason) {
    return header(Type::auth_fail, id).u8(static_cast<std::uint8_t>(reason)).out;
}
Bytes script_log(const DeviceId& id, std::string_view line) {
    if (line.size() > kMaxLogLineBytes) {
        std::size_t cut = kMaxLogLineBytes;  // on a character's first byte: never half a UTF-8 character
        while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
        line = line.substr(0, cut);
    }
    return header(Type::script_log, id).raw(reinterpret_cast<const std::uint8_t*>(line.data()), line.size()).out;
}
Bytes script_done(const DeviceId& id, std::uint8_t exit_code) { return header(Type::script_done, id).u8(exit_code).out; }
Bytes script_started(const DeviceId& id) { return header(Type::script_started, id).out; }

Bytes distance_data(float cm) { return Writer{}.f32(cm).out; }
Bytes heading_data(float ccw_deg) { return Writer{}.f32(ccw_deg).out; }
Bytes pose_data(float x_mm, float y_mm, float ccw_deg) { return Writer{}.f32(x_mm).f32(y_mm).f32(ccw_deg).out; }
Bytes battery_data(std::uint8_t percent) { return {percent}; }

std::size_t response_bytes(Sensor sensor) {
    switch (sensor) {
        case Sensor::distance:
        case Sensor::heading: return 17;
        case Sensor::pose: return 25;
        case Sensor::battery: return 14;
    }
    return 0;
}

std::optional<float> f32_at(const Bytes& data, std::size_t offset) {
    if (data.size() < offset + 4) return std::nullopt;
    const std::uint32_t bits = u32_at(data.data() + offset);
    float v;
    std::memcpy(&v, &bits, 4);
    return v;
}

namespace {
// The fields after the header, as `p.type` has them; false if the length is not its.
bool unpack_body(const std::uint8_t* d, std::size_t size, Packet& p) {
    const auto t = p.type;
    if (t == Type::blink || t == Type::claim || t == Type::command || t == Type::heartbeat || t == Type::release) {
        std::copy(d + 11, d + 19, p.auth.key.begin());
        p.auth.token = u32_at(d + 19);
    }
    switch (t) {
        case Type::beacon:
            p.firmware = u16_at(d + 13);
            [[fallthrough]];
        case Type::probe_ack:
            p.status = static_cast<Status>(d[11]);
            p.battery = d[12];
            return true;
        case Type::claim: std::copy(d + 23, d + 31, p.dongle_id.begin()); return true;
        case Type::claim_ack:
            p.claim_ok = d[11] == 0;
            p.auth.token = u32_at(d + 12);
            return true;
        case Type::command: {
            p.command.sub = static_cast<Sub>(d[23]);
            p.command.args.assign(d + 24, d + size);
            const long want = command_args(p.command.sub);
            return want == -1 || (want >= 0 && p.command.args.size() >= static_cast<std::size_t>(want));
        }
        case Type::response:
            p.req_id = u16_at(d + 11);
            p.data.assign(d + 13, d + size);
            return true;
        case Type::auth_fail: p.reason = static_cast<AuthFail>(d[11]); return true;
        case Type::script_log: p.log_line.assign(reinterpret_cast<const char*>(d + 11), size - 11); return true;
        case Type::script_done: p.exit_code = d[11]; return true;
        default: return true;
    }
}
}  // namespace

Unpacked unpack(const std::uint8_t* d, std::size_t size) {
    if (size < kHeaderBytes) return {std::nullopt, "too short"};
    if (size > kMaxPacketBytes) return {std::nullopt, "too long"};
    if (d[0] != kMagic) return {std::nullopt, "wrong magic"};
    if (d[1] != kVersion) return {std::nullopt, "wrong version"};
    Packet p;
    p.type = static_cast<Type>(d[2]);
    if (std::string_view(type_name(p.type)) == "?") return {std::nullopt, "unknown type"};
    if (size < least_bytes(p.type)) return {std::nullopt, "too short"};
    std::copy(d + 3, d + 11, p.id.begin());
    if (!unpack_body(d, size, p)) return {std::nullopt, "bad command"};
    return {std::move(p), ""};
}

}  // namespace bugbot::robot
