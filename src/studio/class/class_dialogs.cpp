#include "studio/class/class_dialogs.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "classroom/identity.h"
#include "studio/class/class_host.h"
#include "studio/class/found_classes.h"

namespace bugbot::studio {

namespace {
constexpr int kCodePoints = 40;  // read from the back of a classroom
constexpr int kCodeLength = 16;  // identity.h: 80 bits in base 32
}  // namespace

StartClassDialog::StartClassDialog(ClassHost* host, QWidget* parent) : QDialog(parent), host_(host) {
    setWindowTitle(tr("Start a class"));
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("Students choose Class ▸ Join a class… and type an address, this code and their name."));
    intro->setWordWrap(true);
    code_ = new QLabel;
    QFont big = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    big.setPointSize(kCodePoints);
    big.setBold(true);
    code_->setFont(big);
    code_->setAlignment(Qt::AlignCenter);
    code_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    code_->setAccessibleName(tr("Join code"));
    addresses_ = new QLabel;
    addresses_->setAlignment(Qt::AlignCenter);
    addresses_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addresses_->setAccessibleName(tr("Addresses"));
    QFont medium = addresses_->font();
    medium.setPointSizeF(medium.pointSizeF() * 1.6);
    addresses_->setFont(medium);
    state_ = new QLabel;
    state_->setWordWrap(true);
    state_->setAccessibleName(tr("Class server"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    stop_ = buttons->addButton(tr("Stop the class"), QDialogButtonBox::DestructiveRole);
    stop_->setAccessibleName(tr("Stop the class"));
    connect(stop_, &QPushButton::clicked, host_, &ClassHost::stop);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(intro);
    layout->addWidget(code_);
    layout->addWidget(addresses_);
    layout->addWidget(state_);
    layout->addWidget(buttons);
    connect(host_, &ClassHost::listening_changed, this, &StartClassDialog::follow_host);
    connect(host_, &ClassHost::failed, this,
            [this](const QString& why) { state_->setText(tr("The class stopped: %1").arg(why)); });
    follow_host();
}

void StartClassDialog::follow_host() {
    stop_->setEnabled(host_->running());
    if (host_->listening()) {
        code_->setText(host_->join_code());
        addresses_->setText(tr("Address: %1").arg(host_->addresses().join(tr(" or "))));
        QString state =
            tr("The class is open. Submissions are marked on this computer, on the lessons' hidden "
               "variations; it stays open while the studio does.");
        if (host_->requested_port() != 0 && host_->port() != host_->requested_port())
            state += QLatin1Char(' ') + tr("Port %1 is taken on this computer, so this class is on port %2: "
                                           "students type the address above, with its port.")
                                            .arg(QString::number(host_->requested_port()), QString::number(host_->port()));
        state_->setText(state);
    } else {
        code_->setText(QStringLiteral("····-····-····-····"));
        addresses_->clear();
        if (host_->running()) state_->setText(tr("Starting the class…"));
    }
}

JoinClassDialog::JoinClassDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Join a class"));
    auto* form = new QFormLayout;
    address_ = new QLineEdit;
    address_->setPlaceholderText(tr("192.168.1.20:7430"));
    address_->setAccessibleName(tr("The teacher's address"));
    code_ = new QLineEdit;
    code_->setPlaceholderText(tr("the code on the projector"));
    code_->setAccessibleName(tr("Join code"));
    code_->setMinimumWidth(code_->fontMetrics().horizontalAdvance(QStringLiteral("MMMM-MMMM-MMMM-MMMM  ")));
    name_ = new QLineEdit;
    name_->setAccessibleName(tr("Your name"));
    name_->setMaxLength(64);
    form->addRow(tr("&Address:"), address_);
    form->addRow(tr("&Join code:"), code_);
    form->addRow(tr("Your &name:"), name_);
    problem_ = new QLabel;
    problem_->setWordWrap(true);
    problem_->setAccessibleName(tr("What is missing"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton* join = buttons->addButton(tr("Join"), QDialogButtonBox::AcceptRole);
    join->setAccessibleName(tr("Join"));
    join->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &JoinClassDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    found_ = new FoundClassesList;
    connect(found_, &FoundClassesList::chosen, address_, &QLineEdit::setText);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(found_);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
}

void JoinClassDialog::set_values(const QString& address, const QString& code, const QString& name) {
    address_->setText(address);
    code_->setText(code);
    name_->setText(name);
}

QString JoinClassDialog::address() const { return address_->text().trimmed(); }
QString JoinClassDialog::code() const { return code_->text().trimmed(); }
QString JoinClassDialog::name() const { return name_->text().simplified(); }

QString JoinClassDialog::problem() const {
    const QString host = address().section(':', 0, -2);
    bool port_ok = false;
    const uint port = address().section(':', -1).toUInt(&port_ok);
    if (host.isEmpty() || !port_ok || port == 0 || port > 65535)
        return tr("The address is the teacher's computer and port, such as 192.168.1.20:7430.");
    if (classroom::normal_code(code()).size() != kCodeLength)
        return tr("The join code has 16 letters and digits, such as 7KQ2-M9XD-4TNB-0HFA.");
    if (name().isEmpty()) return tr("Type your name, as the teacher knows it.");
    return {};
}

void JoinClassDialog::accept() {
    const QString why = problem();
    problem_->setText(why);
    if (why.isEmpty()) QDialog::accept();
}

}  // namespace bugbot::studio
