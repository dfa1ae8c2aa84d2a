#pragma once
// The weight strip as a screen reader meets it: a table with one line per
// cell (key) and three columns, the key ("key 9, 11 steps back"), its weight
// and what else the program plotted at its moment ("value: 83"). The cells
// are read from the strip each time they are asked for, so they always say
// what the strip shows; once the strip shows another run, the cells made for
// the last one are let go (rebind()).
#include <QAccessibleWidget>
#include <QHash>

namespace bugbot::studio {

class WeightStrip;

class StripAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit StripAccessible(WeightStrip* strip);
    ~StripAccessible() override;

    // QAccessible's factory: this for a WeightStrip, else null.
    static QAccessibleInterface* factory(const QString& class_name, QObject* object);
    // The strip shows other rows or another run: the cells made so far are stale.
    static void rebind(WeightStrip* strip);

    void* interface_cast(QAccessible::InterfaceType t) override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;

    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 0; }
    QList<QAccessibleInterface*> selectedCells() const override { return {}; }
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override { return kColumns; }
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

    static constexpr int kColumns = 3;
    WeightStrip* strip() const;
    // A table line's text in `column`; "" when the strip has no such cell now.
    QString cell_text(int line, int column) const;
    QRect cell_rect(int line) const;  // on the screen

private:
    void forget_cells();
    mutable QHash<int, QAccessibleInterface*> cells_;  // by child index; owned by QAccessible's cache
};

}  // namespace bugbot::studio
