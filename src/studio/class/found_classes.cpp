#include "studio/class/found_classes.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "classroom/dns_sd.h"

namespace bugbot::studio {

namespace {
constexpr int kAddressRole = Qt::UserRole;
constexpr int kShownNameLength = 63;  // a DNS-SD name's longest (in bytes; never longer in characters)

// A name from the network, shown as plain text: what is not printable (a
// control or direction character from someone's announcement) becomes '?'.
QString shown_name(const QString& name) {
    QString shown = name.left(kShownNameLength);
    for (QChar& c : shown)
        if (!c.isPrint()) c = u'?';
    return shown;
}
}  // namespace

FoundClassesList::FoundClassesList(QWidget* parent)
    : QWidget(parent), finder_(new classroom::ClassFinder(this)), state_(new QLabel), list_(new QListWidget) {
    state_->setWordWrap(true);
    state_->setAccessibleName(tr("Classes on this network"));
    list_->setAccessibleName(tr("Classes on this network"));
    list_->setMaximumHeight(list_->fontMetrics().height() * 7);
    list_->setMinimumWidth(list_->fontMetrics().averageCharWidth() * 60);  // a name and an address, whole
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(state_);
    layout->addWidget(list_);
    connect(list_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item) emit chosen(item->data(kAddressRole).toString());
    });
    connect(finder_, &classroom::ClassFinder::changed, this, &FoundClassesList::follow_finder);
    follow_finder();
}

bool FoundClassesList::available() const { return finder_->unavailable().isEmpty(); }

void FoundClassesList::follow_finder() {
    const QString chosen = list_->currentItem() ? list_->currentItem()->data(kAddressRole).toString() : QString();
    const QSignalBlocker quiet(list_);  // the list refilled: what the student typed since stays
    list_->clear();
    if (!available()) {
        state_->setText(tr("The list of classes on this network is unavailable (%1): type the teacher's address.")
                            .arg(finder_->unavailable()));
        list_->hide();
        return;
    }
    list_->show();
    for (const classroom::FoundClass& found : finder_->classes()) {
        auto* item = new QListWidgetItem(tr("%1 — %2").arg(shown_name(found.name), found.address), list_);
        item->setData(kAddressRole, found.address);
        if (found.address == chosen) list_->setCurrentItem(item);
    }
    state_->setText(finder_->classes().empty()
                        ? tr("Looking for classes on this network… none found yet: type the teacher's address.")
                        : tr("Classes on this network: choose yours, or type the teacher's address."));
}

}  // namespace bugbot::studio
