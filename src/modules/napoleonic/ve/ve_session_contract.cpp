// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// VeSession as the core's Session: its state as neutral data, its procedures as declared inputs,
// play() over the typed path, and the battle log (ve_session.h).
#include "arbitre/napoleonic/battle_log.h"
#include "arbitre/napoleonic/ve_session.h"
#include "common/session_contract.h"
#include "ve_session_specs.h"

#include <array>
#include <string>

namespace arbitre::napoleonic {

using nlohmann::json;
using namespace contract;

namespace {

constexpr std::array<VeProcedure, 11> Procedures{VeProcedure::Fire,      VeProcedure::Melee,   VeProcedure::Morale,
                                                 VeProcedure::Result,    VeProcedure::Rally,   VeProcedure::Rest,
                                                 VeProcedure::Formation, VeProcedure::Move,    VeProcedure::Initiative,
                                                 VeProcedure::Leader,    VeProcedure::Override};

VeProcedure procedureOf(std::string_view id)
{
    const auto procedure = parseVeProcedure(id);
    if (!procedure)
        throw SessionError("unknown procedure '" + std::string(id) + "' in " + std::string(VeSystemId));
    return *procedure;
}

Label idLabel(const VeRuleset &rules, std::string_view id)
{
    return Label{veIdLabel(rules, id, LogLanguage::French), veIdLabel(rules, id, LogLanguage::English)};
}

/** The active leaders stacked on the unit, with their bonus (VE-82): "Lannes (+1)". */
std::string leadersWith(const VeState &state, const VePiece &piece)
{
    std::string out;
    for (const VeLeaderPiece &leader : state.leaders) {
        if (leader.active() && leader.attached == piece.id)
            out += (out.empty() ? "" : ", ") + leader.name + " (+" + std::to_string(leader.bonus) + ")";
    }
    return out;
}

/** A unit's main attributes: its arm, formation, states, loss steps left, facing, hex and leaders. */
std::vector<UnitAttribute> attributesOf(const VeScenario &scenario, const VeState &state, const VePiece &piece)
{
    const VeRuleset &rules = scenario.ruleset();
    const VeUnit &u = piece.unit;
    const std::string steps = std::to_string(std::max(0, piece.lossSteps - u.losses)) + " / " +
                              std::to_string(piece.lossSteps); // VE-M1: eliminated at its loss steps
    std::vector<UnitAttribute> out{
        {both("arme", "arm"), idLabel(rules, veArmId(u.arm))},
        {both("formation", "formation"), idLabel(rules, u.formation)},
        {both("fraîcheur", "freshness"), idLabel(rules, freshnessId(u.freshness))},
        {both("cohésion", "cohesion"), idLabel(rules, cohesionId(u.cohesion))},
        {both("pas de pertes restants", "loss steps left"), Label{steps, steps}},
        {both("orientation", "facing"), piece.facing.empty() ? both("—", "—") : ve_spec::facingLabel(piece.facing)},
        {both("hexagone", "hex"),
         piece.hex ? Label{ve_spec::hexId(scenario.map, *piece.hex), ve_spec::hexId(scenario.map, *piece.hex)}
                   : both("hors de la carte", "off the map")},
    };
    if (!u.commanded)
        out.push_back({both("commandement", "command"), both("non commandée", "not commanded")}); // VE-26
    if (const std::string leaders = leadersWith(state, piece); !leaders.empty())
        out.push_back({both("chefs", "leaders"), Label{leaders, leaders}});
    return out;
}

} // namespace

std::string VeSession::title() const
{
    return m_scenario->name.empty() ? m_scenario->path().stem().string() : m_scenario->name;
}

StateView VeSession::view() const
{
    StateView view;
    view.when = eventsPlayed(m_log.size());
    for (const VeSide &side : m_scenario->sides)
        view.sides.push_back(SideView{side.id, side.name});
    for (const VePiece &piece : m_state.units)
        view.units.push_back(UnitView{piece.id, piece.name, m_scenario->sides.at(piece.side).id,
                                      attributesOf(*m_scenario, m_state, piece), !piece.eliminated && piece.hex});
    return view;
}

std::vector<ProcedureSpec> VeSession::procedures() const
{
    std::vector<ProcedureSpec> out;
    for (const VeProcedure which : Procedures)
        out.push_back(procedure(veProcedureId(which), json::object()));
    return out;
}

ProcedureSpec VeSession::procedure(std::string_view id, const json &input) const
{
    const VeProcedure which = procedureOf(id);
    ProcedureSpec spec = ve_spec::procedureSpec(*m_scenario, m_state, which, input);
    probe(spec, input, [&](Dice &dice) {
        VeState copy = m_state;
        return resolveVeProcedure(*m_scenario, which, ve_spec::ordersFromInput(*m_scenario, which, input), dice, copy);
    });
    return spec;
}

const Event &VeSession::play(const ProcedureCall &call, Dice &dice)
{
    const VeProcedure which = procedureOf(call.procedure);
    const ProcedureSpec spec = ve_spec::procedureSpec(*m_scenario, m_state, which, call.input);
    checkInput(spec, call.input);
    if (!spec.refusal.empty())
        throw SessionError(spec.id + ": " + spec.refusal);
    const VeOrders orders = ve_spec::ordersFromInput(*m_scenario, which, call.input);
    refusingAsSession([&] { apply(which, orders, dice); });
    return m_log.events().back();
}

std::unique_ptr<Session> VeSession::clone() const
{
    return std::make_unique<VeSession>(*this);
}

std::string VeSession::battleLog(LogFormat format, LogLanguage language) const
{
    return renderLog(veBattleLog(*this, language), format);
}

std::string VeSession::eventText(std::size_t index, LogLanguage language) const
{
    if (index >= m_log.size())
        throw SessionError("no event " + std::to_string(index) + " in a log of " + std::to_string(m_log.size()));
    BattleLog log;
    log.language = language;
    return battleLogEntryMarkdown(log, veLogEntry(*this, index, language));
}

} // namespace arbitre::napoleonic
