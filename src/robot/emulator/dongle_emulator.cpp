#include "robot/emulator/dongle_emulator.h"

#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iterator>
#include <random>
#include <sstream>

#include "robot/roster.h"

namespace bugbot::robot::emulator {

namespace {

const char* kNames[] = {"FROG-14", "NEWT-7", "TOAD-3", "MOTH-21", "WASP-9", "ANT-5", "BEE-12", "GNAT-8"};

std::array<std::uint8_t, 8> random_bytes(std::mt19937_64& random) {
    std::array<std::uint8_t, 8> out{};
    const std::uint64_t v = random();
    for (int i = 0; i < 8; ++i) out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v >> (8 * i));
    return out;
}

}  // namespace

DongleEmulator::DongleEmulator(EmulatorOptions options) : options_(std::move(options)) {
    std::mt19937_64 random(std::random_device{}());
    const auto boot = Clock::now();
    for (int i = 0; i < options_.robots; ++i) {
        const DeviceId id = random_bytes(random);
        const PairingKey roster_key = random_bytes(random);
        // Re-paired to another host: it accepts a key the roster does not have.
        const PairingKey accepted = options_.faults.count(Fault::re_paired) ? random_bytes(random) : roster_key;
        roster_keys_.push_back(roster_key);
        robots_.push_back(std::make_unique<EmulatedRobot>(
            i, options_.world, id, accepted, options_.faults, [this](const std::string& line) { log(line); }, boot));
    }
}

DongleEmulator::~DongleEmulator() {
    if (slave_ >= 0) ::close(slave_);
    if (master_ >= 0) ::close(master_);
}


bool DongleEmulator::open(std::string& error) {
    master_ = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master_ < 0 || ::grantpt(master_) != 0 || ::unlockpt(master_) != 0) {
        error = std::string("cannot open a pseudo-terminal: ") + std::strerror(errno);
        return false;
    }
    device_ = ::ptsname(master_);
    // Held open here so the terminal stays up between the host's opens, and raw
    // from the start, so nothing the host writes is echoed back as if the dongle said it.
    slave_ = ::open(device_.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC);
    termios tio{};
    if (slave_ < 0 || ::tcgetattr(slave_, &tio) != 0) {
        error = "cannot set up " + device_ + ": " + std::strerror(errno);
        return false;
    }
    ::cfmakeraw(&tio);
    ::tcsetattr(slave_, TCSANOW, &tio);
    ::fcntl(master_, F_SETFL, ::fcntl(master_, F_GETFL) | O_NONBLOCK);
    write_frame(framing::info_frame(framing::kDongleFirmware, channel_));
    return true;
}

std::vector<DongleEmulator::Pairing> DongleEmulator::pairings() const {
    std::vector<Pairing> out;
    for (std::size_t i = 0; i < robots_.size(); ++i)
        out.push_back({hex(robots_[i]->id()), hex(roster_keys_[i]), kNames[i % std::size(kNames)], hex(robots_[i]->mac())});
    return out;
}

void DongleEmulator::log(const std::string& line) {
    if (!options_.log) return;
    std::fputs(line.c_str(), options_.log);
    std::fputc('\n', options_.log);
    std::fflush(options_.log);
}

void DongleEmulator::write_frame(const Bytes& frame) {
    if (options_.faults.count(Fault::corrupt) && frames_out_ > 0) {
        // One of each kind of bad frame, then the good one: the host must drop each and go on.
        Bytes bad_crc = framing::info_frame(framing::kDongleFirmware, channel_);
        bad_crc[bad_crc.size() - 1] ^= 0x55;
        if (bad_crc.back() == framing::kStart || bad_crc.back() == framing::kEscape) bad_crc.back() ^= 0x01;
        const Bytes bad_length = {framing::kStart, 0xff, 0xff, 0x01, 0x02};
        const Bytes unknown_op = framing::frame({0x99, 1, 2, 3});
        const Bytes stray = {0x00, 0x13, 0x37};
        for (const Bytes* b : std::initializer_list<const Bytes*>{&bad_crc, &bad_length, &unknown_op, &stray}) {
            if (::write(master_, b->data(), b->size()) < 0) break;
        }
    }
    ++frames_out_;
    // Nobody reading: the terminal's buffer fills and the frame is lost, as on the air.
    if (::write(master_, frame.data(), frame.size()) < 0) return;
}

void DongleEmulator::take(const Bytes& payload) {
    const auto message = framing::parse(payload);
    if (!message) {
        log("{\"event\":\"bad-frame\",\"why\":\"unknown opcode or length\"}");
        return;
    }
    if (message->op == framing::Op::set_channel) {
        channel_ = message->channel;
        log("{\"event\":\"set-channel\",\"channel\":" + std::to_string(channel_) + "}");
        return;
    }
    if (message->op != framing::Op::send || channel_ != options_.robot_channel || !on_air(Clock::now())) return;
    for (auto& robot : robots_) robot->deliver(message->packet, dongle_mac_);
}

void DongleEmulator::control(const std::string& line) {
    std::istringstream words(line);
    std::string what;
    double value = 0;
    words >> what;
    auto robot = [&](std::istringstream& rest) -> EmulatedRobot* {
        std::size_t n = 0;
        rest >> n;
        return n < robots_.size() ? robots_[n].get() : nullptr;
    };
    if (what == "unplug") {
        if (master_ >= 0) ::close(master_);
        if (slave_ >= 0) ::close(slave_);
        master_ = slave_ = -1;
        log("{\"event\":\"unplugged\"}");
    } else if (what == "outage" && words >> value) {
        outage_until_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(value));
        log("{\"event\":\"outage\",\"seconds\":" + std::to_string(value) + "}");
    } else if (what == "battery" && words >> value) {
        if (auto* r = robot(words)) r->set_battery(static_cast<int>(value));
    } else if (auto* r = (what == "deny" || what == "re-pair" || what == "reboot") ? robot(words) : nullptr) {
        if (what == "deny") r->take_over();
        else if (what == "re-pair") r->re_pair();
        else r->reboot();
    } else if (!what.empty()) {
        log("{\"event\":\"unknown-control\"}");
    }
}

void DongleEmulator::take_control(std::string& carry) {
    char buffer[256];
    const ssize_t n = ::read(0, buffer, sizeof buffer);
    if (n <= 0) return;
    carry.append(buffer, static_cast<std::size_t>(n));
    for (std::size_t end; (end = carry.find('\n')) != std::string::npos; carry.erase(0, end + 1))
        control(carry.substr(0, end));
}

void DongleEmulator::run(const std::atomic<bool>& stop) {
    std::vector<Outgoing> out;
    framing::Deframer::Dropped seen;
    std::string carry;
    bool stdin_open = options_.control;
    while (!stop) {
        pollfd p[2] = {{master_, POLLIN, 0}, {stdin_open ? 0 : -1, POLLIN, 0}};
        if (::poll(p, 2, 5) > 0) {
            if (master_ >= 0 && (p[0].revents & POLLIN)) {
                std::uint8_t buffer[4096];
                const ssize_t n = ::read(master_, buffer, sizeof buffer);
                if (n > 0) deframer_.feed(buffer, static_cast<std::size_t>(n));
            }
            if (p[1].revents & POLLIN) take_control(carry);
            else if (p[1].revents & (POLLHUP | POLLERR)) stdin_open = false;
        }
        while (auto payload = deframer_.next()) take(*payload);
        if (deframer_.dropped().total() != seen.total()) {
            seen = deframer_.dropped();
            log("{\"event\":\"bad-frame\",\"dropped\":" + std::to_string(seen.total()) + "}");
        }
        const auto now = Clock::now();
        for (auto& robot : robots_) robot->tick(now, out);
        if (channel_ == options_.robot_channel && master_ >= 0 && on_air(now))
            for (const auto& o : out) write_frame(framing::recv_frame(o.packet, -52, o.from));
        out.clear();
    }
}

}  // namespace bugbot::robot::emulator
