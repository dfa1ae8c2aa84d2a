#include "robot/framing.h"

#include <algorithm>

namespace bugbot::robot::framing {

std::uint16_t crc16_ccitt_false(const std::uint8_t* data, std::size_t size, std::uint16_t crc) {
    for (std::size_t i = 0; i < size; ++i) {
        crc = static_cast<std::uint16_t>(crc ^ (data[i] << 8));
        for (int bit = 0; bit < 8; ++bit)
            crc = static_cast<std::uint16_t>(crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1);
    }
    return crc;
}

Bytes frame(const Bytes& payload) {
    Bytes body;
    const auto len = static_cast<std::uint16_t>(payload.size());
    body.push_back(static_cast<std::uint8_t>(len));
    body.push_back(static_cast<std::uint8_t>(len >> 8));
    body.insert(body.end(), payload.begin(), payload.end());
    const std::uint16_t crc = crc16_ccitt_false(body.data(), body.size());
    body.push_back(static_cast<std::uint8_t>(crc));
    body.push_back(static_cast<std::uint8_t>(crc >> 8));
    Bytes out{kStart};
    for (std::uint8_t b : body) {
        if (b == kStart || b == kEscape) {
            out.push_back(kEscape);
            out.push_back(static_cast<std::uint8_t>(b ^ kFlip));
        } else {
            out.push_back(b);
        }
    }
    return out;
}

void Deframer::feed(const std::uint8_t* data, std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) take(data[i]);
}

void Deframer::take(std::uint8_t byte) {
    if (byte == kStart) {
        if (in_frame_ && !pending_.empty()) ++dropped_.bad_length;  // cut short by the next frame
        pending_.clear();
        in_frame_ = true;
        escaped_ = false;
        return;
    }
    if (!in_frame_) return;  // noise between frames
    if (byte == kEscape && !escaped_) {
        escaped_ = true;
        return;
    }
    if (escaped_) byte ^= kFlip;
    escaped_ = false;
    pending_.push_back(byte);
    if (pending_.size() < 2) return;
    const std::size_t len = pending_[0] | (pending_[1] << 8);
    if (len == 0 || len > kMaxPayloadBytes) {
        ++dropped_.bad_length;
        in_frame_ = false;
        pending_.clear();
        return;
    }
    if (pending_.size() < 2 + len + 2) return;
    const std::uint16_t crc = crc16_ccitt_false(pending_.data(), 2 + len);
    const std::uint16_t sent = static_cast<std::uint16_t>(pending_[2 + len] | (pending_[3 + len] << 8));
    if (crc == sent) ready_.emplace_back(pending_.begin() + 2, pending_.begin() + 2 + static_cast<long>(len));
    else ++dropped_.bad_crc;
    in_frame_ = false;
    pending_.clear();
}

std::optional<Bytes> Deframer::next() {
    if (ready_at_ >= ready_.size()) {
        ready_.clear();
        ready_at_ = 0;
        return std::nullopt;
    }
    return std::move(ready_[ready_at_++]);
}

Bytes send_frame(const Bytes& packet) {
    Bytes payload{static_cast<std::uint8_t>(Op::send)};
    payload.insert(payload.end(), packet.begin(), packet.end());
    return frame(payload);
}

Bytes recv_frame(const Bytes& packet, std::int8_t rssi, const Mac& mac) {
    Bytes payload{static_cast<std::uint8_t>(Op::recv)};
    payload.insert(payload.end(), packet.begin(), packet.end());
    payload.push_back(static_cast<std::uint8_t>(rssi));
    payload.insert(payload.end(), mac.begin(), mac.end());
    return frame(payload);
}

Bytes set_channel_frame(std::uint8_t channel) { return frame({static_cast<std::uint8_t>(Op::set_channel), channel}); }

Bytes info_frame(std::uint16_t firmware, std::uint8_t channel) {
    return frame({static_cast<std::uint8_t>(Op::info), static_cast<std::uint8_t>(firmware),
                  static_cast<std::uint8_t>(firmware >> 8), channel});
}

std::optional<Message> parse(const Bytes& payload) {
    if (payload.empty()) return std::nullopt;
    Message m;
    m.op = static_cast<Op>(payload[0]);
    const std::size_t body = payload.size() - 1;
    switch (m.op) {
        case Op::send:
            if (body < kHeaderBytes || body > kMaxPacketBytes) return std::nullopt;
            m.packet.assign(payload.begin() + 1, payload.end());
            return m;
        case Op::recv: {
            if (body < kHeaderBytes + 7 || body > kMaxPacketBytes + 7) return std::nullopt;
            const auto end = payload.end() - 7;
            m.packet.assign(payload.begin() + 1, end);
            m.rssi = static_cast<std::int8_t>(*end);
            std::copy(end + 1, payload.end(), m.mac.begin());
            return m;
        }
        case Op::set_channel:
            if (body != 1) return std::nullopt;
            m.channel = payload[1];
            return m;
        case Op::info:
            if (body != 3) return std::nullopt;
            m.firmware = static_cast<std::uint16_t>(payload[1] | (payload[2] << 8));
            m.channel = payload[3];
            return m;
    }
    return std::nullopt;
}

}  // namespace bugbot::robot::framing
