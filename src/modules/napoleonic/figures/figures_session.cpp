// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/figures_session.h"

#include "common/session_support.h"

#include <string>
#include <utility>

namespace arbitre::napoleonic {

using nlohmann::json;

FiguresSession::FiguresSession(std::shared_ptr<const FiguresScenario> scenario)
    : m_scenario(std::move(scenario)), m_state(m_scenario->initialState()), m_log(m_scenario->log)
{
    for (std::size_t i = 0; i < m_log.size(); ++i)
        replayEvent(m_log[i], m_state, static_cast<int>(i));
}

const FiguresUnit &FiguresSession::unit(std::string_view id) const
{
    const auto index = m_scenario->unitIndex(id);
    if (!index)
        throw SessionError("no unit '" + std::string(id) + "' in this scenario");
    return m_state[*index];
}

const json &FiguresSession::apply(FiguresProcedure procedure, const FiguresOrders &orders, Dice &dice)
{
    return session::applyNew(m_log, m_state, [&](FiguresState &next) {
        return resolveFiguresProcedure(*m_scenario, procedure, orders, dice, next);
    });
}

void FiguresSession::truncate(std::size_t events)
{
    session::keepFirst(
        m_log, m_state, m_scenario->initialState(), events,
        [this](const Event &event, FiguresState &state, int index) { replayEvent(event, state, index); });
}

void FiguresSession::append(const Event &event)
{
    session::appendReplayed(m_log, m_state, event,
                            [this](const Event &e, FiguresState &state, int index) { replayEvent(e, state, index); });
}

void FiguresSession::replayEvent(const Event &event, FiguresState &state, int index) const
{
    session::replayChecked(event, index, [&](Dice &dice) {
        const std::string prefix = "napoleonic.";
        const auto procedure =
            event.kind.starts_with(prefix) ? parseFiguresProcedure(event.kind.substr(prefix.size())) : std::nullopt;
        if (!procedure)
            throw SessionError("unknown event kind '" + event.kind + "' in a napoleonic-figures log");
        return resolveFiguresProcedure(*m_scenario, *procedure, figuresOrdersFromJson(event.input), dice, state);
    });
}

json FiguresSession::toJson(const std::filesystem::path &destination) const
{
    const FiguresScenario &scenario = *m_scenario;
    json out = json::object();
    // The schema path is relative to where the file was; saved elsewhere it would point nowhere.
    if (scenario.extra.contains("$schema") && destination.empty())
        out["$schema"] = scenario.extra["$schema"];
    out["ruleset"] = session::rulesetRefFor(ruleset().header().path, scenario.rulesetRef, destination);
    out["name"] = scenario.name;
    if (scenario.extra.contains("description"))
        out["description"] = scenario.extra["description"];
    json sides = json::array();
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        json units = json::array();
        for (const FiguresScenarioUnit &setup : scenario.units) {
            if (setup.side == s)
                units.push_back(figuresUnitToJson(ruleset(), setup, setup.unit));
        }
        sides.push_back(json{{"id", scenario.sides[s].id}, {"name", scenario.sides[s].name}, {"units", units}});
    }
    out["sides"] = std::move(sides);
    writeSessionLog(out, m_log, ruleset());
    json units = json::array();
    for (std::size_t i = 0; i < m_state.size(); ++i)
        units.push_back(figuresUnitToJson(ruleset(), scenario.units[i], m_state[i]));
    out["state"] = json{{"events", m_log.size()}, {"units", std::move(units)}};
    return out;
}

} // namespace arbitre::napoleonic
