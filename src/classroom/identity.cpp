#include "classroom/identity.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace bugbot::classroom {

namespace {

constexpr const char* kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";  // Crockford's base 32
constexpr int kCodeCharacters = 16;  // 80 bits

QString base32(const QByteArray& bytes, int characters) {
    QString out;
    quint64 buffer = 0;
    int bits = 0;
    for (const char byte : bytes) {
        buffer = (buffer << 8) | quint8(byte);
        bits += 8;
        while (bits >= 5 && out.size() < characters) {
            out += QLatin1Char(kAlphabet[(buffer >> (bits - 5)) & 31]);
            bits -= 5;
        }
    }
    return out;
}

bool make_identity(const QString& dir, QString* error) {
    const QString openssl = QStandardPaths::findExecutable("openssl");
    if (openssl.isEmpty()) {
        *error = QStringLiteral("the class server makes its key with the openssl program: apt install openssl");
        return false;
    }
    // Made in a folder only the owner can read, then moved into place whole.
    QTemporaryDir scratch(dir + "/.identity-XXXXXX");
    if (!scratch.isValid()) {
        *error = QStringLiteral("cannot make a folder in %1").arg(dir);
        return false;
    }
    QProcess process;
    process.start(openssl, {"req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                            "-sha256", "-days", "3650", "-subj", "/CN=BugBot class", "-batch", "-keyout",
                            scratch.filePath("key.pem"), "-out", scratch.filePath("cert.pem")});
    if (!process.waitForFinished(30000) || process.exitCode() != 0) {
        *error = QStringLiteral("openssl could not make the class's key: %1")
                     .arg(QString::fromUtf8(process.readAllStandardError()).trimmed().left(300));
        return false;
    }
    QFile::setPermissions(scratch.filePath("key.pem"), QFile::ReadOwner | QFile::WriteOwner);
    if (!QFile::rename(scratch.filePath("key.pem"), dir + "/class-key.pem") ||
        !QFile::rename(scratch.filePath("cert.pem"), dir + "/class-cert.pem")) {
        *error = QStringLiteral("cannot write the class's key into %1").arg(dir);
        return false;
    }
    return true;
}

QByteArray read_file(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

std::optional<ServerIdentity> load_or_make_identity(const QString& dir, QString* error) {
    if (!QDir().mkpath(dir)) {
        *error = QStringLiteral("cannot make the folder %1").arg(dir);
        return std::nullopt;
    }
    if (!QFile::exists(dir + "/class-key.pem") && !make_identity(dir, error)) return std::nullopt;
    ServerIdentity identity{QSslKey(read_file(dir + "/class-key.pem"), QSsl::Ec),
                            QSslCertificate(read_file(dir + "/class-cert.pem"))};
    if (identity.key.isNull() || identity.certificate.isNull()) {
        *error = QStringLiteral(
                     "%1/class-key.pem or class-cert.pem cannot be read; "
                     "remove both to make a new key (the join code changes)")
                     .arg(dir);
        return std::nullopt;
    }
    return identity;
}

QString join_code(const QSslCertificate& certificate) {
    const QString code = base32(certificate.digest(QCryptographicHash::Sha256), kCodeCharacters);
    QStringList groups;
    for (int i = 0; i < code.size(); i += 4) groups << code.mid(i, 4);
    return groups.join('-');
}

QString normal_code(const QString& typed) {
    QString code;
    for (QChar c : typed.toUpper()) {
        if (c == u'-' || c.isSpace()) continue;
        if (c == u'O') c = u'0';
        if (c == u'I' || c == u'L') c = u'1';
        if (!QString::fromLatin1(kAlphabet).contains(c)) return {};
        code += c;
    }
    return code;
}

bool code_pins(const QString& code, const QSslCertificate& certificate) {
    const QString wanted = normal_code(code);
    return wanted.size() == kCodeCharacters && wanted == normal_code(join_code(certificate));
}

}  // namespace bugbot::classroom
