// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_procedures.h"

#include "ve_procedure_support.h"

#include <algorithm>

namespace arbitre::napoleonic {

using namespace ve;

namespace {

// VE-25: the rows of the unit-state table that apply to this unit.
std::vector<const StateActions *> applicable(const VeRuleset &rules, const VeUnit &unit)
{
    std::vector<const StateActions *> out;
    auto push = [&](bool when, std::string_view id) {
        if (when) {
            out.push_back(rules.state(id));
        }
    };
    push(!unit.commanded, "non_commandee");
    push(unit.cohesion == Cohesion::Decouragee, "decouragee");
    push(unit.cohesion == Cohesion::Deroute, "deroute");
    push(unit.freshness == Freshness::Fatiguee, "fatiguee");
    return out;
}

} // namespace

bool veRestAllowed(const VeRuleset &rules, const VeUnit &unit)
{
    return veActionAllowed(rules, unit, VeAction::MiseAuRepos);
}

Freshness veRest(const VeRuleset &rules, const VeUnit &unit)
{
    if (!veRestAllowed(rules, unit)) {
        throw ProcedureError("VE-31: this unit may not be put at rest");
    }
    return rules.restTo;
}

bool veActionAllowed(const VeRuleset &rules, const VeUnit &unit, VeAction action)
{
    // VE-31, VE-A26: rest turns Fatiguée into Fraîche, so a fresh unit has nothing to rest from.
    if (action == VeAction::MiseAuRepos && unit.freshness == Freshness::Fraiche) {
        return false;
    }
    for (const StateActions *s : applicable(rules, unit)) {
        bool allowed = true;
        switch (action) {
        case VeAction::Mouvement:
            allowed = s->mouvement;
            break;
        case VeAction::MeleeInitiative:
            allowed = s->meleeInitiative;
            break;
        case VeAction::Charge:
            allowed = s->charge;
            break;
        case VeAction::ContreCharge:
            allowed = s->contreCharge;
            break;
        case VeAction::Ralliement:
            allowed = s->ralliement;
            break;
        case VeAction::MiseAuRepos:
            allowed = s->miseAuRepos == RestRule::Yes ||
                      (s->miseAuRepos == RestRule::IfFatiguee && unit.freshness == Freshness::Fatiguee);
            break;
        case VeAction::CaptureChefAdverse:
            allowed = s->captureChefAdverse;
            break;
        }
        // VE-A22: an empty cell forbids (or, with no_rule, says nothing), and every applicable row must allow.
        const bool blankIgnored = rules.parameters.blankMeansNoRule && s->blank[static_cast<std::size_t>(action)];
        if (!allowed && !blankIgnored) {
            return false;
        }
    }
    return true;
}

int veMovementPoints(const VeRuleset &rules, const VeUnit &unit, int printedMp)
{
    const VeFormation &f = formationOf(rules, unit);
    int mp = printedMp;
    if (f.movement == VeMovement::None) {
        return 0; // VE-73: a battery in battery cannot move
    }
    if (f.movement == VeMovement::MaxOne) {
        mp = std::min(mp, 1); // VE-73: a square has 1 PM
    }
    for (const StateActions *s : applicable(rules, unit)) {
        for (int i = 0; i < s->mpHalvings; ++i) {
            mp = halved(rules, mp); // VE-26, VE-A23: half movement, rounded up
        }
    }
    return mp;
}

int veFormationChangeCost(const VeRuleset &rules, VeArm arm, std::string_view from, std::string_view to)
{
    if (!rules.formation(arm, from) || !rules.formation(arm, to)) {
        throw ProcedureError("unknown formation for this arm");
    }
    // VE-66, VE-A46: free into or out of adapté / désorganisé.
    auto isFree = [&](std::string_view id) {
        return std::find(rules.freeFormations.begin(), rules.freeFormations.end(), id) != rules.freeFormations.end();
    };
    const int mode = rules.parameters.freeChange;
    if ((mode != 1 && isFree(from)) || (mode != 2 && isFree(to))) {
        return 0;
    }
    return rules.changeCostPm[static_cast<std::size_t>(arm)];
}

VeInitiativeResult veInitiative(const VeRuleset &rules, int scoreSide0, int scoreSide1)
{
    VeInitiativeResult out;
    // VE-34, VE-A27: the row is the margin between the two scores.
    out.margin = std::abs(scoreSide0 - scoreSide1);
    out.winner = scoreSide0 == scoreSide1 ? -1 : (scoreSide0 > scoreSide1 ? 0 : 1);
    for (const InitiativeBand &band : rules.initiative) {
        if (out.margin >= band.min && (!band.max || out.margin <= *band.max)) {
            out.band = &band;
        }
    }
    return out;
}

std::vector<std::string> veMargin0Order(std::vector<VeLeader> leaders, std::array<int, 2> caBonus, int attackerSide)
{
    // VE-35, VE-A28, VE-A29: ascending activation value; ties: smaller CA bonus, then the attacker.
    std::stable_sort(leaders.begin(), leaders.end(), [&](const VeLeader &a, const VeLeader &b) {
        if (a.activation != b.activation) {
            return a.activation < b.activation;
        }
        const int ca = caBonus[static_cast<std::size_t>(a.side)];
        const int cb = caBonus[static_cast<std::size_t>(b.side)];
        if (ca != cb) {
            return ca < cb;
        }
        return a.side == attackerSide && b.side != attackerSide;
    });
    std::vector<std::string> out;
    for (const VeLeader &l : leaders) {
        out.push_back(l.id);
    }
    return out;
}

VeMargin0Order veMargin0Order(const VeRuleset &rules, std::vector<VeLeader> leaders, std::array<int, 2> caBonus,
                              int attackerSide)
{
    VeMargin0Order out;
    switch (rules.parameters.margin0Order) {
    case 0:
        out.order = veMargin0Order(std::move(leaders), caBonus, attackerSide);
        break;
    case 1: {
        // VE-A28 strict_alternation: each side ascending; the side whose CA has the smaller bonus
        // (the attacker on a tie) opens, then one leader each in turn; the longer side ends alone.
        std::array<std::vector<VeLeader>, 2> sides;
        for (VeLeader &l : leaders) {
            if (l.side != 0 && l.side != 1) {
                throw ProcedureError("VE-35: a leader's side is 0 or 1");
            }
            sides[static_cast<std::size_t>(l.side)].push_back(std::move(l));
        }
        for (std::vector<VeLeader> &side : sides) {
            std::stable_sort(side.begin(), side.end(),
                             [](const VeLeader &a, const VeLeader &b) { return a.activation < b.activation; });
        }
        std::size_t turn =
            caBonus[0] != caBonus[1] ? (caBonus[0] < caBonus[1] ? 0 : 1) : static_cast<std::size_t>(attackerSide == 1);
        std::array<std::size_t, 2> next{0, 0};
        while (next[0] < sides[0].size() || next[1] < sides[1].size()) {
            if (next[turn] < sides[turn].size()) {
                out.order.push_back(sides[turn][next[turn]++].id);
            }
            turn = 1 - turn;
        }
        break;
    }
    default:
        out.needsGm = true; // VE-A28 gm: the GM sets the order
        break;
    }
    return out;
}

VeLeaderFate veLeaderFate(const VeRuleset &rules, LeaderEvent event, bool encircled, bool bannerUnitLeft,
                          bool holdsEnemyLeader)
{
    std::string_view name;
    switch (event) {
    case LeaderEvent::FireElimination:
        name = "fire_elimination";
        break;
    case LeaderEvent::MeleeTwoRouts:
        name = "melee_two_routs";
        break;
    case LeaderEvent::MeleeE:
        // VE-A17: a melee E captures like two routs, or reads as a retreat made impossible.
        name = rules.parameters.leaderCapturedOnMeleeE ? "melee_two_routs" : "melee_retreat_impossible";
        break;
    case LeaderEvent::MeleeRetreatImpossible:
        name = "melee_retreat_impossible";
        break;
    case LeaderEvent::RoutMove:
        name = "rout_move";
        break;
    case LeaderEvent::RoutImpossible:
        name = "rout_impossible";
        break;
    case LeaderEvent::LeavesMap:
        name = "leaves_map";
        break;
    }
    for (const LeaderFateRow &row : rules.leaderFate) {
        const bool enc = row.encircled == Encircled::Any || (row.encircled == Encircled::Yes) == encircled;
        if (row.event != name || !enc) {
            continue;
        }
        VeLeaderFate out;
        out.row = row.row;
        out.consequence = row.consequence;
        // VE-19, VE-21, VE-22: no unit of his banner left → the row's fallback.
        if (row.consequence == "replaced_on_banner_unit" && !bannerUnitLeft && !row.otherwise.empty()) {
            out.consequence = row.otherwise;
        }
        out.notCounted = out.consequence == "removed_not_counted"; // VE-23
        // VE-A19: a held enemy leader is captured for good, or (gm) the GM rules on the lost words.
        const bool captive = event == LeaderEvent::LeavesMap && holdsEnemyLeader;
        out.definitiveCapture = captive && !rules.parameters.captiveExitGm;
        out.needsGm = captive && rules.parameters.captiveExitGm;
        return out;
    }
    throw ProcedureError("VE-17: no leader fate row for this event");
}

bool veLeaderHit(const VeRuleset &rules, int d10)
{
    checkFace(d10, d10Min(rules), d10Min(rules) + 9, "leader d10");
    // VE-A5: read 1–10, the face printed 0 is the 10.
    const int face = d10 == 10 ? 0 : d10;
    return face == rules.leaderHitFaces[0] || face == rules.leaderHitFaces[1];
}

} // namespace arbitre::napoleonic
