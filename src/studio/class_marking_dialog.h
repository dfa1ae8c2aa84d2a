#pragma once
// "Mark a class...": a teacher picks a lesson and a folder (or files) of
// hand-ins; `bugbot mark LESSON FILES --json --csv TMP` does the work in its
// own process (the marker, with its sandbox), and the dialog only shows what
// it reports: progress a submission at a time, Cancel (SIGTERM: the marker
// completes the sheet as not-marked), a sortable sheet (name, file, mark,
// status, each task), a submission's feedback and notes on a double-click,
// and the marker's own CSV exported.
#include <QDialog>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

class ClassMarkingDialog : public QDialog {
    Q_OBJECT
public:
    explicit ClassMarkingDialog(QWidget* parent = nullptr);

private:
    void choose_folder();
    void choose_files();
    void start();
    void cancel();
    void read_output();
    void finished(int code, QProcess::ExitStatus status);
    void add_row(const QJsonObject& submission);
    void show_submission(int row);
    void export_csv();
    void set_running(bool running);

    QComboBox* lesson_ = nullptr;
    QLabel* chosen_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton *start_ = nullptr, *cancel_ = nullptr, *export_ = nullptr;
    QTableWidget* table_ = nullptr;
    QProcess* marker_ = nullptr;
    QTemporaryDir work_;
    QStringList files_;
    QByteArray pending_;
    QList<QJsonObject> submissions_;
};
