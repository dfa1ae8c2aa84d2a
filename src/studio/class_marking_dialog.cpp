#include "studio/class_marking_dialog.h"
#include "studio/plain_text.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "lessons/lesson.h"
#include "studio/paths.h"

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
    progress_ = new QProgressBar(this);
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setStretchLastSection(true);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Lesson:"), this));
    top->addWidget(lesson_, 1);
    top->addWidget(folder);
    top->addWidget(files);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(progress_, 1);
    bottom->addWidget(start_);
    bottom->addWidget(cancel_);
    bottom->addWidget(export_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(chosen_);
    layout->addWidget(table_, 1);
    layout->addLayout(bottom);

    connect(folder, &QPushButton::clicked, this, &ClassMarkingDialog::choose_folder);
    connect(files, &QPushButton::clicked, this, &ClassMarkingDialog::choose_files);
    connect(start_, &QPushButton::clicked, this, &ClassMarkingDialog::start);
    connect(cancel_, &QPushButton::clicked, this, &ClassMarkingDialog::cancel);
    connect(export_, &QPushButton::clicked, this, &ClassMarkingDialog::export_csv);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { show_submission(row); });
    set_running(false);
    export_->setEnabled(false);
}

void ClassMarkingDialog::choose_folder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("The folder of hand-ins"));
    if (dir.isEmpty()) return;
    files_.clear();
    for (const QString& name : QDir(dir).entryList({"*.py"}, QDir::Files, QDir::Name)) files_ << QDir(dir).filePath(name);
    chosen_->setText(tr("%n hand-in(s) in %1", nullptr, static_cast<int>(files_.size())).arg(dir));
    set_running(false);
}

void ClassMarkingDialog::choose_files() {
    const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("Hand-ins"), QString(), tr("Python (*.py)"));
    if (chosen.isEmpty()) return;
    files_ = chosen;
    files_.sort();
    chosen_->setText(tr("%n hand-in(s)", nullptr, static_cast<int>(files_.size())));
    set_running(false);
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
    progress_->setRange(0, static_cast<int>(files_.size()));
    progress_->setValue(0);
    export_->setEnabled(false);
    marker_ = new QProcess(this);
    connect(marker_, &QProcess::readyReadStandardOutput, this, &ClassMarkingDialog::read_output);
    connect(marker_, &QProcess::finished, this, &ClassMarkingDialog::finished);
    // The files are absolute paths (from the file dialogs): none starts with '-'.
    QStringList args{"mark", lesson_->currentData().toString(), "--json", "--quiet", "--csv", work_.filePath("sheet.csv")};
    marker_->start(bugbot::studio::engine_path(), args + files_);
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
    for (int i = 0; i < tasks.size() && 4 + i < table_->columnCount(); ++i) number(4 + i, tasks[i].toObject().value("score").toDouble());
    submissions_ << s;
    progress_->setValue(static_cast<int>(submissions_.size()));
}

void ClassMarkingDialog::finished(int code, QProcess::ExitStatus) {
    read_output();
    table_->setSortingEnabled(true);
    set_running(false);
    export_->setEnabled(!submissions_.isEmpty());
    if (code == 1 || code == 2)
        bugbot::studio::plain_message(this, QMessageBox::Warning, tr("Mark a class"),
                      QString::fromLocal8Bit(marker_->readAllStandardError()).trimmed().left(2000));
    marker_->deleteLater();
    marker_ = nullptr;
}

void ClassMarkingDialog::show_submission(int row) {
    const QTableWidgetItem* item = table_->item(row, 0);
    if (!item) return;
    const QJsonObject s = submissions_.value(item->data(Qt::UserRole).toInt());
    QString text = tr("%1: %2 of %3 (%4)\n\n").arg(s.value("file").toString()).arg(s.value("score").toDouble())
                       .arg(s.value("max").toDouble()).arg(s.value("status").toString());
    for (const auto& t : s.value("tasks").toArray()) {
        const QJsonObject task = t.toObject();
        text += tr("%1  %2/%3  %4\n").arg(task.value("id").toString()).arg(task.value("score").toDouble())
                    .arg(task.value("max").toDouble()).arg(task.value("feedback").toString());
    }
    for (const auto& n : s.value("notes").toArray()) text += tr("note: %1\n").arg(n.toString());
    // File names, feedback and notes are the class's: plain text, never HTML.
    bugbot::studio::plain_message(this, QMessageBox::Information, tr("Submission"), text, QMessageBox::Close);
}

void ClassMarkingDialog::export_csv() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the sheet"), "marks.csv", tr("CSV (*.csv)"));
    if (path.isEmpty()) return;
    QFile::remove(path);
    if (!QFile::copy(work_.filePath("sheet.csv"), path))
        bugbot::studio::plain_message(this, QMessageBox::Warning, tr("Export"), tr("Could not write %1").arg(path));
}
