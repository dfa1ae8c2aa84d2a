#include "robot/dongle.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace bugbot::robot {

int open_serial(const std::string& path, std::string& error) {
    const int fd = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return -1;
    }
    termios tio{};
    if (::tcgetattr(fd, &tio) != 0) {
        error = path + " is not a serial port: " + std::strerror(errno);
        ::close(fd);
        return -1;
    }
    ::cfmakeraw(&tio);
    tio.c_cflag |= CLOCAL | CREAD;
    tio.c_cflag &= ~(CRTSCTS | HUPCL);  // HUPCL would raise the lines again on close
    tio.c_cc[VMIN] = 0;
    tio.c_cc[VTIME] = 0;
    static_assert(kDongleBaud == 921600, "the termios speed below is kDongleBaud's");
    ::cfsetispeed(&tio, B921600);
    ::cfsetospeed(&tio, B921600);
    ::tcsetattr(fd, TCSANOW, &tio);
    // A pseudo-terminal has no modem lines: that ioctl fails there, harmlessly.
    int lines = TIOCM_DTR | TIOCM_RTS;
    ::ioctl(fd, TIOCMBIC, &lines);
    return fd;
}

std::vector<std::string> ports_with_vendor(unsigned vendor, const std::string& sysfs) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& tty : fs::directory_iterator(sysfs + "/class/tty", ec)) {
        const fs::path device = tty.path() / "device";
        if (!fs::exists(device, ec)) continue;
        // The tty's device is a USB interface; its vendor id is on an ancestor.
        fs::path at = fs::canonical(device, ec);
        for (int up = 0; !ec && up < 4 && !at.empty() && at != at.root_path(); ++up, at = at.parent_path()) {
            std::ifstream id(at / "idVendor");
            unsigned value = 0;
            if (id >> std::hex >> value) {
                if (value == vendor) out.push_back("/dev/" + tty.path().filename().string());
                break;
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

namespace {

// Who holds `port`'s lock, from /proc/locks ("1: FLOCK ADVISORY WRITE PID MAJ:MIN:INODE 0 EOF"): "bugbot (pid 1234)".
std::string holder_of(const std::string& port) {
    struct stat device {};
    if (::stat(port.c_str(), &device) != 0) return "another program";
    std::ifstream locks("/proc/locks");
    for (std::string line; std::getline(locks, line);) {
        std::istringstream words(line);
        std::string number, kind, advisory, mode, pid, where;
        words >> number >> kind >> advisory >> mode >> pid >> where;
        if (kind != "FLOCK" || where.substr(where.rfind(':') + 1) != std::to_string(device.st_ino)) continue;
        std::string name;
        std::getline(std::ifstream("/proc/" + pid + "/comm"), name);
        // A program's name is its own to choose: only its printable ASCII reaches the terminal.
        name.erase(std::remove_if(name.begin(), name.end(), [](char c) { return c < 0x20 || c > 0x7e; }), name.end());
        return (name.empty() ? "a program" : name) + " (pid " + pid + ")";
    }
    return "another program";
}

}  // namespace

bool Dongle::open(const std::string& port, std::string& error) {
    close();
    fd_ = open_serial(port, error);
    if (fd_ < 0) return false;
    // One program at a time: a second one's frames would be bytes stolen from the first.
    if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
        error = "the dongle " + port + " is in use by " + holder_of(port) + "; wait until it ends (one program "
                "at a time can use the dongle)";
        close();
        return false;
    }
    port_ = port;
    closed_ = false;
    return true;
}

bool Dongle::find(std::string& error, int confirm_ms, const std::string& sysfs) {
    const auto ports = ports_with_vendor(kEspressifVendor, sysfs);
    if (ports.empty()) {
        error = "no BugBot dongle found: no USB serial device with Espressif's vendor id 303a "
                "is plugged in (plug the dongle in, or name it with --dongle PORT)";
        return false;
    }
    std::string tried;
    for (const auto& port : ports) {
        std::string why;
        if (!open(port, why)) {
            if (why.find(" is in use by ") != std::string::npos) {
                error = why;  // the dongle, held by another of our programs: say so, not "not found"
                return false;
            }
            tried += "\n  " + why;
            continue;
        }
        // The robot itself may show the same vendor id: only the dongle frames.
        if (receive(confirm_ms)) return true;
        tried += "\n  " + port + ": no dongle frame in " + std::to_string(confirm_ms / 1000.0).substr(0, 3) + " s";
        close();
    }
    error = "no BugBot dongle found among the Espressif devices:" + tried +
            "\n(a robot's own USB shows up here too; name the dongle with --dongle PORT)";
    return false;
}

void Dongle::close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

bool Dongle::write_all(const Bytes& frame) {
    std::lock_guard lock(write_mutex_);
    std::size_t at = 0;
    while (fd_ >= 0 && at < frame.size()) {
        const ssize_t n = ::write(fd_, frame.data() + at, frame.size() - at);
        if (n > 0) {
            at += static_cast<std::size_t>(n);
        } else if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
            pollfd p{fd_, POLLOUT, 0};
            if (::poll(&p, 1, 500) <= 0) return false;
        } else {
            if (n < 0 && (errno == EIO || errno == ENXIO || errno == ENODEV)) closed_ = true;  // unplugged
            return false;
        }
    }
    return at == frame.size();
}

bool Dongle::send(const Bytes& packet) { return write_all(framing::send_frame(packet)); }
bool Dongle::set_channel(std::uint8_t channel) { return write_all(framing::set_channel_frame(channel)); }

std::optional<framing::Message> Dongle::receive(int timeout_ms) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms < 0 ? 0 : timeout_ms);
    std::lock_guard lock(read_mutex_);
    for (;;) {
        while (auto payload = deframer_.next()) {
            if (auto message = framing::parse(*payload)) return message;
            ++deframer_.dropped().unknown_op;
        }
        if (fd_ < 0 || closed_) return std::nullopt;
        int wait = -1;
        if (timeout_ms >= 0) {
            wait = static_cast<int>(std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count());
            if (wait < 0) return std::nullopt;
        }
        pollfd p{fd_, POLLIN, 0};
        const int ready = ::poll(&p, 1, wait);
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) return std::nullopt;
        std::uint8_t buffer[512];
        const ssize_t n = ::read(fd_, buffer, sizeof buffer);
        if (n > 0) {
            deframer_.feed(buffer, static_cast<std::size_t>(n));
        } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
            closed_ = true;  // unplugged, or the emulator ended
            return std::nullopt;
        }
    }
}

bool open_dongle(Dongle& dongle, const std::string& port, std::optional<int> channel, std::string& error) {
    if (!(port.empty() ? dongle.find(error) : dongle.open(port, error))) return false;
    if (channel) dongle.set_channel(static_cast<std::uint8_t>(*channel));
    return true;
}

framing::Deframer::Dropped Dongle::dropped() const {
    std::lock_guard lock(read_mutex_);
    return deframer_.dropped();
}

}  // namespace bugbot::robot
