// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_session.h"

#include "common/session_support.h"
#include "ve_session_support.h"

#include <utility>

namespace arbitre::napoleonic {

using nlohmann::json;

namespace {

/** Every unit and leader as the file writes them, by id, for the changes an event made. */
std::vector<std::pair<std::string, json>> piecesJson(const VeScenario &scenario, const VeState &state)
{
    std::vector<std::pair<std::string, json>> out;
    for (const VePiece &piece : state.units)
        out.emplace_back(piece.id, vePieceJson(scenario, piece));
    for (const VeLeaderPiece &leader : state.leaders)
        out.emplace_back(leader.id, veLeaderJson(scenario, leader));
    return out;
}

} // namespace

Event resolveVeProcedure(const VeScenario &scenario, VeProcedure procedure, const VeOrders &orders, Dice &dice,
                         VeState &state)
{
    using namespace vesession;
    VeState next = state;
    Context c{scenario, orders, next, RecordingDice(dice)};
    json result;
    try {
        switch (procedure) {
        case VeProcedure::Fire:
            result = fire(c);
            break;
        case VeProcedure::Melee:
            result = melee(c);
            break;
        case VeProcedure::Morale:
            result = morale(c);
            break;
        case VeProcedure::Result:
            result = vesession::result(c);
            break;
        case VeProcedure::Rally:
            result = rally(c);
            break;
        case VeProcedure::Rest:
            result = rest(c);
            break;
        case VeProcedure::Formation:
            result = formation(c);
            break;
        case VeProcedure::Move:
            result = move(c);
            break;
        case VeProcedure::Initiative:
            result = initiative(c);
            break;
        case VeProcedure::Leader:
            result = leader(c);
            break;
        case VeProcedure::Override:
            result = overrideField(c);
            break;
        }
    } catch (const ProcedureError &error) {
        throw SessionError(error.what());
    }
    result["changes"] = session::changesBetween(piecesJson(scenario, state), piecesJson(scenario, next));
    state = std::move(next);
    return Event{"ve." + std::string(veProcedureId(procedure)), veOrdersToJson(scenario.map, orders),
                 std::move(c.dice.rolls()), std::move(result)};
}

VeSession::VeSession(std::shared_ptr<const VeScenario> scenario)
    : m_scenario(std::move(scenario)), m_state(m_scenario->initial), m_log(m_scenario->log)
{
    for (std::size_t i = 0; i < m_log.size(); ++i)
        replayEvent(m_log[i], m_state, static_cast<int>(i));
}

const VePiece &VeSession::unit(std::string_view id) const
{
    const auto index = m_scenario->unitIndex(id);
    if (!index)
        throw SessionError("no unit '" + std::string(id) + "' in this scenario");
    return m_state.units[*index];
}

const json &VeSession::apply(VeProcedure procedure, const VeOrders &orders, Dice &dice)
{
    return session::applyNew(
        m_log, m_state, [&](VeState &next) { return resolveVeProcedure(*m_scenario, procedure, orders, dice, next); });
}

void VeSession::truncate(std::size_t events)
{
    session::keepFirst(m_log, m_state, m_scenario->initial, events,
                       [this](const Event &event, VeState &state, int index) { replayEvent(event, state, index); });
}

void VeSession::append(const Event &event)
{
    session::appendReplayed(m_log, m_state, event,
                            [this](const Event &e, VeState &state, int index) { replayEvent(e, state, index); });
}

void VeSession::replayEvent(const Event &event, VeState &state, int index) const
{
    session::replayChecked(event, index, [&](Dice &dice) {
        const std::string prefix = "ve.";
        const auto procedure =
            event.kind.starts_with(prefix) ? parseVeProcedure(event.kind.substr(prefix.size())) : std::nullopt;
        if (!procedure)
            throw SessionError("unknown event kind '" + event.kind + "' in a vive-l-empereur log");
        return resolveVeProcedure(*m_scenario, *procedure, veOrdersFromJson(m_scenario->map, event.input), dice, state);
    });
}

json VeSession::toJson(const std::filesystem::path &destination) const
{
    const VeScenario &scenario = *m_scenario;
    json out = json::object();
    // The schema path is relative to where the file was; saved elsewhere it would point nowhere.
    if (scenario.extra.contains("$schema") && destination.empty())
        out["$schema"] = scenario.extra["$schema"];
    out["ruleset"] = session::rulesetRefFor(ruleset().header().path, scenario.rulesetRef, destination);
    out["name"] = scenario.name;
    if (scenario.extra.contains("description"))
        out["description"] = scenario.extra["description"];
    out["map"] = veMapJson(scenario);
    json sides = json::array();
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        const VeSide &side = scenario.sides[s];
        json units = json::array();
        for (const VePiece &piece : scenario.initial.units) {
            if (piece.side == s)
                units.push_back(vePieceJson(scenario, piece));
        }
        json leaders = json::array();
        for (const VeLeaderPiece &leader : scenario.initial.leaders) {
            if (leader.side == s)
                leaders.push_back(veLeaderJson(scenario, leader));
        }
        sides.push_back(json{{"id", side.id},
                             {"name", side.name},
                             {"ca_bonus", side.caBonus},
                             {"attacker", side.attacker},
                             {"units", std::move(units)},
                             {"leaders", std::move(leaders)}});
    }
    out["sides"] = std::move(sides);
    writeSessionLog(out, m_log, ruleset());
    json units = json::array();
    for (const VePiece &piece : m_state.units)
        units.push_back(vePieceJson(scenario, piece));
    json leaders = json::array();
    for (const VeLeaderPiece &leader : m_state.leaders)
        leaders.push_back(veLeaderJson(scenario, leader));
    out["state"] = json{{"events", m_log.size()}, {"units", std::move(units)}, {"leaders", std::move(leaders)}};
    return out;
}

} // namespace arbitre::napoleonic
