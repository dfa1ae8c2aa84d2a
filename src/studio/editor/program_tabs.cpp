#include "studio/editor/program_tabs.h"
#include "studio/views/plain_text.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QLineEdit>
#include <algorithm>
#include <QTabWidget>
#include <QVBoxLayout>

#include "studio/editor/editor.h"
#include "studio/editor/find_bar.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

ProgramTabs::ProgramTabs(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    tabs_widget_ = new QTabWidget(this);
    tabs_widget_->setDocumentMode(true);
    tabs_widget_->setTabsClosable(true);
    connect(tabs_widget_, &QTabWidget::currentChanged, this, &ProgramTabs::current_changed);
    connect(tabs_widget_, &QTabWidget::tabCloseRequested, this, &ProgramTabs::request_close);
    layout->addWidget(tabs_widget_, 1);

    find_bar_ = new FindBar([this] { return editor(); }, this);
    connect(find_bar_, &FindBar::message, this, &ProgramTabs::message);
    layout->addWidget(find_bar_);
}

QLineEdit* ProgramTabs::find_box() const { return find_bar_->find_box(); }
QLineEdit* ProgramTabs::replace_box() const { return find_bar_->replace_box(); }
bool ProgramTabs::find_next() { return find_bar_->find_next(); }
void ProgramTabs::replace_next() { find_bar_->replace_next(); }
void ProgramTabs::show_find(bool replace) { find_bar_->open(replace); }
bool ProgramTabs::close_find() { return find_bar_->close_bar(); }

void ProgramTabs::update_label(ProgramTab* tab) {
    const int i = tabs_widget_->indexOf(tab->editor);
    if (i < 0) return;
    QString label = tab->read_only ? tab->title + tr(" (submitted)") : tab->title;
    if (tab->saver && tab->saver->pending()) label = QStringLiteral("• ") + label;
    tabs_widget_->setTabText(i, label);
    tabs_widget_->setTabToolTip(i, tab->read_only ? tr("a submitted version: shown, not run")
                                                  : tab->path + (tab->saver && tab->saver->pending() ? tr(" (being saved)") : QString()));
}

void ProgramTabs::close_tab(int index) {
    QWidget* w = tabs_widget_->widget(index);
    auto it = std::find_if(tabs_.begin(), tabs_.end(), [w](const auto& t) { return t->editor == w; });
    if (it == tabs_.end()) return;
    if ((*it)->saver) (*it)->saver->flush();
    disconnect((*it)->editor, nullptr, this, nullptr);
    if ((*it)->saver) disconnect((*it)->saver, nullptr, this, nullptr);
    std::unique_ptr<ProgramTab> tab = std::move(*it);
    tabs_.erase(it);
    tabs_widget_->removeTab(index);
    tab->editor->deleteLater();
}

namespace {
bool dialogs() { return !qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS"); }
}  // namespace

bool ProgramTabs::request_close(int index) {
    QWidget* w = tabs_widget_->widget(index);
    auto it = std::find_if(tabs_.begin(), tabs_.end(), [w](const auto& t) { return t->editor == w; });
    if (it == tabs_.end()) return false;
    ProgramTab* tab = it->get();
    const QString title = tab->title, path = tab->path;
    if (tab->read_only) {  // a submitted version: the gradebook keeps it
        close_tab(index);
        return true;
    }
    if (tab->untitled && tab->editor->text() == tab->starter) {  // nothing written in it: nothing to keep
        tab->saver->flush();
        close_tab(index);
        QFile::remove(path);
        return true;
    }
    if (tab->untitled) return close_untitled(index, tab);
    tab->saver->flush();
    if (tab->saver->pending()) {  // the save failed: closing loses the edits
        if (!dialogs() || plain_message(this, QMessageBox::Warning, tr("Close %1").arg(title),
                                        tr("Your edits to %1 could not be saved to %2. Close it anyway and lose them?").arg(title, path),
                                        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Discard) {
            emit message(tr("%1 stays open: its edits could not be saved (copy them to a file of your own).").arg(title), 0);
            return false;
        }
        close_tab(index);
        return true;
    }
    close_tab(index);
    emit message(tab_closed_message(title, path), 8000);
    return true;
}

QString ProgramTabs::tab_closed_message(const QString& title, const QString& path) const {
    return tr("Closed %1; your edits are saved in %2 (open it again from the lesson or File ▸ Open recent).").arg(title, path);
}

bool ProgramTabs::close_untitled(int index, ProgramTab* tab) {
    tab->saver->flush();
    const QString title = tab->title, path = tab->path;
    QMessageBox ask(QMessageBox::Question, tr("Close %1").arg(title),
                    tr("%1 is a new script without a name of its own. Save it under a name, keep it as %1 "
                       "among your scripts (File ▸ Open recent), or delete it?").arg(title),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    QPushButton* keep = ask.addButton(tr("Keep as %1").arg(title), QMessageBox::AcceptRole);
    ask.button(QMessageBox::Save)->setText(tr("Save as…"));
    ask.button(QMessageBox::Discard)->setText(tr("Delete it"));
    ask.setDefaultButton(keep);
    if (!dialogs()) return false;
    ask.exec();
    if (ask.clickedButton() == keep) {
        close_tab(index);
        emit message(tab_closed_message(title, path), 8000);
        return true;
    }
    if (ask.clickedButton() == ask.button(QMessageBox::Discard)) {
        close_tab(index);
        QFile::remove(path);
        emit message(tr("%1 closed and deleted.").arg(title), 5000);
        return true;
    }
    if (ask.clickedButton() != ask.button(QMessageBox::Save)) return false;
    const QString to = QFileDialog::getSaveFileName(this, tr("Save %1 as").arg(title), QDir::homePath(), tr("Python (*.py)"));
    QString error;
    if (to.isEmpty()) return false;
    if (!write_text(to, tab->editor->text(), &error)) {
        emit message(error, 0);
        return false;
    }
    close_tab(index);
    QFile::remove(path);
    emit saved_as(to);
    emit message(tr("Saved %1 as %2.").arg(title, to), 8000);
    return true;
}

ProgramTabs::~ProgramTabs() {
    // The window around us is being taken apart: a save that fails now (a
    // file that became a link) has no status bar left to say it on.
    disconnect(this, &ProgramTabs::message, nullptr, nullptr);
    flush();
}

void ProgramTabs::flush() {
    for (auto& tab : tabs_) {
        if (tab->saver) tab->saver->flush();
    }
}

void ProgramTabs::clear() {
    flush();
    tabs_widget_->clear();
    for (auto& tab : tabs_) tab->editor->deleteLater();
    tabs_.clear();
}

ProgramTab* ProgramTabs::add(const QString& title, const QString& path, const QString& text, const QString& original,
                             bool read_only) {
    auto tab = std::make_unique<ProgramTab>();
    tab->title = title;
    tab->path = path;
    tab->original = original;
    tab->read_only = read_only;
    tab->editor = new Editor(tabs_widget_);
    tab->editor->setText(text);
    tab->editor->setModified(false);
    tab->editor->setReadOnly(read_only);
    tab->editor->zoomTo(zoom_);
    tab->editor->setAccessibleName(tr("Program %1").arg(title));
    Editor* ed = tab->editor;
    if (!read_only) {
        tab->saver = new Autosaver(ed);
        tab->saver->set_target(path, [ed] { return ed->text(); });
        connect(tab->saver, &Autosaver::failed, this, [this](const QString& m) { emit message(m, 0); });
        Autosaver* saver = tab->saver;
        ProgramTab* raw = tab.get();
        connect(ed, &QsciScintilla::textChanged, this, [this, saver, ed, raw] {
            const bool was = saver->pending();
            saver->changed();
            if (!was) update_label(raw);
            emit text_edited(ed);
        });
        connect(saver, &Autosaver::saved, this, [this, raw] { update_label(raw); });
    }
    ProgramTab* raw = tab.get();
    tabs_.push_back(std::move(tab));
    tabs_widget_->addTab(raw->editor, QString());
    update_label(raw);
    return raw;
}

ProgramTab* ProgramTabs::current() const {
    QWidget* w = tabs_widget_->currentWidget();
    for (const auto& tab : tabs_) {
        if (tab->editor == w) return tab.get();
    }
    return nullptr;
}

Editor* ProgramTabs::editor() const {
    ProgramTab* tab = current();
    return tab ? tab->editor : nullptr;
}

QString ProgramTabs::current_path() const {
    ProgramTab* tab = current();
    return tab ? tab->path : QString();
}

ProgramTab* ProgramTabs::find_path(const QString& path) const {
    for (const auto& tab : tabs_) {
        if (!path.isEmpty() && tab->path == path) return tab.get();
    }
    return nullptr;
}

void ProgramTabs::select(ProgramTab* tab) {
    if (tab) tabs_widget_->setCurrentWidget(tab->editor);
}

void ProgramTabs::next(int step) {
    const int n = tabs_widget_->count();
    if (n) tabs_widget_->setCurrentIndex(((tabs_widget_->currentIndex() + step) % n + n) % n);
}

void ProgramTabs::set_zoom(int zoom) {
    zoom_ = zoom;
    for (auto& tab : tabs_) tab->editor->zoomTo(zoom);
}

}  // namespace bugbot::studio
