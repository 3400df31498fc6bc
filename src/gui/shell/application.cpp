// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "application.h"

#include "common/autosave.h"
#include "common/ruleset_labels.h"
#include "umbra/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

namespace arbitre::gui {

void installTranslation(QApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    const bool french = locale.language() == QLocale::French;
    setFrenchTerms(french);
    // A second call replaces the language, it does not stack a catalogue over the previous one.
    for (QTranslator *previous : app.findChildren<QTranslator *>(Qt::FindDirectChildrenOnly)) {
        QApplication::removeTranslator(previous);
        delete previous;
    }
    // English needs a catalogue too: it holds the plural forms of the %n messages.
    auto *ours = new QTranslator(&app);
    if (ours->load(french ? QStringLiteral(":/i18n/arbitre_fr.qm") : QStringLiteral(":/i18n/arbitre_en.qm")))
        QApplication::installTranslator(ours);
    if (!french)
        return;
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(QLocale::French), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
}

QString bundledPath(const QString &relative)
{
    const QString binary = QCoreApplication::applicationDirPath();
    const QStringList roots{binary + QStringLiteral("/../share/arbitre"), QStringLiteral(ARBITRE_SOURCE_DIR)};
    for (const QString &root : roots) {
        const QString candidate = QDir::cleanPath(root + QLatin1Char('/') + relative);
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return QDir::cleanPath(QStringLiteral(ARBITRE_SOURCE_DIR "/") + relative);
}

QString demoScenarioPath()
{
    return bundledPath(QStringLiteral("resources/scenarios/battle-of-vaudrey-ford.json"));
}

QString pmDemoPath()
{
    return bundledPath(QStringLiteral("resources/scenarios/pm-bataille-de-lerac.json"));
}

QString figuresDemoPath()
{
    return bundledPath(QStringLiteral("resources/scenarios/napoleonic-figures-demo.json"));
}

QString veDemoPath()
{
    return bundledPath(QStringLiteral("resources/scenarios/vive-l-empereur-demo.json"));
}

int runApplication(int argc, char *argv[])
{
    QApplication::setOrganizationName(QStringLiteral("Arbitre"));
    QApplication::setApplicationName(QStringLiteral("Arbitre"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Arbitre: a wargame adjudicator for game masters"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption language(QStringLiteral("lang"), QStringLiteral("Interface language (fr, en)."),
                                QStringLiteral("language"));
    parser.addOption(language);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A scenario or session file to open."));
    parser.process(app);

    const QString preferred =
        parser.isSet(language) ? parser.value(language) : QSettings().value(QStringLiteral("language")).toString();
    installTranslation(app, preferred);

    MainWindow window(std::make_unique<Autosaver>(Autosaver::defaultDirectory()));
    window.show();
    const QStringList files = parser.positionalArguments();
    // After show(): dialogs (recovery, errors) then have a parent on screen.
    QTimer::singleShot(0, &window, [&window, files] {
        if (!window.offerRecovery() && !files.isEmpty())
            window.openFile(files.front());
    });
    return QApplication::exec();
}

} // namespace arbitre::gui
