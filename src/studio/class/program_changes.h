#pragma once
// Which lines of a program changed since the attempt before it: the lines of
// `after` that are not in a longest common subsequence of the two texts'
// lines (a line added or edited; a line only removed marks nothing). Pure, so
// a test checks it line by line.
#include <QList>
#include <QString>

namespace bugbot::studio {

QList<bool> changed_lines(const QString& before, const QString& after);

}  // namespace bugbot::studio
