// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What every VE procedure reads from the scenario while it runs: units, leaders, hexes, dice.
#include "ve_session_support.h"

#include <algorithm>

namespace arbitre::napoleonic::vesession {

using nlohmann::json;

VePiece &Context::unit(const std::string &id, const char *role, bool evenEliminated)
{
    if (id.empty())
        throw SessionError(std::string("this procedure needs a ") + role);
    const auto index = scenario.unitIndex(id);
    if (!index)
        throw SessionError("no unit '" + id + "' in this scenario");
    VePiece &piece = state.units[*index];
    if (piece.eliminated && !evenEliminated)
        throw SessionError("unit '" + id + "' is eliminated");
    return piece;
}

VeLeaderPiece &Context::leader(const std::string &id)
{
    if (id.empty())
        throw SessionError("this procedure needs a leader");
    const auto index = scenario.leaderIndex(id);
    if (!index)
        throw SessionError("no leader '" + id + "' in this scenario");
    return state.leaders[*index];
}

Hex Context::hexOf(const VePiece &piece) const
{
    if (!piece.hex)
        throw SessionError("unit '" + piece.id + "' is off the map");
    return *piece.hex;
}

VeUnit Context::procedureUnit(const VePiece &piece) const
{
    VeUnit unit = piece.unit;
    const auto index = scenario.unitIndex(piece.id);
    unit.leaderBonus = state.leaderBonus(*index);
    return unit;
}

std::string Context::terrainOf(const VePiece &piece) const
{
    const std::size_t terrain = piece.hex ? static_cast<std::size_t>(map().terrainAt(*piece.hex)) : 0;
    return rules().terrains.at(terrain).id;
}

int Context::d6(std::string purpose)
{
    const int value = dice.roll(6);
    dice.rolls().back().purpose = std::move(purpose);
    return value;
}

int Context::d10(std::string purpose)
{
    const int value = dice.roll(10);
    dice.rolls().back().purpose = std::move(purpose);
    // VE-A5: read 0–9, the face printed 0 comes as 10 from a die of 1–10.
    return rules().parameters.d10ZeroToNine && value == 10 ? 0 : value;
}

json Context::leaderChecks(const std::vector<const VePiece *> &units)
{
    json checks = json::array();
    for (const VePiece *piece : units) {
        for (const VeLeaderPiece &l : state.leaders) {
            if (!l.active() || l.attached != piece->id)
                continue;
            const int face = d10("leader check of " + l.id + " with " + piece->id + " (VE-18)");
            const bool hit = veLeaderHit(rules(), face);
            // VE-A16: the casualty table (Mort, Capturé, Blessé) is not in the extract: the GM overrides.
            checks.push_back(json{{"leader", l.id}, {"d10", face}, {"hit", hit}, {"needs_gm", hit}});
        }
    }
    return checks;
}

void checkLossSteps(VePiece &piece)
{
    if (piece.unit.losses >= piece.lossSteps) {
        piece.unit.losses = piece.lossSteps;
        piece.eliminated = true;
    }
}

} // namespace arbitre::napoleonic::vesession
