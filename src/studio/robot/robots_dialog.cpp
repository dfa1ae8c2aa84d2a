#include "studio/robot/robots_dialog.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QRegularExpression>
#include <QVBoxLayout>

#include "studio/robot/robot_roster.h"

namespace bugbot::studio {

namespace {
enum RosterColumn { kName, kId, kLastSeen, kBattery, kHeard, kColumns };

QString doing(const QString& what) {
    if (what == "scan") return RobotsDialog::tr("Listening for robots' beacons…");
    if (what == "blink") return RobotsDialog::tr("Asking the robot to blink…");
    if (what == "add") return RobotsDialog::tr("Pairing the robot on its USB cable…");
    if (what == "forget") return RobotsDialog::tr("Forgetting the robot…");
    return {};
}
}  // namespace

RobotsDialog::RobotsDialog(RobotRoster* roster, QWidget* parent) : QDialog(parent), roster_(roster) {
    setObjectName("robots_dialog");
    setWindowTitle(tr("Robots"));
    resize(720, 420);
    auto* column = new QVBoxLayout(this);
    table_ = new QTableWidget(0, kColumns, this);
    table_->setHorizontalHeaderLabels({tr("Name"), tr("Id"), tr("Last seen"), tr("Battery"), tr("Heard")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->setAccessibleName(tr("The robots this computer is paired with"));
    column->addWidget(table_, 1);
    column->addWidget(make_buttons());
    auto* form = new QFormLayout;
    dongle_ = new QLineEdit(roster_->dongle(), this);
    dongle_->setObjectName("dongle_port");
    dongle_->setPlaceholderText(tr("found by its USB vendor id (303a)"));
    dongle_->setToolTip(tr("The dongle's serial port, e.g. /dev/ttyACM0; empty: the dongle plugged in is found by itself"));
    form->addRow(tr("Dongle port:"), dongle_);
    dongle_->setAccessibleName(tr("Dongle port"));
    column->addLayout(form);
    column->addWidget(make_add_row());
    message_ = new QLabel(this);
    message_->setObjectName("robots_message");
    // Its text is its accessible name: a screen reader reads the message itself, not a title for it.
    message_->setAccessibleDescription(tr("What the robots said"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);  // names and bugbot's messages (plain_text.h)
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(message_);
    connect(dongle_, &QLineEdit::editingFinished, this, [this] {
        if (dongle_->text().trimmed() == roster_->dongle()) return;
        roster_->set_dongle(dongle_->text());
        message_->setStyleSheet(QString());
        message_->setText(roster_->dongle().isEmpty() ? tr("The dongle is found by its USB vendor id.")
                                                      : tr("The dongle is %1.").arg(roster_->dongle()));
        emit dongle_changed();
    });
    connect(roster_, &RobotRoster::changed, this, &RobotsDialog::fill);
    connect(roster_, &RobotRoster::done, this, &RobotsDialog::on_done);
    connect(roster_, &RobotRoster::started, this, [this](const QString& what) {
        if (doing(what).isEmpty()) return;
        message_->setStyleSheet(QString());
        message_->setText(doing(what));
    });
    connect(table_, &QTableWidget::itemSelectionChanged, this, &RobotsDialog::update_buttons);
    fill();
    roster_->reload();
}

QWidget* RobotsDialog::make_buttons() {
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    scan_ = new QPushButton(tr("Scan"), box);
    scan_->setObjectName("scan");
    scan_->setToolTip(tr("Listen for the robots' beacons: which are on, free, and their batteries"));
    blink_ = new QPushButton(tr("Blink"), box);
    blink_->setObjectName("blink");
    blink_->setToolTip(tr("Flash the chosen robot's light white, to know which one it is"));
    forget_ = new QPushButton(tr("Forget…"), box);
    forget_->setObjectName("forget");
    forget_->setToolTip(tr("Remove the chosen robot from this computer's roster"));
    row->addWidget(scan_);
    row->addWidget(blink_);
    row->addWidget(forget_);
    row->addStretch(1);
    connect(scan_, &QPushButton::clicked, this, [this] { roster_->scan(); });
    connect(blink_, &QPushButton::clicked, this, [this] { roster_->blink(selected_id()); });
    connect(forget_, &QPushButton::clicked, this, &RobotsDialog::forget_selected);
    return box;
}

QWidget* RobotsDialog::make_add_row() {
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Pair a robot on its USB cable:"), box));
    port_ = new QLineEdit(box);
    port_->setObjectName("usb_port");
    port_->setPlaceholderText(tr("its port (empty: found)"));
    port_->setAccessibleName(tr("The robot's USB port"));
    name_ = new QLineEdit(box);
    name_->setObjectName("robot_name");
    name_->setPlaceholderText(tr("name, e.g. FROG-14"));
    name_->setAccessibleName(tr("The robot's name"));
    add_ = new QPushButton(tr("Add"), box);
    add_->setObjectName("add");
    add_->setToolTip(tr("Pair the robot on this USB port: it makes a new key, turns its radio mode on and reboots"));
    row->addWidget(port_, 1);
    row->addWidget(name_, 1);
    row->addWidget(add_);
    connect(add_, &QPushButton::clicked, this, [this] { roster_->add(port_->text(), name_->text()); });
    return box;
}

QString RobotsDialog::selected_id() const {
    const auto rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty()) return {};
    return table_->item(rows.first().row(), kId)->text();
}

void RobotsDialog::fill() {
    const QString was = selected_id();
    table_->setRowCount(0);
    for (const RosterRobot& r : roster_->robots()) {
        const int i = table_->rowCount();
        table_->insertRow(i);
        table_->setItem(i, kName, new QTableWidgetItem(r.name));
        table_->setItem(i, kId, new QTableWidgetItem(r.id));
        table_->setItem(i, kLastSeen, new QTableWidgetItem(r.last_seen.isEmpty() ? tr("never") : r.last_seen));
        table_->setItem(i, kBattery, new QTableWidgetItem(r.battery >= 0 ? tr("%1 %").arg(r.battery) : tr("?")));
        table_->setItem(i, kHeard, new QTableWidgetItem(r.heard.isEmpty() ? tr("not heard") : RobotRoster::status_words(r.heard)));
        if (r.id == was) table_->selectRow(i);
    }
    table_->resizeColumnsToContents();
    update_buttons();
}

void RobotsDialog::update_buttons() {
    const bool chosen = !selected_id().isEmpty();
    blink_->setEnabled(chosen);
    forget_->setEnabled(chosen);
}

void RobotsDialog::forget_selected() {
    const QString id = selected_id();
    const RosterRobot* r = roster_->find(id);
    if (!r) return;
    auto* ask = new QMessageBox(QMessageBox::Question, tr("Forget a robot"),
                                tr("Forget %1 (id %2)?\n\nThis computer can drive it again only after pairing it "
                                   "again over its USB cable.").arg(r->name, r->id),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    ask->setObjectName("confirm_forget");
    ask->setDefaultButton(QMessageBox::Cancel);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    connect(ask, &QMessageBox::finished, this, [this, id](int answer) {
        if (answer == QMessageBox::Yes) roster_->forget(id);
    });
    ask->open();
}

void RobotsDialog::on_done(const QString& what, bool ok, const QString& text) {
    if (what == "list" && ok) return;  // the list speaks for itself
    message_->setStyleSheet(ok ? QString() : QStringLiteral("color: #c62828; font-weight: bold;"));
    message_->setText(ok ? text : tr("%1 failed: %2").arg(what.at(0).toUpper() + what.mid(1), in_this_dialog(text)));
}

QString RobotsDialog::in_this_dialog(QString text) {
    // bugbot's words are for its command line; here the same choice is the Dongle port box.
    static const QRegularExpression option(QStringLiteral("(name it|name the dongle)? ?with --dongle PORT"));
    return text.replace(option, tr("name the dongle in the Dongle port box above"));
}

}  // namespace bugbot::studio
