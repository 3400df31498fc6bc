// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GM's table on a 1366×768 laptop: the map leads, the panels read in one look.
#include "common/panel_layout.h"
#include "common/ruleset_labels.h"
#include "gui_fixtures.h"
#include "model_rows.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_map_view.h"
#include "napoleonic/ve_window.h"
#include "play_driver.h"
#include "shell/application.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/inspector_dock.h"
#include "umbra/docks/order_of_battle_dock.h"
#include "umbra/map/hex_map_view.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include <catch2/catch.hpp>

using arbitre::test::WindowFixture;
namespace umbra = arbitre::umbra;

namespace {

/** The delegate's own reading of an index's data into a style option. */
struct StyleProbe : QStyledItemDelegate
{
    using QStyledItemDelegate::initStyleOption;
};

constexpr QSize Laptop(1366, 768);

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QTest::qWait(10);
    }
}

/** The demo's window, laid out by default for a window of `size`. */
arbitre::gui::UmbraWindow *openAt(WindowFixture &fixture, QSize size)
{
    QSettings().remove(QStringLiteral("layouts"));
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *window = fixture.window;
    window->resize(size);
    window->show();
    settle();
    window->panels()->reset();
    settle();
    return window;
}

double mapShare(const arbitre::gui::UmbraWindow &window)
{
    const QSize map = window.mapView()->size();
    return double(map.width()) * map.height() / (double(window.width()) * window.height());
}

/** Every name in the tree `view` shows whole: the text fits its cell. */
void requireNoNameElided(const QTreeView &view)
{
    const QAbstractItemModel *model = view.model();
    std::vector<QModelIndex> pending{QModelIndex()};
    int names = 0;
    while (!pending.empty()) {
        const QModelIndex parent = pending.back();
        pending.pop_back();
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            pending.push_back(index);
            const QString name = index.data().toString();
            const QRect cell = view.visualRect(index);
            if (cell.isEmpty())
                continue; // collapsed
            INFO(name.toStdString() << " in " << cell.width() << "x" << cell.height());
            // The text's room as the style lays the cell out; a long name may wrap, but every word shows and
            // every line fits the row.
            QStyleOptionViewItem option;
            option.initFrom(&view);
            option.rect = cell;
            option.features |= QStyleOptionViewItem::WrapText;
            const int icon = view.style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, &view);
            option.decorationSize = QSize(icon, icon);
            StyleProbe().initStyleOption(&option, index);
            const int margin = view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1;
            const QRect text = view.style()->subElementRect(QStyle::SE_ItemViewItemText, &option, &view);
            const int room = text.width() - 2 * margin;
            for (const QString &word : name.split(QLatin1Char(' ')))
                CHECK(view.fontMetrics().horizontalAdvance(word) <= room);
            const QRect wrapped = view.fontMetrics().boundingRect(QRect(0, 0, room, 1000), Qt::TextWordWrap, name);
            CHECK(wrapped.height() <= text.height());
            ++names;
        }
    }
    CHECK(names > 5);
}

} // namespace

TEST_CASE("At 1366x768 the map takes more than half of the window", "[gui][layout]")
{
    WindowFixture fixture;
    auto *window = openAt(fixture, Laptop);
    INFO("map " << window->mapView()->width() << "x" << window->mapView()->height());
    CHECK(mapShare(*window) >= 0.55);
    // The panels are one column beside the map, not a row under it.
    CHECK(window->mapView()->height() >= Laptop.height() * 8 / 10);
}

TEST_CASE("At 1920x1080 the map takes most of the window", "[gui][layout]")
{
    WindowFixture fixture;
    auto *window = openAt(fixture, QSize(1920, 1080));
    CHECK(mapShare(*window) >= 0.6);
}

TEST_CASE("At 1366x768 no order-of-battle name of the demo is elided and the Hex column shows", "[gui][layout]")
{
    WindowFixture fixture;
    auto *window = openAt(fixture, Laptop);
    for (arbitre::gui::OrderOfBattleDock *dock : window->orderOfBattleDocks()) {
        dock->raise();
        settle();
        auto *tree = dock->findChild<QTreeView *>();
        REQUIRE(tree);
        tree->expandAll();
        settle();
        requireNoNameElided(*tree);
        const QHeaderView *header = tree->header();
        const int hex = 6; // OrderOfBattleModel::HexColumn
        CHECK_FALSE(header->isSectionHidden(hex));
        CHECK(header->sectionViewportPosition(hex) + header->sectionSize(hex) <= tree->viewport()->width());
    }
}

TEST_CASE("F9 folds the panels into a strip of tabs and a tab brings them back", "[gui][layout]")
{
    WindowFixture fixture;
    auto *window = openAt(fixture, Laptop);
    const int before = window->mapView()->width();
    window->panels()->collapseAction()->trigger();
    settle();
    CHECK(window->panels()->collapsed());
    CHECK(window->panels()->strip()->isVisible());
    CHECK(window->mapView()->width() > before + 300);
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        CHECK_FALSE(dock->isVisible());

    auto *tab = window->panels()->strip()->findChild<QToolButton *>(QStringLiteral("tab-battle-log"));
    REQUIRE(tab);
    tab->click();
    settle();
    CHECK_FALSE(window->panels()->collapsed());
    CHECK_FALSE(window->panels()->strip()->isVisible());
    CHECK(window->battleLog()->isVisible());
    CHECK(window->mapView()->width() == before);
}

TEST_CASE("The layout is kept per screen size and a new screen size fits the window to it", "[gui][layout]")
{
    QSettings().remove(QStringLiteral("layouts"));
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    {
        WindowFixture fixture;
        auto *window = qobject_cast<arbitre::gui::UmbraWindow *>(fixture.shell->openFile(arbitre::test::demoPath()));
        REQUIRE(window);
        CHECK(window->width() <= available.width());
        CHECK(window->height() <= available.height());
        window->panels()->collapseAction()->trigger();
        window->panels()->save();
    }
    CHECK(QSettings().contains(
        QStringLiteral("layouts/umbra/%1x%2/state").arg(available.width()).arg(available.height())));
    WindowFixture again;
    REQUIRE(again.open(arbitre::test::demoPath()));
    CHECK(again.window->panels()->collapsed()); // as it was left on this screen
    QSettings().remove(QStringLiteral("layouts"));
}

namespace {

/** The demo played to its first fight with a die to type (turn 3 of day 1), laid out for a laptop. */
struct DemoAtTheFight
{
    WindowFixture fixture;
    arbitre::gui::UmbraWindow *window = nullptr;
    std::size_t die = 0;
    int fight = -1;

    DemoAtTheFight()
    {
        window = openAt(fixture, Laptop);
        window->nextStep(); // begin the battle
        const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
        arbitre::test::Gm gm(*window, die);
        for (int turn = 0; turn < 2; ++turn) {
            gm.movement(entries[turn]);
            gm.confrontations(entries[turn]);
        }
        gm.movement(entries[2]);
        fight = window->document()->turnDraft()->items().front().confrontation;
        auto *dock = window->confrontationDock();
        dock->raise();
        dock->showConfrontation(fight);
        settle();
    }
};

/** True when the text `needle` of `view` lies wholly within its viewport as it is scrolled now. */
bool shownWhole(QTextBrowser &view, const QString &needle)
{
    const QTextCursor found = view.document()->find(needle);
    if (found.isNull())
        return false;
    QTextCursor end = found;
    end.setPosition(found.selectionEnd());
    QTextCursor start = found;
    start.setPosition(found.selectionStart());
    const QRect viewport = view.viewport()->rect();
    return viewport.contains(view.cursorRect(start)) && viewport.contains(view.cursorRect(end));
}

} // namespace

TEST_CASE("At 1366x768 the confrontation shows the die, its row and the losses without scrolling (UD-83)",
          "[gui][layout]")
{
    DemoAtTheFight demo;
    auto *dock = demo.window->confrontationDock();
    auto *view = dock->findChild<QTextBrowser *>(QStringLiteral("confrontation-view"));
    REQUIRE(view);
    CHECK(shownWhole(*view, QStringLiteral("Waiting for:")));
    QTest::keyClick(dock, static_cast<Qt::Key>(Qt::Key_0 + arbitre::test::DemoDice.at(demo.die) % 10));
    settle();
    const umbra::DraftConfrontation *item = demo.window->document()->turnDraft()->find(demo.fight);
    REQUIRE(item);
    REQUIRE(item->complete);
    CHECK(view->verticalScrollBar()->value() == 0);
    CHECK(shownWhole(*view, QStringLiteral("Draw 1:")));
    // The row's text and every loss of the draw: the last line of the result.
    const umbra::DrawRecord &draw = item->preview.draws[0];
    const auto &rules = demo.window->document()->ruleset();
    const auto &table = rules.tables[static_cast<std::size_t>(item->preview.table.table)];
    const QString row =
        arbitre::gui::termLabel(table.rows[static_cast<std::size_t>(draw.row)].text).section(QLatin1Char(' '), 0, 2);
    CHECK(shownWhole(*view, row));
    const QTextBlock lastLoss = view->document()->find(QStringLiteral("Draw 1:")).block().next();
    REQUIRE(lastLoss.isValid());
    QTextBlock block = lastLoss;
    for (std::size_t i = 1; i < draw.lossCount && block.next().isValid(); ++i)
        block = block.next();
    CHECK(shownWhole(*view, block.text().left(20)));
}

TEST_CASE("The battle log shows its newest entry after a resolution and keeps a place the GM scrolled back to",
          "[gui][layout]")
{
    DemoAtTheFight demo;
    auto *log = demo.window->battleLog();
    QTreeView *tree = log->tree();
    CHECK(log->isVisible());
    const auto newestShown = [tree] {
        const std::vector<QModelIndex> rows = arbitre::test::allRows(*tree->model());
        return !rows.empty() && tree->viewport()->rect().contains(tree->visualRect(rows.back()));
    };
    CHECK(newestShown());

    // The GM reads the first day's beginning: the next resolution leaves the log there.
    tree->verticalScrollBar()->setValue(0);
    arbitre::test::Gm gm(*demo.window, demo.die);
    const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
    gm.confrontations(entries[2]);
    settle();
    CHECK(tree->verticalScrollBar()->value() == 0);
    CHECK_FALSE(newestShown());

    // Back at the end, the log follows again.
    tree->scrollToBottom();
    gm.movement(entries[3]);
    settle();
    CHECK(newestShown());
}

TEST_CASE("The status bar says the day is ending after its last turn, not a fifth turn (UD-99)", "[gui][layout]")
{
    DemoAtTheFight demo;
    arbitre::test::Gm gm(*demo.window, demo.die);
    const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
    gm.confrontations(entries[2]);
    gm.movement(entries[3]);
    gm.confrontations(entries[3]);
    REQUIRE(demo.window->document()->state().phase == umbra::Phase::EndOfDay);
    QStringList texts;
    for (const QLabel *label : demo.window->statusBar()->findChildren<QLabel *>())
        texts << label->text();
    const QString all = texts.join(QLatin1Char('|'));
    INFO(all.toStdString());
    CHECK(all.contains(QStringLiteral("day 1, end of the day")));
    CHECK_FALSE(all.contains(QStringLiteral("turn 5")));
}

TEST_CASE("At 1366x768 the Hex column stays in view when a wound adds the Wounded column (UD-28)", "[gui][layout]")
{
    DemoAtTheFight demo;
    arbitre::test::Gm gm(*demo.window, demo.die);
    const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
    gm.confrontations(entries[2]); // the Brisemont pikemen are wounded
    settle();
    for (arbitre::gui::OrderOfBattleDock *dock : demo.window->orderOfBattleDocks()) {
        dock->raise();
        settle();
        auto *tree = dock->findChild<QTreeView *>();
        REQUIRE(tree);
        const QHeaderView *header = tree->header();
        const int hex = 6;     // OrderOfBattleModel::HexColumn
        const int wounded = 4; // OrderOfBattleModel::WoundedColumn
        CHECK(header->sectionViewportPosition(hex) + header->sectionSize(hex) <= tree->viewport()->width());
        if (dock->windowTitle().contains(QStringLiteral("Brisemont")))
            CHECK_FALSE(header->isSectionHidden(wounded));
    }
}

TEST_CASE("Rule ids in the turn bar, the confrontation and the inspector are links to their rule's text",
          "[gui][layout][rule]")
{
    DemoAtTheFight demo;
    auto *view = demo.window->confrontationDock()->findChild<QTextBrowser *>(QStringLiteral("confrontation-view"));
    REQUIRE(view);
    CHECK(view->toHtml().contains(QStringLiteral("href=\"rule:UD-83\"")));
    CHECK(demo.window->stepLabel()->text().contains(QStringLiteral("rule:UD-83")));
    demo.window->document()->select(arbitre::gui::Selection{arbitre::gui::Selection::Kind::Unit, "mf_garde", {}});
    settle();
    bool linked = false;
    for (const QLabel *label : demo.window->inspector()->findChildren<QLabel *>())
        linked = linked || label->text().contains(QStringLiteral("href=\"rule:UD-"));
    CHECK(linked);
}

TEST_CASE("The Vive l'Empereur window first opens within the screen and F9 gives its map the window", "[gui][layout]")
{
    QSettings().remove(QStringLiteral("layouts"));
    WindowFixture fixture;
    arbitre::gui::DocumentWindow *window =
        fixture.shell->openFile(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json"));
    REQUIRE(window);
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    CHECK(window->width() <= available.width());
    CHECK(window->height() <= available.height());
    window->show();
    settle();
    auto *map = window->centralWidget();
    const QSize before = map->size();
    auto *collapse = window->findChild<QAction *>(QStringLiteral("collapse-panels"));
    REQUIRE(collapse);
    collapse->trigger();
    settle();
    CHECK(map->width() > before.width());
    CHECK(map->height() >= before.height()); // nothing under the map: its panels are a column beside it
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        CHECK_FALSE(dock->isVisible());
}

TEST_CASE("Ids show beside names only when a designer asks for them with View - Show Ids", "[gui][layout]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *window = fixture.window;
    window->document()->select(arbitre::gui::Selection{arbitre::gui::Selection::Kind::Unit, "mf_garde", {}});
    const auto inspectorShows = [window](const QString &text) {
        for (const QLabel *label : window->inspector()->findChildren<QLabel *>())
            if (label->isVisibleTo(window->inspector()) && label->text().contains(text))
                return true;
        return false;
    };
    auto *ids = window->findChild<QAction *>(QStringLiteral("show-ids"));
    REQUIRE(ids);
    CHECK_FALSE(ids->isChecked());
    CHECK(inspectorShows(QStringLiteral("Garde de la Tour")));
    CHECK_FALSE(inspectorShows(QStringLiteral("mf_garde")));
    ids->trigger();
    CHECK(inspectorShows(QStringLiteral("mf_garde")));
    ids->trigger();
    CHECK_FALSE(inspectorShows(QStringLiteral("mf_garde")));
}

namespace {

/** The Vive l'Empereur demo in `language`, laid out by default for a window of `size`. */
struct VeAt
{
    WindowFixture fixture;
    arbitre::gui::VeWindow *window = nullptr;

    VeAt(QSize size, const QString &language)
    {
        arbitre::gui::installTranslation(*qApp, language);
        QSettings().remove(QStringLiteral("layouts"));
        REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
        window = fixture.windows<arbitre::gui::VeWindow>().front();
        window->resize(size);
        window->show();
        settle();
        auto *reset = window->findChild<QAction *>(QStringLiteral("reset-layout"));
        REQUIRE(reset);
        reset->trigger();
        settle();
    }
    ~VeAt() { arbitre::gui::installTranslation(*qApp, QStringLiteral("en")); }
    VeAt(const VeAt &) = delete;
    VeAt &operator=(const VeAt &) = delete;

    double mapShare() const
    {
        const QSize map = window->mapView()->size();
        return double(map.width()) * map.height() / (double(window->width()) * window->height());
    }
};

} // namespace

TEST_CASE("At 1366x768 the VE map takes more than half of the window, the panels in one column beside it",
          "[gui][layout][ve]")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        VeAt ve(Laptop, language);
        INFO(language.toStdString() << ": map " << ve.window->mapView()->width() << "x"
                                    << ve.window->mapView()->height());
        CHECK(ve.mapShare() >= 0.55);
        CHECK(ve.window->mapView()->height() >= Laptop.height() * 75 / 100);
        // Everything still reachable: the table panel and the units, both in view beside the map.
        for (QDockWidget *dock : ve.window->findChildren<QDockWidget *>()) {
            INFO(dock->objectName().toStdString());
            if (dock->objectName() == QStringLiteral("review-dock")) { // shown only in review mode (issue 24)
                CHECK_FALSE(dock->isVisible());
                continue;
            }
            CHECK(dock->isVisible());
            CHECK(dock->x() >= ve.window->mapView()->width());
            CHECK(dock->height() >= 200);
        }
        CHECK(ve.window->tabs()->currentWidget()->isVisible());
    }
}

TEST_CASE("At 1920x1080 the VE map takes most of the window", "[gui][layout][ve]")
{
    VeAt ve(QSize(1920, 1080), QStringLiteral("en"));
    CHECK(ve.mapShare() >= 0.6);
}

TEST_CASE("At 1366x768 the VE units show each name and its hex without scrolling sideways", "[gui][layout][ve]")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        VeAt ve(Laptop, language);
        int names = 0;
        for (int side = 0; side < 2; ++side) {
            QTableWidget *table = ve.window->unitsTable(side);
            REQUIRE(table);
            const QHeaderView *header = table->horizontalHeader();
            const int hex = 1;
            INFO(language.toStdString() << " side " << side << ": viewport " << table->viewport()->width());
            CHECK(table->isVisible());
            REQUIRE(table->rowCount() > 0);
            CHECK(table->item(0, hex)->text().startsWith(QLatin1Char('['))); // the hex column, [col, row]
            CHECK(table->horizontalScrollBar()->value() == 0);
            CHECK(header->sectionViewportPosition(hex) + header->sectionSize(hex) <= table->viewport()->width());
            for (int row = 0; row < table->rowCount(); ++row) {
                for (const int column : {0, hex}) {
                    const QString text = table->item(row, column)->text();
                    INFO(text.toStdString() << " in " << header->sectionSize(column));
                    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
                    const int room = header->sectionSize(column) - 2 * margin;
                    // Whole on one line, or wrapped within its row with every word whole.
                    for (const QString &word : text.split(QLatin1Char(' ')))
                        CHECK(table->fontMetrics().horizontalAdvance(word) <= room);
                    const QRect wrapped =
                        table->fontMetrics().boundingRect(QRect(0, 0, room, 1000), Qt::TextWordWrap, text);
                    CHECK(wrapped.height() <= table->rowHeight(row));
                }
                ++names;
            }
        }
        CHECK(names == 9);
    }
}

TEST_CASE("At 1366x768 the VE units show at least five rows a side, both sides at once", "[gui][layout][ve]")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        VeAt ve(Laptop, language);
        for (int side = 0; side < 2; ++side) {
            QTableWidget *table = ve.window->unitsTable(side);
            REQUIRE(table);
            REQUIRE(table->rowCount() > 0);
            CHECK(table->isVisible());
            const int rows = table->viewport()->height() / table->rowHeight(0);
            INFO(language.toStdString() << " side " << side << ": viewport " << table->viewport()->height()
                                        << " px, rows of " << table->rowHeight(0) << " px");
            CHECK(rows >= 5);
            // Every unit of the demo in view, none scrolled away.
            CHECK(table->verticalScrollBar()->maximum() == 0);
        }
        // The table panel keeps its room above them.
        CHECK(ve.window->tabs()->height() >= 250);
    }
}

TEST_CASE("At 1366x768 in English the figures window's inputs fit their column: nothing scrolls sideways",
          "[gui][layout][figures]")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        arbitre::gui::installTranslation(*qApp, language);
        QSettings().remove(QStringLiteral("layouts"));
        WindowFixture fixture;
        REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
        auto *figures = fixture.windows<arbitre::gui::FiguresWindow>().front();
        figures->resize(Laptop);
        figures->show();
        settle();
        const auto *ticks = figures->findChild<QWidget *>(QStringLiteral("modifier-ticks"));
        REQUIRE(ticks);
        QScrollArea *inputs = nullptr;
        for (QScrollArea *scroll : figures->findChildren<QScrollArea *>())
            if (scroll->widget() && scroll->widget()->isAncestorOf(ticks))
                inputs = scroll;
        REQUIRE(inputs);
        using arbitre::napoleonic::FiguresProcedure;
        for (const FiguresProcedure procedure :
             {FiguresProcedure::Fire, FiguresProcedure::Melee, FiguresProcedure::Morale, FiguresProcedure::Control,
              FiguresProcedure::Reaction, FiguresProcedure::Formation, FiguresProcedure::Move,
              FiguresProcedure::Action}) {
            figures->setProcedure(procedure);
            settle();
            INFO(language.toStdString() << " " << arbitre::napoleonic::figuresProcedureId(procedure) << ": content "
                                        << inputs->widget()->width() << " in " << inputs->viewport()->width()
                                        << ", minimum " << inputs->widget()->minimumSizeHint().width());
            CHECK(inputs->horizontalScrollBar()->maximum() == 0);
        }
    }
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
}

TEST_CASE("At 1366x768 the figures loss table reads whole: no cell or header broken, nothing off to the side (NF-14)",
          "[gui][layout][figures]")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        arbitre::gui::installTranslation(*qApp, language);
        WindowFixture fixture;
        REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
        auto *figures = fixture.windows<arbitre::gui::FiguresWindow>().front();
        figures->resize(Laptop);
        figures->show();
        figures->setProcedure(arbitre::napoleonic::FiguresProcedure::Fire);
        figures->setActingUnit(QStringLiteral("S"));
        figures->setTargetUnit(QStringLiteral("T"));
        figures->setDie(3);
        REQUIRE(figures->preview());
        settle();
        QTextBrowser *table = figures->tableView();
        REQUIRE(table);
        INFO(language.toStdString() << ": table " << table->document()->size().width() << " in "
                                    << table->viewport()->width());
        CHECK(table->document()->size().width() <= table->viewport()->width());
        int cells = 0;
        for (QTextBlock block = table->document()->begin(); block.isValid(); block = block.next()) {
            const QString text = block.text().simplified();
            if (text.isEmpty() || !block.layout())
                continue;
            INFO('"' << text.toStdString() << "\" on " << block.layout()->lineCount() << " lines");
            // A word never broken across lines: at most one line a word.
            CHECK(block.layout()->lineCount() <= text.count(QLatin1Char(' ')) + 1);
            ++cells;
        }
        CHECK(cells > 13 * 16);
    }
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
}
