#include "studio/program_tabs.h"

#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>

#include "studio/editor.h"
#include "studio/workspace.h"

namespace bugbot::studio {

ProgramTabs::ProgramTabs(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    tabs_widget_ = new QTabWidget(this);
    tabs_widget_->setDocumentMode(true);
    connect(tabs_widget_, &QTabWidget::currentChanged, this, &ProgramTabs::current_changed);
    layout->addWidget(tabs_widget_, 1);

    find_box_ = new QLineEdit(this);
    find_box_->setPlaceholderText(tr("Find in the program (Enter: next, Esc: close)"));
    find_box_->hide();
    connect(find_box_, &QLineEdit::returnPressed, this, [this] {
        if (Editor* e = editor()) {
            if (!e->findFirst(find_box_->text(), false, false, false, true)) emit message(tr("not found"), 2000);
        }
    });
    layout->addWidget(find_box_);
}

ProgramTabs::~ProgramTabs() { flush(); }

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
    Editor* ed = tab->editor;
    if (!read_only) {
        tab->saver = new Autosaver(ed);
        tab->saver->set_target(path, [ed] { return ed->text(); });
        connect(tab->saver, &Autosaver::failed, this, [this](const QString& m) { emit message(m, 0); });
        Autosaver* saver = tab->saver;
        connect(ed, &QsciScintilla::textChanged, this, [this, saver, ed] {
            saver->changed();
            emit text_edited(ed);
        });
    }
    connect(ed, &Editor::scrubbing, this, &ProgramTabs::scrubbing);
    ProgramTab* raw = tab.get();
    tabs_.push_back(std::move(tab));
    tabs_widget_->addTab(raw->editor, read_only ? title + tr(" (submitted)") : title);
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

void ProgramTabs::next() {
    if (tabs_widget_->count()) tabs_widget_->setCurrentIndex((tabs_widget_->currentIndex() + 1) % tabs_widget_->count());
}

void ProgramTabs::set_zoom(int zoom) {
    zoom_ = zoom;
    for (auto& tab : tabs_) tab->editor->zoomTo(zoom);
}

void ProgramTabs::show_find() {
    find_box_->show();
    find_box_->setFocus();
    find_box_->selectAll();
}

bool ProgramTabs::close_find() {
    if (!find_box_->isVisible()) return false;
    find_box_->hide();
    return true;
}

}  // namespace bugbot::studio
