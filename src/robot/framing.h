#pragma once
// The dongle's USB framing: the one place it is written, so it can change
// (the robot project leaves it open; this is our choice, the contract).
//
//   frame   = 0x7E, then escaped: len (u16 LE, the payload's length before
//             escaping), payload, crc (u16 LE)
//   crc     = CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, not reflected,
//             no final XOR) over len and payload
//   escape  = 0x7E and 0x7D inside the frame go as 0x7D, byte XOR 0x20
//   payload = opcode, body:
//     0x01 SEND         PC -> dongle  one whole ESP-NOW packet
//     0x02 RECV         dongle -> PC  the packet, RSSI (i8), sender MAC (6)
//     0x10 SET_CHANNEL  PC -> dongle  channel (u8)
//     0x11 INFO         dongle -> PC  firmware version (u16 LE), channel (u8)
//
// A frame with a bad CRC, a bad length or an unknown opcode is dropped and
// counted, never fatal: a 0x7E always starts a new frame, so one bad byte
// costs one frame.
#include <cstddef>
#include <cstdint>
#include <optional>

#include "robot/protocol.h"

namespace bugbot::robot::framing {

enum class Op : std::uint8_t { send = 0x01, recv = 0x02, set_channel = 0x10, info = 0x11 };

constexpr std::uint8_t kStart = 0x7E;
constexpr std::uint8_t kEscape = 0x7D;
constexpr std::uint8_t kFlip = 0x20;
constexpr std::size_t kMaxPayloadBytes = 1 + kMaxPacketBytes + 7;
constexpr std::uint16_t kDongleFirmware = 1;

std::uint16_t crc16_ccitt_false(const std::uint8_t* data, std::size_t size, std::uint16_t crc = 0xFFFF);

// One frame around `payload` (the opcode first).
Bytes frame(const Bytes& payload);

// Cuts a byte stream into payloads whose CRC holds.
class Deframer {
public:
    struct Dropped {
        std::size_t bad_crc = 0, bad_length = 0, unknown_op = 0;
        std::size_t total() const { return bad_crc + bad_length + unknown_op; }
    };
    void feed(const std::uint8_t* data, std::size_t size);
    // The next whole payload, if one has come.
    std::optional<Bytes> next();
    Dropped& dropped() { return dropped_; }
    const Dropped& dropped() const { return dropped_; }

private:
    void take(std::uint8_t byte);
    Bytes pending_;          // unescaped bytes of the frame being read: len, payload, crc
    bool in_frame_ = false, escaped_ = false;
    std::vector<Bytes> ready_;
    std::size_t ready_at_ = 0;
    Dropped dropped_;
};

// A payload's meaning.
struct Message {
    Op op = Op::send;
    Bytes packet;            // SEND, RECV
    std::int8_t rssi = 0;    // RECV
    Mac mac{};               // RECV: the sender
    std::uint8_t channel = 0;      // SET_CHANNEL, INFO
    std::uint16_t firmware = 0;    // INFO
};
Bytes send_frame(const Bytes& packet);
Bytes recv_frame(const Bytes& packet, std::int8_t rssi, const Mac& mac);
Bytes set_channel_frame(std::uint8_t channel);
Bytes info_frame(std::uint16_t firmware, std::uint8_t channel);
// nullopt when the opcode is unknown or the body's length is not its.
std::optional<Message> parse(const Bytes& payload);

}  // namespace bugbot::robot::framing
