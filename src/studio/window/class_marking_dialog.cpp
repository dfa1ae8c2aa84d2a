#include "studio/window/class_marking_dialog.h"
#include "studio/views/plain_text.h"

#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "files/gate.h"
#include "lessons/lesson.h"
#include "studio/views/control_label.h"
#include "studio/work/paths.h"

ClassMarkingDialog::ClassMarkingDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Mark a class"));
    setAttribute(Qt::WA_DeleteOnClose);
    resize(900, 560);
    lesson_ = new QComboBox(this);
    for (const auto& found : bugbot::marking::discover_lessons())
        lesson_->addItem(QString::fromStdString(found.lesson.id + "  " + found.lesson.title),
                         QString::fromStdString(found.lesson.id));
    auto* folder = new QPushButton(tr("Folder…"), this);
    auto* files = new QPushButton(tr("Files…"), this);
    chosen_ = new QLabel(tr("No hand-ins chosen"), this);
    chosen_->setTextFormat(Qt::PlainText);  // it names the folder chosen
    start_ = new QPushButton(tr("Mark"), this);
    cancel_ = new QPushButton(tr("Cancel"), this);
    export_ = new QPushButton(tr("Export CSV…"), this);
    export_gradebook_ = new QPushButton(tr("Save for gradebook…"), this);
    // The gradebook's sheet (bugbot mark --gradebook): its form, its id column, the id in a file's name.
    form_ = new QComboBox(this);
    form_->addItem(tr("Moodle (Import grades from CSV)"), QStringLiteral("moodle"));
    form_->addItem(tr("Plain (one score a student)"), QStringLiteral("plain"));
    id_column_ = new QComboBox(this);
    id_column_->setEditable(true);
    id_column_->addItems({QStringLiteral("Username"), QStringLiteral("ID number"), QStringLiteral("Email address")});
    id_column_->setToolTip(tr("The column Moodle maps to its users: Username, ID number or Email address"));
    id_pattern_ = new QLineEdit(this);
    id_pattern_->setPlaceholderText(tr("the file's name without .py"));
    id_pattern_->setToolTip(tr("A regular expression whose (group) is the student id in a file's name: "
                               "^(\\d+)_ takes 1234 from 1234_scores.py"));
    progress_ = new QProgressBar(this);
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setStretchLastSection(true);
    // What a screen reader says for each (a combo box's label, not its current value).
    lesson_->setAccessibleName(tr("Lesson"));
    form_->setAccessibleName(tr("Gradebook"));
    id_column_->setAccessibleName(tr("id column"));
    id_column_->lineEdit()->setAccessibleName(tr("id column"));  // the box typed in: a control of its own
    id_pattern_->setAccessibleName(tr("Student id in the file name"));
    table_->setAccessibleName(tr("Marks of the hand-ins"));
    progress_->setAccessibleName(tr("Marking progress"));

    auto* top = new QHBoxLayout;
    top->addWidget(bugbot::studio::label_for(lesson_, tr("Lesson:")));
    top->addWidget(lesson_, 1);
    top->addWidget(folder);
    top->addWidget(files);
    auto* book = new QHBoxLayout;
    book->addWidget(bugbot::studio::label_for(form_, tr("Gradebook:")));
    book->addWidget(form_);
    book->addWidget(bugbot::studio::label_for(id_column_, tr("id column:")));
    book->addWidget(id_column_);
    book->addWidget(bugbot::studio::label_for(id_pattern_, tr("Student id in the file name:")));
    book->addWidget(id_pattern_, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(progress_, 1);
    bottom->addWidget(start_);
    bottom->addWidget(cancel_);
    bottom->addWidget(export_);
    bottom->addWidget(export_gradebook_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(chosen_);
    layout->addLayout(book);
    layout->addWidget(table_, 1);
    layout->addLayout(bottom);

    connect(folder, &QPushButton::clicked, this, &ClassMarkingDialog::choose_folder);
    connect(files, &QPushButton::clicked, this, &ClassMarkingDialog::choose_files);
    connect(start_, &QPushButton::clicked, this, &ClassMarkingDialog::start);
    connect(cancel_, &QPushButton::clicked, this, &ClassMarkingDialog::cancel);
    connect(export_, &QPushButton::clicked, this, &ClassMarkingDialog::export_csv);
    connect(export_gradebook_, &QPushButton::clicked, this, &ClassMarkingDialog::export_gradebook);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { show_submission(row); });
    set_running(false);
    export_->setEnabled(false);
    export_gradebook_->setEnabled(false);
}

void ClassMarkingDialog::set_files(const QStringList& files) {
    files_ = files;
    files_.sort();
    expected_ = static_cast<int>(files_.size());
    chosen_->setText(tr("%n hand-in(s)", nullptr, static_cast<int>(files_.size())));
    set_running(false);
}

int ClassMarkingDialog::rows() const { return table_->rowCount(); }

QString ClassMarkingDialog::chosen_text() const { return chosen_->text(); }

bool ClassMarkingDialog::choose_lesson(const QString& id) {
    const int at = lesson_->findData(id);
    if (at >= 0) lesson_->setCurrentIndex(at);
    return at >= 0;
}

QStringList ClassMarkingDialog::gradebook_arguments() const {
    QStringList args{"--gradebook", work_.filePath("gradebook.csv"), "--gradebook-form", form_->currentData().toString(),
                     "--id-column", id_column_->currentText().trimmed()};
    if (!id_pattern_->text().trimmed().isEmpty()) args << "--id-pattern" << id_pattern_->text().trimmed();
    return args;
}

void ClassMarkingDialog::set_folder(const QString& dir) {
    // The marker takes the folder itself: the .py files at any depth, and a
    // student's own folder (Moodle's download) as the owner of what is in it.
    files_ = QStringList{dir};
    expected_ = 0;
    for (QDirIterator it(dir, {QStringLiteral("*.py")}, QDir::Files, QDirIterator::Subdirectories); it.hasNext(); it.next())
        ++expected_;
    chosen_->setText(tr("%n hand-in(s) in %1", nullptr, expected_).arg(dir));
    set_running(false);
}

void ClassMarkingDialog::choose_folder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("The folder of hand-ins"));
    if (!dir.isEmpty()) set_folder(dir);
}

void ClassMarkingDialog::choose_files() {
    const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("Hand-ins"), QString(), tr("Python (*.py)"));
    if (chosen.isEmpty()) return;
    set_files(chosen);
}

void ClassMarkingDialog::set_running(bool running) {
    start_->setEnabled(!running && !files_.isEmpty() && lesson_->count() > 0);
    cancel_->setEnabled(running);
    lesson_->setEnabled(!running);
}

void ClassMarkingDialog::start() {
    submissions_.clear();
    pending_.clear();
    table_->clear();
    table_->setRowCount(0);
    table_->setSortingEnabled(false);
    progress_->setRange(0, std::max(expected_, 1));
    progress_->setValue(0);
    progress_->setFormat(tr("%v of %m marked"));
    export_->setEnabled(false);
    export_gradebook_->setEnabled(false);
    QFile::remove(work_.filePath("gradebook.csv"));
    // The hand-ins go to the marker in a file, never on its command line: a
    // class of 9,000 would be too long for the kernel. NUL-ended, as a name
    // may hold a line break.
    QByteArray list;
    for (const QString& file : files_) list += QFile::encodeName(file) + '\0';
    std::string why;
    if (!bugbot::files::save_file(QFile::encodeName(work_.filePath("hand-ins.list")).toStdString(), list.toStdString(), why)) {
        bugbot::studio::plain_message(this, QMessageBox::Warning, tr("Mark a class"), QString::fromStdString(why));
        return;
    }
    marker_ = new QProcess(this);
    connect(marker_, &QProcess::readyReadStandardOutput, this, &ClassMarkingDialog::read_output);
    connect(marker_, &QProcess::finished, this, &ClassMarkingDialog::finished);
    const QStringList args{"mark", lesson_->currentData().toString(), "--json", "--quiet", "--csv", work_.filePath("sheet.csv"),
                           "--files-from", work_.filePath("hand-ins.list")};
    marker_->start(bugbot::studio::engine_path(), args + gradebook_arguments());
    set_running(true);
}

void ClassMarkingDialog::cancel() {
    if (marker_ && marker_->state() != QProcess::NotRunning) marker_->terminate();
}

// The marker's --json sheet: the head's line, then one submission a line.
void ClassMarkingDialog::read_output() {
    pending_ += marker_->readAllStandardOutput();
    for (int end = pending_.indexOf('\n'); end >= 0; end = pending_.indexOf('\n')) {
        QByteArray line = pending_.left(end).trimmed();
        pending_.remove(0, end + 1);
        if (line.endsWith(',')) line.chop(1);
        if (!line.startsWith("{\"file\"")) continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject()) add_row(doc.object());
    }
}

void ClassMarkingDialog::add_row(const QJsonObject& s) {
    const QJsonArray tasks = s.value("tasks").toArray();
    if (table_->columnCount() == 0) {
        QStringList heads{tr("Name"), tr("File"), tr("Mark"), tr("Status")};
        for (const auto& t : tasks) heads << t.toObject().value("id").toString();
        heads << tr("Why");  // last: the header's stretch gives the reasons the room
        table_->setColumnCount(static_cast<int>(heads.size()));
        table_->setHorizontalHeaderLabels(heads);
    }
    const int row = table_->rowCount();
    table_->insertRow(row);
    auto text = [&](int column, const QString& value) {
        auto* item = new QTableWidgetItem(value);
        item->setData(Qt::UserRole, static_cast<int>(submissions_.size()));
        table_->setItem(row, column, item);
    };
    auto number = [&](int column, double value) {
        auto* item = new QTableWidgetItem;
        item->setData(Qt::DisplayRole, value);  // sorts as a number
        item->setData(Qt::UserRole, static_cast<int>(submissions_.size()));
        table_->setItem(row, column, item);
    };
    text(0, s.value("name").toString());
    text(1, s.value("file").toString());
    number(2, s.value("score").toDouble());
    text(3, s.value("status").toString());
    for (int i = 0; i < tasks.size() && 4 + i < table_->columnCount() - 1; ++i) number(4 + i, tasks[i].toObject().value("score").toDouble());
    text(table_->columnCount() - 1, reason(s));
    // The whole of it under the mouse, on every cell of the row: no double-click needed.
    const QString whole = details(s).trimmed();
    for (int c = 0; c < table_->columnCount(); ++c)
        if (QTableWidgetItem* item = table_->item(row, c)) item->setToolTip(whole);
    submissions_ << s;
    if (submissions_.size() > progress_->maximum()) progress_->setMaximum(static_cast<int>(submissions_.size()));
    progress_->setValue(static_cast<int>(submissions_.size()));
}

void ClassMarkingDialog::finished(int code, QProcess::ExitStatus) {
    read_output();
    table_->setSortingEnabled(true);
    set_running(false);
    export_->setEnabled(!submissions_.isEmpty());
    export_gradebook_->setEnabled(QFileInfo::exists(work_.filePath("gradebook.csv")));
    if ((code == 1 || code == 2) && qEnvironmentVariableIsEmpty("BUGBOT_STUDIO_NO_DIALOGS"))
        bugbot::studio::plain_message(this, QMessageBox::Warning, tr("Mark a class"),
                      QString::fromLocal8Bit(marker_->readAllStandardError()).trimmed().left(2000));
    marker_->deleteLater();
    marker_ = nullptr;
    emit marked();
}

namespace {
QString number(double value) { return QString::number(value, 'g', QLocale::FloatingPointShortest); }
}  // namespace

QString ClassMarkingDialog::details(const QJsonObject& s) {
    // One arg() with every value: a file named "%1..." is never read as a placeholder.
    QString text = tr("%1: %2 of %3 (%4)\n\n")
                       .arg(s.value("file").toString(), number(s.value("score").toDouble()),
                            number(s.value("max").toDouble()), s.value("status").toString());
    for (const auto& t : s.value("tasks").toArray()) {
        const QJsonObject task = t.toObject();
        text += tr("%1  %2/%3  %4\n")
                    .arg(task.value("id").toString(), number(task.value("score").toDouble()),
                         number(task.value("max").toDouble()), task.value("feedback").toString());
    }
    for (const auto& n : s.value("notes").toArray()) text += tr("note: %1\n").arg(n.toString());
    return text;
}

QString ClassMarkingDialog::reason(const QJsonObject& s) {
    // The marker's notes say why a mark is what it is; else the first run that did not end normally.
    QStringList notes;
    for (const auto& n : s.value("notes").toArray()) notes << n.toString();
    if (notes.isEmpty())
        for (const auto& r : s.value("runs").toArray())
            if (const QString note = r.toObject().value("note").toString(); !note.isEmpty()) {
                notes << note;
                break;
            }
    return notes.join(QLatin1Char(' '));
}

QString ClassMarkingDialog::hand_ins_folder() const {
    // The folder chosen, or the one folder every file chosen is in (else their nearest common one).
    if (files_.isEmpty()) return QDir::homePath();
    if (QFileInfo(files_.first()).isDir() && files_.size() == 1) return QFileInfo(files_.first()).absoluteFilePath();
    QStringList common = QFileInfo(files_.first()).absolutePath().split(QLatin1Char('/'));
    for (const QString& f : files_) {
        const QStringList parts = QFileInfo(f).absolutePath().split(QLatin1Char('/'));
        qsizetype n = 0;
        while (n < common.size() && n < parts.size() && common[n] == parts[n]) ++n;
        common = common.mid(0, n);
    }
    const QString folder = common.join(QLatin1Char('/'));
    return folder.isEmpty() ? QStringLiteral("/") : folder;
}

QString ClassMarkingDialog::suggested_path(const QString& file_name) const {
    return QDir(hand_ins_folder()).filePath(file_name);
}

void ClassMarkingDialog::show_submission(int row) {
    const QTableWidgetItem* item = table_->item(row, 0);
    if (!item) return;
    // File names, feedback and notes are the class's: plain text, never HTML.
    bugbot::studio::plain_message(this, QMessageBox::Information, tr("Submission"),
                                  details(submissions_.value(item->data(Qt::UserRole).toInt())), QMessageBox::Close);
}

bool ClassMarkingDialog::copy_out(const QString& from, const QString& path) {
    // Through the one gate: a link planted where the teacher saves is never written through.
    std::string text, why;
    bugbot::files::ReadRule rule;
    rule.cap = kMaxSheetBytes;
    return bugbot::files::read_file(QFile::encodeName(work_.filePath(from)).toStdString(), text, why, rule) ==
               bugbot::files::Read::ok &&
           bugbot::files::save_file(QFile::encodeName(path).toStdString(), text, why, 0644);
}

bool ClassMarkingDialog::save_gradebook(const QString& path) { return copy_out(QStringLiteral("gradebook.csv"), path); }

void ClassMarkingDialog::export_gradebook() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the marks for a gradebook"), suggested_path("gradebook.csv"), tr("CSV (*.csv)"));
    if (!path.isEmpty() && !save_gradebook(path))
        bugbot::studio::plain_message(this, QMessageBox::Warning, tr("Export"), tr("Could not write %1").arg(path));
}

void ClassMarkingDialog::export_csv() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the sheet"), suggested_path("marks.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty()) return;
    if (!copy_out(QStringLiteral("sheet.csv"), path))
        bugbot::studio::plain_message(this, QMessageBox::Warning, tr("Export"), tr("Could not write %1").arg(path));
}
