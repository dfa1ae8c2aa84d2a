#include "studio/editor/number_literal.h"

#include <algorithm>
#include <cmath>

namespace bugbot::studio {

namespace {
bool ident_char(QChar c) { return c.isLetterOrNumber() || c == '_'; }
}

std::optional<NumberLiteral> literal_at(const QString& line, int column) {
    // Walk the line once, skipping strings and comments, collecting literals.
    const int n = static_cast<int>(line.size());
    int i = 0;
    while (i < n) {
        const QChar c = line[i];
        if (c == '#') return std::nullopt;
        if (c == '"' || c == '\'') {
            const QChar quote = c;
            ++i;
            while (i < n && line[i] != quote) i += (line[i] == '\\') ? 2 : 1;
            ++i;
            continue;
        }
        if (ident_char(c) && !c.isDigit()) {
            while (i < n && ident_char(line[i])) ++i;
            continue;
        }
        if (c.isDigit() || (c == '.' && i + 1 < n && line[i + 1].isDigit())) {
            int start = i;
            while (i < n && (line[i].isDigit() || line[i] == '.' || line[i] == '_')) ++i;
            if (i < n && (line[i] == 'e' || line[i] == 'E')) {
                int j = i + 1;
                if (j < n && (line[j] == '+' || line[j] == '-')) ++j;
                if (j < n && line[j].isDigit()) {
                    i = j;
                    while (i < n && line[i].isDigit()) ++i;
                }
            }
            if (i < n && ident_char(line[i])) {  // 0x1F, 3j: not ours
                while (i < n && ident_char(line[i])) ++i;
                continue;
            }
            // A minus sign right before, after an operator or bracket, is part of it.
            if (start > 0 && line[start - 1] == '-') {
                int k = start - 2;
                while (k >= 0 && line[k] == ' ') --k;
                if (k < 0 || QStringLiteral("=([,:+-*/<>").contains(line[k])) --start;
            }
            if (column >= start && column <= i) {
                const QString text = line.mid(start, i - start);
                QString plain = text;
                plain.remove('_');
                bool ok = false;
                const double value = plain.toDouble(&ok);
                if (!ok) return std::nullopt;
                NumberLiteral lit;
                lit.start = start;
                lit.length = i - start;
                lit.value = value;
                lit.is_int = !plain.contains('.') && !plain.contains('e', Qt::CaseInsensitive);
                const int dot = static_cast<int>(plain.indexOf('.'));
                lit.decimals = dot < 0 ? 0 : static_cast<int>(plain.size()) - dot - 1;
                return lit;
            }
            continue;
        }
        ++i;
    }
    return std::nullopt;
}

double ScrubRange::value_at(double p) const {
    p = std::clamp(p, 0.0, 1.0);
    double v = log_scale ? lo * std::pow(hi / lo, p) : lo + (hi - lo) * p;
    if (is_int) v = std::round(v);
    return v;
}

double ScrubRange::position_of(double v) const {
    if (log_scale) {
        if (v <= lo) return 0;
        return std::clamp(std::log(v / lo) / std::log(hi / lo), 0.0, 1.0);
    }
    return hi > lo ? std::clamp((v - lo) / (hi - lo), 0.0, 1.0) : 0.0;
}

ScrubRange scrub_range(const NumberLiteral& lit) {
    ScrubRange r;
    r.start = lit.value;
    r.is_int = lit.is_int;
    const double a = std::abs(lit.value);
    if (lit.is_int) {
        const double span = std::max(10.0, 4 * a);
        r.lo = lit.value >= 0 ? 0 : -span;
        r.hi = lit.value >= 0 ? span : 0;
        if (lit.value >= 1) r.lo = 1;  // a count (PATCH, KEYS) makes no sense at 0
    } else if (lit.value > 0) {
        r.log_scale = true;
        r.lo = lit.value / 20;
        r.hi = lit.value * 20;
    } else if (lit.value < 0) {
        r.lo = lit.value * 20;
        r.hi = 0;
    } else {
        r.lo = -1;
        r.hi = 1;
    }
    return r;
}

QString format_number(double value, bool is_int) {
    if (is_int) return QString::number(static_cast<long long>(std::llround(value)));
    const double a = std::abs(value);
    int decimals = a > 0 ? 2 - static_cast<int>(std::floor(std::log10(a))) : 1;
    decimals = std::clamp(decimals, 1, 6);
    QString s = QString::number(value, 'f', decimals);
    // 0.500 -> 0.5, 2.00 -> 2.0
    while (s.endsWith('0') && !s.endsWith(".0")) s.chop(1);
    return s;
}

}  // namespace bugbot::studio
