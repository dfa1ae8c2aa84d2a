#pragma once
// The studio's language: the system's unless the student chose one in
// View > Language (kept in QSettings). Translations are Qt Linguist catalogues
// (translations/*.ts) built into the program as :/i18n/bugbot_studio_<code>.qm;
// a string without a translation shows in English, so a half-done catalogue
// never hides anything.
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace bugbot::studio {

// The language codes the studio has a catalogue for, English ("en") first.
QStringList available_languages();
// The language's own name for itself ("Deutsch", "English").
QString language_name(const QString& code);
// The student's choice; empty: follow the system.
QString chosen_language();
void choose_language(const QString& code);
// The language the studio speaks now: the choice, else the first of the
// languages the environment asks for (i18n/preferred_languages.h) with a catalogue, else English.
QString language_in_use();
// Installs Qt's own and the studio's translators for language_in_use() on the application.
void install_translators(QCoreApplication& app);

}  // namespace bugbot::studio
