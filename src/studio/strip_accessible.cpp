#include "studio/strip_accessible.h"

#include <QStringList>

#include "studio/weight_strip.h"

namespace bugbot::studio {

namespace {

// One cell of the table: asks the table for its text each time, so it never holds a stale value.
class StripCell : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    StripCell(StripAccessible* table, int line, int column) : table_(table), line_(line), column_(column) {}

    bool isValid() const override { return table_ && table_->strip(); }
    QObject* object() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override { return table_; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name || t == QAccessible::Value) return table_->cell_text(line_, column_);
        if (t == QAccessible::Description) return table_->columnDescription(column_);
        return {};
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override { return table_->cell_rect(line_); }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State s;
        s.readOnly = true;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override {
        return t == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface*>(this) : nullptr;
    }

    bool isSelected() const override { return false; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return column_; }
    int rowIndex() const override { return line_; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return table_; }

private:
    StripAccessible* table_;
    int line_, column_;
};

// The strip's cells, row after row: a table line's (row, cell).
std::pair<int, int> strip_cell_of(const WeightStrip& strip, int line) {
    const int per_row = std::max(1, strip.cell_count());
    return {line / per_row, line % per_row};
}

}  // namespace

StripAccessible::StripAccessible(WeightStrip* strip) : QAccessibleWidget(strip, QAccessible::Table) {}

StripAccessible::~StripAccessible() { forget_cells(); }

QAccessibleInterface* StripAccessible::factory(const QString& class_name, QObject* object) {
    if (class_name == QLatin1String("bugbot::studio::WeightStrip") && object && object->isWidgetType())
        return new StripAccessible(static_cast<WeightStrip*>(object));
    return nullptr;
}

void StripAccessible::rebind(WeightStrip* strip) {
    if (!QAccessible::isActive()) return;
    if (auto* table = dynamic_cast<StripAccessible*>(QAccessible::queryAccessibleInterface(strip))) table->forget_cells();
    QAccessibleTableModelChangeEvent reset(strip, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&reset);
}

void StripAccessible::forget_cells() {
    for (QAccessibleInterface* cell : std::as_const(cells_)) QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(cell));
    cells_.clear();
}

WeightStrip* StripAccessible::strip() const { return static_cast<WeightStrip*>(widget()); }

void* StripAccessible::interface_cast(QAccessible::InterfaceType t) {
    if (t == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(t);
}

QString StripAccessible::text(QAccessible::Text t) const {
    if (t != QAccessible::Description) return QAccessibleWidget::text(t);
    const int lines = rowCount();
    if (lines == 0) return WeightStrip::tr("No weights yet: run a program that plots them.");
    return WeightStrip::tr("%1 weights, oldest key first; each line: the key, its weight, and what was plotted with it.")
        .arg(QString::number(lines));
}

int StripAccessible::rowCount() const {
    const WeightStrip* s = strip();
    return static_cast<int>(s->rows().size()) * s->cell_count();
}

int StripAccessible::childCount() const { return rowCount() * kColumns; }

QAccessibleInterface* StripAccessible::child(int index) const {
    if (index < 0 || index >= childCount()) return nullptr;
    if (QAccessibleInterface* cell = cells_.value(index)) return cell;
    auto* cell = new StripCell(const_cast<StripAccessible*>(this), index / kColumns, index % kColumns);
    QAccessible::registerAccessibleInterface(cell);
    cells_.insert(index, cell);
    return cell;
}

int StripAccessible::indexOfChild(const QAccessibleInterface* child) const {
    for (auto it = cells_.cbegin(); it != cells_.cend(); ++it) {
        if (it.value() == child) return it.key();
    }
    return -1;
}

QAccessibleInterface* StripAccessible::cellAt(int row, int column) const {
    if (column < 0 || column >= kColumns) return nullptr;
    return child(row * kColumns + column);
}

QString StripAccessible::columnDescription(int column) const {
    switch (column) {
        case 0: return WeightStrip::tr("key");
        case 1: return WeightStrip::tr("weight");
        default: return WeightStrip::tr("plotted with it");
    }
}

QString StripAccessible::rowDescription(int row) const { return cell_text(row, 0); }

QString StripAccessible::cell_text(int line, int column) const {
    const WeightStrip* s = strip();
    if (line < 0 || line >= rowCount()) return {};
    const auto [row, index] = strip_cell_of(*s, line);
    const std::optional<StripCellText> cell = s->cell_text(row, index);
    if (!cell) return column == 0 ? WeightStrip::tr("cell %1: not plotted yet").arg(QString::number(index)) : QString();
    if (column == 0) return cell->name;
    if (column == 1) return cell->weight;
    QStringList with;
    for (const auto& [name, value] : cell->in_step) with << WeightStrip::tr("%1: %2").arg(name, value);
    return with.join(QStringLiteral("; "));
}

QRect StripAccessible::cell_rect(int line) const {
    const WeightStrip* s = strip();
    const auto [row, index] = strip_cell_of(*s, line);
    const QRect r = s->cell_rect(row, index);
    return QRect(s->mapToGlobal(r.topLeft()), r.size());
}

}  // namespace bugbot::studio
