// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "application.h"

#include "common/autosave.h"
#include "common/document_window.h"
#include "common/ruleset_labels.h"
#include "shell/shell.h"
#include "shell/welcome_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <exception>

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

bool deliverGuarded(const std::function<bool()> &deliver)
{
    try {
        return deliver();
    } catch (const std::exception &error) {
        reportUnexpectedError(QString::fromUtf8(error.what()));
    } catch (...) {
        reportUnexpectedError(QString());
    }
    return false;
}

QString unexpectedErrorText(const QString &what)
{
    return GuardedApplication::tr("Arbitre met an error it did not expect, and the action was not completed. "
                                  "Your files on disk are as they were; save your work under a new name, then "
                                  "please report this:\n\n%1")
        .arg(what.isEmpty() ? GuardedApplication::tr("unknown error") : what);
}

void reportUnexpectedError(const QString &what)
{
    static bool reporting = false;
    std::fprintf(stderr, "arbitre: internal error (please report it): %s\n", what.toUtf8().constData());
    if (reporting)
        return; // the dialog itself failed: stderr is all there is
    const QScopedValueRollback<bool> once(reporting, true);
    QMessageBox::critical(QApplication::activeWindow(), GuardedApplication::tr("Unexpected error"),
                          unexpectedErrorText(what));
}

bool GuardedApplication::notify(QObject *receiver, QEvent *event)
{
    return deliverGuarded([&] { return QApplication::notify(receiver, event); });
}

namespace {

/**
 * `arbitre --check [FILE…]`: opens each file (with none, every demo the app lists) as the app does, without
 * dialogs, prints each window's title or the error, and returns 0 if every one opened, else 1.
 */
int checkFiles(Shell &shell, QStringList files)
{
    shell.setInteractive(false);
    if (files.isEmpty()) {
        for (const DemoEntry &demo : shell.demos())
            files.push_back(demo.path);
    }
    int status = files.isEmpty() ? 1 : 0;
    for (const QString &file : files) {
        if (const DocumentWindow *window = shell.openFile(file)) {
            std::printf("%s: %s\n", qUtf8Printable(file), qUtf8Printable(window->windowTitle()));
        } else {
            std::fprintf(stderr, "arbitre: %s: %s\n", qUtf8Printable(file), qUtf8Printable(shell.lastError()));
            status = 1;
        }
    }
    return status;
}

} // namespace

int runApplication(int argc, char *argv[])
{
    QApplication::setOrganizationName(QStringLiteral("Arbitre"));
    QApplication::setApplicationName(QStringLiteral("Arbitre"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITRE_VERSION));
    // The installed desktop entry (packaging/), so that a Wayland desktop shows its name and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.arbitre.Arbitre"));
    GuardedApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Arbitre: a wargame adjudicator for game masters"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption language(QStringLiteral("lang"), QStringLiteral("Interface language (fr, en)."),
                                QStringLiteral("language"));
    parser.addOption(language);
    QCommandLineOption check(QStringLiteral("check"),
                             QStringLiteral("Open each file (with none, every demo) without dialogs, print each "
                                            "window's title, and quit: exit status 0 if all opened, else 1. "
                                            "With no display, set QT_QPA_PLATFORM=offscreen."));
    parser.addOption(check);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A scenario or session file to open."));
    parser.process(app);

    const QString preferred =
        parser.isSet(language) ? parser.value(language) : QSettings().value(QStringLiteral("language")).toString();
    installTranslation(app, preferred);

    Shell shell(Autosaver::defaultDirectory());
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(check))
        return checkFiles(shell, files);
    shell.showWelcome();
    // After the welcome page is on screen: dialogs (recovery, errors) then have a parent.
    QTimer::singleShot(0, &shell, [&shell, files] {
        shell.offerRecovery();
        for (const QString &file : files)
            shell.openFile(file);
    });
    return QApplication::exec();
}

} // namespace arbitre::gui
