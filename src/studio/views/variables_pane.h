#pragma once
// The script's module-level variables at the view's time, as the run reported
// them (docs/events.md, `vars`): two columns, name and value.
#include <QTreeWidget>
#include <cstdint>

namespace bugbot::studio {

class RunModel;

class VariablesPane : public QTreeWidget {
    Q_OBJECT
public:
    explicit VariablesPane(QWidget* parent = nullptr);
    // Shows the model's variables at `time`; none without a model.
    void show_model(const RunModel* model, double time);
    // The value shown for `name`, empty if it is not shown (for tests and tools).
    QString value_of(const QString& name) const;

private:
    // What is shown: the model and how many of its vars events (60 frames a
    // second ask; the answer changes at most 4 times a second of the run).
    std::uint64_t shown_run_ = 0;  // RunModel::run_id, 0: none
    std::size_t shown_events_ = ~std::size_t{0};
};

}  // namespace bugbot::studio
