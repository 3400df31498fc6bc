// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The French GM's table: every text of the app's own catalogue is French on screen, and no label or button
// cuts its text (French runs a third longer than English).
#include "common/panel_layout.h"
#include "gui_fixtures.h"
#include "model_rows.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_window.h"
#include "play_driver.h"
#include "pm/pm_battle_window.h"
#include "shell/application.h"
#include "umbra/dialogs/levy_dialog.h"
#include "umbra/dialogs/new_scenario_dialog.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/docks/inspector_dock.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTabBar>
#include <QTextBrowser>
#include <QTreeView>
#include <QXmlStreamReader>

#include <catch2/catch.hpp>

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QTest::qWait(10);
    }
}

/**
 * The English phrases of the catalogue that French changes: of each source text, the pieces between its
 * placeholders that hold at least three words, as a French screen must not show them.
 */
QStringList englishPhrases()
{
    QFile ts(arbitre::test::sourcePath("translations/arbitre_fr.ts"));
    REQUIRE(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QStringList phrases;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QStringLiteral("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QStringLiteral("translation")) {
            const QString french = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (french.isEmpty() || french == source)
                continue;
            static const QRegularExpression cut(QStringLiteral("%n|%L?\\d|<[^>]*>|[&()\\[\\]:;·—–…\"“”]"));
            for (QString piece : source.split(cut, Qt::SkipEmptyParts)) {
                piece = piece.simplified();
                if (piece.count(QLatin1Char(' ')) >= 2 && !french.contains(piece))
                    phrases << piece;
            }
        }
    }
    phrases.removeDuplicates();
    return phrases;
}

/** What the window shows in words: labels, buttons, titles, tabs, menus, headers, lists and text panes. */
QStringList shownTexts(QWidget &root)
{
    QStringList texts{root.windowTitle()};
    for (QWidget *widget : root.findChildren<QWidget *>()) {
        if (auto *label = qobject_cast<QLabel *>(widget))
            texts << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            texts << button->text() << button->toolTip();
        else if (auto *dock = qobject_cast<QDockWidget *>(widget))
            texts << dock->windowTitle();
        else if (auto *tabs = qobject_cast<QTabBar *>(widget))
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        else if (auto *combo = qobject_cast<QComboBox *>(widget))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        else if (auto *edit = qobject_cast<QLineEdit *>(widget))
            texts << edit->placeholderText();
        else if (auto *browser = qobject_cast<QTextBrowser *>(widget))
            texts << browser->toPlainText();
        else if (auto *tree = qobject_cast<QTreeView *>(widget)) {
            const QAbstractItemModel *model = tree->model();
            for (int column = 0; model && column < model->columnCount(); ++column)
                texts << model->headerData(column, Qt::Horizontal).toString();
            std::vector<QModelIndex> pending{QModelIndex()};
            while (model && !pending.empty()) {
                const QModelIndex parent = pending.back();
                pending.pop_back();
                for (int row = 0; row < model->rowCount(parent); ++row)
                    for (int column = 0; column < model->columnCount(parent); ++column) {
                        const QModelIndex index = model->index(row, column, parent);
                        texts << index.data().toString() << index.data(Qt::ToolTipRole).toString();
                        if (column == 0)
                            pending.push_back(index);
                    }
            }
        }
    }
    for (QAction *action : root.findChildren<QAction *>())
        texts << action->text() << action->toolTip();
    return texts;
}

/**
 * English the core writes for its log and the CLI, which a French screen must word itself: the reasons of a
 * table's choice (UD-A57, UD-A58) and the "(s)" counts of the log.
 */
const QStringList CoreEnglish{QStringLiteral("difference within the tie band"),
                              QStringLiteral("triple ratio"),
                              QStringLiteral("double ratio"),
                              QStringLiteral("superior difference"),
                              QStringLiteral("difference below the superior threshold"),
                              QStringLiteral("the GM's choice"),
                              QStringLiteral("rally roll"),
                              QStringLiteral("(s)")};

void requireFrench(QWidget &root)
{
    const QStringList phrases = englishPhrases() + CoreEnglish;
    REQUIRE(phrases.size() > 100);
    const QStringList texts = shownTexts(root);
    CHECK(texts.join(QString()).size() > 200);
    // The test sees what it should: an English phrase of the catalogue would be found.
    CHECK(std::any_of(phrases.begin(), phrases.end(),
                      [](const QString &phrase) { return phrase == QStringLiteral("or type the die on the table"); }));
    for (const QString &text : texts) {
        const QString plain = QString(text).remove(QLatin1Char('&')).simplified();
        for (const QString &phrase : phrases)
            if (plain.contains(phrase)) {
                INFO("English \"" << phrase.toStdString() << "\" in \"" << plain.toStdString() << '"');
                CHECK(false);
            }
    }
}

/** No label or button on screen is narrower than its text asks (a word-wrapped label wraps instead). */
void requireNothingClipped(QWidget &root)
{
    int checked = 0;
    for (QWidget *widget : root.findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->visibleRegion().isEmpty())
            continue;
        QString text;
        if (auto *label = qobject_cast<QLabel *>(widget)) {
            if (label->wordWrap() || label->text().isEmpty() || label->textFormat() == Qt::RichText)
                continue;
            text = label->text();
        } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            if (button->text().isEmpty() || qobject_cast<QTabBar *>(widget->parentWidget()))
                continue;
            text = button->text();
        } else {
            continue;
        }
        INFO(widget->metaObject()->className()
             << " \"" << text.toStdString() << "\" " << widget->width() << " < " << widget->sizeHint().width());
        // Its own width, and the part of it its parents (a scroll area, the window) leave in view.
        CHECK(widget->width() >= widget->sizeHint().width());
        CHECK(widget->visibleRegion().boundingRect().width() >= widget->sizeHint().width());
        ++checked;
    }
    CHECK(checked >= 5);
}

struct FrenchTable
{
    FrenchTable() { arbitre::gui::installTranslation(*qApp, QStringLiteral("fr")); }
    ~FrenchTable() { arbitre::gui::installTranslation(*qApp, QStringLiteral("en")); }
};

/** The demo in its window at 1366x768, with the default layout of that screen. */
arbitre::gui::UmbraWindow *openDemoAtLaptop(arbitre::test::WindowFixture &fixture)
{
    QSettings().remove(QStringLiteral("layouts"));
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *window = fixture.window;
    window->resize(1366, 768);
    window->show();
    settle();
    window->panels()->reset();
    return window;
}

} // namespace

TEST_CASE("The French demo at 1366x768 shows no English sentence of the catalogue and clips no text",
          "[gui][translation]")
{
    FrenchTable french;
    arbitre::test::WindowFixture fixture;
    auto *window = openDemoAtLaptop(fixture);
    window->document()->select(arbitre::gui::Selection{arbitre::gui::Selection::Kind::Unit, "mf_garde", {}});
    window->inspector()->raise();
    settle();
    requireFrench(*window);
    requireNothingClipped(*window);

    // In play: the turn bar, a fight with its die typed, the log.
    window->nextStep();
    std::size_t die = 0;
    arbitre::test::Gm gm(*window, die);
    const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
    gm.movement(entries[0]);
    gm.confrontations(entries[0]);
    gm.movement(entries[1]);
    window->document()->select(arbitre::gui::Selection{arbitre::gui::Selection::Kind::Unit, "mf_garde", {}});
    window->inspector()->raise();
    settle();
    requireFrench(*window);
    requireNothingClipped(*window);
}

TEST_CASE("The French levy and new-scenario dialogs clip no text", "[gui][translation]")
{
    FrenchTable french;
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    arbitre::gui::LevyDialog levy(*fixture.window->document(), fixture.window);
    levy.show();
    settle();
    requireFrench(levy);
    requireNothingClipped(levy);
    arbitre::gui::NewScenarioDialog create(fixture.window);
    create.show();
    settle();
    requireFrench(create);
    requireNothingClipped(create);
}

TEST_CASE("The French confrontation words why its table and its roller, the log counts rallies in French "
          "(UD-84, UD-85, UD-99)",
          "[gui][translation]")
{
    FrenchTable french;
    arbitre::test::WindowFixture fixture;
    auto *window = openDemoAtLaptop(fixture);
    window->nextStep();
    std::size_t die = 0;
    arbitre::test::Gm gm(*window, die);
    const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
    for (int turn = 0; turn < 2; ++turn) {
        gm.movement(entries[turn]);
        gm.confrontations(entries[turn]);
    }
    gm.movement(entries[2]);
    const arbitre::umbra::DraftConfrontation &fight = window->document()->turnDraft()->items().front();
    auto *dock = window->confrontationDock();
    dock->raise();
    dock->showConfrontation(fight.confrontation);
    settle();
    auto *view = dock->findChild<QTextBrowser *>(QStringLiteral("confrontation-view"));
    REQUIRE(view);
    const QString shown = view->toPlainText();
    INFO(shown.toStdString());
    // The core's English reason is what an untranslated panel would show; the check sees it.
    const QString english = QString::fromUtf8(fight.preview.table.reason);
    CHECK(CoreEnglish.contains(english));
    CHECK_FALSE(shown.contains(english));
    CHECK(shown.contains(QStringLiteral("le total le plus fort, UD-85")));
    requireFrench(*window);

    gm.confrontations(entries[2]);
    gm.movement(entries[3]);
    gm.confrontations(entries[3]);
    gm.endOfDay();
    settle();
    QStringList titles;
    for (const QModelIndex &row : arbitre::test::allRows(*window->battleLog()->tree()->model()))
        titles << row.data().toString();
    const QString log = titles.join(QLatin1Char('\n'));
    INFO(log.toStdString());
    CHECK(log.contains(QStringLiteral("ralliement")));
    CHECK_FALSE(log.contains(QStringLiteral("(s)")));
    requireFrench(*window);
}

namespace {

/** `window` at 1366x768 with its default layout. */
void atLaptopSize(QWidget &window)
{
    window.resize(1366, 768);
    window.show();
    settle();
    if (auto *reset = window.findChild<QAction *>(QStringLiteral("reset-layout")))
        reset->trigger();
    settle();
}

} // namespace

TEST_CASE("The French PM battle window at 1366x768 shows both armies whole and no English sentence",
          "[gui][translation][pm]")
{
    FrenchTable french;
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::pmDemoPath()));
    auto *pm = fixture.windows<arbitre::gui::PmBattleWindow>().front();
    atLaptopSize(*pm);
    requireFrench(*pm);
    requireNothingClipped(*pm);
    // Both armies in view: each army's box lies wholly within the window's visible part.
    int armies = 0;
    for (QGroupBox *box : pm->findChildren<QGroupBox *>()) {
        if (box->parentWidget() && qobject_cast<QGroupBox *>(box->parentWidget()))
            continue; // a part of an army
        if (!box->isVisible())
            continue;
        INFO(box->title().toStdString() << ": " << box->visibleRegion().boundingRect().width() << " of "
                                        << box->width());
        CHECK(box->visibleRegion().boundingRect().width() == box->width());
        ++armies;
    }
    CHECK(armies == 2);
}

TEST_CASE("The French VE and figures windows at 1366x768 show no English sentence and clip no text",
          "[gui][translation][ve]")
{
    FrenchTable french;
    QSettings().remove(QStringLiteral("layouts"));
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    auto *ve = fixture.windows<arbitre::gui::VeWindow>().front();
    atLaptopSize(*ve);
    requireFrench(*ve);
    requireNothingClipped(*ve);

    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    auto *figures = fixture.windows<arbitre::gui::FiguresWindow>().front();
    atLaptopSize(*figures);
    figures->setProcedure(arbitre::napoleonic::FiguresProcedure::Fire);
    figures->setActingUnit(QStringLiteral("S"));
    figures->setTargetUnit(QStringLiteral("T"));
    figures->setDie(3);
    REQUIRE(figures->preview());
    settle();
    requireFrench(*figures);
    requireNothingClipped(*figures);
    QSettings().remove(QStringLiteral("layouts"));
}
