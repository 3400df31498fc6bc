// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// FiguresSession as the core's Session: its state as neutral data, its procedures as declared inputs,
// play() over the typed path, and the battle log (figures_session.h).
#include "arbitre/napoleonic/battle_log.h"
#include "arbitre/napoleonic/figures_session.h"
#include "common/session_contract.h"
#include "figures_log_words.h"
#include "figures_session_specs.h"

#include <array>
#include <string>

namespace arbitre::napoleonic {

using nlohmann::json;
using namespace contract;

namespace {

constexpr std::array<FiguresProcedure, 9> Procedures{
    FiguresProcedure::Fire,    FiguresProcedure::Melee,    FiguresProcedure::Morale,
    FiguresProcedure::Control, FiguresProcedure::Reaction, FiguresProcedure::Formation,
    FiguresProcedure::Move,    FiguresProcedure::Action,   FiguresProcedure::Override};

FiguresProcedure procedureOf(std::string_view id)
{
    const auto procedure = parseFiguresProcedure(id);
    if (!procedure)
        throw SessionError("unknown procedure '" + std::string(id) + "' in " + std::string(FiguresSystemId));
    return *procedure;
}

Label armLabel(Arm arm)
{
    switch (arm) {
    case Arm::Cavalry:
        return both("cavalerie", "cavalry");
    case Arm::Artillery:
        return both("artillerie", "artillery");
    case Arm::Infantry:
        break;
    }
    return both("infanterie", "infantry");
}

/** "11 / 12", with the steps carried and the half stored (NF-17, NF-A9). */
Label figuresLabel(const FiguresUnit &unit)
{
    Label label{std::to_string(unit.losses.figures) + " / " + std::to_string(unit.figuresAtStart), {}};
    label.en = label.fr;
    if (unit.losses.carriedSteps > 0 || unit.losses.halves > 0) {
        const std::string half = unit.losses.halves > 0 ? " ½" : "";
        label.fr += " (+" + std::to_string(unit.losses.carriedSteps) + " pas" + half + ")";
        label.en += " (+" + std::to_string(unit.losses.carriedSteps) + " steps" + half + ")";
    }
    return label;
}

/** A unit's main attributes, named and worded as the battle log words them. */
std::vector<UnitAttribute> attributesOf(const FiguresScenario &scenario, const FiguresScenarioUnit &setup,
                                        const FiguresUnit &unit)
{
    const detail::FiguresLogWords fr(scenario, LogLanguage::French), en(scenario, LogLanguage::English);
    const json keys = figuresUnitToJson(scenario.ruleset(), setup, unit);
    const auto attribute = [&](const std::string &key) {
        const json value = keys.contains(key) ? keys[key] : json();
        return UnitAttribute{Label{fr.key(key), en.key(key)}, Label{fr.value(key, value), en.value(key, value)}};
    };
    std::vector<UnitAttribute> out{
        UnitAttribute{both("arme", "arm"), armLabel(unit.arm)},
        UnitAttribute{Label{fr.key("figures"), en.key("figures")}, figuresLabel(unit)},
    };
    for (const char *key : {"formation", "pace", "box", "cohesion", "status", "pop", "pa_spent"})
        out.push_back(attribute(key));
    if (unit.leader)
        out.push_back(attribute("leader"));
    return out;
}

} // namespace

std::string FiguresSession::title() const
{
    return m_scenario->name.empty() ? m_scenario->path().stem().string() : m_scenario->name;
}

StateView FiguresSession::view() const
{
    StateView view;
    view.when = eventsPlayed(m_log.size());
    for (const FiguresSide &side : m_scenario->sides)
        view.sides.push_back(SideView{side.id, side.name});
    for (std::size_t i = 0; i < m_state.size(); ++i) {
        const FiguresScenarioUnit &setup = m_scenario->units[i];
        // NF-19: a unit with no figure left is eliminated.
        view.units.push_back(UnitView{setup.unit.id, setup.name.empty() ? setup.unit.id : setup.name,
                                      m_scenario->sides.at(setup.side).id, attributesOf(*m_scenario, setup, m_state[i]),
                                      m_state[i].losses.figures > 0});
    }
    return view;
}

std::vector<ProcedureSpec> FiguresSession::procedures() const
{
    std::vector<ProcedureSpec> out;
    for (const FiguresProcedure which : Procedures)
        out.push_back(procedure(figuresProcedureId(which), json::object()));
    return out;
}

ProcedureSpec FiguresSession::procedure(std::string_view id, const json &input) const
{
    const FiguresProcedure which = procedureOf(id);
    ProcedureSpec spec = figures_spec::procedureSpec(*m_scenario, m_state, which, input);
    probe(spec, input, [&](Dice &dice) {
        FiguresState copy = m_state;
        const FiguresOrders orders = figures_spec::ordersFromInput(*m_scenario, m_state, which, input);
        return resolveFiguresProcedure(*m_scenario, which, orders, dice, copy);
    });
    return spec;
}

const Event &FiguresSession::play(const ProcedureCall &call, Dice &dice)
{
    const FiguresProcedure which = procedureOf(call.procedure);
    const ProcedureSpec spec = figures_spec::procedureSpec(*m_scenario, m_state, which, call.input);
    // A tick the session derives is not among the options: say why rather than only what is offered.
    if (const auto ticks = call.input.find("modifiers"); ticks != call.input.end() && ticks->is_array())
        for (const nlohmann::json &tick : *ticks)
            if (tick.is_string())
                if (const std::string why = figures_spec::derivedTickRefusal(m_scenario->ruleset(), which,
                                                                             tick.get_ref<const std::string &>());
                    !why.empty())
                    throw SessionError(spec.id + ": modifiers: " + why);
    checkInput(spec, call.input);
    if (!spec.refusal.empty())
        throw SessionError(spec.id + ": " + spec.refusal);
    const FiguresOrders orders = figures_spec::ordersFromInput(*m_scenario, m_state, which, call.input);
    refusingAsSession([&] { apply(which, orders, dice); });
    return m_log.events().back();
}

std::unique_ptr<Session> FiguresSession::clone() const
{
    return std::make_unique<FiguresSession>(*this);
}

std::string FiguresSession::battleLog(LogFormat format, LogLanguage language) const
{
    return renderLog(figuresBattleLog(*this, language), format);
}

std::string FiguresSession::eventText(std::size_t index, LogLanguage language) const
{
    if (index >= m_log.size())
        throw SessionError("no event " + std::to_string(index) + " in a log of " + std::to_string(m_log.size()));
    BattleLog log;
    log.language = language;
    return battleLogEntryMarkdown(log, figuresLogEntry(*this, index, language));
}

} // namespace arbitre::napoleonic
