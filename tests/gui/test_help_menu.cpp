// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Help menu (issue 18): the GM guide rendered in the app, the shortcut list read from the window's actions,
// every shortcut the guide names found on its window's actions, and a rule id opening that rule's text.
#include "common/help_windows.h"
#include "common/rule_lookup.h"
#include "gui_fixtures.h"
#include "shell/welcome_window.h"

#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextBrowser>

#include <catch2/catch.hpp>

#include <map>

using arbitre::gui::ShortcutEntry;
using arbitre::test::sourcePath;
using arbitre::test::WindowFixture;

namespace {

QMenu *menuTitled(QMenuBar *bar, const QString &title)
{
    for (QAction *action : bar->actions()) {
        if (action->menu() != nullptr && action->menu()->title() == title)
            return action->menu();
    }
    return nullptr;
}

QStringList actionTexts(const QMenu &menu)
{
    QStringList texts;
    for (const QAction *action : menu.actions()) {
        if (!action->isSeparator())
            texts << action->text();
    }
    return texts;
}

const ShortcutEntry *findShortcut(const QList<ShortcutEntry> &entries, const QKeySequence &key)
{
    for (const ShortcutEntry &entry : entries) {
        if (entry.shortcuts.contains(key))
            return &entry;
    }
    return nullptr;
}

/** The demo each section of the guide's app part describes the window of. */
QString demoOfSection(const QString &heading)
{
    static const std::map<QString, const char *> demos = {
        {QStringLiteral("Opening a battle"), "battle-of-vaudrey-ford"},
        {QStringLiteral("Preparing a scenario (set-up)"), "battle-of-vaudrey-ford"},
        {QStringLiteral("Playing a battle, turn by turn"), "battle-of-vaudrey-ford"},
        {QStringLiteral("The battle log"), "battle-of-vaudrey-ford"},
        {QStringLiteral("Reviewing a battle"), "battle-of-vaudrey-ford"},
        {QStringLiteral("A PM battle (*Batailles classiques*)"), "pm-bataille-de-lerac"},
        {QStringLiteral("A Napoleonic table"), "napoleonic-figures-demo"},
        {QStringLiteral("A Vive l'Empereur ! battle"), "vive-l-empereur-demo"},
        {QStringLiteral("A rule system without a window of its own: the duel"), "duel-at-the-mill"},
        {QStringLiteral("Saving, autosave and recovery"), "battle-of-vaudrey-ford"},
        {QStringLiteral("Language and shortcuts"), "battle-of-vaudrey-ford"},
    };
    const auto found = demos.find(heading);
    return found == demos.end()
               ? QString()
               : sourcePath("resources/scenarios/") + QString::fromUtf8(found->second) + QStringLiteral(".json");
}

/**
 * Every key the guide's app part names, by the section it is named in: each `Ctrl+…`, and the single keys of
 * the shortcut table (S, B, Delete). The table's die keys (1–9, 0, Backspace) are typed into the dice field,
 * not actions, and are left out.
 */
std::map<QString, QStringList> guideShortcuts()
{
    QFile guide(sourcePath("docs/gm-guide.md"));
    REQUIRE(guide.open(QIODevice::ReadOnly | QIODevice::Text));
    const QRegularExpression ctrl(QStringLiteral("Ctrl\\+(?:Shift\\+)?(?:Return|[A-Z0-9]\\b|\\+|-)"));
    const QRegularExpression tableKey(QStringLiteral("^([A-Z]|Delete)$"));
    std::map<QString, QStringList> keys;
    QString section;
    for (const QString &line : QString::fromUtf8(guide.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("# The command line")))
            break;
        if (line.startsWith(QStringLiteral("### "))) {
            section = line.mid(4).trimmed();
            continue;
        }
        for (const QRegularExpressionMatch &match : ctrl.globalMatch(line))
            keys[section] << match.captured();
        const QStringList cells = line.split(QLatin1Char('|'));
        if (line.startsWith(QLatin1Char('|')) && cells.size() >= 3) {
            for (const QString &key : cells[2].split(QLatin1Char('/'))) {
                if (tableKey.match(key.trimmed()).hasMatch())
                    keys[section] << key.trimmed();
            }
        }
    }
    return keys;
}

} // namespace

TEST_CASE("Help has the GM guide, the keyboard shortcuts, the rule lookup and About", "[help]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    for (QMainWindow *window :
         {static_cast<QMainWindow *>(fixture.window), static_cast<QMainWindow *>(fixture.shell->welcome())}) {
        QMenu *help = menuTitled(window->menuBar(), QStringLiteral("&Help"));
        REQUIRE(help);
        CHECK(actionTexts(*help) == QStringList{QStringLiteral("The GM &Guide"), QStringLiteral("&Keyboard Shortcuts"),
                                                QStringLiteral("&Rule Lookup…"), QStringLiteral("&About Arbitre")});
        CHECK(help->actions().front()->shortcuts().contains(QKeySequence(Qt::Key_F1)));
    }
}

TEST_CASE("The GM guide opens in the app, rendered, its pictures found beside it", "[help]")
{
    CHECK(QFile::exists(arbitre::gui::guidePath()));
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    QWidget *guide = arbitre::gui::showGuide(fixture.window);
    REQUIRE(guide);
    CHECK(guide->isVisible());
    CHECK(arbitre::gui::showGuide(fixture.window) == guide); // one window, raised again
    auto *browser = guide->findChild<QTextBrowser *>();
    REQUIRE(browser);
    const QString text = browser->toPlainText();
    CHECK(text.startsWith(QStringLiteral("GM guide"))); // the heading, rendered: no '#'
    CHECK(text.contains(QStringLiteral("Saving, autosave and recovery")));
    CHECK_FALSE(text.contains(QStringLiteral("![")));
    // A picture named relative to docs/ is read and fitted to the page.
    const QVariant picture =
        browser->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("images/welcome.png")));
    const QImage image = picture.value<QImage>();
    REQUIRE_FALSE(image.isNull());
    CHECK(image.width() <= 860);
    guide->close();
}

TEST_CASE("The shortcut list is read from the window's own actions", "[help]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    const QList<ShortcutEntry> entries = arbitre::gui::shortcutEntries(*fixture.window);
    const ShortcutEntry *saveAs = findShortcut(entries, QKeySequence(QStringLiteral("Ctrl+Shift+S")));
    REQUIRE(saveAs);
    CHECK(saveAs->action == QStringLiteral("Save As…"));
    CHECK(saveAs->place == QStringLiteral("File"));
    const ShortcutEntry *demo = findShortcut(entries, QKeySequence(QStringLiteral("Ctrl+Shift+D")));
    REQUIRE(demo);
    CHECK(demo->place == QStringLiteral("File ▸ Open a Demo"));
    // Each action once, though toolbars show some of them again.
    QSet<QString> seen;
    for (const ShortcutEntry &entry : entries) {
        INFO(entry.place.toStdString() << ": " << entry.action.toStdString());
        CHECK_FALSE(seen.contains(entry.place + entry.action));
        seen.insert(entry.place + entry.action);
    }

    QWidget *dialog = arbitre::gui::showShortcuts(fixture.window);
    auto *table = dialog->findChild<QTableWidget *>();
    REQUIRE(table);
    CHECK(table->rowCount() == entries.size());
    dialog->close();
}

TEST_CASE("Every shortcut the GM guide names is on an action of the window it describes", "[help]")
{
    const std::map<QString, QStringList> named = guideShortcuts();
    int checked = 0;
    for (const auto &[section, keys] : named) {
        INFO("guide section: " << section.toStdString());
        const QString demo = demoOfSection(section);
        REQUIRE_FALSE(demo.isEmpty()); // a new section of the guide says which window it shows
        WindowFixture fixture;
        arbitre::gui::DocumentWindow *window = fixture.openDemo(demo);
        REQUIRE(window);
        const QList<ShortcutEntry> entries = arbitre::gui::shortcutEntries(*window);
        for (const QString &key : keys) {
            INFO("shortcut " << key.toStdString());
            CHECK(findShortcut(entries, QKeySequence::fromString(key, QKeySequence::PortableText)) != nullptr);
            ++checked;
        }
    }
    CHECK(checked >= 20);
}

TEST_CASE("Ctrl+Shift+D opens the demo battle from any window, untitled", "[help][shell]")
{
    WindowFixture fixture;
    const QList<ShortcutEntry> entries = arbitre::gui::shortcutEntries(*fixture.shell->welcome());
    REQUIRE(findShortcut(entries, QKeySequence(QStringLiteral("Ctrl+Shift+D"))));
    for (QAction *action : fixture.shell->welcome()->findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(QStringLiteral("Ctrl+Shift+D")))
            action->trigger();
    }
    REQUIRE(fixture.shell->windows().size() == 1);
    arbitre::gui::DocumentWindow *opened = fixture.shell->windows().front();
    CHECK(opened->document()->filePath().isEmpty());
    CHECK(opened->document()->title() == QStringLiteral("La bataille du gué de Vaudrey"));
}

TEST_CASE("A rule id opens that rule's text: UD-83, UD-A52, PM-6, NF-11 and VE-M6", "[help][rule]")
{
    CHECK(arbitre::gui::ruleText(QStringLiteral("UD-83")).startsWith(QStringLiteral("**UD-83** *Total de Force*.")));
    CHECK(arbitre::gui::ruleText(QStringLiteral("UD-A52")).startsWith(QStringLiteral("**UD-A52 Adjacency trigger")));
    CHECK(arbitre::gui::ruleText(QStringLiteral("PM-6")).startsWith(QStringLiteral("**PM-6** *Jets des joueurs*.")));
    CHECK(arbitre::gui::ruleText(QStringLiteral("NF-11")).startsWith(QStringLiteral("**NF-11 Generals in melee.**")));
    CHECK(arbitre::gui::ruleText(QStringLiteral("VE-M6")).startsWith(QStringLiteral("**VE-M6 What the GM")));
    CHECK(arbitre::gui::ruleText(QStringLiteral("UD-999")).isEmpty());

    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    QWidget *shown = arbitre::gui::showRule(QStringLiteral("ud-83"), fixture.window);
    REQUIRE(shown);
    CHECK(shown->isVisible());
    CHECK(shown->windowTitle().startsWith(QStringLiteral("Rule UD-83")));
    auto *browser = shown->findChild<QTextBrowser *>();
    REQUIRE(browser);
    CHECK(browser->toPlainText().startsWith(QStringLiteral("UD-83 Total de Force.")));
    // The ids it cites are links to their rules (UD-M1 here).
    CHECK(browser->toHtml().contains(QStringLiteral("href=\"rule:UD-M1\"")));

    // A window's label links: `rule:` opens the rule window, other links are left to the caller.
    CHECK(arbitre::gui::openRuleLink(QStringLiteral("rule:PM-6"), fixture.window));
    CHECK(shown->windowTitle().startsWith(QStringLiteral("Rule PM-6")));
    CHECK_FALSE(arbitre::gui::openRuleLink(QStringLiteral("https://example.org"), fixture.window));
    CHECK_FALSE(arbitre::gui::openRuleLink(QStringLiteral("rule:nothing"), fixture.window));
    CHECK(arbitre::gui::linkRuleIds(QStringLiteral("base (UD-20), armament UD-24")) ==
          QStringLiteral("base (<a href=\"rule:UD-20\">UD-20</a>), armament <a href=\"rule:UD-24\">UD-24</a>"));
    shown->close();
}
