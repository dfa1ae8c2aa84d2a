#pragma once
// The pieces a channel message is made of (framing in channel_protocol.h).
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace bugbot::engine::channel {

constexpr std::size_t kMaxMessageBytes = 8u << 20;

// Appends the pieces of a message.
struct Encoder {
    std::string& out;
    std::size_t start = 0;
    void begin(std::uint8_t op) {
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

}  // namespace bugbot::engine::channel
