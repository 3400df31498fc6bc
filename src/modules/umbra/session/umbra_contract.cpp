// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// UmbraSession as an arbitre::Session: what any rule system's panels, logs and forms read of it.

#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/session.h"
#include "session/umbra_procedures.h"

#include <array>
#include <string>
#include <utility>

namespace arbitre::umbra {

using nlohmann::json;

namespace {

Label number(int value)
{
    return Label{std::to_string(value), std::to_string(value)};
}

Label hexLabel(const UmbraMap &map, bool onMap, Hex hex)
{
    if (!onMap)
        return Label{"hors carte", "off the map"};
    const json cell = hexToJson(map, hex);
    const std::string text = "[" + cell[0].dump() + ", " + cell[1].dump() + "]";
    return Label{text, text};
}

UnitView troopView(const UmbraSession &session, const Side &side, const Troop &troop)
{
    const UmbraRuleset &rules = session.ruleset();
    UnitView view{troop.id, troop.name.empty() ? troop.id : troop.name, side.id, {}, troop.present()};
    view.attributes.push_back({{"Force", "Force"}, number(troopForce(rules, troop))});
    view.attributes.push_back({{"Moral", "Morale"}, rules.morale.levels[static_cast<std::size_t>(troop.morale)].label});
    view.attributes.push_back(
        {{"Fatigue", "Fatigue"}, rules.fatigue.levels[static_cast<std::size_t>(troop.fatigue)].label});
    view.attributes.push_back({{"Statut", "Status"}, detail::troopStatusLabel(troop.status)});
    if (session.hasMap())
        view.attributes.push_back({{"Case", "Hex"}, hexLabel(session.map(), troop.onMap, troop.hex)});
    return view;
}

UnitView personalityView(const UmbraSession &session, const Side &side, const Personality &personality)
{
    const UmbraRuleset &rules = session.ruleset();
    const int terrain = personality.terrain >= 0 ? personality.terrain : session.state().terrain;
    UnitView view{personality.id,
                  personality.name.empty() ? personality.id : personality.name,
                  side.id,
                  {},
                  personality.present()};
    view.attributes.push_back({{"Force", "Force"}, number(personalityForce(rules, personality, terrain))});
    view.attributes.push_back({{"Blessures", "Wounds"}, number(personality.wounds)});
    view.attributes.push_back({{"Statut", "Status"}, detail::personalityStatusLabel(personality.status)});
    if (session.hasMap())
        view.attributes.push_back({{"Case", "Hex"}, hexLabel(session.map(), personality.onMap, personality.hex)});
    return view;
}

Label whenLabel(const UmbraSession &session)
{
    const BattleState &state = session.state();
    const std::string day = std::to_string(state.day);
    const std::string turn = std::to_string(state.turn);
    if (state.phase == Phase::EndOfDay || state.turn > session.ruleset().parameters.turnsPerDay)
        return {"Jour " + day + ", fin de la journée", "Day " + day + ", end of the day"};
    Label when{"Jour " + day + ", tour " + turn, "Day " + day + ", turn " + turn};
    if (!session.hasMap())
        return when;
    if (state.phase == Phase::Movement && state.moving < static_cast<int>(state.moveOrder.size())) {
        const std::string &mover = detail::sideName(
            state.sides[static_cast<std::size_t>(state.moveOrder[static_cast<std::size_t>(state.moving)])]);
        return {when.fr + ", mouvement de " + mover, when.en + ", " + mover + " moves"};
    }
    if (state.phase == Phase::Conditional)
        return {when.fr + ", ordres conditionnels", when.en + ", conditional orders"};
    return {when.fr + ", confrontations", when.en + ", confrontations"};
}

} // namespace

std::string UmbraSession::title() const
{
    return m_scenario->name.empty() ? m_scenario->path().stem().string() : m_scenario->name;
}

StateView UmbraSession::view() const
{
    StateView view;
    view.when = whenLabel(*this);
    for (const Side &side : m_state.sides) {
        view.sides.push_back({side.id, detail::sideName(side)});
        for (const Troop &troop : side.troops)
            view.units.push_back(troopView(*this, side, troop));
        for (const Personality &personality : side.personalities)
            view.units.push_back(personalityView(*this, side, personality));
    }
    return view;
}

std::vector<ProcedureSpec> UmbraSession::procedures() const
{
    std::vector<ProcedureSpec> specs;
    for (const std::string_view id : detail::ProcedureIds)
        specs.push_back(procedure(id, json::object()));
    return specs;
}

ProcedureSpec UmbraSession::procedure(std::string_view id, const json &input) const
{
    return detail::procedureSpec(*this, id, input, true);
}

const Event &UmbraSession::play(const ProcedureCall &call, Dice &dice)
{
    const ProcedureSpec spec = detail::procedureSpec(*this, call.procedure, call.input, false);
    if (!spec.refusal.empty())
        throw SessionError(spec.refusal);
    checkInput(spec, call.input);
    detail::playChecked(*this, spec, call.input, dice);
    return m_log.events().back();
}

void UmbraSession::append(const Event &event)
{
    BattleState next = m_state; // all-or-nothing, like a loaded event
    const std::size_t index = m_log.size();
    try {
        apply(event, next);
    } catch (const SessionError &error) {
        throw SessionError("event #" + std::to_string(index + 1) + " (" + event.kind + "): " + error.what(),
                           static_cast<int>(index));
    } catch (const json::exception &error) {
        throw SessionError("event #" + std::to_string(index + 1) + " (" + event.kind + "): malformed: " + error.what(),
                           static_cast<int>(index));
    }
    m_log.append(event);
    m_state = std::move(next);
}

std::unique_ptr<Session> UmbraSession::clone() const
{
    return std::make_unique<UmbraSession>(*this);
}

std::string UmbraSession::battleLog(LogFormat format, LogLanguage language) const
{
    const std::vector<LogEntry> entries = umbra::battleLog(*this, language);
    return format == LogFormat::Html ? battleLogHtml(*this, entries, language)
                                     : battleLogMarkdown(*this, entries, language);
}

std::string UmbraSession::eventText(std::size_t index, LogLanguage language) const
{
    if (index >= m_log.size())
        throw SessionError("no event #" + std::to_string(index + 1) + " in a log of " + std::to_string(m_log.size()));
    std::string text;
    for (const LogEntry &entry : umbra::battleLog(*this, language))
        if (entry.event == index)
            text += battleLogEntryMarkdown(entry, language);
    if (text.empty()) {
        // A combat turn with no confrontation on the map gives no entry of the log (UD-82).
        const json &input = m_log[index].input;
        const std::string day = std::to_string(input.value("day", 0));
        const std::string turn = std::to_string(input.value("turn", 0));
        text = language == LogLanguage::French
                   ? "- **Jour " + day + ", tour " + turn + " : aucune confrontation (UD-82)**\n"
                   : "- **Day " + day + ", turn " + turn + ": no confrontation (UD-82)**\n";
    }
    return text;
}

namespace detail {

ProcedureSpec procedureSpec(const UmbraSession &session, std::string_view id, const json &input, bool withDice)
{
    // A malformed input is checkInput()'s to refuse; the spec is then built as if nothing were chosen.
    static const json nothing = json::object();
    const json &chosen = input.is_object() ? input : nothing;
    if (id == "turn")
        return turnSpec(session, chosen, withDice);
    if (id == "end_of_day")
        return endOfDaySpec(session, chosen, withDice);
    if (id == "movement")
        return movementSpec(session, chosen);
    if (id == "conditionals")
        return conditionalsSpec(session, chosen);
    if (id == "regroup")
        return regroupSpec(session, chosen);
    if (id == "counter_skill")
        return counterSkillSpec(session, chosen);
    if (id == "override")
        return overrideSpec(session, chosen);
    throw SessionError("unknown procedure '" + std::string(id) + "' in " + std::string(session.system()));
}

Label troopStatusLabel(TroopStatus status)
{
    static const std::array<Label, 7> Labels{Label{"présente", "present"},    Label{"éliminée", "eliminated"},
                                             Label{"disloquée", "broken up"}, Label{"en fuite", "fleeing"},
                                             Label{"désertée", "deserted"},   Label{"à lever", "to be raised"},
                                             Label{"non levée", "not raised"}};
    return Labels.at(static_cast<std::size_t>(status));
}

Label personalityStatusLabel(PersonalityStatus status)
{
    return status == PersonalityStatus::Present ? Label{"présente", "present"} : Label{"capturée", "captured"};
}

std::string troopStatusRule(TroopStatus status)
{
    static const std::array<const char *, 7> Rules{"UD-97", "UD-28", "UD-32", "UD-27", "UD-101", "UD-18", "UD-70"};
    return Rules.at(static_cast<std::size_t>(status));
}

InputOption option(std::string id, Label label, std::string rule, std::string group)
{
    return InputOption{std::move(id), std::move(label), std::move(rule), std::move(group)};
}

InputSpec inputSpec(std::string key, InputKind kind, Label label, std::string rule, bool required)
{
    InputSpec spec;
    spec.key = std::move(key);
    spec.kind = kind;
    spec.label = std::move(label);
    spec.rule = std::move(rule);
    spec.required = required;
    return spec;
}

std::string memberName(const BattleState &state, const std::string &id)
{
    for (const Side &side : state.sides) {
        for (const Troop &troop : side.troops)
            if (troop.id == id)
                return troop.name.empty() ? id : troop.name;
        for (const Personality &personality : side.personalities)
            if (personality.id == id)
                return personality.name.empty() ? id : personality.name;
    }
    return id;
}

const std::string &sideName(const Side &side)
{
    return side.name.empty() ? side.id : side.name;
}

std::string stringIn(const json &input, const char *key, const std::string &fallback)
{
    const auto found = input.find(key);
    return found != input.end() && found->is_string() ? found->get<std::string>() : fallback;
}

} // namespace detail

} // namespace arbitre::umbra
