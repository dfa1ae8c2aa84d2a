#pragma once
// The classes on the LAN, for Class ▸ Join a class…: each class's name and
// address as avahi-daemon finds them (classroom/dns_sd.h). Choosing one gives
// its address; without an avahi-daemon the list says it is unavailable and
// the student types the address.
#include <QWidget>

class QLabel;
class QListWidget;

namespace bugbot::classroom {
class ClassFinder;
}

namespace bugbot::studio {

class FoundClassesList : public QWidget {
    Q_OBJECT
public:
    explicit FoundClassesList(QWidget* parent = nullptr);
    QListWidget* list() const { return list_; }
    QLabel* state_label() const { return state_; }
    bool available() const;

signals:
    void chosen(const QString& address);  // "192.168.1.20:7430"

private:
    void follow_finder();

    classroom::ClassFinder* finder_;
    QLabel* state_;
    QListWidget* list_;
};

}  // namespace bugbot::studio
