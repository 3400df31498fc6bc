// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// PmSession as an arbitre::Session: what any rule system's panels, logs and forms read of it.

#include "arbitre/pm/report.h"
#include "session_procedures.h"

#include <string>
#include <utility>

namespace arbitre::pm {

using nlohmann::json;

namespace {

Label number(int value)
{
    return Label{std::to_string(value), std::to_string(value)};
}

Label whenLabel(const BattleState &state)
{
    const std::string phase = std::to_string(state.phase);
    if (state.phase == 0)
        return {"Avant la première phase", "Before the first phase"};
    if (state.ended)
        return {"Bataille terminée après la phase " + phase, "Battle over after phase " + phase};
    return {"Après la phase " + phase, "After phase " + phase};
}

UnitView armyView(const PmSession &session, std::size_t i)
{
    const SideSetup &setup = session.battle().sides[i];
    const SideState &side = session.state().sides[i];
    const bool withdrawn = side.decision == DecisionKind::SeRetirer;
    UnitView view{setup.id, setup.name, setup.id, {}, !side.outOfCombat && !withdrawn};
    view.attributes.push_back({{"PM", "PM"}, number(side.pm)});
    view.attributes.push_back({{"Moral", "Morale"}, number(side.moraleTotal())});
    view.attributes.push_back({{"Moral de base", "Base morale"}, number(side.moraleBase)});
    view.attributes.push_back({{"Victoires d'affilée", "Win run"}, number(side.winRun)});
    view.attributes.push_back(
        {{"Hors de combat", "Out of combat"}, side.outOfCombat ? Label{"oui", "yes"} : Label{"non", "no"}});
    if (side.decision)
        view.attributes.push_back({{"Décision", "Decision"}, session.ruleset().decision(*side.decision).label});
    return view;
}

} // namespace

std::string PmSession::title() const
{
    return m_battle->name.empty() ? m_battle->path().stem().string() : m_battle->name;
}

StateView PmSession::view() const
{
    StateView view;
    view.when = whenLabel(m_state);
    for (std::size_t i = 0; i < 2; ++i) {
        const SideSetup &side = m_battle->sides[i];
        view.sides.push_back({side.id, side.name});
        view.units.push_back(armyView(*this, i));
        for (std::size_t u = 0; u < side.units.size(); ++u) {
            const UnitBonus &unit = side.units[u];
            const std::string bonus = (unit.bonus < 0 ? "" : "+") + std::to_string(unit.bonus);
            view.units.push_back({unit.id,
                                  unit.name.empty() ? unit.id : unit.name,
                                  side.id,
                                  {{{"Bonus de moral", "Morale bonus"}, {bonus, bonus}}},
                                  m_state.sides[i].unitPresent[u]}); // PM-A11: gone, its bonus with it
        }
    }
    return view;
}

std::vector<ProcedureSpec> PmSession::procedures() const
{
    std::vector<ProcedureSpec> specs;
    for (const std::string_view id : detail::ProcedureIds)
        specs.push_back(procedure(id, json::object()));
    return specs;
}

ProcedureSpec PmSession::procedure(std::string_view id, const json &input) const
{
    return detail::procedureSpec(*this, id, input, true);
}

const Event &PmSession::play(const ProcedureCall &call, Dice &dice)
{
    const ProcedureSpec spec = detail::procedureSpec(*this, call.procedure, call.input, false);
    if (!spec.refusal.empty())
        throw SessionError(spec.refusal);
    checkInput(spec, call.input);
    try {
        if (spec.id == "phase")
            playPhase(dice, detail::phaseOrders(*this, spec, call.input));
        else if (spec.id == "decision")
            decide(detail::phaseDecisions(*this, call.input));
        else
            overrideState(detail::stateOverride(call.input));
    } catch (const DiceError &error) {
        throw SessionError(error.what());
    } catch (const json::exception &error) {
        throw SessionError(spec.id + ": malformed input: " + error.what());
    }
    return m_log.events().back();
}

std::unique_ptr<Session> PmSession::clone() const
{
    return std::make_unique<PmSession>(*this);
}

std::string PmSession::battleLog(LogFormat format, LogLanguage /*language*/) const
{
    return format == LogFormat::Html ? battleLogHtml(*this) : battleLogMarkdown(*this);
}

std::string PmSession::eventText(std::size_t index, LogLanguage /*language*/) const
{
    if (index >= m_log.size())
        throw SessionError("no event #" + std::to_string(index + 1) + " in a log of " + std::to_string(m_log.size()));
    return eventMarkdown(*this, index);
}

json PmSession::outcomeOf(const Event &event) const
{
    if (event.kind != "pm.phase")
        return Session::outcomeOf(event);
    const json &result = event.result;
    json sides = json::array();
    for (const json &side : result.at("sides"))
        sides.push_back({{"id", side.at("id")},
                         {"loss", side.at("loss")},
                         {"pm_after", side.at("pm_after")},
                         {"morale_after", side.at("morale_after")},
                         {"out_of_combat", side.at("out_of_combat")}});
    return {{"band", result.at("band")}, {"winner", result.at("winner")}, {"sides", std::move(sides)}};
}

std::string PmSession::outcomeText(const Event &event, LogLanguage language) const
{
    if (event.kind != "pm.phase")
        return Session::outcomeText(event, language);
    const json outcome = outcomeOf(event);
    const std::string band = outcome["band"].get<std::string>();
    std::string text = band;
    if (const std::optional<std::size_t> index = ruleset().outcomeIndex(band)) {
        const Outcome &found = ruleset().outcomes[*index];
        text = pickLabel(found.label, language) + " (" + found.rule + ")";
    }
    const bool french = language == LogLanguage::French;
    if (!outcome["winner"].is_null())
        text += ", " + outcome["winner"].get<std::string>() + (french ? " l'emporte" : " wins");
    for (const json &side : outcome["sides"]) {
        text += "; " + side["id"].get<std::string>() + (french ? " perd " : " loses ") + side["loss"].dump() + " PM (" +
                side["pm_after"].dump() + (french ? " restants, moral " : " left, morale ") +
                side["morale_after"].dump() + ")";
        if (side["out_of_combat"].get<bool>())
            text += french ? ", hors de combat" : ", out of combat";
    }
    return text;
}

namespace detail {

ProcedureSpec procedureSpec(const PmSession &session, std::string_view id, const json &input, bool withDice)
{
    static const json nothing = json::object();
    const json &chosen = input.is_object() ? input : nothing;
    if (id == "phase")
        return phaseSpec(session, chosen, withDice);
    if (id == "decision")
        return decisionSpec(session, chosen);
    if (id == "override")
        return overrideSpec(session, chosen);
    throw SessionError("unknown procedure '" + std::string(id) + "' in " + std::string(session.system()));
}

} // namespace detail

} // namespace arbitre::pm
