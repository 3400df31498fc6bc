// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The duel: the smallest rule system Arbitre ships, the example of docs/adding-a-rule-system.md. Two
// sides' duellists attack each other with one die on a three-row result table; every number and word
// is in rulesets/duel.json. Its rules (DU-1…DU-5) are written in that guide.

#include "arbitre/core/breakdown.h"
#include "arbitre/core/dice.h"
#include "arbitre/core/event_log.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/label.h"
#include "arbitre/core/ruleset.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::duel {

/** The `system` of duel rulesets. */
inline constexpr std::string_view System = "duel";

/** A circumstance the GM ticks for an attack, added to the die (DU-2). */
struct Modifier
{
    std::string id;
    Label label;
    int value = 0;
};

/** A row of the result table: the totals it covers and the wounds it deals (DU-3). */
struct ResultRow
{
    std::string id;
    Label label;
    int from = 0; /**< lowest total of the row */
    int to = 0;   /**< highest total of the row */
    int wounds = 0;
};

/** A duel ruleset, read once: the die, the modifiers, the result table (each total of the die in one row). */
class DuelRuleset final : public Ruleset
{
public:
    explicit DuelRuleset(RulesetHeader header) : Ruleset(std::move(header)) {}

    int die = 6;
    std::vector<Modifier> modifiers;
    std::vector<ResultRow> results; /**< in order of their totals, covering 1…die exactly once */

    /** The row of a total already clamped to 1…die. */
    const ResultRow &rowOf(int total) const;
};

/** A duellist as the scenario sets them up (DU-1). */
struct Duellist
{
    std::string id;
    std::string name;
    std::string side; /**< a side id of the scenario */
    int vigour = 1;   /**< wounds it takes to fall (DU-4) */
};

struct Side
{
    std::string id;
    std::string name;
};

/** A duel scenario: two sides, their duellists, and the log of what was played. */
class DuelScenario final : public Scenario
{
public:
    DuelScenario(std::filesystem::path path, std::shared_ptr<const DuelRuleset> rules)
        : Scenario(std::move(path)), ruleset(std::move(rules))
    {}

    std::shared_ptr<const DuelRuleset> ruleset;
    std::string rulesetRef; /**< the `ruleset` key as written */
    std::string schemaRef;  /**< the `$schema` key as written, kept when saved in place */
    std::string name;
    std::string description;
    std::vector<Side> sides; /**< exactly two */
    std::vector<Duellist> duellists;
    EventLog log;
    nlohmann::json snapshot; /**< the saved `state`, null if none: checked against the replay, never trusted */

    /** The index of duellist `id`, or -1. */
    int indexOf(std::string_view id) const;
};

/** Wounds taken so far, per duellist in scenario order: all a duel's state (DU-4). */
struct DuelState
{
    std::vector<int> wounds;
    friend bool operator==(const DuelState &, const DuelState &) = default;
};

bool standing(const DuelScenario &scenario, const DuelState &state, std::size_t duellist);
/** The side with no duellist standing, or -1 while both fight (DU-5). */
int defeatedSide(const DuelScenario &scenario, const DuelState &state);

/** One attack as the GM declares it, by index. */
struct Attack
{
    std::size_t attacker = 0;
    std::size_t target = 0;
    std::vector<std::size_t> modifiers; /**< indexes into DuelRuleset::modifiers */
};

/** What an attack did: the die, the explained total, the row read and the wounds dealt. */
struct AttackResult
{
    int die = 0;
    Breakdown total; /**< the die, each modifier, then the clamp to the die's faces when it bites (DU-2) */
    std::size_t row = 0;
    int wounds = 0;
    bool falls = false; /**< the target reaches its vigour (DU-4) */
};

/** Resolves an attack (DU-2, DU-3, DU-4) on `state`; the caller has checked who may attack whom. */
AttackResult resolveAttack(const DuelRuleset &rules, const DuelScenario &scenario, DuelState &state,
                           const Attack &attack, Dice &dice);

/** Reads a duel ruleset whose header is checked. Throws LoadError. */
std::shared_ptr<const DuelRuleset> readDuelRuleset(const JsonDocument &document, RulesetHeader header);
/** Reads a duel scenario against its ruleset. Throws LoadError. */
std::shared_ptr<const DuelScenario> readDuelScenario(const JsonDocument &document,
                                                     std::shared_ptr<const DuelRuleset> ruleset);

} // namespace arbitre::duel
