// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/setup.h"
#include "gui_fixtures.h"
#include "umbra/docks/order_of_battle_dock.h"
#include "umbra/docks/order_of_battle_model.h"
#include "umbra/umbra_document.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QUndoStack>

#include <catch2/catch.hpp>

using arbitre::gui::OrderOfBattleDock;
using arbitre::gui::OrderOfBattleModel;
using arbitre::gui::Selection;
using arbitre::gui::UmbraDocument;
using Kind = OrderOfBattleModel::RowKind;

namespace {

std::unique_ptr<UmbraDocument> openDemo()
{
    return arbitre::test::openDocument<arbitre::gui::UmbraDocument>(
        QString::fromUtf8(ARBITRE_SOURCE_DIR "/resources/scenarios/battle-of-vaudrey-ford.json"));
}

Kind kindOf(const QModelIndex &index)
{
    return static_cast<Kind>(index.data(OrderOfBattleModel::KindRole).toInt());
}

// Unit rows under a side row, by kind.
int countUnits(const QAbstractItemModel &model, const QModelIndex &side, Kind kind)
{
    int count = 0;
    for (int g = 0; g < model.rowCount(side); ++g) {
        const QModelIndex group = model.index(g, 0, side);
        for (int u = 0; u < model.rowCount(group); ++u)
            count += kindOf(model.index(u, 0, group)) == kind ? 1 : 0;
    }
    return count;
}

// Every id shown by a tree (or proxy), depth first.
QStringList shownIds(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        ids << index.data(OrderOfBattleModel::IdRole).toString();
        ids << shownIds(model, index);
    }
    return ids;
}

const arbitre::umbra::Troop &troop(const UmbraDocument &document, const std::string &id)
{
    for (const auto &side : document.state().sides)
        for (const auto &candidate : side.troops)
            if (candidate.id == id)
                return candidate;
    FAIL("no troop " << id);
    throw std::logic_error("unreachable");
}

} // namespace

TEST_CASE("The order of battle lists every side, personality and troop of the state", "[oob]")
{
    auto document = openDemo();
    OrderOfBattleModel model;
    model.setDocument(document.get());

    const auto &sides = document->state().sides;
    REQUIRE(sides.size() == 2);
    REQUIRE(model.rowCount() == 2);
    for (int s = 0; s < 2; ++s) {
        const QModelIndex side = model.index(s, 0);
        const auto &state = sides[static_cast<std::size_t>(s)];
        CHECK(kindOf(side) == Kind::Side);
        CHECK(side.data().toString() == QString::fromStdString(state.name));
        CHECK(countUnits(model, side, Kind::Troop) == static_cast<int>(state.troops.size()));
        CHECK(countUnits(model, side, Kind::Personality) == static_cast<int>(state.personalities.size()));
        // The personalities come first, then one group per troop type.
        const QModelIndex first = model.index(0, 0, side);
        CHECK(kindOf(first) == Kind::Group);
        CHECK(first.data(OrderOfBattleModel::IdRole).toString().endsWith(QStringLiteral("/personalities")));
    }
    // The demo's levies are in the state: 9 troops in the file, plus the levied units and piétailles.
    CHECK(sides[0].troops.size() > 9);

    SECTION("a troop's row carries its Force with the breakdown's rule ids, and its hex")
    {
        const QModelIndex name = model.indexOfUnit(QStringLiteral("mf_garde"));
        REQUIRE(name.isValid());
        CHECK(kindOf(name) == Kind::Troop);
        CHECK(name.data().toString() == QStringLiteral("Garde de la Tour"));
        const QModelIndex force = name.siblingAtColumn(OrderOfBattleModel::ForceColumn);
        arbitre::Breakdown breakdown;
        const int expected = arbitre::umbra::troopForce(document->ruleset(), troop(*document, "mf_garde"), &breakdown);
        CHECK(force.data().toInt() == expected);
        CHECK(force.data(OrderOfBattleModel::SortRole).toInt() == expected);
        const QString tooltip = force.data(Qt::ToolTipRole).toString();
        REQUIRE(breakdown.size() >= 2);
        for (const arbitre::Term &term : breakdown)
            CHECK(tooltip.contains(QString::fromUtf8(term.ruleId.data(), static_cast<qsizetype>(term.ruleId.size()))));
        CHECK(tooltip.count(QLatin1Char('\n')) == static_cast<qsizetype>(breakdown.size()));
        CHECK(name.siblingAtColumn(OrderOfBattleModel::HexColumn).data().toString() == QStringLiteral("[13, 9]"));
    }

    SECTION("a levied troop not arrived yet says when it comes")
    {
        const QModelIndex hex =
            model.indexOfUnit(QStringLiteral("mf_chevaliers_grange")).siblingAtColumn(OrderOfBattleModel::HexColumn);
        CHECK(hex.data().toString() ==
              QStringLiteral("arrives day %1").arg(troop(*document, "mf_chevaliers_grange").arrivalDay));
    }

    SECTION("a set-up edit rebuilds the rows from the new state")
    {
        const auto path = arbitre::umbra::setup::findUnit(document->setup(), "mf_garde");
        document->edit(QStringLiteral("rename"),
                       arbitre::umbra::setup::setField(document->ruleset(), document->setup(), path.pointer, "name",
                                                       "Garde du Donjon"));
        CHECK(model.indexOfUnit(QStringLiteral("mf_garde")).data().toString() == QStringLiteral("Garde du Donjon"));
        document->undoStack()->undo();
        CHECK(model.indexOfUnit(QStringLiteral("mf_garde")).data().toString() == QStringLiteral("Garde de la Tour"));
    }
}

TEST_CASE("The order-of-battle dock and the document share one selection", "[oob]")
{
    auto document = openDemo();
    OrderOfBattleDock first(0);
    OrderOfBattleDock second(1);
    first.setDocument(document.get());
    second.setDocument(document.get());
    first.show();
    second.show();
    CHECK(first.windowTitle() == QStringLiteral("Maison de Montfaucon"));
    CHECK(second.windowTitle() == QStringLiteral("Maison de Brisemont"));

    // Each dock shows its own side only, expanded.
    QTreeView *tree = first.treeView();
    REQUIRE(tree->model()->rowCount() == 1);
    CHECK(shownIds(*tree->model()).contains(QStringLiteral("mf_garde")));
    CHECK_FALSE(shownIds(*tree->model()).contains(QStringLiteral("br_lances")));
    CHECK(tree->isExpanded(tree->model()->index(0, 0)));

    auto *proxy = qobject_cast<QSortFilterProxyModel *>(tree->model());
    REQUIRE(proxy != nullptr);
    auto rowOf = [](const OrderOfBattleDock &dock, const char *id) {
        auto *filter = qobject_cast<QSortFilterProxyModel *>(dock.treeView()->model());
        return filter->mapFromSource(dock.model()->indexOfUnit(QString::fromUtf8(id)));
    };

    SECTION("selecting a row selects the unit, and the side")
    {
        tree->setCurrentIndex(rowOf(first, "hugues"));
        CHECK(document->selection() == Selection{Selection::Kind::Unit, "hugues", {}});
        tree->setCurrentIndex(tree->model()->index(0, 0));
        CHECK(document->selection() == Selection{Selection::Kind::Side, "montfaucon", {}});
    }

    SECTION("the document's selection selects the row in the dock of its side only")
    {
        document->select({Selection::Kind::Unit, "br_archers", {}});
        CHECK(second.treeView()->currentIndex() == rowOf(second, "br_archers"));
        CHECK(second.treeView()->selectionModel()->isRowSelected(rowOf(second, "br_archers").row(),
                                                                 rowOf(second, "br_archers").parent()));
        CHECK_FALSE(tree->selectionModel()->hasSelection());
        // No feedback: selecting from the document did not change it back.
        CHECK(document->selection() == Selection{Selection::Kind::Unit, "br_archers", {}});

        document->select({Selection::Kind::Unit, "mf_sergents", {}});
        CHECK(tree->currentIndex() == rowOf(first, "mf_sergents"));
        CHECK_FALSE(second.treeView()->selectionModel()->hasSelection());
    }

    SECTION("the selection survives a rebuild of the rows")
    {
        document->select({Selection::Kind::Unit, "mf_sergents", {}});
        const auto path = arbitre::umbra::setup::findUnit(document->setup(), "mf_garde");
        document->edit(QStringLiteral("armement"),
                       arbitre::umbra::setup::setField(document->ruleset(), document->setup(), path.pointer, "armement",
                                                       "exceptionnel"));
        CHECK(tree->currentIndex() == rowOf(first, "mf_sergents"));
        CHECK(tree->isExpanded(tree->model()->index(0, 0)));
    }

    SECTION("the filter keeps the matching units, their group and side")
    {
        first.filterEdit()->setText(QStringLiteral("arbal"));
        const QStringList ids = shownIds(*tree->model());
        CHECK(ids.contains(QStringLiteral("mf_arbaletriers")));
        CHECK(ids.contains(QStringLiteral("montfaucon")));
        CHECK_FALSE(ids.contains(QStringLiteral("mf_garde")));
        CHECK_FALSE(ids.contains(QStringLiteral("hugues")));

        // By id and by type label.
        first.filterEdit()->setText(QStringLiteral("mf_piq"));
        CHECK(shownIds(*tree->model()).contains(QStringLiteral("mf_piquiers")));
        CHECK_FALSE(shownIds(*tree->model()).contains(QStringLiteral("mf_garde")));
        first.filterEdit()->setText(QStringLiteral("cavalry"));
        CHECK(shownIds(*tree->model()).contains(QStringLiteral("mf_chevaliers")));
        CHECK_FALSE(shownIds(*tree->model()).contains(QStringLiteral("mf_sergents")));

        first.filterEdit()->clear();
        CHECK(shownIds(*tree->model()).contains(QStringLiteral("mf_garde")));
    }

    SECTION("the Wounded column shows once a unit is wounded")
    {
        QHeaderView *header = tree->header();
        CHECK(header->isSectionHidden(OrderOfBattleModel::WoundedColumn)); // nobody is wounded in the demo
        CHECK_FALSE(header->isSectionHidden(OrderOfBattleModel::ForceColumn));
        const auto path = arbitre::umbra::setup::findUnit(document->setup(), "mf_garde");
        document->edit(QStringLiteral("wound"), arbitre::umbra::setup::setField(document->ruleset(), document->setup(),
                                                                                path.pointer, "blesse", true));
        CHECK_FALSE(header->isSectionHidden(OrderOfBattleModel::WoundedColumn));
        CHECK(rowOf(first, "mf_garde").siblingAtColumn(OrderOfBattleModel::WoundedColumn).data().toString() ==
              QStringLiteral("Yes"));
        CHECK(header->sectionSize(OrderOfBattleModel::WoundedColumn) > 0);
    }

    SECTION("a click on the Force header sorts the troops by Force")
    {
        tree->sortByColumn(OrderOfBattleModel::ForceColumn, Qt::DescendingOrder);
        const QModelIndex side = tree->model()->index(0, 0);
        for (int g = 0; g < tree->model()->rowCount(side); ++g) {
            const QModelIndex group = tree->model()->index(g, 0, side);
            for (int u = 1; u < tree->model()->rowCount(group); ++u) {
                const int previous = tree->model()->index(u - 1, OrderOfBattleModel::ForceColumn, group).data().toInt();
                CHECK(previous >= tree->model()->index(u, OrderOfBattleModel::ForceColumn, group).data().toInt());
            }
        }
    }
}
