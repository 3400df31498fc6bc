// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/session.h"

#include "arbitre/umbra/rally.h"
#include "arbitre/umbra/rest.h"
#include "event_input_keys.h"
#include "session_map.h"
#include "session_orders.h"
#include "session_override.h"

#include <algorithm>
#include <string>

namespace arbitre::umbra {

using nlohmann::json;

namespace {

constexpr const char *TurnEvent = "umbra.turn";
constexpr const char *EndOfDayEvent = "umbra.end_of_day";
constexpr const char *CounterSkillEvent = "umbra.counter_skill";
constexpr const char *MovementEvent = "umbra.movement";
constexpr const char *ConditionalsEvent = "umbra.conditionals";
constexpr const char *RegroupEvent = "umbra.regroup";
constexpr const char *OverrideEvent = "umbra.override";

std::string when(const BattleState &state)
{
    return "day " + std::to_string(state.day) + ", turn " + std::to_string(state.turn);
}

/** What an action did: its result and the purpose of each die it consumed, in order. */
struct Outcome
{
    json result = json::object();
    std::vector<std::string> purposes;
};

std::string diePurpose(const BattleState &state, int confrontation, const ResolutionResult &result, const DieUse &use)
{
    const Confrontation &c = state.confrontations[static_cast<std::size_t>(confrontation)];
    const std::string who =
        use.slot >= 0 ? state.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(use.slot)])].id : "";
    std::string text = when(state) + ", confrontation " + std::to_string(confrontation + 1) + ": ";
    switch (use.purpose) {
    case DiePurpose::Draw:
        text += "draw " + std::to_string(use.draw + 1) + (result.major ? " of 2" : "") + ", rolled by " + who;
        break;
    case DiePurpose::Redraw:
        text += "redraw of draw " + std::to_string(use.draw + 1) + " (tactiques_variees, " + who + ")";
        break;
    case DiePurpose::RollOff:
        text += "roll-off for equal totals (" + who + ")";
        break;
    }
    return text;
}

/** Why no combat turn can be played in this step of the day (UD-68), or empty. */
std::string turnStepRefusal(const UmbraRuleset &rules, const UmbraMap &map, const BattleState &state)
{
    if (map.present() && state.phase != Phase::Confrontation && state.phase != Phase::EndOfDay)
        return when(state) + ": the movement step comes first (" + std::string(phaseId(state.phase)) + ", UD-68)";
    if (state.turn > rules.parameters.turnsPerDay)
        return "the day is over after turn " + std::to_string(rules.parameters.turnsPerDay) +
               ": play the end of the day first (UD-68)";
    return {};
}

/** UD-68: the day ends after its last combat turn, or earlier once no confrontation is being fought. */
std::string endOfDayStepRefusal(const UmbraRuleset &rules, const UmbraMap &map, const BattleState &state)
{
    // On a map the turns go on without confrontations (movement), so the day always ends after the last.
    const bool fighting = map.present() || std::any_of(state.confrontations.begin(), state.confrontations.end(),
                                                       [](const Confrontation &c) { return !c.ended; });
    if (state.turn <= rules.parameters.turnsPerDay && fighting)
        return "the day ends after turn " + std::to_string(rules.parameters.turnsPerDay) + " (" + when(state) +
               " is still to be played, UD-68)";
    return {};
}

Outcome runTurn(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, Dice &dice,
                const std::vector<ConfrontationOrders> &orders)
{
    if (const std::string refusal = turnStepRefusal(rules, map, state); !refusal.empty())
        throw SessionError(refusal);
    for (const ConfrontationOrders &o : orders)
        if (o.confrontation < 0 || o.confrontation >= static_cast<int>(state.confrontations.size()) ||
            state.confrontations[static_cast<std::size_t>(o.confrontation)].ended)
            throw SessionError("orders name confrontation #" + std::to_string(o.confrontation + 1) +
                               ", which is not being fought");
    Outcome outcome;
    outcome.result["confrontations"] = json::array();
    ResolutionResult result;
    for (int index = 0; index < static_cast<int>(state.confrontations.size()); ++index) {
        if (state.confrontations[static_cast<std::size_t>(index)].ended)
            continue;
        ConfrontationOrders mine;
        mine.confrontation = index;
        for (const ConfrontationOrders &o : orders)
            if (o.confrontation == index)
                mine = o;
        const detail::DecodedOrders decoded = detail::decodeOrders(rules, state, mine);
        try {
            resolveConfrontation(rules, state, index, dice, decoded.decisions, result);
        } catch (const ResolutionError &error) {
            throw SessionError(error.what());
        } catch (const DiceError &error) {
            throw SessionError(error.what());
        }
        for (const DieUse &use : result.dice)
            outcome.purposes.push_back(diePurpose(state, index, result, use));
        outcome.result["confrontations"].push_back(resolutionToJson(rules, state, index, result));
    }
    if (outcome.result["confrontations"].empty() && !map.present())
        throw SessionError("no confrontation is being fought");
    ++state.turn;
    if (map.present()) {
        // UD-97: losses leave the map; positions raised (UD-80); the next movement step or the end of the day.
        json built = json::array();
        for (const HexPosition &position : endMapTurn(rules, map, state).built)
            built.push_back({{"hex", hexToJson(map, position.hex)},
                             {"position", rules.positions[static_cast<std::size_t>(position.position)].id}});
        outcome.result["positions_built"] = std::move(built);
    }
    return outcome;
}

Outcome runEndOfDay(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, Dice &dice, const json &input)
{
    if (const std::string refusal = endOfDayStepRefusal(rules, map, state); !refusal.empty())
        throw SessionError(refusal);
    Outcome outcome;
    json rally = json::array();
    try {
        for (const RallyRecord &record : rallyAll(rules, state, dice)) {
            const Troop &troop =
                state.sides[static_cast<std::size_t>(record.side)].troops[static_cast<std::size_t>(record.troop)];
            const RallyTable &table = rules.rallyTables[static_cast<std::size_t>(record.roll.table)];
            const RallyRow &row = table.rows[static_cast<std::size_t>(record.roll.row)];
            rally.push_back({{"troop", record.troopId},
                             {"die", record.roll.die},
                             {"table", table.id},
                             {"colour", row.colour},
                             {"result", row.label.fr},
                             {"status", troopStatusId(troop.status)}});
            outcome.purposes.push_back("day " + std::to_string(state.day) + ", end of day: rally of " + record.troopId +
                                       " (" + table.id + ")");
        }
    } catch (const DiceError &error) {
        throw SessionError(error.what());
    }
    json rest = json::array();
    for (const RestRecord &record : applyEndOfDayRest(rules, state))
        if (record.fatigueBefore != record.fatigueAfter || record.castrametisation)
            rest.push_back({{"troop", record.troopId},
                            {"category", restCategoryId(record.category)},
                            {"fatigue_before", rules.fatigue.id(record.fatigueBefore)},
                            {"fatigue_after", rules.fatigue.id(record.fatigueAfter)}});
    startNewDay(rules, state);
    outcome.result = {{"rally", std::move(rally)}, {"rest", std::move(rest)}, {"day", state.day}};
    if (map.present()) {
        // UD-M2: the new day starts with the levy arrivals and the move order.
        const DayStart start = beginMapDay(rules, map, state, input.value("first_mover", std::string()));
        outcome.result["day_start"] = detail::dayStartToJson(map, state, start);
    }
    return outcome;
}

Outcome runCounterSkill(const UmbraRuleset &rules, BattleState &state, const json &input)
{
    const int index = input.value("confrontation", 1) - 1;
    if (index < 0 || index >= static_cast<int>(state.confrontations.size()))
        throw SessionError("no confrontation #" + std::to_string(index + 1));
    Confrontation &c = state.confrontations[static_cast<std::size_t>(index)];
    const std::string holderId = input.value("holder", "");
    const std::string targetId = input.value("target", "");
    const auto skill = rules.findSkill(input.value("skill", ""));
    if (!skill)
        throw SessionError("unknown skill '" + input.value("skill", "") + "'");
    int holderSlot = -1;
    int targetSlot = -1;
    int targetIndex = -1;
    int allowance = 0;
    for (int slot = 0; slot < 2; ++slot) {
        const Side &side = state.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(slot)])];
        for (int i : c.personalities[static_cast<std::size_t>(slot)]) {
            const Personality &p = side.personalities[static_cast<std::size_t>(i)];
            if (p.id == holderId) {
                holderSlot = slot;
                if (const SkillInstance *vision = p.skill(SkillKind::VisionStrategique); vision && p.present())
                    allowance = vision->x;
            }
            if (p.id == targetId && p.present() && p.skill(*skill)) {
                targetSlot = slot;
                targetIndex = i;
            }
        }
    }
    if (holderSlot < 0 || allowance == 0)
        throw SessionError("'" + holderId + "' has no Vision stratégique in this confrontation (UD-65)");
    if (targetSlot != 1 - holderSlot)
        throw SessionError("'" + targetId + "' is not an enemy personality of this confrontation holding " +
                           std::string(skillKindId(*skill)));
    const int targetSide = c.sides[static_cast<std::size_t>(targetSlot)];
    int used = 0;
    for (const CounteredSkill &countered : c.countered)
        used += countered.side == targetSide ? 1 : 0;
    if (used >= allowance)
        throw SessionError("Vision stratégique " + std::to_string(allowance) + " already counters " +
                           std::to_string(used) + " skill(s) (UD-65)");
    // UD-A38: a skill already known is countered at once, otherwise from the second combat turn.
    const bool known = input.value("known", false);
    const int from = known ? c.resolutions : std::max(c.resolutions, 1);
    c.countered.push_back({targetSide, targetIndex, *skill, from});
    Outcome outcome;
    outcome.result = {{"countered_from_turn", from + 1}};
    return outcome;
}

} // namespace

UmbraSession::UmbraSession(std::shared_ptr<const UmbraScenario> scenario)
    : m_scenario(std::move(scenario)), m_state(m_scenario->initial)
{
    for (std::size_t i = 0; i < m_scenario->log.size(); ++i) {
        const Event &event = m_scenario->log[i];
        try {
            apply(event, m_state);
        } catch (const SessionError &error) {
            throw SessionError("event #" + std::to_string(i + 1) + " (" + event.kind + "): " + error.what(),
                               static_cast<int>(i), error.within());
        }
        m_log.append(event);
    }
    m_log.seal() = m_scenario->log.seal(); // its commitments and chain, as read
    // Trust (UD-M6): a saved snapshot must be what the log replays to.
    if (!m_scenario->snapshot.is_null() && stateToJson(ruleset(), m_state, mapOrNull()) != m_scenario->snapshot)
        throw SessionError("the saved state does not match what its log replays to");
}

namespace {

// The day and turn an event records are those of the state it was played in (UD-67): a replay refuses any
// other, so a tampered log can neither show players another turn nor hide a number that is not one.
void checkEventClock(const json &input, std::string_view key, int expected)
{
    if (!input.is_object() || !input.contains(key))
        return;
    const json &value = input[std::string(key)];
    const std::string pointer = "/input/" + std::string(key);
    if (!value.is_number_integer())
        throw SessionError("'" + std::string(key) + "' is " + std::to_string(expected) + " at this point, got " +
                               value.dump(),
                           -1, pointer);
    if (value.get<std::int64_t>() != expected)
        throw SessionError("'" + std::string(key) + "' is " + std::to_string(expected) + " at this point, got " +
                               std::to_string(value.get<std::int64_t>()),
                           -1, pointer);
}

} // namespace

void UmbraSession::apply(const Event &event, BattleState &state) const
{
    detail::checkInputKeys(event.kind, event.input);
    checkEventClock(event.input, "day", state.day);
    checkEventClock(event.input, "turn", state.turn);
    const UmbraRuleset &rules = ruleset();
    detail::ReplayDice dice(event.dice);
    Outcome outcome;
    if (event.kind == TurnEvent) {
        std::vector<ConfrontationOrders> orders;
        for (const json &entry : event.input.value("confrontations", json::array()))
            orders.push_back(detail::ordersFromJson(rules, entry));
        outcome = runTurn(rules, map(), state, dice, orders);
    } else if (event.kind == EndOfDayEvent) {
        outcome = runEndOfDay(rules, map(), state, dice, event.input);
    } else if (event.kind == CounterSkillEvent) {
        outcome = runCounterSkill(rules, state, event.input);
    } else if (event.kind == OverrideEvent) {
        outcome.result = detail::runOverride(rules, mapOrNull(), state, event.input);
    } else if (event.kind == MovementEvent || event.kind == ConditionalsEvent || event.kind == RegroupEvent) {
        if (!hasMap())
            throw SessionError("this scenario has no map");
        outcome.result = event.kind == MovementEvent ? detail::runMovement(rules, map(), state, event.input).result
                         : event.kind == ConditionalsEvent
                             ? detail::runConditionals(rules, map(), state, event.input).result
                             : detail::runRegroup(map(), state, event.input).result;
    } else {
        throw SessionError("unknown event kind");
    }
    if (!dice.exhausted())
        throw SessionError("the log holds more dice than the event uses");
    if (outcome.result != event.result)
        throw SessionError("replaying it does not reproduce its recorded result");
}

std::string UmbraSession::turnRefusal() const
{
    std::string refusal = turnStepRefusal(ruleset(), map(), m_state);
    if (refusal.empty() && !hasMap() &&
        std::none_of(m_state.confrontations.begin(), m_state.confrontations.end(),
                     [](const Confrontation &c) { return !c.ended; }))
        refusal = "no confrontation is being fought: the day may end (UD-68)";
    return refusal;
}

std::string UmbraSession::endOfDayRefusal() const
{
    return endOfDayStepRefusal(ruleset(), map(), m_state);
}

void UmbraSession::resolveTurn(Dice &dice, const std::vector<ConfrontationOrders> &orders)
{
    BattleState next = m_state; // all-or-nothing
    detail::RecordingDice recording(dice);
    Event event;
    event.kind = TurnEvent;
    event.input = {{"day", m_state.day}, {"turn", m_state.turn}, {"confrontations", json::array()}};
    for (const ConfrontationOrders &o : orders)
        event.input["confrontations"].push_back(detail::ordersToJson(o));
    Outcome outcome = runTurn(ruleset(), map(), next, recording, orders);
    event.result = std::move(outcome.result);
    event.dice = std::move(recording.rolls());
    for (std::size_t i = 0; i < event.dice.size() && i < outcome.purposes.size(); ++i)
        event.dice[i].purpose = outcome.purposes[i];
    m_log.append(std::move(event));
    m_state = std::move(next);
}

void UmbraSession::endOfDay(Dice &dice, const std::string &firstMover)
{
    BattleState next = m_state;
    detail::RecordingDice recording(dice);
    Event event;
    event.kind = EndOfDayEvent;
    event.input = {{"day", m_state.day}};
    if (!firstMover.empty())
        event.input["first_mover"] = firstMover;
    Outcome outcome = runEndOfDay(ruleset(), map(), next, recording, event.input);
    event.result = std::move(outcome.result);
    event.dice = std::move(recording.rolls());
    for (std::size_t i = 0; i < event.dice.size() && i < outcome.purposes.size(); ++i)
        event.dice[i].purpose = outcome.purposes[i];
    m_log.append(std::move(event));
    m_state = std::move(next);
}

void UmbraSession::counterSkill(int confrontation, const std::string &holder, const std::string &target,
                                SkillKind skill, bool known)
{
    BattleState next = m_state;
    Event event;
    event.kind = CounterSkillEvent;
    event.input = {{"confrontation", confrontation + 1},
                   {"holder", holder},
                   {"target", target},
                   {"skill", skillKindId(skill)},
                   {"known", known}};
    event.result = runCounterSkill(ruleset(), next, event.input).result;
    m_log.append(std::move(event));
    m_state = std::move(next);
}

void UmbraSession::overrideState(const StateOverride &change)
{
    BattleState next = m_state;
    Event event;
    event.kind = OverrideEvent;
    event.input = {{"day", m_state.day},    {"turn", m_state.turn},  {"unit", change.unit},
                   {"field", change.field}, {"value", change.value}, {"reason", change.reason}};
    event.result = detail::runOverride(ruleset(), mapOrNull(), next, event.input);
    m_log.append(std::move(event));
    m_state = std::move(next);
}

void UmbraSession::appendMapEvent(const char *kind, nlohmann::json input)
{
    if (!hasMap())
        throw SessionError("this scenario has no map");
    BattleState next = m_state; // all-or-nothing
    Event event;
    event.kind = kind;
    event.input = std::move(input);
    const detail::MapOutcome outcome =
        event.kind == MovementEvent       ? detail::runMovement(ruleset(), map(), next, event.input)
        : event.kind == ConditionalsEvent ? detail::runConditionals(ruleset(), map(), next, event.input)
                                          : detail::runRegroup(map(), next, event.input);
    event.result = outcome.result;
    m_log.append(std::move(event));
    m_state = std::move(next);
}

void UmbraSession::move(const std::string &side, const std::vector<UnitOrder> &orders,
                        const std::vector<ConditionalOrder> &conditionals)
{
    if (!hasMap())
        throw SessionError("this scenario has no map");
    json input{{"day", m_state.day}, {"turn", m_state.turn}, {"side", side}, {"orders", json::array()}};
    for (const UnitOrder &order : orders)
        input["orders"].push_back(detail::unitOrderToJson(map(), order));
    if (!conditionals.empty()) {
        input["conditional"] = json::array();
        for (const ConditionalOrder &conditional : conditionals)
            input["conditional"].push_back(
                {{"trigger", conditional.trigger}, {"order", detail::unitOrderToJson(map(), conditional.action)}});
    }
    appendMapEvent(MovementEvent, std::move(input));
}

void UmbraSession::settleConditionals(const std::vector<bool> &fire)
{
    appendMapEvent(ConditionalsEvent, {{"day", m_state.day}, {"turn", m_state.turn}, {"fire", fire}});
}

void UmbraSession::mergeConfrontations(int into, int other)
{
    appendMapEvent(RegroupEvent, {{"merge", {into + 1, other + 1}}});
}

void UmbraSession::splitConfrontation(int index, const std::vector<Hex> &hexes)
{
    json list = json::array();
    for (const Hex hex : hexes)
        list.push_back(hexToJson(map(), hex));
    appendMapEvent(RegroupEvent, {{"split", index + 1}, {"hexes", std::move(list)}});
}

void UmbraSession::truncate(std::size_t events)
{
    if (events >= m_log.size())
        return;
    m_log.truncate(events);
    BattleState state = m_scenario->initial;
    for (const Event &event : m_log.events())
        apply(event, state);
    m_state = std::move(state);
}

nlohmann::json UmbraSession::toJson(const std::filesystem::path &destination) const
{
    UmbraScenario copy = *m_scenario;
    copy.log = m_log;
    copy.rulesetRef = rulesetReference(ruleset().header().path, copy.rulesetRef, destination);
    return writeScenario(copy, m_state);
}

ConfrontationOrders confrontationOrdersFromJson(const UmbraRuleset &rules, const nlohmann::json &value)
{
    if (!value.is_object())
        throw SessionError("confrontation orders are an object, got " + value.dump());
    return detail::ordersFromJson(rules, value);
}

UnitOrder unitOrderFromJson(const UmbraMap &map, const nlohmann::json &value)
{
    return detail::readUnitOrder(map, value);
}

const Event *UmbraSession::lastTurn() const
{
    for (auto it = m_log.events().rbegin(); it != m_log.events().rend(); ++it)
        if (it->kind == TurnEvent)
            return &*it;
    return nullptr;
}

void UmbraSession::replay(const std::function<void(std::size_t, const BattleState &, const BattleState &)> &visit) const
{
    BattleState state = m_scenario->initial;
    for (std::size_t i = 0; i < m_log.size(); ++i) {
        const BattleState before = state;
        apply(m_log[i], state);
        visit(i, before, state);
    }
}

} // namespace arbitre::umbra
