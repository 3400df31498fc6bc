// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ruleset_loader_support.h"
#include "ruleset_parameter_choices.h"

#include <array>
#include <string>

namespace arbitre::umbra::detail {

namespace {

using P = UmbraParameters;
using namespace choices;

/** pietaille.modifiers_apply: the skills that reach piétaille despite its fixed F (UD-A19). */
constexpr std::array<std::string_view, 2> PietailleModifiers{"meneur_legendaire", "terreur_des_faibles"};

/**
 * One object of `parameters` (`levy`, `table_select`…). Its values are all required: the JSON is
 * where the defaults live. If the object itself is wrong, its members are not read (one error).
 */
class Group
{
public:
    Group(const JsonNode &parameters, std::string_view key, std::initializer_list<std::string_view> keys)
        : m_node(parameters[key]), m_ok(m_node.requireObject())
    {
        if (m_ok) {
            m_node.allowOnlyKeys(keys);
            readRuleId(m_node["rule"]);
        }
    }

    JsonNode operator[](std::string_view key) const { return m_node[key]; }
    bool ok() const { return m_ok; }

    void integer(std::string_view key, int &out, int min, int max) const
    {
        if (m_ok) {
            out = readInt(m_node[key], min, max).value_or(out);
        }
    }
    void boolean(std::string_view key, bool &out) const
    {
        if (m_ok) {
            out = m_node[key].boolean().value_or(out);
        }
    }
    template <typename E, std::size_t N> void choice(std::string_view key, E &out, const Choices<E, N> &choices) const
    {
        if (m_ok) {
            out = readChoice(m_node[key], choices).value_or(out);
        }
    }
    void reference(std::string_view key, int &out, const IdList &ids) const
    {
        if (m_ok) {
            out = readReference(m_node[key], ids).value_or(out);
        }
    }

private:
    JsonNode m_node;
    bool m_ok;
};

// A reading the digest names but the procedures do not carry out yet is refused, never silently ignored.
void refuseUnimplemented(const Group &group, std::string_view key, bool chosen, std::string_view what,
                         std::string_view rule)
{
    if (group.ok() && chosen)
        group[key].error(std::string(what) + " is not implemented yet (" + std::string(rule) +
                         "); keep the default reading");
}

void readLevyParameters(const JsonNode &node, P &p)
{
    const Group levy(node, "levy",
                     {"rule", "men_at_arms_per_unit", "men_at_arms_rounding", "riders_per_cavalry_unit",
                      "cavalry_rounding", "rounding", "rounding_basis", "contested_place_max_pietaille",
                      "units_consume_pietaille"});
    levy.integer("men_at_arms_per_unit", p.menAtArmsPerUnit, 1, MaxCount); // UD-A4
    levy.choice("men_at_arms_rounding", p.menAtArmsRounding, Roundings);
    levy.integer("riders_per_cavalry_unit", p.ridersPerCavalryUnit, 1, MaxCount); // UD-A5
    levy.choice("cavalry_rounding", p.cavalryRounding, Roundings);
    levy.choice("rounding", p.levyRounding, Roundings); // UD-A7
    levy.choice("rounding_basis", p.levyBasis, LevyBases);
    levy.integer("contested_place_max_pietaille", p.contestedPlaceMaxPietaille, 0, MaxCount); // UD-A10
    levy.boolean("units_consume_pietaille", p.unitsConsumePietaille);                         // UD-A9
    refuseUnimplemented(levy, "units_consume_pietaille", p.unitsConsumePietaille,
                        "units consuming piétaille (the source gives no count)", "UD-A9");
}

void readTroopParameters(const JsonNode &node, UmbraRuleset &rules)
{
    P &p = rules.parameters;
    const IdList morale = idsOf("morale level", rules.morale.levels);
    const IdList fatigue = idsOf("fatigue level", rules.fatigue.levels);

    const Group archers(node, "archers_alone", {"rule", "malus", "personalities_support", "pietaille_support"});
    archers.integer("malus", p.archersAloneMalus, 0, MaxForce); // UD-A12
    archers.boolean("personalities_support", p.archersAlonePersonalitiesSupport);
    archers.boolean("pietaille_support", p.archersAlonePietailleSupport);

    const Group training(node, "training", {"rule", "morale_shift", "start_morale_min"});
    training.choice("morale_shift", p.trainingMoraleShift, MoraleShifts); // UD-A13
    training.reference("start_morale_min", p.trainingStartMoraleMin, morale);

    const Group fatigueGroup(node, "fatigue", {"rule", "overflow"});
    fatigueGroup.choice("overflow", p.fatigueOverflow, FatigueOverflows); // UD-A15

    const Group wound(node, "wound", {"rule", "force_effect", "morale_steps", "set_fatigue_level", "flat_penalty"});
    wound.choice("force_effect", p.woundForceEffect, WoundForces); // UD-A16
    wound.integer("morale_steps", p.woundMoraleSteps, 0, MaxCount);
    wound.reference("set_fatigue_level", p.woundSetFatigue, fatigue);
    wound.integer("flat_penalty", p.woundFlatPenalty, 0, MaxForce);

    const Group floor(node, "force_floor", {"rule", "minimum", "conversion", "applies_to"});
    floor.integer("minimum", p.forceFloorMinimum, 0, MaxForce); // UD-30, UD-A17
    floor.choice("conversion", p.floorConversion, FloorConversions);
    floor.choice("applies_to", p.floorAppliesTo, FloorAppliesTos);
    refuseUnimplemented(floor, "applies_to", p.floorAppliesTo == P::FloorAppliesTo::AllModifiers, "'all_modifiers'",
                        "UD-A17");

    const Group pietaille(node, "pietaille", {"rule", "fixed_force", "disloquee_effect", "modifiers_apply"});
    pietaille.integer("fixed_force", p.pietailleFixedForce, 0, MaxForce); // UD-32
    pietaille.choice("disloquee_effect", p.disloqueeEffect, Disloquees);  // UD-A18
    if (pietaille.ok()) {
        // UD-A19: listing a skill lets it reach piétaille.
        const JsonNode list = pietaille["modifiers_apply"];
        std::array<bool, PietailleModifiers.size()> listed{};
        const bool isArray = list.requireArray();
        for (const JsonNode &item : isArray ? list.items() : std::vector<JsonNode>{}) {
            if (const std::optional<std::size_t> index = item.oneOf(PietailleModifiers)) {
                listed[*index] = true;
            }
        }
        if (isArray) {
            p.pietailleMeneurLegendaire = listed[0];
            p.pietailleTerreurDesFaibles = listed[1];
        }
    }

    const Group personality(node, "personality", {"rule", "elimination", "min_force", "wound_force_loss"});
    personality.choice("elimination", p.personalityElimination, PersonalityEliminations); // UD-A23
    personality.integer("min_force", p.personalityMinForce, 0, MaxForce);
    personality.integer("wound_force_loss", p.personalityWoundForce, 0, MaxForce); // UD-41

    const Group losses(node, "losses", {"rule", "wounds_to_personalities", "morale_assignment"});
    losses.boolean("wounds_to_personalities", p.woundsToPersonalities);        // UD-A24
    losses.choice("morale_assignment", p.moraleAssignment, MoraleAssignments); // UD-A60
}

void readSkillParameters(const JsonNode &node, P &p)
{
    // Optional: rulesets written before UD-A20's switch existed fight in their own hex.
    if (node["adjectives"].exists()) {
        const Group adjectives(node, "adjectives", {"rule", "terrain_reference"});
        adjectives.choice("terrain_reference", p.terrainReference, TerrainReferences); // UD-A20
    }
    const Group galvaniseur(node, "galvaniseur", {"rule", "mode"});
    galvaniseur.choice("mode", p.galvaniseurMode, GalvaniseurModes); // UD-A31
    refuseUnimplemented(galvaniseur, "mode", p.galvaniseurMode == P::GalvaniseurMode::Aura,
                        "'aura' (a standing step above the ladder)", "UD-A31");
    Group(node, "meneur", {"rule", "stacking"}).choice("stacking", p.meneurStacking, MeneurStackings);     // UD-A32
    Group(node, "resolution_victory", {"rule", "mode"}).choice("mode", p.resolutionVictory, VictoryModes); // UD-A34
    Group(node, "opportuniste", {"rule", "reset_at_end_of_day"})
        .boolean("reset_at_end_of_day", p.opportunisteResetAtEndOfDay);

    const Group poliorcetique(node, "poliorcetique", {"rule", "mode", "requires_position"});
    poliorcetique.choice("mode", p.poliorcetiqueMode, PoliorcetiqueModes); // UD-A35
    poliorcetique.boolean("requires_position", p.poliorcetiqueRequiresPosition);

    const Group decay(node, "skill_decay", {"rule", "unit", "initial_engagement"});
    decay.choice("unit", p.skillDecayUnit, DecayUnits); // UD-A28
    decay.choice("initial_engagement", p.initialEngagement, InitialEngagements);

    const Group contournement(node, "contournement", {"rule", "granularity"});
    contournement.choice("granularity", p.contournementGranularity, ContournementGranularities); // UD-A29
    refuseUnimplemented(contournement, "granularity", p.contournementGranularity == P::ContournementGranularity::Troop,
                        "'troop'", "UD-A29");
    Group(node, "discipline", {"rule", "refresh"}).choice("refresh", p.disciplineRefresh, DisciplineRefreshes);
    Group(node, "vision_strategique", {"rule", "duration"}).choice("duration", p.visionDuration, VisionDurations);
    Group(node, "terreur_des_faibles", {"rule", "overrides_bonuses"})
        .boolean("overrides_bonuses", p.terreurOverridesBonuses); // UD-A37
    Group(node, "castrametisation", {"rule", "timing"})
        .choice("timing", p.castrametisationTiming, CastrametisationTimings); // UD-A27
    Group(node, "aime_du_peuple", {"rule", "radius"}).integer("radius", p.aimeDuPeupleRadius, 0, MaxCount);
    Group(node, "meneur_tirailleur", {"rule", "max_units"})
        .integer("max_units", p.meneurTirailleurMaxUnits, 0, MaxCount); // UD-A33

    // UD-A36: the die result after Sens tactique stays on the die.
    const Group postRoll(node, "post_roll", {"rule", "clamp"});
    if (postRoll.ok()) {
        const JsonNode clamp = postRoll["clamp"];
        if (!clamp.requireArray()) {
            return;
        }
        if (clamp.value()->size() != 2) {
            clamp.error("expected [lowest, highest], got " + std::to_string(clamp.value()->size()) + " elements");
            return;
        }
        const std::optional<int> low = readInt(clamp[0], 1, MaxDieSides);
        const std::optional<int> high = readInt(clamp[1], 1, MaxDieSides);
        if (low && high && *low > *high) {
            clamp.error("expected the lowest face not above the highest, got [" + std::to_string(*low) + ", " +
                        std::to_string(*high) + "]");
        } else if (low && high) {
            p.postRollClampMin = *low;
            p.postRollClampMax = *high;
        }
    }
}

void readMapParameters(const JsonNode &node, UmbraRuleset &rules)
{
    P &p = rules.parameters;
    Group(node, "time", {"rule", "turns_per_day"}).integer("turns_per_day", p.turnsPerDay, 1, MaxCount); // UD-67

    const Group movement(node, "movement", {"rule", "foot", "rapide", "difficult_cost", "personality"});
    movement.integer("foot", p.movementFoot, 0, MaxCount); // UD-72, UD-A43
    movement.integer("rapide", p.movementRapide, 0, MaxCount);
    movement.integer("difficult_cost", p.movementDifficultCost, 1, MaxCount);
    movement.integer("personality", p.movementPersonality, 0, MaxCount); // Arbitre reading, rules-interpretations.md

    const Group disengage(node, "disengage", {"rule", "malus", "malus_duration", "free_on_new_day"});
    disengage.integer("malus", p.disengageMalus, 0, MaxForce); // UD-73, UD-A44
    disengage.choice("malus_duration", p.disengageMalusDuration, MalusDurations);
    disengage.boolean("free_on_new_day", p.disengageFreeOnNewDay);

    const Group march(node, "forced_march", {"rule", "extra_hexes", "block_scope"});
    if (march.ok()) {
        // UD-A45: a number of hexes, or "double" (stored as 0).
        const JsonNode extra = march["extra_hexes"];
        if (extra.exists() && extra.value()->is_string()) {
            if (extra.value()->get<std::string>() == "double") {
                p.forcedMarchExtraHexes = 0;
            } else {
                extra.error("expected a number of hexes or 'double', got " +
                            inQuotes(extra.value()->get<std::string>()));
            }
        } else {
            march.integer("extra_hexes", p.forcedMarchExtraHexes, 1, MaxCount);
        }
    }
    march.choice("block_scope", p.forcedMarchScope, ForcedMarchScopes); // UD-A46

    const Group fortify(node, "fortify",
                        {"rule", "turns", "turns_castrametisation_appropriate", "turns_castrametisation_elsewhere",
                         "result", "consecutive"});
    fortify.integer("turns", p.fortifyTurns, 1, MaxCount); // UD-80, UD-A51
    fortify.integer("turns_castrametisation_appropriate", p.fortifyTurnsCastrametisationAppropriate, 1, MaxCount);
    fortify.integer("turns_castrametisation_elsewhere", p.fortifyTurnsCastrametisationElsewhere, 1, MaxCount);
    fortify.reference("result", p.fortifyResultPosition, idsOf("position", rules.positions));
    fortify.boolean("consecutive", p.fortifyConsecutive);

    const Group confrontation(node, "confrontation", {"rule", "adjacency_turns", "multi_side"});
    confrontation.integer("adjacency_turns", p.adjacencyTurns, 0, MaxCount); // UD-A52
    if (confrontation.ok() && confrontation["multi_side"].exists()) // optional: rulesets before it keep `divide`
        confrontation.choice("multi_side", p.multiSide, MultiSides);

    const Group consolidate(node, "consolidate", {"rule", "bonus", "scope", "allowed_when_engaged"});
    consolidate.integer("bonus", p.consolidateBonus, 0, MaxForce); // UD-78, UD-A48
    consolidate.choice("scope", p.consolidateScope, ConsolidateScopes);
    consolidate.boolean("allowed_when_engaged", p.consolidateAllowedWhenEngaged);

    const Group positions(node, "positions", {"rule", "rounding", "scope", "include_personalities", "base"});
    positions.choice("rounding", p.positionsRounding, Roundings); // UD-A49
    positions.choice("scope", p.positionsScope, PositionScopes);
    positions.boolean("include_personalities", p.positionsIncludePersonalities);
    positions.choice("base", p.positionsBase, PositionBases);
}

void readConfrontationParameters(const JsonNode &node, UmbraRuleset &rules)
{
    P &p = rules.parameters;
    const Group major(node, "major_battle",
                      {"rule", "min_units", "count_pietaille", "draws", "recompute_between_draws"});
    major.integer("min_units", p.majorBattleMinUnits, 1, MaxCount); // UD-84, UD-A53
    major.boolean("count_pietaille", p.majorBattleCountPietaille);
    major.integer("draws", p.majorBattleDraws, 1, MaxCount); // UD-A54
    major.boolean("recompute_between_draws", p.majorBattleRecomputeBetweenDraws);

    const Group select(node, "table_select",
                       {"rule", "tie_max_difference", "superior_min_difference", "double_ratio", "triple_ratio",
                        "ratio_inclusive", "tie_band_overrides_ratio", "equal_force_tiebreak"});
    select.integer("tie_max_difference", p.tieMaxDifference, 0, MaxCount); // UD-A57
    select.integer("superior_min_difference", p.superiorMinDifference, 1, MaxCount);
    select.integer("double_ratio", p.doubleRatio, 1, MaxCount); // UD-A58
    select.integer("triple_ratio", p.tripleRatio, 1, MaxCount);
    select.boolean("ratio_inclusive", p.ratioInclusive);
    select.boolean("tie_band_overrides_ratio", p.tieBandOverridesRatio);
    select.choice("equal_force_tiebreak", p.equalForceTiebreak, EqualForceTiebreaks); // UD-A55
    if (select.ok() && p.superiorMinDifference <= p.tieMaxDifference) {
        select["superior_min_difference"].error("expected more than tie_max_difference (" +
                                                std::to_string(p.tieMaxDifference) + "), got " +
                                                std::to_string(p.superiorMinDifference));
    }
    if (select.ok() && p.tripleRatio <= p.doubleRatio) {
        select["triple_ratio"].error("expected more than double_ratio (" + std::to_string(p.doubleRatio) + "), got " +
                                     std::to_string(p.tripleRatio));
    }

    Group(node, "strategic_advantage", {"rule", "carry_over_night"})
        .boolean("carry_over_night", p.strategicAdvantageCarryOverNight); // UD-A62

    const Group victory(node, "victory", {"rule", "morale_gain", "counts_personalities"});
    victory.integer("morale_gain", p.victoryMoraleGain, 0, MaxCount); // UD-98, UD-A64
    victory.boolean("counts_personalities", p.victoryCountsPersonalities);

    Group(node, "vs", {"rule", "tiebreak"}).choice("tiebreak", p.vsTiebreak, VsTiebreaks); // UD-43, UD-A22
}

void readEndOfDayParameters(const JsonNode &node, UmbraRuleset &rules)
{
    P &p = rules.parameters;
    const IdList fatigue = idsOf("fatigue level", rules.fatigue.levels);

    const Group rally(node, "rally", {"rule", "skill_bonus", "skill_bonus_faces", "rallied_morale", "command_level"});
    rally.choice("skill_bonus", p.rallySkillBonus, RallySkillBonuses); // UD-A66
    rally.integer("skill_bonus_faces", p.rallySkillBonusFaces, 0, MaxDieSides);
    if (rally.ok()) {
        // UD-A68: "start_morale", or the morale level a rallied troop comes back at.
        const JsonNode rallied = rally["rallied_morale"];
        if (rallied.exists() && rallied.value()->is_string() && rallied.value()->get<std::string>() == "start_morale") {
            p.ralliedMorale = P::RalliedMorale::StartMorale;
        } else {
            IdList allowed = idsOf("morale level", rules.morale.levels);
            if (!allowed.ids.empty()) {
                allowed.what = "rallied morale";
                allowed.ids.emplace_back("start_morale");
            }
            if (const std::optional<int> level = readReference(rallied, allowed)) {
                p.ralliedMorale = P::RalliedMorale::Flanchant;
                p.ralliedMoraleLevel = *level;
            }
        }
    }
    rally.reference("command_level", p.defaultCommandLevel, idsOf("command level", rules.rallyTables)); // UD-A67

    const Group rest(node, "rest",
                     {"rule", "full_gain", "full_cap", "partial_gain", "partial_cap", "engaged_definition"});
    rest.integer("full_gain", p.restFullGain, 0, MaxCount); // UD-102, UD-A69
    rest.reference("full_cap", p.restFullCap, fatigue);
    rest.integer("partial_gain", p.restPartialGain, 0, MaxCount);
    rest.reference("partial_cap", p.restPartialCap, fatigue);
    rest.choice("engaged_definition", p.restEngagedDefinition, EngagedDefinitions); // UD-A70
}

} // namespace

void readParameters(const JsonNode &node, UmbraRuleset &rules)
{
    if (!node.requireObject()) {
        return;
    }
    node.allowOnlyKeys({"time",
                        "levy",
                        "archers_alone",
                        "training",
                        "fatigue",
                        "wound",
                        "force_floor",
                        "pietaille",
                        "personality",
                        "losses",
                        "adjectives",
                        "galvaniseur",
                        "meneur",
                        "resolution_victory",
                        "opportuniste",
                        "poliorcetique",
                        "skill_decay",
                        "contournement",
                        "discipline",
                        "vision_strategique",
                        "terreur_des_faibles",
                        "post_roll",
                        "castrametisation",
                        "movement",
                        "disengage",
                        "forced_march",
                        "fortify",
                        "confrontation",
                        "aime_du_peuple",
                        "meneur_tirailleur",
                        "consolidate",
                        "positions",
                        "major_battle",
                        "table_select",
                        "strategic_advantage",
                        "victory",
                        "vs",
                        "rally",
                        "rest"});
    readLevyParameters(node, rules.parameters);
    readTroopParameters(node, rules);
    readSkillParameters(node, rules.parameters);
    readMapParameters(node, rules);
    readConfrontationParameters(node, rules);
    readEndOfDayParameters(node, rules);
}

} // namespace arbitre::umbra::detail
