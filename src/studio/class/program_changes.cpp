#include "studio/class/program_changes.h"

#include <QSet>
#include <QStringList>

#include <vector>

namespace bugbot::studio {

namespace {
// A table of this many cells at most (16 MB of ints): two 2,000-line programs.
constexpr qsizetype kMaxCells = qsizetype{4} << 20;
}  // namespace

QList<bool> changed_lines(const QString& before, const QString& after) {
    const QStringList a = before.split(QLatin1Char('\n'));
    const QStringList b = after.split(QLatin1Char('\n'));
    QList<bool> changed(b.size(), true);
    if (before.isNull()) return changed;  // the first attempt: every line is new
    const qsizetype n = a.size(), m = b.size();
    if ((n + 1) * (m + 1) > kMaxCells) {  // too long to align: a line is new when the text before has no such line
        const QSet<QString> old(a.begin(), a.end());
        for (qsizetype j = 0; j < m; ++j) changed[j] = !old.contains(b[j]);
        return changed;
    }
    // common[i][j]: the longest common subsequence of a[i..] and b[j..].
    std::vector<int> common(std::size_t((n + 1) * (m + 1)), 0);
    auto at = [&](qsizetype i, qsizetype j) -> int& { return common[std::size_t(i * (m + 1) + j)]; };
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = a[i] == b[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    for (qsizetype i = 0, j = 0; i < n && j < m;) {
        if (a[i] == b[j]) {
            changed[j] = false;
            ++i, ++j;
        } else if (at(i + 1, j) >= at(i, j + 1)) {
            ++i;
        } else {
            ++j;
        }
    }
    return changed;
}

}  // namespace bugbot::studio
