#pragma once
// Find and replace under the programs: labelled boxes, a case option, the
// number of matches and which one is selected, Replace and Replace all.
#include <QWidget>
#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace bugbot::studio {

class Editor;

class FindBar : public QWidget {
    Q_OBJECT
public:
    // `editor` gives the program in view (null: none).
    FindBar(std::function<Editor*()> editor, QWidget* parent = nullptr);

    void open(bool replace);  // shows the bar (with the replace row or not), the keys in the find box
    bool close_bar();         // true when it was open; the keys go back to the program
    bool find_next();         // selects the next match, from the cursor, wrapping
    void replace_next();      // replaces the selected match, selects the next
    int replace_all();        // every match, one undo step; how many
    int count_matches() const;

    QLineEdit* find_box() const { return find_box_; }
    QLineEdit* replace_box() const { return replace_box_; }
    QCheckBox* case_box() const { return case_; }
    QString count_text() const;

signals:
    void message(const QString& text, int ms);

private:
    void update_count();

    std::function<Editor*()> editor_;
    QLineEdit* find_box_ = nullptr;
    QLineEdit* replace_box_ = nullptr;
    QCheckBox* case_ = nullptr;
    QLabel* count_ = nullptr;
    QWidget* replace_row_ = nullptr;
};

}  // namespace bugbot::studio
