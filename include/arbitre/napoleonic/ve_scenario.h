// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A Vive l'Empereur ! scenario file (docs/napoleonic-format.md): the hex map, the sides with
// their units and leaders as set up, the ruleset, and the session's event log, read all-or-nothing.

#include "arbitre/core/event_log.h"
#include "arbitre/core/hex_grid.h"
#include "arbitre/core/json_document.h"
#include "arbitre/napoleonic/ve_procedures.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace arbitre::napoleonic {

/** The battlefield (VE-48–VE-50, VE-M1): terrain and level of every hex. It does not change in play. */
struct VeMap
{
    HexGrid grid;
    std::vector<std::uint8_t> terrain; /**< per cell, index into VeRuleset::terrains */
    std::vector<std::uint8_t> level;   /**< per cell, 0–9: a change of level is a slope or crest (VE-49) */
    std::vector<char> legend;          /**< per terrain index, the symbol the file drew it with; kept for saving */

    bool contains(Hex hex) const { return grid.contains(hex); }
    int terrainAt(Hex hex) const { return terrain[static_cast<std::size_t>(grid.index(hex))]; }
    int levelAt(Hex hex) const { return level[static_cast<std::size_t>(grid.index(hex))]; }
};

/** A hex as files and logs write it: `[col, row]` on the map's grid. */
nlohmann::json veHexJson(const VeMap &map, Hex hex);

struct VeSide
{
    std::string id;
    std::string name;
    int caBonus = 0;       /**< the army commander's bonus: margin-0 ties (VE-35, VE-A29) */
    bool attacker = false; /**< the attacking side: margin-0 ties (VE-35) */
};

/** A unit as it stands: the procedures' VeUnit (state and counter) plus its place on the map. */
struct VePiece
{
    std::string id;
    std::string name;
    std::size_t side = 0;
    VeUnit unit;                 /**< leaderBonus is not kept here: it comes from the leaders attached (VE-82) */
    int lossSteps = 1;           /**< losses it can take; at that many it is eliminated (VE-M1) */
    int mpFront = 0, mpBack = 0; /**< printed movement points (VE-26, VE-A7) */
    std::optional<Hex> hex;      /**< none: off the map */
    std::string facing;          /**< compass id of its front (`e`, `ne`…), "" when not set */
    bool eliminated = false;
};

/** A leader as he stands (VE-17–VE-23, VE-33–VE-35, VE-82). */
struct VeLeaderPiece
{
    std::string id;
    std::string name;
    std::size_t side = 0;
    int bonus = 0;                 /**< VE-63, VE-82 */
    int activation = 0;            /**< VE-35 */
    std::string attached;          /**< the unit he is stacked with ("" = alone at `hex`) */
    std::optional<Hex> hex;        /**< when not attached */
    std::string status = "active"; /**< active, killed, captured, removed (VE-17) */

    /** On the field and in command: neither killed, captured nor removed (VE-17). */
    bool active() const { return status == "active"; }
};

/** Everything that changes between events. A pure function of the file and its log. */
struct VeState
{
    std::vector<VePiece> units;
    std::vector<VeLeaderPiece> leaders;

    /** The hex where the leader stands: his unit's, or his own. */
    std::optional<Hex> leaderHex(const VeLeaderPiece &leader) const;
    /** VE-82, VE-A40: the best bonus of the active leaders attached to unit `index`. */
    std::optional<int> leaderBonus(std::size_t index) const;
};

/** The six ids a facing may take on this map's orientation, in HexDirections order. */
const std::array<std::string_view, 6> &veFacingIds(Orientation orientation);

class VeScenario final : public Scenario
{
public:
    VeScenario(std::filesystem::path path, std::shared_ptr<const VeRuleset> ruleset)
        : Scenario(std::move(path)), m_ruleset(std::move(ruleset))
    {}

    const VeRuleset &ruleset() const { return *m_ruleset; }

    std::string name;
    std::string rulesetRef; /**< the `ruleset` key as written */
    VeMap map;
    std::vector<VeSide> sides;
    VeState initial;
    EventLog log;
    nlohmann::json extra = nlohmann::json::object(); /**< `$schema`, `description`: kept verbatim on save */

    std::optional<std::size_t> unitIndex(std::string_view id) const;
    std::optional<std::size_t> leaderIndex(std::string_view id) const;

private:
    std::shared_ptr<const VeRuleset> m_ruleset;
};

/** Reads a scenario whose ruleset is already loaded. Throws LoadError with every problem located. */
std::shared_ptr<const VeScenario> readVeScenario(const JsonDocument &document,
                                                 std::shared_ptr<const VeRuleset> ruleset);

/** A unit and a leader as the scenario writes them (`sides[]` and the `state` snapshot). */
nlohmann::json vePieceJson(const VeScenario &scenario, const VePiece &piece);
nlohmann::json veLeaderJson(const VeScenario &scenario, const VeLeaderPiece &leader);
/** The `map` key as the file writes it. */
nlohmann::json veMapJson(const VeScenario &scenario);

/** The ids the scenario writes for the VE enums. */
std::string_view veArmId(VeArm arm);
std::string_view freshnessId(Freshness freshness);
std::string_view cohesionId(Cohesion cohesion);

} // namespace arbitre::napoleonic
