// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/ruleset.h"
#include "arbitre/umbra/ids.h"
#include "arbitre/umbra/ruleset_parameters.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {
class JsonDocument;
}

namespace arbitre::umbra {

/** The `system` id of Umbra Draconis rulesets. */
inline constexpr std::string_view SystemId = "umbra-draconis";

/** One rung of an ordered scale (morale ladder, fatigue scale): its id, labels and F effect. */
struct ScaleLevel
{
    std::string id;
    Label label;
    int force = 0; /**< F modifier (fatigue) or 0 (morale) */
};

/**
 * An ordered scale, worst first: the morale ladder `rupture … discipline` (UD-27) or the fatigue
 * scale `ereinte … repose` (UD-26). States hold an index into it.
 */
struct Scale
{
    std::vector<ScaleLevel> levels;

    int size() const { return static_cast<int>(levels.size()); }
    int top() const { return size() - 1; }
    /** Index of `id`, or nullopt. */
    std::optional<int> find(std::string_view id) const;
    const std::string &id(int index) const { return levels[static_cast<std::size_t>(index)].id; }
};

/** What a troop's F reads of its type (UD-20–UD-23), eight bytes a type: the side total's table (force_detail.h). */
struct TroopTypeForce
{
    int force = 0;
    TroopRole role = TroopRole::Standard;
};

/** A troop type of UD-20. */
struct TroopType
{
    std::string id;
    Label label;
    TroopRole role = TroopRole::Standard;
    int force = 0;         /**< base F; Mounted: the bonus over the base type (UD-22); Machine: default if unset */
    int startMorale = -1;  /**< morale index; -1 = that of the base type (Mounted) or the GM's (Machine) */
    int startFatigue = -1; /**< fatigue index (UD-A14) */
    std::vector<int> adjectives; /**< troop adjective indexes every troop of this type has (rapide) */
};

/** A troop adjective (UD-33–UD-38). Semantic ones are found by id; terrain bonuses are data. */
struct TroopAdjective
{
    std::string id;
    Label label;
    std::vector<int> bonusTerrains; /**< terrain indexes where it adds `bonusForce` (UD-37, UD-38) */
    int bonusForce = 0;
};

/** A terrain type of the map (data; UD-A43). */
struct Terrain
{
    std::string id;
    Label label;
    bool difficult = false;
    bool blocksForcedMarch = false;
    bool passable = true; /**< false: no troop or personality may enter (a river without a ford) */
    /** How a map draws it, one of TerrainSymbols ("ford", "trees"…); empty: the app guesses from the id. */
    std::string mapSymbol;
};

/** The symbols a terrain's `map_symbol` may name: display only, no rule reads them. */
inline constexpr std::array<std::string_view, 10> TerrainSymbols{
    "none", "trees", "hachures", "dense_hachures", "peaks", "waves", "ford", "marsh", "houses", "fields"};

/** A privileged position (UD-79). */
struct PositionType
{
    std::string id;
    Label label;
    int percent = 0;
};

/** A personality rank (UD-44). */
struct PersonalityRank
{
    std::string id;
    Label label;
    int force = 0;
};

/** A skill's labels and default numbers (UD-46–UD-65, UD-A26). */
struct SkillDefinition
{
    SkillKind kind = SkillKind::Meneur;
    std::string id;
    Label label;
    std::optional<int> defaultX; /**< nullopt: X must be given by the scenario (poliorcetique) */
    std::optional<int> defaultY;
    int force = 0;             /**< flat F for the Meneur family (+1) */
    std::vector<int> terrains; /**< terrain indexes where a terrain skill acts (meneur_forestier…) */
};

/** Who wins a resolution for each colour (UD-90, UD-A34). */
enum class ColourWinner : std::uint8_t
{
    Stronger,
    Weaker,
    None
};

struct Colour
{
    std::string id;
    Label label;
    ColourWinner winner = ColourWinner::None;
    bool highlight = false; /**< `vert` and `rouge` are highlighted in the log (UD-M6) */
    std::string display;    /**< how a front end paints it, "#rrggbb"; empty: its own neutral colour */
};

/** What one side suffers or gains on a table row (UD-91–UD-96). */
struct RowEffect
{
    int wounds = 0;       /**< blessure */
    int degats = 0;       /**< dégât (UD-A59: read through parameters.degatEffect) */
    int morale = 0;       /**< perte_de_moral */
    int moraleMajor = -1; /**< count in a major battle, -1 = same as `morale` */
    int advantage = 0;    /**< avantage_strategique: +F at its next resolution */

    int moraleLosses(bool major) const { return major && moraleMajor >= 0 ? moraleMajor : morale; }
};

struct TableRow
{
    int minFace = 1;
    int maxFace = 1;
    int colour = 0; /**< index into UmbraRuleset::colours */
    Label text;
    RowEffect superior;
    RowEffect inferior;
};

/** A confrontation table (I–IV). Every face of the die maps to exactly one row. */
struct ConfrontationTable
{
    std::string id;
    Label label;
    int dieSides = 10;
    std::vector<TableRow> rows;
    std::array<std::uint8_t, 21> rowByFace{}; /**< face -> row index (faces 1..dieSides) */

    const TableRow &row(int face) const { return rows[rowByFace[static_cast<std::size_t>(face)]]; }
};

/** Rally result (UD-101). */
enum class RallyResult : std::uint8_t
{
    Deroute,
    StatuQuo,
    Ralliement
};

/** A rally colour (UD-101): its own set, apart from the confrontation tables' colours. */
struct RallyColour
{
    std::string id;
    Label label;
    std::string display; /**< "#rrggbb", as Colour::display */
};

struct RallyRow
{
    int minFace = 1;
    int maxFace = 1;
    std::string colour; /**< rally colours are their own set: rouge / blanc / vert */
    Label label;
    RallyResult result = RallyResult::StatuQuo;
};

/** A command level's rally table (UD-100, UD-101). */
struct RallyTable
{
    std::string id; /**< command level, e.g. "moyenne" */
    Label label;
    int dieSides = 10;
    std::vector<RallyRow> rows;
};

/** One stage of the ban (UD-18). */
struct LevyStage
{
    int day = 1;
    int pietaillePercent = 0;
    int unitesPercent = 0;
};

/** Scout level (UD-39, UD-A21). */
struct ScoutLevel
{
    std::string id;
    Label label;
    int minVs = 0;
    int maxVs = 0;
    int defaultVs = 0;
};

/** A domain level's guidance ranges (UD-11, UD-A3); display only. */
struct DomainPowerLevel
{
    std::string id;
    Label label;
    std::string guidance; /**< free text shown to the GM */
};

/**
 * The Umbra Draconis ruleset, parsed once from `rulesets/umbra-draconis.json` into plain data.
 * Procedures never touch JSON; every number they use is here.
 */
class UmbraRuleset final : public Ruleset
{
public:
    explicit UmbraRuleset(RulesetHeader header) : Ruleset(std::move(header)) {}

    Scale morale;                         /**< UD-27, worst (rupture) first */
    Scale fatigue;                        /**< UD-26, worst (ereinte) first */
    std::vector<ScaleLevel> armement;     /**< UD-24: id + force */
    std::vector<ScaleLevel> entrainement; /**< UD-25: id (label) + force = the training value */
    std::vector<TroopType> troopTypes;
    std::vector<TroopAdjective> troopAdjectives;
    std::vector<Terrain> terrains;
    std::vector<PositionType> positions;
    std::vector<PersonalityRank> personalityRanks;
    std::vector<SkillDefinition> skills; /**< indexed by SkillKind */
    std::vector<Colour> colours;
    std::vector<ConfrontationTable> tables; /**< table_i … table_iv, in that order */
    std::vector<RallyColour> rallyColours;  /**< UD-101 */
    std::vector<RallyTable> rallyTables;
    std::vector<LevyStage> levySchedule;
    std::vector<ScoutLevel> scouts;
    std::vector<DomainPowerLevel> domainPower;
    UmbraParameters parameters;

    // Indexes the procedures need, resolved at load time.
    int adjectiveRapide = -1;
    int adjectiveDurACuire = -1;
    int adjectiveCoriace = -1;
    int adjectiveTirailleur = -1;
    int adjectiveForestier = -1;  /**< UD-37, and the forest of Forestier X (UD-45); −1 when the ruleset has none */
    int adjectiveMontagnard = -1; /**< UD-38; −1 when the ruleset has none */
    /** Per terrain index: bit i when troop adjective i has a bonus there (UD-37, UD-38), filled with the
     * adjectives at load. A terrain past its end (a ruleset built by hand) is worked out from the adjectives. */
    std::vector<std::uint32_t> terrainAdjectiveMasks;
    /** troopTypes' F and role side by side, and the F of each armement and fatigue level, filled with them at
     * load: the side total reads them for every troop. When a size is not that of its source (a ruleset edited by
     * hand), the side totals take the reference path. */
    std::vector<TroopTypeForce> typeForces;
    std::vector<int> armementForces;
    std::vector<int> fatigueForces;

    /** The tables above are those of troopTypes, armement and fatigue. */
    bool forceTablesMatch() const
    {
        return typeForces.size() == troopTypes.size() && armementForces.size() == armement.size() &&
               fatigueForces.size() == fatigue.levels.size();
    }
    int defaultTerrain = 0; /**< plaine */

    const SkillDefinition &skill(SkillKind kind) const { return skills[static_cast<std::size_t>(kind)]; }
    const TroopType &troopType(int index) const { return troopTypes[static_cast<std::size_t>(index)]; }

    std::optional<int> findTroopType(std::string_view id) const;
    std::optional<int> findAdjective(std::string_view id) const;
    std::optional<int> findTerrain(std::string_view id) const;
    std::optional<int> findPosition(std::string_view id) const;
    std::optional<int> findRank(std::string_view id) const;
    std::optional<int> findArmement(std::string_view id) const;
    std::optional<int> findColour(std::string_view id) const;
    std::optional<int> findRallyTable(std::string_view id) const;
    std::optional<int> findScoutLevel(std::string_view id) const;
    std::optional<SkillKind> findSkill(std::string_view id) const;
    /** Index of the training level with this value (−1…+2), or nullopt. */
    std::optional<int> findTrainingValue(int value) const;
};

/** Reads the body of an Umbra Draconis ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const UmbraRuleset> readRuleset(const JsonDocument &document, RulesetHeader header);

} // namespace arbitre::umbra
