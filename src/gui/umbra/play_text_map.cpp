// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// How the map's play reads in words: why a move is refused, who moves first and why, what comes next on
// the map (contacts, arrivals, confrontations to resolve). The facts are the core's; only the words are here.
#include "play_text.h"

#include "arbitre/umbra/day_loop.h"
#include "common/ruleset_labels.h"
#include "umbra_document.h"
#include "unit_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace arbitre::gui {

using umbra::BattleState;
using umbra::MoveRefusal;
using umbra::Phase;

namespace {

/** The context of this file's words for the translators. */
struct MapText
{
    Q_DECLARE_TR_FUNCTIONS(MapText)
};

QString sideName(const BattleState &state, int index)
{
    return QString::fromStdString(state.sides[static_cast<std::size_t>(index)].name);
}

QString hexText(const umbra::UmbraMap &map, Hex hex)
{
    return UnitText::hex(map, true, hex);
}

QString terrainName(const UmbraDocument &document, Hex hex)
{
    if (!document.map().contains(hex))
        return {};
    const auto &terrain = document.ruleset().terrains[static_cast<std::size_t>(document.map().terrainAt(hex))];
    return termLabel(terrain.label, terrain.id);
}

/** A refusal the core words only in its reason and its action: the rule's sense, in the GM's language. */
QString otherRefusal(const UmbraDocument &document, const MoveRefusal &refusal, const QString &unit)
{
    const QString where = hexText(document.map(), refusal.hex);
    switch (refusal.action) {
    case umbra::UnitOrder::Action::Consolidate:
        return MapText::tr("%1 cannot consolidate: only a troop that has not moved this turn can.").arg(unit);
    case umbra::UnitOrder::Action::BuildPosition:
        return refusal.unit.empty()
                   ? MapText::tr("A position at %1 needs a troop that is not piétaille and a helper troop building "
                                 "together.")
                         .arg(where)
                   : MapText::tr("%1 cannot raise a position at %2.").arg(unit, where);
    case umbra::UnitOrder::Action::Move:
    case umbra::UnitOrder::Action::Stay:
        break;
    }
    return refusal.hasHex ? MapText::tr("%1 cannot move to %2.").arg(unit, where)
                          : MapText::tr("%1 cannot move.").arg(unit);
}

/** The refusals of the movement step as a whole (UD-68, UD-71, UD-76, UD-A47, UD-A48), or empty. */
QString stepRefusal(const MoveRefusal &refusal, const QString &unit)
{
    switch (refusal.why) {
    case MoveRefusal::Why::NotMovementStep:
        return MapText::tr("Units move only in a movement step.");
    case MoveRefusal::Why::NotInThisStep:
        return MapText::tr("%1 cannot take this order in this movement step: one order per unit, and only the "
                           "moving side's units on the map.")
            .arg(unit);
    case MoveRefusal::Why::ForcedMarchAlone:
        return MapText::tr("%1 cannot force-march alone: a troop of its side must go with it from start to end.")
            .arg(unit);
    case MoveRefusal::Why::EngagedConsolidate:
        return MapText::tr("%1 fought last turn: engaged troops cannot consolidate.").arg(unit);
    default:
        return {};
    }
}

} // namespace

QString refusalText(const UmbraDocument &document, const MoveRefusal &refusal)
{
    const QString unit =
        refusal.unit.empty() ? MapText::tr("This unit") : UnitText::name(document.state(), refusal.unit);
    const QString where = hexText(document.map(), refusal.hex);
    QString text;
    switch (refusal.why) {
    case MoveRefusal::Why::AlreadyThere:
        text = MapText::tr("%1 is already at %2: it needs no order to stay.").arg(unit, where);
        break;
    case MoveRefusal::Why::OffMap:
        text = MapText::tr("%1 cannot leave the map.").arg(unit);
        break;
    case MoveRefusal::Why::TooFar:
        text = MapText::tr("%1 cannot reach %2 this turn: %n movement point(s) left.", "", refusal.pointsLeft)
                   .arg(unit, where);
        break;
    case MoveRefusal::Why::NeedsForcedMarch:
        text = MapText::tr("%1 reaches %2 only by a forced march (UD-74).").arg(unit, where);
        break;
    case MoveRefusal::Why::Impassable:
        text =
            MapText::tr("%1 cannot enter %2: %3 is impassable.").arg(unit, where, terrainName(document, refusal.hex));
        break;
    case MoveRefusal::Why::NoForcedMarch:
        text = MapText::tr("%1 cannot force-march now.").arg(unit);
        break;
    case MoveRefusal::Why::ForcedMarchTerrain:
        text = MapText::tr("%1 cannot force-march to %2: every way there crosses terrain that forbids it.")
                   .arg(unit, where);
        break;
    case MoveRefusal::Why::EntersNextTurn:
        text = MapText::tr("%1 needs two turns to enter %2 (%3): it stays this turn and enters the next.")
                   .arg(unit, where, terrainName(document, refusal.hex));
        break;
    case MoveRefusal::Why::CannotStartEntering:
        text = MapText::tr("%1 cannot start entering %2 (%3): it already moved this turn.")
                   .arg(unit, where, terrainName(document, refusal.hex));
        break;
    case MoveRefusal::Why::NotMovementStep:
    case MoveRefusal::Why::NotInThisStep:
    case MoveRefusal::Why::ForcedMarchAlone:
    case MoveRefusal::Why::EngagedConsolidate:
        text = stepRefusal(refusal, unit);
        break;
    case MoveRefusal::Why::Other:
        text = otherRefusal(document, refusal, unit);
        break;
    }
    return refusal.rule.empty() ? text : MapText::tr("%1 (%2)").arg(text, fromStd(refusal.rule));
}

QString moveOrderReason(const UmbraDocument &document, const umbra::DayMoveOrder &order)
{
    const BattleState &state = document.state();
    if (order.order.size() < 2)
        return {};
    const int first = order.order[0];
    const int second = order.order[1];
    const auto at = [](const std::vector<int> &values, int side) { return values[static_cast<std::size_t>(side)]; };
    const QString vs = MapText::tr("VS %1 %2, %3 %4")
                           .arg(sideName(state, first))
                           .arg(at(order.vs, first))
                           .arg(sideName(state, second))
                           .arg(at(order.vs, second));
    if (at(order.vs, first) != at(order.vs, second))
        return MapText::tr("%1: the lower VS moves first").arg(vs);
    if (at(order.strength, first) != at(order.strength, second))
        return MapText::tr("%1, equal; Force %2 against %3: the greater Force is the more strategic and moves second")
            .arg(vs)
            .arg(at(order.strength, first))
            .arg(at(order.strength, second));
    return order.gmChose ? MapText::tr("%1 and Force equal: the GM has %2 move first").arg(vs, sideName(state, first))
                         : MapText::tr("%1 and Force equal: the GM has not chosen, the sides' order in the scenario "
                                       "stands")
                               .arg(vs);
}

QString battleTimeText(const UmbraDocument &document)
{
    const BattleState &state = document.state();
    const int turns = document.ruleset().parameters.turnsPerDay;
    // After the day's last turn the state counts one turn more: the night (rally, rest) comes before the next day.
    if (state.turn > turns || (document.session().hasMap() && state.phase == Phase::EndOfDay))
        return MapText::tr("day %1, end of the day").arg(state.day);
    return MapText::tr("day %1, turn %2 of %3").arg(state.day).arg(state.turn).arg(turns);
}

} // namespace arbitre::gui
