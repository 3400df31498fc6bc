// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "standard_menus.h"

#include "common/document.h"
#include "common/document_window.h"
#include "common/help_windows.h"
#include "common/module_ui.h"
#include "common/rule_lookup.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace arbitre::gui {

namespace {
/** The translation context of the menus every window shares. */
struct StandardMenus
{
    Q_DECLARE_TR_FUNCTIONS(StandardMenus)
};
} // namespace

QList<QKeySequence> keysWithFallback(QKeySequence::StandardKey key, const QKeySequence &promised)
{
    // The platform's first key only, as setShortcut(StandardKey) takes it: not X11's F14 for Undo beside Ctrl+Z.
    const QKeySequence platform(key);
    if (platform.isEmpty() || platform == promised)
        return {promised};
    return {platform, promised};
}

QMenu *addFileMenu(QMenuBar &bar, WindowHost &host, QWidget *window, const QList<QAction *> &ownActions)
{
    QMenu *file = bar.addMenu(StandardMenus::tr("&File"));
    QMenu *create = file->addMenu(StandardMenus::tr("&New"));
    for (QAction *action : host.newActions(window))
        create->addAction(action);
    create->menuAction()->setVisible(!create->isEmpty());
    QAction *open =
        file->addAction(StandardMenus::tr("&Open…"), window, [&host, window] { host.openFileDialog(window); });
    open->setShortcut(QKeySequence::Open);
    file->addAction(StandardMenus::tr("Open for Re&view…"), window,
                    [&host, window] { host.openForReviewDialog(window); })
        ->setObjectName(QStringLiteral("open-for-review"));
    QMenu *recent = file->addMenu(StandardMenus::tr("Open &Recent"));
    QObject::connect(recent, &QMenu::aboutToShow, window, [&host, recent, window] {
        recent->clear();
        for (const QString &path : host.recentFiles())
            recent->addAction(QFileInfo(path).fileName(), window, [&host, path] { host.openFile(path); })
                ->setToolTip(path);
        if (recent->isEmpty())
            recent->addAction(StandardMenus::tr("No recent files"))->setEnabled(false);
    });
    QMenu *demos = file->addMenu(StandardMenus::tr("Open a &Demo"));
    for (const DemoEntry &demo : host.demos()) {
        QAction *action = demos->addAction(demo.title, window, [&host, path = demo.path] { host.openDemo(path); });
        // The first demo is the demo battle the guide opens with (Ctrl+Shift+D), from every window.
        if (demos->actions().size() == 1)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    }
    file->addSeparator();
    for (QAction *action : ownActions)
        file->addAction(action);
    if (!ownActions.isEmpty())
        file->addSeparator();
    file->addAction(StandardMenus::tr("&Close"), window, &QWidget::close)->setShortcut(QKeySequence::Close);
    QAction *quit = file->addAction(StandardMenus::tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q)); // every desktop, not only where the platform has one
    quit->setMenuRole(QAction::QuitRole);
    return file;
}

QMenu *addWindowMenu(QMenuBar &bar, WindowHost &host, QWidget *window)
{
    QMenu *menu = bar.addMenu(StandardMenus::tr("&Window"));
    QObject::connect(menu, &QMenu::aboutToShow, window, [&host, menu, window] {
        menu->clear();
        for (DocumentWindow *open : host.windows()) {
            QAction *action = menu->addAction(open->windowTitle().remove(QStringLiteral("[*]")), open, [open] {
                open->show();
                open->raise();
                open->activateWindow();
            });
            action->setCheckable(true);
            action->setChecked(open == window);
        }
        menu->addSeparator();
        menu->addAction(StandardMenus::tr("&Welcome"), window, [&host] { host.showWelcome(); });
    });
    return menu;
}

QMenu *addHelpMenu(QMenuBar &bar, QWidget *window)
{
    QMenu *help = bar.addMenu(StandardMenus::tr("&Help"));
    QAction *guide = help->addAction(StandardMenus::tr("The GM &Guide"), window, [window] { showGuide(window); });
    guide->setShortcuts(keysWithFallback(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1)));
    help->addAction(StandardMenus::tr("&Keyboard Shortcuts"), window, [window] { showShortcuts(window); });
    help->addAction(StandardMenus::tr("&Rule Lookup…"), window, [window] { lookUpRule(window); });
    help->addSeparator();
    help->addAction(StandardMenus::tr("&About Arbitre"), window, [window] {
        QMessageBox::about(
            window, StandardMenus::tr("About Arbitre"),
            StandardMenus::tr("<h3>Arbitre %1</h3><p>A wargame adjudicator for game masters: every result "
                              "explained with its rule.</p><p>MIT licence.</p>")
                .arg(QApplication::applicationVersion()));
    });
    return help;
}

} // namespace arbitre::gui
