// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/event_log.h"
#include "arbitre/core/json_document.h"
#include "arbitre/pm/ruleset.h"

#include <nlohmann/json.hpp>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace arbitre::pm {

/** At most this many players on a side: a phase keeps their dice in fixed storage. */
inline constexpr std::size_t MaxPlayersPerSide = 32;

/** A unit that lends its morale bonus to its side's total morale (PM-4, PM-A11). */
struct UnitBonus
{
    std::string id;
    std::string name;
    int bonus = 0;
};

/** A player taking part in the battle on a side, the commander-in-chief excepted (PM-6, PM-A12). */
struct Player
{
    std::string id;
    std::string name;
    bool npc = false;      /**< a non-player officer: rolls only with `player_dice.include_npcs` */
    std::optional<int> de; /**< the die the player rolled for the next phase, if the file gives it */
};

/** A side as the battle file sets it up, before any phase. */
struct SideSetup
{
    std::string id;
    std::string name;
    int pm = 0;
    int moraleBase = 0; /**< `moral_de_base` */
    std::vector<UnitBonus> units;
    std::optional<int> command; /**< `commandement`; none: no commander-in-chief, 0 (PM-A12) */
    std::string commander;      /**< the commander's name, for display */
    std::vector<Player> players;
};

/** A side as the battle stands after the phases played. */
struct SideState
{
    int pm = 0;
    int moraleBase = 0;
    std::vector<bool> unitPresent;        /**< per SideSetup::units; a removed unit takes its bonus away (PM-A11) */
    int unitBonus = 0;                    /**< sum of the bonuses of the units present */
    int winRun = 0;                       /**< consecutive phases won since the run last paid or broke (PM-16) */
    bool streakPaid = false;              /**< `once_per_battle` already paid */
    bool outOfCombat = false;             /**< PM ≤ threshold, or the GM's word (PM-17) */
    bool changeStrategy = false;          /**< decided at the last phase: the next score shows it (PM-A18) */
    std::optional<DecisionKind> decision; /**< this side's decision after the last phase */

    int moraleTotal() const { return moraleBase + unitBonus; } /**< PM-4 */
    friend bool operator==(const SideState &, const SideState &) = default;
};

/** The whole battle between phases. A pure function of the battle file and its log. */
struct BattleState
{
    std::array<SideState, 2> sides;
    int phase = 0;                 /**< phases played */
    std::optional<int> lastWinner; /**< after the last phase: 0, 1, or none (tie / none played) */
    bool lastWasTie = false;
    bool decided = false; /**< the decisions after the last phase are recorded */
    bool ended = false;
    std::string endReason; /**< `se_retirer:<side>`, `accord`… */
    friend bool operator==(const BattleState &, const BattleState &) = default;
};

/**
 * A PM battle file (`BATTLE.json`, docs/pm-battle-format.md): the two sides, the ruleset and the
 * battle's history (the log of phases and decisions), read all-or-nothing.
 */
class PmBattle final : public Scenario
{
public:
    PmBattle(std::filesystem::path path, std::shared_ptr<const PmRuleset> ruleset)
        : Scenario(std::move(path)), m_ruleset(std::move(ruleset))
    {}

    const PmRuleset &ruleset() const { return *m_ruleset; }
    std::shared_ptr<const PmRuleset> rulesetPtr() const { return m_ruleset; }

    std::string name;
    std::string rulesetRef; /**< the `ruleset` key as written */
    std::array<SideSetup, 2> sides;
    EventLog log;
    nlohmann::json extra = nlohmann::json::object(); /**< keys kept verbatim on save (`description`, `$schema`…) */

    /** The state before any phase. */
    BattleState initialState() const;
    /** Index of the side `id`, or nullopt. */
    std::optional<std::size_t> sideIndex(std::string_view id) const;

private:
    std::shared_ptr<const PmRuleset> m_ruleset;
};

/** Reads a PM battle file against its ruleset. Throws LoadError with every problem. */
std::shared_ptr<const PmBattle> readBattle(const JsonDocument &document, std::shared_ptr<const PmRuleset> ruleset);

/** Reads the body of a PM battle ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const PmRuleset> readRuleset(const JsonDocument &document, RulesetHeader header);

} // namespace arbitre::pm
