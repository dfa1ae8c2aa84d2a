#include "engine/record_thinning.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "sim/world.h"

#include "engine/fixed_number.h"

namespace bugbot::engine {

namespace {

constexpr std::size_t kBuffer = 1u << 20;
// Names (series, layers) followed one by one; a flood of new names past it is kept whole.
constexpr std::size_t kMaxNames = 1024;
using sim::kMaxRobots;  // a record's robot indices are a world's

// The lines of a file's first `size` bytes, read a buffer at a time.
class LineReader {
public:
    LineReader(int fd, std::size_t size) : fd_(fd), size_(size), buffer_(kBuffer) {}
    // The next line, newline included; empty at the end or on a read error (failed()).
    std::string_view next() {
        for (;;) {
            const char* nl = static_cast<const char*>(std::memchr(buffer_.data() + at_, '\n', held_ - at_));
            if (nl) {
                std::string_view line(buffer_.data() + at_, static_cast<std::size_t>(nl + 1 - (buffer_.data() + at_)));
                at_ += line.size();
                offset_ += line.size();
                return line;
            }
            if (read_ >= size_) return {};  // a last line without its newline is no event
            std::memmove(buffer_.data(), buffer_.data() + at_, held_ - at_);
            held_ -= at_;
            at_ = 0;
            if (held_ == buffer_.size()) buffer_.resize(buffer_.size() * 2);  // one long line (a big draw)
            const ssize_t n = ::pread(fd_, buffer_.data() + held_, std::min(buffer_.size() - held_, size_ - read_),
                                      static_cast<off_t>(read_));
            if (n <= 0) {
                failed_ = true;
                return {};
            }
            held_ += static_cast<std::size_t>(n);
            read_ += static_cast<std::size_t>(n);
        }
    }
    std::size_t offset() const { return offset_; }  // where the next line starts
    bool failed() const { return failed_; }

private:
    int fd_;
    std::size_t size_, read_ = 0, held_ = 0, at_ = 0, offset_ = 0;
    std::vector<char> buffer_;
    bool failed_ = false;
};

class Writer {
public:
    explicit Writer(int fd) : fd_(fd) { buffer_.reserve(kBuffer); }
    void put(std::string_view bytes) {
        if (buffer_.size() + bytes.size() > kBuffer) flush();
        if (bytes.size() > kBuffer) return write_out(bytes);
        buffer_.append(bytes);
    }
    bool flush() {
        write_out(buffer_);
        buffer_.clear();
        return ok_;
    }
    std::size_t written() const { return written_ + buffer_.size(); }

private:
    void write_out(std::string_view bytes) {
        while (ok_ && !bytes.empty()) {
            const ssize_t n = ::write(fd_, bytes.data(), bytes.size());
            if (n <= 0) {
                ok_ = false;
                return;
            }
            bytes.remove_prefix(static_cast<std::size_t>(n));
            written_ += static_cast<std::size_t>(n);
        }
    }
    int fd_;
    std::string buffer_;
    std::size_t written_ = 0;
    bool ok_ = true;
};

// The fields the rule looks at, from a line the EventWriter wrote:
// {"ev":"KIND","t":T[,"robot":N]... ,"name":"...",..."value":V...}
struct Fields {
    std::string_view kind;
    double t = 0;
    std::string_view rest;  // after t
};

Fields fields_of(std::string_view line) {
    Fields f;
    constexpr std::string_view head = "{\"ev\":\"";
    if (!line.starts_with(head)) return f;
    const auto end = line.find('"', head.size());
    if (end == std::string_view::npos) return f;
    f.kind = line.substr(head.size(), end - head.size());
    const std::string_view t = line.substr(end + 1);
    if (!t.starts_with(",\"t\":")) return f;
    const char* first = t.data() + 5;
    const auto parsed = std::from_chars(first, t.data() + t.size(), f.t);
    f.rest = std::string_view(parsed.ptr, static_cast<std::size_t>(t.data() + t.size() - parsed.ptr));
    return f;
}

int robot_of(std::string_view rest) {
    if (!rest.starts_with(",\"robot\":")) return 0;
    int robot = 0;
    std::from_chars(rest.data() + 9, rest.data() + rest.size(), robot);
    return std::clamp(robot, 0, kMaxRobots - 1);
}

// The raw JSON string after "name": (escapes and all: only compared).
std::string_view name_of(std::string_view rest, std::size_t* after = nullptr) {
    const auto at = rest.find(",\"name\":\"");
    if (at == std::string_view::npos) return {};
    std::size_t i = at + 9;
    while (i < rest.size() && rest[i] != '"') i += rest[i] == '\\' ? 2 : 1;
    if (after) *after = i;
    return rest.substr(at + 9, std::min(i, rest.size()) - (at + 9));
}

double value_of(std::string_view rest, std::size_t from) {
    const auto at = rest.find(",\"value\":", from);
    double v = 0;
    if (at != std::string_view::npos) std::from_chars(rest.data() + at + 9, rest.data() + rest.size(), v);
    return v;
}

// One series' run of four points being gathered (Series::compact's rule).
struct PlotGroup {
    std::size_t count = 0, at[4] = {}, lo = 0, hi = 0;  // line indices
    double lo_v = 0, hi_v = 0;
};

bool is_marker(std::string_view line) { return line.starts_with("{\"ev\":\"thinned\""); }

// Pass one's decisions: which of the old part's lines stay (the rule in the header).
class Rule {
public:
    void take(const Fields& f) {
        const std::size_t i = keep.size();
        keep.push_back(true);
        if (f.kind == "thinned") {
            keep[i] = false;  // replaced by the new count
            const auto colon = f.rest.find(':');
            if (colon != std::string_view::npos)
                std::from_chars(f.rest.data() + colon + 1, f.rest.data() + f.rest.size(), earlier_dropped);
        } else if (f.kind == "frame") {
            keep[i] = (frames_[robot_of(f.rest)]++ & 1) != 0;
        } else if (f.kind == "read") {
            keep[i] = (reads_[robot_of(f.rest)]++ & 1) != 0;
        } else if (f.kind == "line") {
            keep[i] = (lines_++ & 1) != 0;
        } else if (f.kind == "draw") {
            if (auto* n = named(draws_, name_of(f.rest))) keep[i] = ((*n)++ & 1) != 0;
        } else if (f.kind == "plot") {
            std::size_t after = 0;
            const std::string_view name = name_of(f.rest, &after);
            if (auto* g = named(plots_, name)) plot(*g, i, value_of(f.rest, after));
        }
    }

    std::vector<bool> keep;  // one a line of the old part; a group not complete stays
    std::size_t earlier_dropped = 0;

private:
    template <typename T>
    static T* named(std::unordered_map<std::string, T>& map, std::string_view name) {
        if (auto it = map.find(std::string(name)); it != map.end()) return &it->second;
        if (map.size() >= kMaxNames) return nullptr;
        return &map[std::string(name)];
    }
    void plot(PlotGroup& g, std::size_t i, double v) {
        if (g.count == 0 || v < g.lo_v) g.lo = i, g.lo_v = v;
        if (g.count == 0 || v > g.hi_v) g.hi = i, g.hi_v = v;
        g.at[g.count] = i;
        if (++g.count < 4) return;
        if (g.lo == g.hi) g.hi = i;  // a flat run: its first and its last
        for (const std::size_t k : g.at)
            if (k != g.lo && k != g.hi) keep[k] = false;
        g = PlotGroup{};
    }

    std::size_t frames_[kMaxRobots] = {}, reads_[kMaxRobots] = {}, lines_ = 0;
    std::unordered_map<std::string, std::size_t> draws_;
    std::unordered_map<std::string, PlotGroup> plots_;
};

// The time of the record's last event (-infinity when its last line is too long to look at).
double last_time(int fd, std::size_t size) {
    const std::size_t look = std::min<std::size_t>(size, 64u << 10);
    std::string tail(look, '\0');
    if (::pread(fd, tail.data(), look, static_cast<off_t>(size - look)) != static_cast<ssize_t>(look)) return -1e300;
    std::string_view view(tail);
    if (view.empty() || view.back() != '\n') return -1e300;
    view.remove_suffix(1);
    const auto nl = view.rfind('\n');
    if (nl == std::string_view::npos && look < size) return -1e300;
    return fields_of(view.substr(nl == std::string_view::npos ? 0 : nl + 1)).t;
}

std::string marker(double t, std::size_t dropped) {
    char number[kFixedNumberMax];
    std::string line = "{\"ev\":\"thinned\",\"t\":";
    line.append(number, format_fixed(number, t, 3));
    line += ",\"dropped\":" + std::to_string(dropped) + "}\n";
    return line;
}

}  // namespace

Thinned thin_record(int in_fd, std::size_t size, int out_fd, std::size_t tail_bytes) {
    Thinned out;
    const double cutoff = last_time(in_fd, size) - kFullRateSeconds;
    const std::size_t tail_from = size > tail_bytes ? size - tail_bytes : 0;
    // Pass one: where the full-rate part begins, and what of the part before it stays.
    Rule rule;
    std::size_t tail_at = size;
    double tail_t = 0;
    {
        LineReader lines(in_fd, size);
        for (;;) {
            const std::size_t offset = lines.offset();
            const std::string_view line = lines.next();
            if (line.empty()) break;
            const Fields f = fields_of(line);
            tail_t = f.t;
            if (offset >= tail_from && f.t >= cutoff) {
                tail_at = offset;
                break;
            }
            rule.take(f);
        }
        if (lines.failed()) return out;
    }
    // Pass two: the kept lines, the count, the full-rate part.
    Writer writer(out_fd);
    LineReader lines(in_fd, size);
    std::size_t index = 0, dropped = 0;
    bool counted = false;
    for (;;) {
        const std::size_t offset = lines.offset();
        const std::string_view line = lines.next();
        if (line.empty()) break;
        if (offset < tail_at) {
            if (rule.keep[index++]) writer.put(line);
            else if (!is_marker(line)) ++dropped;
            continue;
        }
        if (!counted) writer.put(marker(tail_t, rule.earlier_dropped + dropped));
        counted = true;
        if (!is_marker(line)) writer.put(line);
    }
    if (!counted) writer.put(marker(tail_t, rule.earlier_dropped + dropped));
    if (lines.failed() || !writer.flush()) return out;
    out.ok = true;
    out.bytes = writer.written();
    out.dropped = rule.earlier_dropped + dropped;
    return out;
}

}  // namespace bugbot::engine
