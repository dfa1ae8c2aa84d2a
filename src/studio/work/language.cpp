#include "studio/work/language.h"

#include "i18n/preferred_languages.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace bugbot::studio {

namespace {
constexpr auto kSetting = "language";
constexpr auto kCatalogues = ":/i18n";
}  // namespace

QStringList available_languages() {
    QStringList codes{QStringLiteral("en")};
    const QStringList files = QDir(kCatalogues).entryList({QStringLiteral("bugbot_studio_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& f : files)
        if (const QString code = f.mid(int(qstrlen("bugbot_studio_"))).chopped(3); !codes.contains(code)) codes << code;
    return codes;
}

QString language_name(const QString& code) {
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty()) return code;
    name[0] = name[0].toUpper();
    return name;
}

QString chosen_language() { return QSettings().value(kSetting).toString(); }

void choose_language(const QString& code) {
    QSettings s;
    if (code.isEmpty()) s.remove(kSetting); else s.setValue(kSetting, code);
}

QString language_in_use() {
    const QStringList available = available_languages();
    if (const QString chosen = chosen_language(); available.contains(chosen)) return chosen;
    // The environment's order, as the command line reads it (i18n/preferred_languages.h).
    std::vector<std::string> codes;
    for (const QString& c : available) codes.push_back(c.toStdString());
    return QString::fromStdString(i18n::first_available(codes));
}

void install_translators(QCoreApplication& app) {
    const QString code = language_in_use();
    // The programs the studio starts (bugbot run, mark, robots) speak as it does.
    qputenv("BUGBOT_LANGUAGE", code.toUtf8());
    if (code == QLatin1String("en")) {
        // English's own catalogue holds only the plural forms ("1 hand-in", "4 hand-ins"; lupdate -pluralonly).
        auto* plurals = new QTranslator(&app);
        if (plurals->load(QStringLiteral("bugbot_studio_en"), kCatalogues)) app.installTranslator(plurals);
        return;
    }
    // Qt's own dialogs and buttons (OK, Cancel, the file dialog) from Qt's catalogues.
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app.installTranslator(qt);
    }
    auto* ours = new QTranslator(&app);
    if (ours->load(QStringLiteral("bugbot_studio_") + code, kCatalogues)) app.installTranslator(ours);
}

}  // namespace bugbot::studio
