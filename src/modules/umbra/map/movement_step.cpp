// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One side's movement step applied to the state (UD-71–UD-81).
#include "arbitre/umbra/losses.h"
#include "movement_support.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace arbitre::umbra {

using namespace detail;

/** One side's movement step: orders applied in turn against the positions the earlier ones left (UD-71). */
struct MovementStep
{
    const UmbraRuleset &rules;
    const UmbraMap &map;
    BattleState &state;
    int side;
    MovementRules movement; /**< enemies do not move during the step, so its occupancy index stays true */
    std::vector<std::uint8_t> troopOrdered;
    std::vector<std::uint8_t> personalityOrdered;
    std::vector<int> accompanied; /**< piétailles that force-marched and need a companion (UD-A47) */
    std::vector<Hex> building;    /**< hexes where a position was ordered (UD-80 helper check) */
    std::vector<MoveRecord> records;

    MovementStep(const UmbraRuleset &r, const UmbraMap &m, BattleState &s, int sideIndex)
        : rules(r), map(m), state(s), side(sideIndex), movement(r, m, s)
    {
        const Side &own = state.sides[at(side)];
        troopOrdered.assign(own.troops.size(), 0);
        personalityOrdered.assign(own.personalities.size(), 0);
    }

    Side &own() { return state.sides[at(side)]; }

    std::string_view current; /**< the unit whose order is checked, named in a refusal */

    [[noreturn]] void fail(std::string_view rule, UnitOrder::Action action, std::string reason,
                           const Hex *hex = nullptr, MoveRefusal::Why why = MoveRefusal::Why::Other)
    {
        MoveRefusal refusal;
        refusal.rule = rule;
        refusal.why = why;
        refusal.reason = std::move(reason);
        refusal.action = action;
        refusal.unit = std::string(current);
        if (hex) {
            refusal.hasHex = true;
            refusal.hex = *hex;
        }
        throw MovementError(std::move(refusal));
    }

    // UD-71: one order per unit, and only the moving side's units on the map.
    [[noreturn]] void notInThisStep(const UnitOrder &order, std::string reason)
    {
        fail("UD-71", order.action, std::move(reason), nullptr, MoveRefusal::Why::NotInThisStep);
    }

    std::string cell(Hex hex) const
    {
        const OffsetCoord c = map.grid.cellOf(hex);
        return "(" + std::to_string(c.col) + "," + std::to_string(c.row) + ")";
    }

    MemberRef resolve(const UnitOrder &order)
    {
        MemberRef unit;
        if (!findMember(state, side, order.unit, unit)) {
            for (int s = 0; s < static_cast<int>(state.sides.size()); ++s) {
                if (s != side && findMember(state, s, order.unit, unit))
                    notInThisStep(order, "'" + order.unit + "' belongs to side '" + state.sides[at(s)].id +
                                             "', not to '" + own().id + "', whose movement step this is");
            }
            notInThisStep(order, "no troop or personality of side '" + own().id + "' has the id '" + order.unit + "'");
        }
        std::vector<std::uint8_t> &ordered = unit.kind == MemberRef::Kind::Troop ? troopOrdered : personalityOrdered;
        if (ordered[at(unit.index)])
            notInThisStep(order, "'" + order.unit + "' has two orders in one movement step");
        ordered[at(unit.index)] = 1;
        const bool field = unit.kind == MemberRef::Kind::Troop ? onField(own().troops[at(unit.index)])
                                                               : onField(own().personalities[at(unit.index)]);
        if (!field || !map.contains(unit.kind == MemberRef::Kind::Troop ? own().troops[at(unit.index)].hex
                                                                        : own().personalities[at(unit.index)].hex))
            notInThisStep(order, "'" + order.unit + "' is not present on the map");
        return unit;
    }

    void stopBuilding(Troop &troop)
    {
        if (troop.order == TroopOrder::LeverPositionDefensive)
            troop.order = TroopOrder::None;
    }

    void apply(const UnitOrder &order)
    {
        current = order.unit;
        const MemberRef unit = resolve(order);
        const bool isTroop = unit.kind == MemberRef::Kind::Troop;
        MoveRecord record;
        record.unit = unit;
        record.action = order.action;
        record.from = isTroop ? own().troops[at(unit.index)].hex : own().personalities[at(unit.index)].hex;
        record.to = record.from;
        switch (order.action) {
        case UnitOrder::Action::Stay:
            if (isTroop) {
                Troop &troop = own().troops[at(unit.index)];
                troop.entering = false; // UD-A43: any other order ends the entry
                stopBuilding(troop);
            }
            break;
        case UnitOrder::Action::Consolidate:
            consolidate(order, unit);
            break;
        case UnitOrder::Action::BuildPosition:
            build(order, unit);
            break;
        case UnitOrder::Action::Move:
            move(order, unit, record);
            break;
        }
        records.push_back(record);
    }

    // UD-78, UD-A48.
    void consolidate(const UnitOrder &order, MemberRef unit)
    {
        if (unit.kind != MemberRef::Kind::Troop)
            fail("UD-78", order.action, "'" + order.unit + "' is a personality: only troops consolidate");
        Troop &troop = own().troops[at(unit.index)];
        if (troop.engagedLastTurn && !rules.parameters.consolidateAllowedWhenEngaged)
            fail("UD-A48", order.action, "'" + order.unit + "' fought last turn: engaged troops cannot consolidate",
                 &troop.hex, MoveRefusal::Why::EngagedConsolidate);
        if (troop.movementSpent > 0)
            fail("UD-78", order.action, "'" + order.unit + "' moved this turn: consolidating is staying in place",
                 &troop.hex);
        troop.order = TroopOrder::Consolider;
        troop.entering = false;
        troop.activeToday = true; // UD-A70: consolidating is not rest
    }

    // UD-80, UD-A51, UD-47c/d; the helper is checked once every order is applied.
    void build(const UnitOrder &order, MemberRef unit)
    {
        if (unit.kind != MemberRef::Kind::Troop)
            fail("UD-80", order.action, "'" + order.unit + "' is a personality: troops raise positions");
        Troop &troop = own().troops[at(unit.index)];
        MovementRules::Profile profile;
        movement.describe(unit, profile);
        MovementRules::BuildCheck check;
        movement.buildCheck(profile, false, check); // helpers: once every order is applied
        if (check.turns == 0)
            fail("UD-80", order.action,
                 "'" + order.unit + "' cannot raise a position in " + cell(troop.hex) +
                     ": not a place the GM marked appropriate, and no Castrametisation there (UD-A51, UD-47c)",
                 &troop.hex);
        if (!check.rule.empty())
            fail(check.rule, order.action, "'" + order.unit + "'" + std::string(check.why) + " " + cell(troop.hex),
                 &troop.hex);
        troop.order = TroopOrder::LeverPositionDefensive;
        troop.entering = false;
        troop.activeToday = true; // UD-A70: building is not rest
        if (std::find(building.begin(), building.end(), troop.hex) == building.end())
            building.push_back(troop.hex);
    }

    void move(const UnitOrder &order, MemberRef unit, MoveRecord &record)
    {
        MovementRules::Profile profile;
        movement.describe(unit, profile);
        MovementRules::Decision decision;
        movement.decide(profile, order.to, order.forcedMarch, false, decision);
        bool escorted = false;
        if (profile.escort >= 0) {
            // UD-59: the Meneur tirailleur's escort is used only when it changes the move.
            MovementRules::Decision withEscort;
            movement.decide(profile, order.to, order.forcedMarch, true, withEscort);
            if (withEscort.kind > decision.kind ||
                (withEscort.kind == decision.kind && withEscort.kind != MovementRules::Decision::Kind::Refused &&
                 withEscort.cost < decision.cost)) {
                decision = std::move(withEscort);
                escorted = true;
            }
        }
        if (decision.kind == MovementRules::Decision::Kind::Refused)
            throw MovementError(std::move(decision.refusal));
        if (escorted)
            ++own().personalities[at(profile.escort)].escorted;

        record.to = order.to;
        record.cost = decision.cost;
        if (unit.kind == MemberRef::Kind::Personality) {
            Personality &personality = own().personalities[at(unit.index)];
            personality.hex = order.to;
            personality.moved = true;
            personality.movementSpent += decision.cost;
            record.leftConfrontation = decision.leaves;
            return;
        }
        Troop &troop = own().troops[at(unit.index)];
        troop.activeToday = true; // UD-A70: moving is not rest
        troop.order = TroopOrder::Deplacement;
        troop.movementSpent += decision.cost;
        if (decision.kind == MovementRules::Decision::Kind::Entering) {
            troop.entering = true; // UD-A43: stays, enters next turn
            troop.entryHex = order.to;
            record.entering = true;
            return;
        }
        troop.entering = false;
        troop.hex = order.to;
        if (decision.leaves) {
            // UD-73, UD-A44: leaving costs −2 F for the rest of the day, free at the start of a later day.
            troop.order = TroopOrder::QuitterConfrontation;
            record.leftConfrontation = true;
            record.disengageMalus = profile.disengageMalus;
            if (profile.disengageMalus > 0)
                troop.disengaging = true;
        }
        if (decision.kind != MovementRules::Decision::Kind::Forced)
            return;
        // UD-74, UD-77, UD-30/UD-A17.
        troop.forcedMarchThisTurn = true;
        record.forcedMarch = true;
        if (profile.needsCompanion)
            accompanied.push_back(unit.index);
        if (profile.coriaceFree) {
            troop.coriaceUsedToday = true;
            record.coriace = true;
            return;
        }
        record.fatigueSteps = 1;
        const int moraleSteps = fatigueStepsDown(rules, troop, 1);
        if (moraleSteps > 0) {
            int taken = 0;
            loseMorale(rules, troop, moraleSteps, nullptr, &taken);
            record.moraleSteps = taken;
        }
        record.fled = !troop.present();
    }

    // UD-76, UD-A47: a piétaille's forced march needs a non-piétaille troop of its side along the whole move.
    void checkCompanions()
    {
        const Side &s = own();
        const std::vector<Hex> &troopStart = movement.m_troopHex[at(side)];
        const std::vector<std::uint8_t> &troopStartOnField = movement.m_troopOnField[at(side)];
        for (const int index : accompanied) {
            const Troop &pietaille = s.troops[at(index)];
            bool found = false;
            for (std::size_t i = 0; i < s.troops.size() && !found; ++i) {
                const Troop &other = s.troops[i];
                found = static_cast<int>(i) != index && troopStartOnField[i] && onField(other) &&
                        troopStart[i] == troopStart[at(index)] && other.hex == pietaille.hex &&
                        !isPietaille(rules, other);
            }
            current = pietaille.id;
            if (!found)
                fail("UD-76", UnitOrder::Action::Move,
                     "'" + pietaille.id + "' force-marched from " + cell(troopStart[at(index)]) + " to " +
                         cell(pietaille.hex) +
                         " with no troop of its side going with it from start to end (UD-A47): piétaille "
                         "alone cannot force-march",
                     &pietaille.hex, MoveRefusal::Why::ForcedMarchAlone);
        }
    }

    // UD-80, UD-A51: at least one non-piétaille troop and one helper raise the position together.
    void checkBuilders()
    {
        current = {}; // the refusal is the hex's
        const Side &s = own();
        for (const Hex hex : building) {
            int builders = 0;
            bool leader = false;
            for (const Troop &troop : s.troops) {
                if (onField(troop) && troop.hex == hex && troop.order == TroopOrder::LeverPositionDefensive) {
                    ++builders;
                    leader = leader || !isPietaille(rules, troop);
                }
            }
            if (builders < 2 || !leader)
                fail("UD-80", UnitOrder::Action::BuildPosition,
                     "a position in " + cell(hex) +
                         " needs a non-piétaille troop and a helper troop building together (" +
                         std::to_string(builders) + " building" + (leader ? "" : ", all piétaille") + ", UD-A51)",
                     &hex);
        }
    }
};

std::vector<MoveRecord> applyMovementStep(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, int side,
                                          const std::vector<UnitOrder> &orders, bool checkWholeStep)
{
    if (side < 0 || side >= static_cast<int>(state.sides.size()))
        throw MovementError(refusalOf("UD-71", "no side has the index " + std::to_string(side)));
    if (!map.present())
        throw MovementError(refusalOf("UD-67", "moving needs the strategic map: this battle has none"));
    MovementStep step(rules, map, state, side);
    for (const UnitOrder &order : orders)
        step.apply(order);
    if (checkWholeStep) {
        step.checkCompanions();
        step.checkBuilders();
    }
    return std::move(step.records);
}

} // namespace arbitre::umbra
