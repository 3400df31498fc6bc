// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The duel's log for players: each attack in the shared log model, rendered by the core's writers.
#include "arbitre/core/battle_log.h"
#include "arbitre/duel/session.h"

namespace arbitre::duel {

using nlohmann::json;

namespace {

std::string say(LogLanguage language, std::string_view fr, std::string_view en)
{
    return std::string(language == LogLanguage::French ? fr : en);
}

std::string nameOf(const DuelScenario &scenario, const json &id)
{
    const int index = scenario.indexOf(id.get<std::string>());
    return index < 0 ? id.get<std::string>() : scenario.duellists[static_cast<std::size_t>(index)].name;
}

LogTerm termOf(const DuelRuleset &rules, const json &term, LogLanguage language)
{
    LogTerm out;
    out.id = term["label"].get<std::string>();
    out.rule = term["rule"].get<std::string>();
    out.value = term["value"].get<int>();
    out.label = out.id == "die"     ? say(language, "Dé", "Die")
                : out.id == "faces" ? say(language, "Ramené aux faces du dé", "Kept to the die's faces")
                                    : out.id;
    for (const Modifier &modifier : rules.modifiers) {
        out.label = modifier.id == out.id ? pickLabel(modifier.label, language) : out.label;
    }
    out.cap = term.value("replaces", false);
    return out;
}

LogEntry entryOf(const DuelScenario &scenario, const Event &event, std::size_t index, LogLanguage language)
{
    const DuelRuleset &rules = *scenario.ruleset;
    LogEntry entry;
    entry.event = index;
    entry.kind = event.kind;
    entry.procedure = say(language, "Attaque", "Attack");
    entry.unit = nameOf(scenario, event.input["attacker"]);
    entry.target = nameOf(scenario, event.input["target"]);
    int running = 0;
    for (const json &term : event.result["terms"]) {
        LogTerm logged = termOf(rules, term, language);
        // DU-2's clamp replaces the total: the log shows the correction it made (7 kept at 6: -1).
        if (logged.cap)
            logged.value -= running;
        running += logged.value;
        entry.modifiers.push_back(std::move(logged));
    }
    entry.score = event.result["total"].get<int>();
    const std::string rowId = event.result["row"].get<std::string>();
    for (const ResultRow &row : rules.results) {
        if (row.id == rowId) {
            entry.table = LogTableRead{say(language, "Table des résultats (DU-3)", "Result table (DU-3)"),
                                       std::to_string(row.from) + "–" + std::to_string(row.to),
                                       {},
                                       pickLabel(row.label, language)};
            entry.result = pickLabel(row.label, language);
        }
    }
    const int wounds = event.result["wounds"].get<int>();
    entry.notes.push_back(std::to_string(wounds) +
                          say(language, wounds == 1 ? " blessure infligée" : " blessures infligées",
                              wounds == 1 ? " wound dealt" : " wounds dealt") +
                          " (DU-3).");
    if (event.result["falls"].get<bool>()) {
        entry.notes.push_back(entry.target + say(language, " tombe (DU-4).", " falls (DU-4)."));
    }
    for (const DieRoll &die : event.dice) {
        entry.dice.push_back(logDie(die));
    }
    if (wounds > 0) {
        const int after = event.result["target_wounds"].get<int>();
        entry.changes.push_back(LogChange{entry.target, say(language, "blessures", "wounds"),
                                          std::to_string(after - wounds), std::to_string(after)});
    }
    return entry;
}

} // namespace

std::string DuelSession::eventText(std::size_t index, LogLanguage language) const
{
    BattleLog log;
    log.language = language;
    log.entries.push_back(entryOf(*m_scenario, m_log[index], index, language));
    return battleLogEntryMarkdown(log, log.entries.front());
}

json DuelSession::outcomeOf(const Event &event) const
{
    const json &result = event.result;
    return {{"row", result.at("row")},
            {"wounds", result.at("wounds")},
            {"target_wounds", result.at("target_wounds")},
            {"falls", result.at("falls")}};
}

std::string DuelSession::outcomeText(const Event &event, LogLanguage language) const
{
    const LogEntry entry = entryOf(*m_scenario, event, 0, language);
    std::string text = entry.result + say(language, " :", ":");
    for (const std::string &note : entry.notes) {
        text += " " + note;
    }
    return text;
}

std::string DuelSession::battleLog(LogFormat format, LogLanguage language) const
{
    const DuelScenario &scenario = *m_scenario;
    BattleLog log;
    log.language = language;
    log.title = scenario.name;
    log.ruleset = ruleset().header().name + " " + ruleset().header().version;
    log.headings = {say(language, "Vigueur", "Vigour"), say(language, "Vigueur restante", "Vigour left"),
                    say(language, "État", "State")};
    for (std::size_t i = 0; i < m_log.size(); ++i) {
        log.entries.push_back(entryOf(scenario, m_log[i], i, language));
    }
    for (const Side &side : scenario.sides) {
        LogSideSummary summary{side.name, {}};
        for (std::size_t d = 0; d < scenario.duellists.size(); ++d) {
            const Duellist &duellist = scenario.duellists[d];
            if (duellist.side == side.id) {
                summary.units.push_back({duellist.name, duellist.vigour, duellist.vigour - m_state.wounds[d],
                                         standing(scenario, m_state, d) ? say(language, "debout", "standing")
                                                                        : say(language, "à terre", "fallen")});
            }
        }
        log.sides.push_back(std::move(summary));
    }
    return format == LogFormat::Html ? battleLogHtml(log) : battleLogMarkdown(log);
}

} // namespace arbitre::duel
