// The Help menu: the API reference and the installed documents in a dock
// whose search box filters them to the sections that mention what is typed,
// the lesson's text, the keyboard shortcuts (from the window's own actions),
// and About.
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSplitter>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "studio/window/lesson_controller.h"
#include "studio/window/lesson_panel.h"
#include "studio/window/main_window.h"
#include "studio/window/reading_layout.h"
#include "studio/work/paths.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

namespace {
// A section's body in blocks: a paragraph, a list item, a ``` block each.
QStringList blocks_of(const QString& body) {
    QStringList blocks{QString()};
    bool in_code = false;
    for (const QString& line : body.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        const bool fence = t.startsWith(QStringLiteral("```"));
        const bool starts = !in_code && (fence || t.startsWith(QStringLiteral("- ")) || t.startsWith(QStringLiteral("* ")) ||
                                         t.isEmpty() || blocks.last().trimmed().isEmpty());
        if (starts && !blocks.last().trimmed().isEmpty()) blocks << QString();
        blocks.last() += line + QLatin1Char('\n');
        if (fence) in_code = !in_code;
    }
    return blocks;
}
}  // namespace

QString filter_sections(const QString& markdown, const QString& query) {
    // Sections: a heading and what follows it up to the next heading (a '#'
    // inside a ``` block is code, not a heading). A section whose heading
    // mentions the query is kept whole; of another, the paragraphs, list items
    // and code blocks that mention it, under its heading; each with the
    // heading of the part it is in.
    const QString q = query.trimmed();
    if (q.isEmpty()) return markdown;
    static const QRegularExpression heading(QStringLiteral("^(#{1,6})\\s"));
    struct Section {
        QString parent, heading, body;
    };
    QList<Section> sections{Section{}};
    QString parents[7];
    bool in_code = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QStringLiteral("```"))) in_code = !in_code;
        const QRegularExpressionMatch m = in_code ? QRegularExpressionMatch() : heading.match(line);
        if (m.hasMatch()) {
            const int level = static_cast<int>(m.capturedLength(1));
            parents[level] = line;
            sections.append(Section{level > 1 ? parents[level - 1] : QString(), line, QString()});
            continue;
        }
        sections.last().body += line + QLatin1Char('\n');
    }
    QString out;
    for (const Section& s : sections) {
        QString kept;
        if (s.heading.contains(q, Qt::CaseInsensitive)) {
            qsizetype blank = 0;  // the blank lines under the heading: the heading's own are written below
            while (blank < s.body.size() && s.body[blank] == QLatin1Char('\n')) ++blank;
            kept = s.body.mid(blank);
        } else {
            for (const QString& block : blocks_of(s.body))
                if (block.contains(q, Qt::CaseInsensitive)) kept += block.endsWith(QStringLiteral("\n\n")) ? block : block + QLatin1Char('\n');
        }
        if (kept.trimmed().isEmpty()) continue;
        if (!s.parent.isEmpty() && !out.contains(s.parent + QLatin1Char('\n'))) out += s.parent + QStringLiteral("\n\n");
        if (!s.heading.isEmpty()) out += s.heading + QStringLiteral("\n\n");
        out += kept + QLatin1Char('\n');
    }
    return out.isEmpty() ? QObject::tr("*Nothing here mentions “%1”.*").arg(q.toHtmlEscaped()) : out;
}

QString tables_as_lists(const QString& markdown) {
    // A Markdown table in a dock a third of the window wide is unreadable (and
    // slow for Qt to lay out): each row becomes a list item, its first cell in
    // bold, the other cells named by their column.
    QStringList out, header;
    bool in_code = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QStringLiteral("```"))) in_code = !in_code;
        const QString t = line.trimmed();
        if (in_code || !t.startsWith(QLatin1Char('|'))) {
            header.clear();
            out << line;
            continue;
        }
        QStringList cells = t.mid(1, t.endsWith(QLatin1Char('|')) ? t.size() - 2 : -1).split(QLatin1Char('|'));
        for (QString& c : cells) c = c.trimmed();
        if (header.isEmpty()) {
            header = cells;
            continue;
        }
        static const QRegularExpression rule(QStringLiteral("^:?-+:?$"));
        if (std::all_of(cells.begin(), cells.end(), [](const QString& c) { return rule.match(c).hasMatch(); })) continue;
        QString item = QStringLiteral("- **%1**").arg(cells.value(0));
        QStringList rest;
        for (qsizetype i = 1; i < cells.size(); ++i) {
            if (cells[i].isEmpty() || cells[i] == QLatin1String("-")) continue;
            rest << (i == 1 || header.value(i).isEmpty() ? cells[i] : header.value(i) + QStringLiteral(": ") + cells[i]);
        }
        if (!rest.isEmpty()) item += QStringLiteral(": ") + rest.join(QStringLiteral("; "));
        out << item;
    }
    return out.join(QLatin1Char('\n'));
}

void MainWindow::create_help_actions(QMenu* menu) {
    api_act_ = make_action(tr("API reference"), QKeySequence(Qt::Key_F1), [this] { show_api_reference(); });
    QAction* lesson = make_action(tr("Lesson text"), QKeySequence(), [this] { show_lesson_text(); });
    lesson->setObjectName("show_lesson_text");
    QAction* keys = make_action(tr("Keyboard shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_F1), [this] { show_shortcuts(); });
    QMenu* docs = new QMenu(tr("Documents"), this);
    connect(docs, &QMenu::aboutToShow, this, [this, docs] {
        // The documents installed with the studio, read in the dock as the reference is.
        docs->clear();
        const QString folder = installed_data_dir() + "/docs";
        for (const QFileInfo& f : QDir(folder).entryInfoList({"*.md"}, QDir::Files, QDir::Name))
            docs->addAction(f.completeBaseName(), this, [this, path = f.absoluteFilePath()] { show_document(path); });
        if (docs->isEmpty()) docs->addAction(tr("(no documents installed in %1)").arg(folder))->setEnabled(false);
    });
    QAction* about = make_action(tr("About BugBot Studio"), QKeySequence(), [this] { show_about(); });
    menu->addActions({api_act_, lesson, keys});
    menu->addMenu(docs);
    menu->addSeparator();
    menu->addAction(about);
}

void MainWindow::create_help_dock() {
    api_dock_ = new QDockWidget(tr("API reference"), this);
    api_dock_->setObjectName("api");
    // The reference with a search box over it: typing keeps the sections that
    // mention the text; Enter selects the next match among them.
    auto* box = new QWidget(api_dock_);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    api_search_ = new QLineEdit(box);
    api_search_->setPlaceholderText(tr("Search: shows the sections that mention it (Enter: next)"));
    api_search_->setAccessibleName(tr("Search the API reference"));
    api_search_->setClearButtonEnabled(true);
    api_view_ = new QTextBrowser(box);
    layout->addWidget(api_search_);
    layout->addWidget(api_view_, 1);
    api_dock_->setWidget(box);
    connect(api_search_, &QLineEdit::textChanged, this, [this](const QString& q) { api_view_->setMarkdown(filter_sections(dock_markdown_, q)); });
    connect(api_search_, &QLineEdit::returnPressed, this, [this] {
        if (api_view_->find(api_search_->text())) return;
        api_view_->moveCursor(QTextCursor::Start);
        if (!api_view_->find(api_search_->text())) statusBar()->showMessage(tr("not in the reference"), 2000);
    });
}

void MainWindow::show_document(const QString& path) {
    QString text, error;
    if (read_text(path, &text, &error)) dock_markdown_ = tables_as_lists(text);
    else dock_markdown_ = tr("*%1 is not there.*\n\n%2").arg(QFileInfo(path).fileName(), error);
    api_dock_->setWindowTitle(path == api_doc_path() ? tr("API reference") : QFileInfo(path).completeBaseName());
    api_view_->setSearchPaths({QFileInfo(path).absolutePath()});
    api_view_->setMarkdown(filter_sections(dock_markdown_, api_search_->text()));
    api_dock_->show();
    api_dock_->raise();
    // Wide enough for the reference's code lines, as far as the window allows.
    resizeDocks({api_dock_}, {std::clamp(width() / 3, 360, 640)}, Qt::Horizontal);
}

void MainWindow::show_api_reference() { show_document(api_doc_path()); }

void MainWindow::show_lesson_text() {
    // Back in view (Presentation hides it, the splitter may have squeezed it), with the keys.
    if (presentation_) set_presentation(false);
    reading_->show_lesson();
    lessons_panel_->text_view()->setFocus(Qt::ShortcutFocusReason);
    if (!lessons_->lesson()) statusBar()->showMessage(tr("No lesson is open: choose one in the list to read its text."), 6000);
}

void MainWindow::show_shortcuts() {
    // Every key of the window's own actions, so the list cannot drift from what the keys do.
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName("shortcuts");
    dialog->setWindowTitle(tr("Keyboard shortcuts"));
    auto* table = new QTableWidget(0, 2, dialog);
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Does")});
    table->setAccessibleName(tr("Keyboard shortcuts"));
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (const QAction* a : actions()) {
        if (a->shortcuts().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(keys.join(QStringLiteral(",\n"))));
        table->setItem(row, 1, new QTableWidgetItem(a->text().isEmpty() ? tr("close the find bar, cancel marking, or stop the run") : QString(a->text()).remove('&')));
    }
    // Several keys for one action go on lines of their own: no sideways scrolling.
    table->setWordWrap(true);
    table->resizeColumnsToContents();
    table->setColumnWidth(0, std::min(table->columnWidth(0), 200));
    table->horizontalHeader()->setStretchLastSection(true);
    table->resizeRowsToContents();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog->resize(560, 520);
    dialog->open();
}

void MainWindow::show_about() {
    auto* box = new QMessageBox(QMessageBox::Information, tr("About BugBot Studio"),
                                tr("<h3>BugBot Studio %1</h3>"
                                   "<p>Write Python for the BugBot robot, run it on the simulated mat or the real robot, "
                                   "and follow the lessons.</p>"
                                   "<p>Free software under the GNU General Public License, version 3 or any later "
                                   "version (GPL-3.0-or-later). It comes with no warranty.</p>"
                                   "<p>Lessons, worlds and documents: %2</p>")
                                    .arg(QApplication::applicationVersion().isEmpty() ? QStringLiteral("0.1") : QApplication::applicationVersion(),
                                         installed_data_dir().toHtmlEscaped()),
                                QMessageBox::Close, this);
    box->setObjectName("about");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

}  // namespace bugbot::studio
