#pragma once
// "Mark a class...": a teacher picks a lesson and a folder (or files) of
// hand-ins; `bugbot mark LESSON --files-from LIST --json --csv TMP` does the work in its
// own process (the marker, with its sandbox), and the dialog only shows what
// it reports: progress a submission at a time, Cancel (SIGTERM: the marker
// completes the sheet as not-marked), a sortable sheet (name, file, mark,
// status, each task, why), a submission's feedback and notes in each row's
// tooltip and on a double-click,
// and the marker's own CSV exported; and, for a school's gradebook, the
// marker's --gradebook sheet (Moodle's form or the plain one, the student id
// from each file's name by a pattern the teacher gives) saved.
#include <QDialog>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

class ClassMarkingDialog : public QDialog {
    Q_OBJECT
public:
    explicit ClassMarkingDialog(QWidget* parent = nullptr);

    // What the buttons do, for the window's tests: the hand-ins, the lesson
    // (its id), marking them, and the gradebook sheet saved to `path`.
    void set_files(const QStringList& files);
    void set_folder(const QString& folder);  // the marker expands it (bugbot mark FOLDER)
    bool choose_lesson(const QString& id);
    void start();
    bool save_gradebook(const QString& path);
    QLineEdit* id_pattern() const { return id_pattern_; }
    QComboBox* id_column() const { return id_column_; }
    QComboBox* gradebook_form() const { return form_; }
    int rows() const;  // hand-ins marked so far
    // What a double-click on a submission shows: its file, mark, tasks and notes, as plain text.
    static QString details(const QJsonObject& submission);
    // Why a submission's mark is what it is (the marker's notes; else the first run's note):
    // the table's last column, "Why".
    static QString reason(const QJsonObject& submission);
    // Where the sheets are saved first: beside the hand-ins (the folder chosen, or the files').
    QString suggested_path(const QString& file_name) const;
    QString chosen_text() const;  // "4 hand-ins in FOLDER"
    QTableWidget* table() const { return table_; }

signals:
    void marked();  // the marker ended (whatever it said)

private:
    void choose_folder();
    void choose_files();
    void cancel();
    void read_output();
    void finished(int code, QProcess::ExitStatus status);
    void add_row(const QJsonObject& submission);
    void show_submission(int row);
    void export_csv();
    void export_gradebook();
    QStringList gradebook_arguments() const;
    QString hand_ins_folder() const;
    bool copy_out(const QString& from, const QString& path);  // a sheet of the work folder, saved at `path`
    static constexpr std::size_t kMaxSheetBytes = std::size_t{256} << 20;
    void set_running(bool running);

    QComboBox* lesson_ = nullptr;
    QLabel* chosen_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton *start_ = nullptr, *cancel_ = nullptr, *export_ = nullptr, *export_gradebook_ = nullptr;
    QComboBox *form_ = nullptr, *id_column_ = nullptr;
    QLineEdit* id_pattern_ = nullptr;
    QTableWidget* table_ = nullptr;
    QProcess* marker_ = nullptr;
    QTemporaryDir work_;
    QStringList files_;
    int expected_ = 0;  // hand-ins the marker will report (a folder's: counted here, for the progress bar)
    QByteArray pending_;
    QList<QJsonObject> submissions_;
};
