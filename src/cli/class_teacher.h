#pragma once
// The teacher's commands of `bugbot class` (class_teacher.cpp).
#include <QString>
#include <QStringList>

namespace bugbot::cli {

bool is_teacher_command(const QString& command);
// `arguments`: the program's name, then the command's own; `default_data`:
// the server's folder on this machine (its certificate and teacher key).
int teacher_command(const QString& command, const QStringList& arguments, const QString& default_data);

}  // namespace bugbot::cli
