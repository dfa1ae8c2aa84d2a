#include "studio/views/variables_pane.h"

#include <QHeaderView>

#include "studio/run/run_model.h"

namespace bugbot::studio {

VariablesPane::VariablesPane(QWidget* parent) : QTreeWidget(parent) {
    setObjectName("variables");
    setColumnCount(2);
    setHeaderLabels({tr("Variable"), tr("Value")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
}

void VariablesPane::show_model(const RunModel* model, double time) {
    const std::size_t events = model ? model->vars_events_until(time) : 0;
    const std::uint64_t run = model ? model->run_id() : 0;
    if (run == shown_run_ && events == shown_events_) return;
    shown_run_ = run;
    shown_events_ = events;
    const Variables vars = model ? model->vars_at(time) : Variables{};
    // Items are reused so that scrubbing the timeline does not flicker.
    while (topLevelItemCount() > static_cast<int>(vars.size())) delete takeTopLevelItem(topLevelItemCount() - 1);
    int row = 0;
    for (const auto& [name, form] : vars) {
        QTreeWidgetItem* item = row < topLevelItemCount() ? topLevelItem(row) : new QTreeWidgetItem(this);
        const QString n = QString::fromStdString(name), v = QString::fromStdString(form);
        if (item->text(0) != n) item->setText(0, n);
        if (item->text(1) != v) {
            item->setText(1, v);
            item->setToolTip(1, v);  // the whole short form, when the column is narrow
        }
        ++row;
    }
}

QString VariablesPane::value_of(const QString& name) const {
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (topLevelItem(i)->text(0) == name) return topLevelItem(i)->text(1);
    return {};
}

}  // namespace bugbot::studio
