// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/resolution.h"

#include "arbitre/umbra/allocation.h"
#include "arbitre/umbra/victory.h"
#include "resolution_support.h"

#include <algorithm>
#include <string>

namespace arbitre::umbra {

namespace {

using detail::Resolver;

// UD-85, UD-A55: the stronger side rolls; equal totals go to the tie-break the ruleset names.
void chooseSuperior(Resolver &r)
{
    const int a = r.result.totals[0].total;
    const int b = r.result.totals[1].total;
    if (a != b) {
        r.result.superiorSlot = a > b ? 0 : 1;
        r.result.superiorReason = "UD-85";
        r.result.superiorWhy = ResolutionResult::SuperiorWhy::GreaterTotal;
        return;
    }
    const auto &p = r.rules.parameters;
    if (p.equalForceTiebreak == UmbraParameters::EqualForceTiebreak::VsThenGm) {
        const int vsA = r.armyVs(0);
        const int vsB = r.armyVs(1);
        if (vsA != vsB) {
            r.result.superiorSlot = vsA > vsB ? 0 : 1;
            r.result.superiorReason = "UD-A55";
            r.result.superiorWhy = ResolutionResult::SuperiorWhy::GreaterVs;
            return;
        }
    } else if (p.equalForceTiebreak == UmbraParameters::EqualForceTiebreak::Defender) {
        const bool holdsA = r.holdsPosition(0);
        const bool holdsB = r.holdsPosition(1);
        if (holdsA != holdsB) {
            r.result.superiorSlot = holdsA ? 0 : 1;
            r.result.superiorReason = "UD-A55";
            r.result.superiorWhy = ResolutionResult::SuperiorWhy::HoldsPosition;
            return;
        }
    } else {
        for (;;) { // a d10 roll-off, re-rolled on ties
            const int sides = r.rules.tables.front().dieSides;
            const int dieA = r.roll(DiePurpose::RollOff, 0, sides);
            const int dieB = r.roll(DiePurpose::RollOff, 1, sides);
            if (dieA != dieB) {
                r.result.superiorSlot = dieA > dieB ? 0 : 1;
                r.result.superiorReason = "UD-A55";
                r.result.superiorWhy = ResolutionResult::SuperiorWhy::RollOff;
                return;
            }
        }
    }
    if (!r.decisions.superiorSlot)
        throw ResolutionError("equal totals (" + std::to_string(a) +
                              ") and no tie-break: the GM must name the superior side (UD-A55)");
    r.result.superiorSlot = *r.decisions.superiorSlot == 0 ? 0 : 1;
    r.result.superiorReason = "UD-M4";
    r.result.superiorWhy = ResolutionResult::SuperiorWhy::GmNamed;
}

void computeTotalsAndTable(Resolver &r)
{
    for (int slot = 0; slot < 2; ++slot) {
        r.computeSideTotal(slot);
        // UD-M5: the GM's total replaces the computed one, as the breakdown's last line.
        if (const std::optional<int> forced = r.decisions.totalOverride[static_cast<std::size_t>(slot)]) {
            SideTotal &total = r.result.totals[static_cast<std::size_t>(slot)];
            total.breakdown.set("UD-M5", "gm_override", *forced);
            total.total = *forced;
        } else if (r.result.totals[static_cast<std::size_t>(slot)].breakdown.outOfRange()) [[unlikely]] {
            // Summed in 64 bits, so nothing wrapped; a total this large is no result to compare
            // (docs/ruleset-authoring.md, "Limits": only Poliorcétique's percentages on a huge side reach it).
            throw ResolutionError("the Force total of side '" +
                                  force_detail::sideOf(r.state, r.confrontation, slot).id + "' is beyond " +
                                  std::to_string(Breakdown::MaxTotal) + " (UD-M1): too large to resolve");
        }
    }
    if (r.decisions.rollerOverride) {
        r.result.superiorSlot = *r.decisions.rollerOverride == 0 ? 0 : 1;
        r.result.superiorReason = "UD-M5";
        r.result.superiorWhy = ResolutionResult::SuperiorWhy::GmOverride;
    } else {
        chooseSuperior(r);
    }
    const int a = r.result.totals[0].total;
    const int b = r.result.totals[1].total;
    r.result.table = chooseTable(r.rules, std::max(a, b), std::max(0, std::min(a, b)));
    if (r.decisions.tableOverride) {
        r.result.table.table = *r.decisions.tableOverride;
        r.result.table.ruleId = "UD-M5";
        r.result.table.reason = "the GM's choice";
        r.result.table.why = TableChoice::Why::GmChoice;
    }
    r.result.countedUnits = countedUnits(r.rules, r.result.totals[0], r.result.totals[1]);
    r.result.major = isMajorBattle(r.rules, r.result.countedUnits);
}

// UD-A36: redraws (weaker side first, one per draw), then Sens tactique (weaker first), then clamp.
int applyPostRoll(Resolver &r, int drawIndex, DrawRecord &draw, int dieSides)
{
    const int superior = r.result.superiorSlot;
    const int order[2] = {1 - superior, superior};
    int face = draw.natural;
    if (!r.decisions.postRoll.empty()) { // the usual turn has none: no search for each side and skill
        for (int slot : order) {
            if (draw.redrawSlot >= 0 || !r.requested(drawIndex, slot, SkillKind::TactiquesVariees))
                continue;
            r.useTactiquesVariees(slot);
            face = r.roll(DiePurpose::Redraw, slot, dieSides, drawIndex);
            draw.redrawn = face;
            draw.redrawSlot = slot;
        }
        for (int slot : order) {
            if (!r.requested(drawIndex, slot, SkillKind::SensTactique))
                continue;
            const int x = r.useSensTactique(slot);
            const int shift = slot == superior ? x : -x; // the stronger side adds, the weaker subtracts
            draw.sensTactique[static_cast<std::size_t>(slot)] = shift;
            face += shift;
        }
    }
    const auto &p = r.rules.parameters;
    const int low = std::clamp(p.postRollClampMin, 1, dieSides);
    const int high = std::clamp(p.postRollClampMax, low, dieSides);
    return std::clamp(face, low, high);
}

void resolveDraw(Resolver &r, int drawIndex)
{
    const ConfrontationTable &table = r.rules.tables[static_cast<std::size_t>(r.result.table.table)];
    DrawRecord unrecorded; // past the record's capacity the draw is still resolved
    DrawRecord *const recorded = r.result.draws.append();
    DrawRecord &draw = recorded != nullptr ? *recorded : unrecorded;
    draw.table = r.result.table.table;
    draw.natural = r.roll(DiePurpose::Draw, r.result.superiorSlot, table.dieSides, drawIndex);
    draw.final = applyPostRoll(r, drawIndex, draw, table.dieSides);
    draw.row = table.rowByFace[static_cast<std::size_t>(draw.final)];
    const TableRow &row = table.rows[static_cast<std::size_t>(draw.row)];
    draw.colour = row.colour;
    const int superior = r.result.superiorSlot;
    switch (r.rules.colours[static_cast<std::size_t>(row.colour)].winner) {
    case ColourWinner::Stronger:
        draw.winnerSlot = superior;
        break;
    case ColourWinner::Weaker:
        draw.winnerSlot = 1 - superior;
        break;
    case ColourWinner::None:
        break;
    }
    draw.firstLoss = r.result.losses.size();
    // UD-96: the superior side's effects, then the inferior's; within a side wounds before morale (puis).
    r.applyRowEffect(superior, row.superior, draw);
    r.applyRowEffect(1 - superior, row.inferior, draw);
    draw.lossCount = r.result.losses.size() - draw.firstLoss;
}

// UD-A34: the winner by colour (both draws of a major battle: the side that won more), or by losses.
int resolutionWinner(const Resolver &r)
{
    if (r.rules.parameters.resolutionVictory == UmbraParameters::VictoryMode::Losses) {
        std::array<int, 2> suffered{};
        for (const SlotLoss &loss : r.result.losses)
            if (loss.record.hasTarget)
                ++suffered[static_cast<std::size_t>(loss.slot)];
        if (suffered[0] == suffered[1])
            return -1;
        return suffered[0] > suffered[1] ? 1 : 0;
    }
    std::array<int, 2> wins{};
    for (const DrawRecord &draw : r.result.draws)
        if (draw.winnerSlot >= 0)
            ++wins[static_cast<std::size_t>(draw.winnerSlot)];
    if (wins[0] == wins[1])
        return -1;
    return wins[0] > wins[1] ? 0 : 1;
}

// result = ResolutionResult{} without building and copying ~6 KB: every field reset, each fixed-size
// list emptied (what lies past a list's size is never read). A new field of ResolutionResult goes here too.
void resetResult(ResolutionResult &result)
{
    for (SideTotal &total : result.totals) {
        total.total = 0;
        total.troops = 0;
        total.pietailles = 0;
        total.personalities = 0;
        total.breakdown.clear();
    }
    result.superiorSlot = 0;
    result.superiorReason = "UD-85";
    result.superiorWhy = ResolutionResult::SuperiorWhy::GreaterTotal;
    result.table = TableChoice{};
    result.countedUnits = 0;
    result.major = false;
    result.draws.clear();
    result.losses.clear();
    result.dice.clear();
    result.winnerSlot = -1;
    result.galvanised = {};
    result.victorSlot = -1;
}

} // namespace

void resolveConfrontation(const UmbraRuleset &rules, BattleState &state, int confrontationIndex, Dice &dice,
                          const ResolutionDecisions &decisions, ResolutionResult &result)
{
    if (confrontationIndex < 0 || confrontationIndex >= static_cast<int>(state.confrontations.size()))
        throw ResolutionError("no confrontation #" + std::to_string(confrontationIndex + 1));
    Confrontation &confrontation = state.confrontations[static_cast<std::size_t>(confrontationIndex)];
    if (confrontation.ended)
        throw ResolutionError("confrontation #" + std::to_string(confrontationIndex + 1) + " has ended");
    resetResult(result);
    Resolver r(rules, state, confrontation, dice, decisions, result);
    r.validateDecisions();

    r.galvanise(); // UD-52, UD-A31: before the totals, morale only
    r.designateTerreur();
    computeTotalsAndTable(r);
    confrontation.pendingAdvantage = {}; // UD-A62: spent at this resolution
    r.openDisciplinePurses();

    const auto &p = rules.parameters;
    const int draws = result.major ? p.majorBattleDraws : 1; // UD-84
    for (int drawIndex = 0; drawIndex < draws; ++drawIndex) {
        if (drawIndex > 0 && p.majorBattleRecomputeBetweenDraws)
            computeTotalsAndTable(r); // UD-A54 alternative
        resolveDraw(r, drawIndex);
    }
    r.checkAllocationUsed();
    r.closeDisciplinePurses();

    result.winnerSlot = resolutionWinner(r);
    // UD-60, UD-A34: a won resolution extends the streak; anything else resets it.
    for (int slot = 0; slot < 2; ++slot) {
        int &streak = confrontation.opportunisteStreak[static_cast<std::size_t>(slot)];
        streak = result.winnerSlot == slot ? streak + 1 : 0;
    }
    r.afterResolution(draws);

    // UD-97, UD-98: losses are already off the field (status); a side with no troop left has lost.
    if (r.bothFightOn()) {
        return; // the usual turn: both sides still have troops on the field
    }
    if (const std::optional<int> winner = victor(rules, state, confrontation)) {
        applyVictory(rules, state, confrontation, *winner);
        result.victorSlot = *winner;
    } else if (r.noTroopsLeft(0) && r.noTroopsLeft(1)) {
        confrontation.ended = true;
    }
}

} // namespace arbitre::umbra
