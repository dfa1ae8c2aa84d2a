#pragma once
// Where the studio finds the engine, the lessons and the docs.
#include <QString>

namespace bugbot::studio {

QString engine_path();   // $BUGBOT_ENGINE, else `bugbot` beside this program
QString home_dir();      // $BUGBOT_HOME, else the source tree this was built from
QString lessons_dir();   // $BUGBOT_LESSONS, else home_dir()/lessons
QString api_doc_path();  // home_dir()/docs/api.md
QString data_dir();      // the student's data folder (XDG data dir)/bugbot-studio

}  // namespace bugbot::studio
