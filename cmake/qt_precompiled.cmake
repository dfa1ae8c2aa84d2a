# Precompiled Qt headers for the studio's targets (issue 30): a Qt file spends
# most of its compile reading Qt's headers (main_window.cpp: 4.8 s of 6.1 s),
# so each target reads them once, into a precompiled header, and every compile
# of the target starts from it. Only Qt's and the standard library's headers
# are in it, none of ours: editing a project header never rebuilds a PCH.
#
# ccache caches these compiles too: the launcher (CMakeLists.txt) sets the
# sloppiness pch_defines,time_macros, and -fpch-preprocess lets its
# preprocessor mode see the .gch instead of reading the headers again.
option(BUGBOT_PCH "Precompile the Qt headers the studio's files share" ON)

set(BUGBOT_QT_CORE_HEADERS
  <algorithm> <functional> <memory> <optional> <string> <vector>
  <QCoreApplication> <QDir> <QFile> <QFileInfo> <QJsonArray> <QJsonDocument> <QJsonObject> <QList>
  <QObject> <QProcess> <QRegularExpression> <QSettings> <QString> <QStringList> <QTimer>)
set(BUGBOT_QT_WIDGETS_HEADERS ${BUGBOT_QT_CORE_HEADERS}
  <QAction> <QApplication> <QComboBox> <QDialog> <QDockWidget> <QHBoxLayout> <QHeaderView> <QLabel>
  <QLineEdit> <QListWidget> <QMessageBox> <QMouseEvent> <QPainter> <QPushButton> <QSplitter>
  <QStatusBar> <QTextBrowser> <QVBoxLayout> <QWidget>)
set(BUGBOT_QT_TEST_HEADERS ${BUGBOT_QT_WIDGETS_HEADERS} <QSignalSpy> <QTemporaryDir> <QTest> <gtest/gtest.h>)

# bugbot_qt_precompile(TARGET HEADERS...): TARGET's own precompiled header.
function(bugbot_qt_precompile target)
  if(BUGBOT_PCH)
    target_precompile_headers(${target} PRIVATE ${ARGN})
    target_compile_options(${target} PRIVATE -fpch-preprocess)
  endif()
endfunction()

# bugbot_qt_reuse_precompiled(TARGET FROM): TARGET uses FROM's (the same Qt
# modules and options). GCC refuses it (-Winvalid-pch says why) unless every
# macro FROM was compiled with is defined the same in TARGET; TARGET may
# define more.
function(bugbot_qt_reuse_precompiled target from)
  if(BUGBOT_PCH)
    target_precompile_headers(${target} REUSE_FROM ${from})
    target_compile_options(${target} PRIVATE -fpch-preprocess)
  endif()
endfunction()
