#pragma once
// Where the studio finds the engine, the lessons and the docs. The rules
// themselves are paths/data_dir.h's and lessons/lesson.h's; these only give
// their answers as QStrings.
#include <QString>

namespace bugbot::studio {

QString engine_path();         // $BUGBOT_ENGINE, else `bugbot` beside this program
QString installed_data_dir();  // the shared, read-only data: lessons, worlds, docs (engine::installed_data_dir)
QString installed_lessons_dir();  // installed_data_dir()/lessons (the lesson path: lessons/lesson.h)
QString api_doc_path();        // installed_data_dir()/docs/api.md
QString user_data_dir();       // the student's own folder: copies, gradebook (engine::user_data_dir)

}  // namespace bugbot::studio
