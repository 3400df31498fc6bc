// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/pm/session.h"
#include "arbitre/pm/terms.h"

#include "arbitre/core/recorded_dice.h"

#include <algorithm>
#include <string>
#include <utility>

namespace arbitre::pm {

namespace {

using nlohmann::json;

/**
 * The players' dice given by the players themselves (entered), served at their place in the
 * order of resolvePhase(); every other die comes from the GM's source.
 */
class PhaseDice final : public Dice
{
public:
    PhaseDice(Dice &inner, const PmRuleset &rules, const PmBattle &battle, const BattleState &state,
              const PhaseOrders &orders)
        : m_inner(inner)
    {
        for (std::size_t i = 0; i < 2; ++i) {
            const int pm =
                orders.sides[i].engagedPm && rules.engagedAffectsDice ? *orders.sides[i].engagedPm : state.sides[i].pm;
            m_playersFrom += rules.diceFor(pm);
        }
        for (std::size_t i = 0; i < 2; ++i) {
            const std::vector<Player> &players = battle.sides[i].players;
            for (std::size_t p = 0; p < players.size(); ++p) {
                if (players[p].npc && !rules.playerDice.includeNpcs)
                    continue;
                const auto &given = orders.sides[i].playerDice;
                m_given.push_back(p < given.size() ? given[p] : std::nullopt);
            }
        }
    }
    int roll(int sides) override { return rollAt(m_count, sides); }
    int rollAt(std::size_t position, int sides) override
    {
        const std::size_t slot = m_count++;
        if (slot >= m_playersFrom && slot - m_playersFrom < m_given.size() && m_given[slot - m_playersFrom]) {
            m_source = DieSource::Entered;
            return *m_given[slot - m_playersFrom];
        }
        const int value = m_inner.rollAt(position, sides);
        m_source = m_inner.source();
        return value;
    }
    DieSource source() const override { return m_source; }

private:
    Dice &m_inner;
    std::size_t m_playersFrom = 0;
    std::vector<std::optional<int>> m_given;
    std::size_t m_count = 0;
    DieSource m_source = DieSource::Seeded;
};

std::string sideList(const PmBattle &battle, const BattleState &state, DecisionKind kind)
{
    std::string names;
    for (std::size_t i = 0; i < 2; ++i) {
        if (state.sides[i].decision == kind)
            names += (names.empty() ? "" : ", ") + battle.sides[i].name;
    }
    return names;
}

/** Why no decision can be recorded now (PM-19), or empty. */
std::string decisionStepRefusal(const BattleState &state)
{
    if (state.phase == 0)
        return "no phase has been played: there is nothing to decide yet (PM-19)";
    if (state.ended)
        return "the battle is over (" + state.endReason + "): nothing is left to decide (PM-19)";
    if (state.decided)
        return "the decisions after phase " + std::to_string(state.phase) + " are already recorded (PM-19)";
    return {};
}

void applyDecisions(const PmRuleset &rules, const PmBattle &battle, const PhaseDecisions &decisions, BattleState &state)
{
    if (const std::string refusal = decisionStepRefusal(state); !refusal.empty())
        throw SessionError(refusal);
    bool negotiation = false;
    for (std::size_t i = 0; i < 2; ++i) {
        const SideDecision &side = decisions.sides[i];
        const std::string &name = battle.sides[i].name;
        const std::string id(DecisionIds[static_cast<std::size_t>(side.decision)]);
        if (state.sides[i].outOfCombat && side.decision != DecisionKind::SeRetirer)
            throw SessionError(name + " is out of combat and must withdraw, not '" + id + "' (PM-17)");
        if (state.lastWasTie && !rules.tieAllows(side.decision))
            throw SessionError(name + ": after a tie the choice is withdraw or a new phase, not '" + id +
                               "' (PM-9, PM-A7, tie.decisions)");
        if (side.changeStrategy && side.decision != DecisionKind::Continuer)
            throw SessionError(name + ": a change of strategy is for the next phase and goes with 'continuer' (PM-19)");
        negotiation = negotiation || side.decision == DecisionKind::Negocier;
    }
    if (decisions.agreement && !negotiation)
        throw SessionError("an agreement ends a negotiation, and no side chose 'negocier' (PM-19)");
    for (std::size_t i = 0; i < 2; ++i) {
        state.sides[i].decision = decisions.sides[i].decision;
        state.sides[i].changeStrategy = decisions.sides[i].changeStrategy;
    }
    state.decided = true;
    const std::string withdrawn = sideList(battle, state, DecisionKind::SeRetirer);
    if (!withdrawn.empty()) {
        state.ended = true;
        state.endReason = "se_retirer: " + withdrawn;
    } else if (decisions.agreement) {
        state.ended = true;
        state.endReason = "accord";
    }
}

/** PM-M4: the field's rule id (what the override replaces), applied to `state`; returns the old value. */
json applyOverride(const PmRuleset &rules, const PmBattle &battle, const StateOverride &change, BattleState &state,
                   std::string &rule)
{
    const auto index = battle.sideIndex(change.side);
    if (!index)
        throw SessionError("no side '" + change.side + "' in this battle");
    if (change.reason.empty())
        throw SessionError("an override needs its reason in the log (PM-M4)");
    SideState &side = state.sides[*index];
    const json &value = change.value;
    const auto integer = [&](int min) {
        if (!value.is_number_integer() || value.get<long long>() < min || value.get<long long>() > 1000000)
            throw SessionError("'" + change.field + "' takes an integer from " + std::to_string(min) + ", got " +
                               value.dump());
        return static_cast<int>(value.get<long long>());
    };
    json from;
    if (change.field == "pm") {
        rule = "PM-A15";
        from = side.pm;
        side.pm = integer(0);
        side.outOfCombat = side.pm <= rules.outOfCombatThreshold; // PM-17 follows the new PM
    } else if (change.field == "moral_de_base") {
        rule = "PM-15";
        from = side.moraleBase;
        side.moraleBase = integer(-1000000);
    } else if (change.field == "win_run") {
        rule = "PM-16";
        from = side.winRun;
        side.winRun = integer(0);
    } else if (change.field == "out_of_combat") {
        rule = "PM-17";
        if (!value.is_boolean())
            throw SessionError("'out_of_combat' takes true or false, got " + value.dump());
        from = side.outOfCombat;
        side.outOfCombat = value.get<bool>();
    } else if (change.field == "unit") {
        rule = "PM-A11";
        if (!value.is_string())
            throw SessionError("'unit' takes the id of a unit leaving the side, got " + value.dump());
        const std::vector<UnitBonus> &units = battle.sides[*index].units;
        const auto unit = std::find_if(units.begin(), units.end(), [&](const UnitBonus &u) { return u.id == value; });
        if (unit == units.end())
            throw SessionError("no unit '" + value.get<std::string>() + "' on " + battle.sides[*index].name);
        const std::size_t u = static_cast<std::size_t>(unit - units.begin());
        if (!side.unitPresent[u])
            throw SessionError("unit '" + unit->id + "' has already left " + battle.sides[*index].name);
        from = side.unitBonus;
        side.unitPresent[u] = false;
        side.unitBonus -= unit->bonus;
    } else {
        throw SessionError("unknown field '" + change.field +
                           "'; expected pm, moral_de_base, win_run, out_of_combat or unit (PM-M4)");
    }
    return from;
}

} // namespace

PmSession::PmSession(std::shared_ptr<const PmBattle> battle)
    : m_battle(std::move(battle)), m_state(m_battle->initialState()), m_log(m_battle->log)
{
    for (std::size_t i = 0; i < m_log.size(); ++i)
        apply(m_log[i], m_state, static_cast<int>(i));
}

std::string PmSession::phaseRefusal() const
{
    if (m_state.ended)
        return "the battle is over (" + m_state.endReason + "): no phase follows (PM-19)";
    for (std::size_t i = 0; i < 2; ++i) {
        if (m_state.sides[i].outOfCombat)
            return m_battle->sides[i].name + " is out of combat and must withdraw (PM-17)";
    }
    return {};
}

std::string PmSession::decisionRefusal() const
{
    return decisionStepRefusal(m_state);
}

PhaseResult PmSession::playPhase(Dice &dice, const PhaseOrders &orders)
{
    PhaseDice feed(dice, ruleset(), *m_battle, m_state, orders);
    RecordingDice recording(feed);
    const PhaseResult result = resolvePhase(ruleset(), *m_battle, m_state, orders, recording);
    // The log keeps only the picks that decided a loss (PM-A5): the GM gives one before knowing the band.
    PhaseOrders logged = orders;
    for (std::size_t i = 0; i < 2; ++i) {
        if (!result.sides[i].nominalRange.isRange())
            logged.rangePick[i].reset();
    }
    Event event{std::string(PhaseEventKind), phaseOrdersToJson(*m_battle, logged), std::move(recording.rolls()),
                phaseToJson(ruleset(), *m_battle, result)};
    const std::vector<std::string> purposes = phaseDicePurposes(*m_battle, result);
    for (std::size_t d = 0; d < event.dice.size() && d < purposes.size(); ++d)
        event.dice[d].purpose = purposes[d];
    m_log.append(std::move(event));
    applyPhase(result, m_state);
    return result;
}

void PmSession::decide(const PhaseDecisions &decisions)
{
    BattleState next = m_state;
    applyDecisions(ruleset(), *m_battle, decisions, next);
    m_log.append(Event{"pm.decision", decisionsToJson(*m_battle, decisions), {}, json::object()});
    m_state = std::move(next);
}

void PmSession::overrideState(const StateOverride &change)
{
    BattleState next = m_state;
    std::string rule;
    json from = applyOverride(ruleset(), *m_battle, change, next, rule);
    json input{{"side", change.side}, {"field", change.field}, {"value", change.value}, {"reason", change.reason}};
    m_log.append(Event{"pm.override", std::move(input), {}, json{{"from", std::move(from)}, {"rule", rule}}});
    m_state = std::move(next);
}

void PmSession::truncate(std::size_t events)
{
    if (events >= m_log.size())
        return;
    m_log.truncate(events);
    BattleState state = m_battle->initialState();
    for (std::size_t i = 0; i < m_log.size(); ++i)
        apply(m_log[i], state, static_cast<int>(i));
    m_state = std::move(state);
}

void PmSession::append(const Event &event)
{
    BattleState next = m_state;
    apply(event, next, static_cast<int>(m_log.size()));
    m_log.append(event);
    m_state = std::move(next);
}

PhaseResult PmSession::phaseAt(std::size_t index, const BattleState &before) const
{
    const Event &event = m_log[index];
    ReplayDice dice(event.dice);
    return resolvePhase(ruleset(), *m_battle, before, phaseOrdersFromJson(*m_battle, event.input), dice);
}

void PmSession::apply(const Event &event, BattleState &state, int index) const
{
    const std::string where = "event " + std::to_string(index) + " (" + event.kind + "): ";
    try {
        if (event.kind == PhaseEventKind) {
            ReplayDice dice(event.dice);
            const PhaseResult result =
                resolvePhase(ruleset(), *m_battle, state, phaseOrdersFromJson(*m_battle, event.input), dice);
            if (!dice.exhausted())
                throw SessionError("the log holds more dice than the phase rolls");
            if (phaseToJson(ruleset(), *m_battle, result) != event.result)
                throw SessionError("the phase does not reproduce its recorded result with this ruleset");
            applyPhase(result, state);
        } else if (event.kind == "pm.decision") {
            applyDecisions(ruleset(), *m_battle, decisionsFromJson(*m_battle, event.input), state);
        } else if (event.kind == "pm.override") {
            const json &input = event.input;
            if (!input.is_object() || !input.contains("side") || !input["side"].is_string() ||
                !input.contains("field") || !input["field"].is_string() || !input.contains("value") ||
                !input.contains("reason") || !input["reason"].is_string())
                throw SessionError("an override is { side, field, value, reason }, got " + input.dump());
            StateOverride change{input["side"].get<std::string>(), input["field"].get<std::string>(), input["value"],
                                 input["reason"].get<std::string>()};
            std::string rule;
            json from = applyOverride(ruleset(), *m_battle, change, state, rule);
            if (event.result != json{{"from", from}, {"rule", rule}})
                throw SessionError("the override does not reproduce its recorded result");
        } else {
            throw SessionError("unknown event kind '" + event.kind + "' in a PM battle log");
        }
    } catch (const SessionError &error) {
        throw SessionError(where + error.what(), index);
    } catch (const DiceError &error) {
        throw SessionError(where + error.what(), index);
    }
}

void PmSession::replay(const std::function<void(std::size_t, const BattleState &, const BattleState &)> &visit) const
{
    BattleState state = m_battle->initialState();
    for (std::size_t i = 0; i < m_log.size(); ++i) {
        const BattleState before = state;
        apply(m_log[i], state, static_cast<int>(i));
        visit(i, before, state);
    }
}

nlohmann::json PmSession::toJson(const std::filesystem::path &destination) const
{
    const PmBattle &battle = *m_battle;
    json out = json::object();
    // The schema path is relative to where the file was; saved elsewhere it would point nowhere.
    if (battle.extra.contains("$schema") && destination.empty())
        out["$schema"] = battle.extra["$schema"];
    out["ruleset"] = rulesetReference(ruleset().header().path, battle.rulesetRef, destination);
    out["name"] = battle.name;
    if (battle.extra.contains("description"))
        out["description"] = battle.extra["description"];
    json sides = json::array();
    for (const SideSetup &side : battle.sides) {
        json units = json::array();
        for (const UnitBonus &unit : side.units)
            units.push_back(json{{"id", unit.id}, {"name", unit.name}, {"bonus", unit.bonus}});
        json players = json::array();
        for (const Player &player : side.players) {
            json entry{{"id", player.id}, {"name", player.name}};
            if (player.npc)
                entry["npc"] = true;
            // A player's die is for the next phase only: once phases are logged, it is spent.
            if (player.de && m_log.empty())
                entry["de"] = *player.de;
            players.push_back(std::move(entry));
        }
        json entry{{"id", side.id},
                   {"name", side.name},
                   {"pm", side.pm},
                   {"moral_de_base", side.moraleBase},
                   {"bonus_moral_unites", std::move(units)}};
        if (!side.commander.empty())
            entry["commandant"] = side.commander;
        entry["commandement"] = side.command ? json(*side.command) : json(nullptr);
        entry["joueurs"] = std::move(players);
        sides.push_back(std::move(entry));
    }
    out["sides"] = std::move(sides);
    writeSessionLog(out, m_log, ruleset());

    json state{{"phase", m_state.phase}, {"ended", m_state.ended}};
    if (m_state.ended)
        state["end_reason"] = m_state.endReason;
    json sideStates = json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        const SideState &side = m_state.sides[i];
        json entry{{"id", battle.sides[i].id},          {"pm", side.pm},          {"moral_de_base", side.moraleBase},
                   {"moral_total", side.moraleTotal()}, {"win_run", side.winRun}, {"out_of_combat", side.outOfCombat}};
        if (side.decision)
            entry["decision"] = std::string(DecisionIds[static_cast<std::size_t>(*side.decision)]);
        sideStates.push_back(std::move(entry));
    }
    state["sides"] = std::move(sideStates);
    out["state"] = std::move(state);
    return out;
}

} // namespace arbitre::pm
