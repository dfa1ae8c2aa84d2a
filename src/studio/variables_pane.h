#pragma once
// The script's module-level variables at the view's time, as the run reported
// them (docs/events.md, `vars`): two columns, name and value.
#include <QTreeWidget>

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
};

}  // namespace bugbot::studio
