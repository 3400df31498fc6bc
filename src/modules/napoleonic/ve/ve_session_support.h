// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: what the procedures of a VeSession share while one runs.

#include "arbitre/core/recorded_dice.h"
#include "arbitre/napoleonic/ve_session.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string_view>

namespace arbitre::napoleonic::vesession {

/** The keys of a unit the GM may set (VE-M7), as overrideField() reads them. */
inline constexpr std::array<std::string_view, 9> UnitOverrideFields{
    "freshness", "cohesion", "formation", "losses", "commanded", "skirmishers", "eliminated", "hex", "facing"};
/** The keys of a leader the GM may set. */
inline constexpr std::array<std::string_view, 3> LeaderOverrideFields{"status", "attached", "hex"};
/** A leader's status (VE-17). */
inline constexpr std::array<std::string_view, 4> LeaderStatusIds{"active", "killed", "captured", "removed"};
/** The morale circumstances the GM states (VE-83–VE-86, VE-A21): the others come from the unit (morale()). */
inline constexpr std::array<std::string_view, 5> GmStatedMorale{"flank_attack", "rear_attack", "unit_above_failed",
                                                                "carre_vs_cavalry", "encerclee"};

/** One procedure while it runs: the rules, the map, the state it changes, the dice it records. */
struct Context
{
    const VeScenario &scenario;
    const VeOrders &orders;
    VeState &state;
    RecordingDice dice;

    const VeRuleset &rules() const { return scenario.ruleset(); }
    const VeMap &map() const { return scenario.map; }

    /** Unit `id` in the state; `role` names it in errors. Refuses an eliminated unit unless `evenEliminated`. */
    VePiece &unit(const std::string &id, const char *role, bool evenEliminated = false);
    VeLeaderPiece &leader(const std::string &id);
    /** The unit's hex; refuses a unit off the map. */
    Hex hexOf(const VePiece &piece) const;
    /** The unit as the procedures read it, with the bonus of the leader stacked on it (VE-82). */
    VeUnit procedureUnit(const VePiece &piece) const;
    /** The terrain id of the unit's hex (the first terrain off the map). */
    std::string terrainOf(const VePiece &piece) const;
    /** A d6, logged with its purpose. */
    int d6(std::string purpose);
    /** A d10 read as the ruleset says (VE-A5: 0–9, the face 0 entered and logged as 10). */
    int d10(std::string purpose);
    /** VE-18, VE-A16: one d10 per active leader stacked on these units; the checks as the event writes them. */
    nlohmann::json leaderChecks(const std::vector<const VePiece *> &units);
};

/** Eliminates the unit when its losses reach its loss steps (VE-M1). */
void checkLossSteps(VePiece &piece);

nlohmann::json fire(Context &c);
nlohmann::json melee(Context &c);
nlohmann::json morale(Context &c);
nlohmann::json result(Context &c);
nlohmann::json rally(Context &c);
nlohmann::json rest(Context &c);
nlohmann::json formation(Context &c);
nlohmann::json move(Context &c);
nlohmann::json initiative(Context &c);
nlohmann::json leader(Context &c);
nlohmann::json overrideField(Context &c);

} // namespace arbitre::napoleonic::vesession
