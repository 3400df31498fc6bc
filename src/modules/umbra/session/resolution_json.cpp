// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/session.h"

#include <string>

namespace arbitre::umbra {

namespace {

using nlohmann::json;

json breakdownToJson(const Breakdown &breakdown)
{
    json terms = json::array();
    for (const Term &term : breakdown)
        terms.push_back({{"rule", term.ruleId}, {"label", term.label}, {"value", term.value}, {"sets", term.replaces}});
    return terms;
}

json labelToJson(const Label &label)
{
    return {{"fr", label.fr}, {"en", label.en}};
}

const std::string &sideIdOf(const BattleState &state, const Confrontation &confrontation, int slot)
{
    return state.sides[static_cast<std::size_t>(confrontation.sides[static_cast<std::size_t>(slot)])].id;
}

json sideOrNull(const BattleState &state, const Confrontation &confrontation, int slot)
{
    return slot < 0 ? json(nullptr) : json(sideIdOf(state, confrontation, slot));
}

// What one draw did: its losses, then the strategic advantages it gave.
json drawEffectsToJson(const BattleState &state, const Confrontation &confrontation, const ResolutionResult &result,
                       const DrawRecord &draw)
{
    json effects = json::array();
    for (std::size_t i = draw.firstLoss; i < draw.firstLoss + draw.lossCount; ++i) {
        const SlotLoss &loss = result.losses[i];
        json effect = {{"side", sideIdOf(state, confrontation, loss.slot)},
                       {"kind", lossKindId(loss.record.kind)},
                       {"target", loss.record.hasTarget ? json(memberId(state, loss.record.target)) : json(nullptr)},
                       {"outcome", lossOutcomeId(loss.record.outcome)},
                       {"chosen", loss.record.chosen}};
        if (loss.record.moraleSteps > 0)
            effect["morale_steps"] = loss.record.moraleSteps;
        if (loss.record.disciplineSpent > 0)
            effect["discipline_spent"] = loss.record.disciplineSpent;
        effects.push_back(std::move(effect));
    }
    for (int slot = 0; slot < 2; ++slot)
        if (const int gained = draw.advantageGained[static_cast<std::size_t>(slot)])
            effects.push_back(
                {{"side", sideIdOf(state, confrontation, slot)}, {"kind", "avantage_strategique"}, {"force", gained}});
    return effects;
}

json drawToJson(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                const ResolutionResult &result, const DrawRecord &draw)
{
    const ConfrontationTable &table = rules.tables[static_cast<std::size_t>(draw.table)];
    const TableRow &row = table.rows[static_cast<std::size_t>(draw.row)];
    json entry = {{"die", draw.final},
                  {"natural", draw.natural},
                  {"table", table.id},
                  {"faces", json::array({row.minFace, row.maxFace})},
                  {"colour", rules.colours[static_cast<std::size_t>(draw.colour)].id},
                  {"text", labelToJson(row.text)},
                  {"winner", sideOrNull(state, confrontation, draw.winnerSlot)},
                  {"effects", drawEffectsToJson(state, confrontation, result, draw)}};
    if (rules.colours[static_cast<std::size_t>(draw.colour)].highlight)
        entry["highlight"] = true; // UD-M6: vert and rouge stand out in the log
    if (draw.redrawSlot >= 0)
        entry["redraw"] = {{"side", sideIdOf(state, confrontation, draw.redrawSlot)}, {"die", draw.redrawn}};
    for (int slot = 0; slot < 2; ++slot)
        if (const int shift = draw.sensTactique[static_cast<std::size_t>(slot)])
            entry["sens_tactique"][sideIdOf(state, confrontation, slot)] = shift;
    return entry;
}

} // namespace

nlohmann::json resolutionToJson(const UmbraRuleset &rules, const BattleState &state, int confrontationIndex,
                                const ResolutionResult &result)
{
    const Confrontation &confrontation = state.confrontations[static_cast<std::size_t>(confrontationIndex)];
    auto sideId = [&](int slot) -> const std::string & { return sideIdOf(state, confrontation, slot); };
    auto slotOrNull = [&](int slot) { return sideOrNull(state, confrontation, slot); };

    json sides = json::array();
    for (int slot = 0; slot < 2; ++slot) {
        const SideTotal &total = result.totals[static_cast<std::size_t>(slot)];
        sides.push_back({{"id", sideId(slot)},
                         {"force", total.total},
                         {"troops", total.troops},
                         {"pietailles", total.pietailles},
                         {"personalities", total.personalities},
                         {"breakdown", breakdownToJson(total.breakdown)},
                         {"explain", total.breakdown.explain()}});
    }

    json draws = json::array();
    for (const DrawRecord &draw : result.draws)
        draws.push_back(drawToJson(rules, state, confrontation, result, draw));

    json out = {{"confrontation", confrontationIndex + 1},
                {"sides", std::move(sides)},
                {"difference", result.table.difference},
                {"table", rules.tables[static_cast<std::size_t>(result.table.table)].id},
                {"table_reason", result.table.reason},
                {"table_rule", result.table.ruleId},
                {"units", result.countedUnits},
                {"major", result.major},
                {"roller", sideId(result.superiorSlot)},
                {"roller_rule", result.superiorReason},
                {"draws", std::move(draws)},
                {"winner", slotOrNull(result.winnerSlot)},
                {"victor", slotOrNull(result.victorSlot)}};
    for (int slot = 0; slot < 2; ++slot)
        if (const int boosted = result.galvanised[static_cast<std::size_t>(slot)])
            out["galvanised"][sideId(slot)] = boosted;
    if (result.losses.dropped() > 0)
        out["losses_not_listed"] = result.losses.dropped();
    return out;
}

} // namespace arbitre::umbra
