#pragma once
// The class server's identity: its own key and self-signed certificate, made
// at first start, and the join code that pins the certificate.
//
// Qt cannot make keys (QSslKey only reads them), so the key and certificate
// are made by Debian's openssl program (openssl req -x509, an EC P-256 key),
// run once as a QProcess (docs/class.md, "The join code").
#include <QSslCertificate>
#include <QSslKey>
#include <QString>

#include <optional>

namespace bugbot::classroom {

struct ServerIdentity {
    QSslKey key;
    QSslCertificate certificate;
};

// <dir>/class-key.pem and <dir>/class-cert.pem, made when missing (the key
// readable by its owner only).
std::optional<ServerIdentity> load_or_make_identity(const QString& dir, QString* error);

// The join code: the first 80 bits of the certificate's SHA-256 fingerprint
// in Crockford's base 32, as four groups of four ("7KQ2-M9XD-..."). Read off
// a projector and typed by a class; a fake server would have to find a key
// whose certificate's fingerprint starts with the same 80 bits.
QString join_code(const QSslCertificate& certificate);

// A typed code the way join_code writes it: upper case, no spaces or dashes,
// O read as 0, I and L as 1. Empty when a character is none of the alphabet.
QString normal_code(const QString& typed);

// True when `certificate`'s fingerprint starts with what `code` carries.
bool code_pins(const QString& code, const QSslCertificate& certificate);

}  // namespace bugbot::classroom
