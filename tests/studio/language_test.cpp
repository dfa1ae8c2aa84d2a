// Issue 29: the studio in a second language. The language follows the
// system (LANGUAGE/LANG) unless View > Language says otherwise; the choice is
// kept; the translators are the ones bugbot-studio installs at start.
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QKeySequence>
#include <QSettings>
#include <QSignalSpy>
#include <QTranslator>
#include <map>
#include <string>

#include "studio/work/language.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
class LanguageTest : public WindowTest {
protected:
    void SetUp() override {
        WindowTest::SetUp();
        QSettings().clear();
        for (const char* v : kVariables) saved_[v] = qgetenv(v);
        for (const char* v : kVariables) qunsetenv(v);
    }
    void TearDown() override {
        // The translators install_translators() made are children of the application.
        for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        for (const char* v : kVariables) {
            if (saved_[v].isNull()) qunsetenv(v); else qputenv(v, saved_[v]);
        }
        QSettings().clear();
    }
    static QStringList menu_titles(const MainWindow& w) {
        QStringList titles;
        for (QAction* a : w.menuBar()->actions()) titles << a->text();
        return titles;
    }
    static constexpr const char* kVariables[] = {"BUGBOT_LANGUAGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    std::map<std::string, QByteArray> saved_;
};

TEST_F(LanguageTest, GermanIsThereAndEnglishComesFirst) {
    const QStringList codes = available_languages();
    ASSERT_FALSE(codes.isEmpty());
    EXPECT_EQ(codes.first(), "en");
    EXPECT_TRUE(codes.contains("de")) << codes.join(' ').toStdString();
    EXPECT_EQ(language_name("de"), "Deutsch");
}

TEST_F(LanguageTest, TheSystemsLanguageIsTheDefault) {
    qputenv("LANG", "de_AT.UTF-8");
    EXPECT_EQ(language_in_use(), "de");
    qputenv("LANGUAGE", "fr_FR:de");  // no French catalogue: the next one asked for
    EXPECT_EQ(language_in_use(), "de");
    qputenv("LC_ALL", "C");  // the C locale: English whatever LANGUAGE says
    EXPECT_EQ(language_in_use(), "en");
    qunsetenv("LC_ALL");
    qputenv("LANG", "fr_FR.UTF-8");
    qunsetenv("LANGUAGE");
    EXPECT_EQ(language_in_use(), "en");
}

TEST_F(LanguageTest, AChoiceOutranksTheSystemAndIsKept) {
    qputenv("LANG", "de_DE.UTF-8");
    choose_language("en");
    EXPECT_EQ(language_in_use(), "en");
    choose_language(QString());  // "As the system says"
    EXPECT_EQ(language_in_use(), "de");
}

TEST_F(LanguageTest, TheWindowSpeaksGermanFromEndToEnd) {
    choose_language("de");
    install_translators(*qApp);
    MainWindow w;
    EXPECT_EQ(menu_titles(w), (QStringList{"&Datei", "&Bearbeiten", "&Ausführen", "R&oboter", "&Klasse", "A&nsicht", "&Hilfe"}));
    // Qt's own strings come from Qt's catalogue.
    EXPECT_EQ(QCoreApplication::translate("QPlatformTheme", "Cancel"), "Abbrechen");
}

// The mnemonic of a text ("&Datei": 'd'), lower case; 0 when it has none.
QChar mnemonic(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == '&') {
            if (text[i + 1] != '&') return text[i + 1].toLower();
            ++i;
        }
    }
    return QChar();
}

// Ctrl++ typed on a keyboard is Ctrl+Shift+= and arrives as Ctrl+Shift++: the
// shortcut map also tries it without Shift, so both forms are one key.
QString as_typed(const QKeySequence& k) {
    QKeyCombination c = k[0];
    if (c.key() == Qt::Key_Plus) c = QKeyCombination(c.keyboardModifiers() & ~Qt::ShiftModifier, c.key());
    return QKeySequence(c).toString(QKeySequence::PortableText);
}

// In every language: no key does two things, and no two menus (nor two items of one menu) share a mnemonic.
TEST_F(LanguageTest, NoAmbiguousShortcutOrMnemonicInAnyLanguage) {
    for (const QString& code : available_languages()) {
        choose_language(code);
        install_translators(*qApp);
        MainWindow w;
        std::map<QString, QString> owner;
        for (QAction* a : w.findChildren<QAction*>()) {
            if (!a->isEnabled() && a->shortcuts().isEmpty()) continue;
            for (const QKeySequence& k : a->shortcuts()) {
                const QString key = as_typed(k);
                const auto [it, fresh] = owner.emplace(key, a->text());
                EXPECT_TRUE(fresh)
                    << code.toStdString() << ": " << key.toStdString() << " is both " << it->second.toStdString() << " and "
                    << a->text().toStdString();
            }
        }
        std::vector<QList<QAction*>> groups{w.menuBar()->actions()};
        for (QAction* top : w.menuBar()->actions())
            if (top->menu()) groups.push_back(top->menu()->actions());
        for (const QList<QAction*>& group : groups) {
            std::map<QChar, QString> taken;
            for (QAction* a : group) {
                const QChar m = mnemonic(a->text());
                if (m.isNull()) continue;
                const auto [it, fresh] = taken.emplace(m, a->text());
                EXPECT_TRUE(fresh) << code.toStdString() << ": Alt+" << QString(m).toStdString() << " is both "
                                   << it->second.toStdString() << " and " << a->text().toStdString();
            }
        }
        for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
}

TEST_F(LanguageTest, ChoosingALanguageKeepsItAndAsksForARestart) {
    MainWindow w;
    QMenu* languages = w.findChild<QMenu*>("language_menu");
    ASSERT_NE(languages, nullptr);
    QAction* german = nullptr;
    for (QAction* a : languages->actions())
        if (a->data().toString() == "de") german = a;
    ASSERT_NE(german, nullptr);
    QSignalSpy restart(&w, &MainWindow::restart_requested);
    german->trigger();
    EXPECT_EQ(restart.count(), 1);
    EXPECT_EQ(QSettings().value("language").toString(), "de");
    EXPECT_TRUE(german->isChecked());
    german->trigger();  // the same again: nothing to do
    EXPECT_EQ(restart.count(), 1);
}
}  // namespace
