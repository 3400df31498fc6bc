// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/log_text.h"
#include "arbitre/pm/report.h"
#include "arbitre/pm/terms.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace arbitre::pm {

namespace {

/** One line of the log, as both formats need it: what happened, after which the sides stood so. */
struct Entry
{
    enum class Kind
    {
        Phase,
        Decision,
        Override,
    } kind = Kind::Phase;
    std::string title;
    std::vector<std::array<std::string, 3>> rows; /**< label, side A, side B */
    std::vector<std::string> notes;
    std::vector<std::string> highlights;
};

struct Point
{
    int phase = 0;
    std::array<int, 2> pm{};
    std::array<int, 2> morale{};
};

Entry phaseEntry(const PmSession &session, std::size_t index, const BattleState &before)
{
    const PmRuleset &rules = session.ruleset();
    const PmBattle &battle = session.battle();
    const PhaseResult result = session.phaseAt(index, before);
    const std::vector<DieRoll> &dice = session.log()[index].dice;
    const Outcome &outcome = rules.outcomes[result.outcome];
    Entry entry;
    entry.title =
        "Phase " + std::to_string(result.phase) + " — " + outcome.label.en + " (" + outcome.rule + ")" +
        (result.winner ? ", " + battle.sides[static_cast<std::size_t>(*result.winner)].name + " wins" : ", no winner");
    std::array<std::string, 2> pmDice, players, loss, morale;
    std::size_t die = 0;
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        pmDice[i] = std::to_string(side.diceCount) + " for " + std::to_string(side.pmStart) + " PM:";
        for (int d = 0; d < side.diceCount && die < dice.size(); ++d, ++die)
            pmDice[i] += " " + std::to_string(dice[die].value);
        pmDice[i] += " = " + std::to_string(side.pmDiceSum);
        for (std::size_t p = 0; p < battle.sides[i].players.size(); ++p) {
            if (!side.rolled[p])
                continue;
            const bool feat = side.playerDice[p] == rules.featOfArms.face;
            players[i] += (players[i].empty() ? "" : ", ") + battle.sides[i].players[p].name + " " +
                          std::to_string(side.playerDice[p]) + (feat ? " ★" : "");
            if (feat)
                entry.highlights.push_back("★ Feat of arms: " + battle.sides[i].players[p].name + " (" +
                                           battle.sides[i].name + ") rolled " + std::to_string(side.playerDice[p]) +
                                           " (PM-7)");
        }
        loss[i] = "−" + std::to_string(side.loss) + " (" + lossExplanation(rules, battle, result, i) + ")";
        morale[i] = std::to_string(side.moraleTotalAfter);
        if (side.moraleChange != 0)
            morale[i] += " (" + std::string(side.moraleChange < 0 ? "−" : "+") +
                         std::to_string(side.moraleChange < 0 ? -side.moraleChange : side.moraleChange) +
                         (side.streakBonus ? ", two wins in a row, PM-16)"
                          : result.winner  ? ", PM-15)"
                                           : ", tie, PM-9, PM-A6)");
        if (side.outOfCombat)
            entry.highlights.push_back(battle.sides[i].name + " is out of combat with " + std::to_string(side.pmAfter) +
                                       " PM and must withdraw (PM-17)");
    }
    const auto row = [&](std::string label, std::string a, std::string b) {
        entry.rows.push_back({std::move(label), std::move(a), std::move(b)});
    };
    row("PM dice (PM-3)", pmDice[0], pmDice[1]);
    row("Total morale (PM-4)", std::to_string(result.sides[0].moraleTotal),
        std::to_string(result.sides[1].moraleTotal));
    row("Command (PM-5)", std::to_string(result.sides[0].command), std::to_string(result.sides[1].command));
    row("Players (PM-6)", players[0].empty() ? "—" : players[0], players[1].empty() ? "—" : players[1]);
    row("Score (PM-2)", std::to_string(result.sides[0].score.total()), std::to_string(result.sides[1].score.total()));
    row("Losses", loss[0], loss[1]);
    row("PM", std::to_string(result.sides[0].pmStart) + " → " + std::to_string(result.sides[0].pmAfter),
        std::to_string(result.sides[1].pmStart) + " → " + std::to_string(result.sides[1].pmAfter));
    row("Morale after", morale[0], morale[1]);
    entry.notes.push_back("Gap " + std::to_string(result.gap) + ".");
    if (result.overridden) {
        const auto &input = session.log()[index].input;
        entry.notes.push_back("The GM overrode this phase (PM-M4): " +
                              input.value("override", nlohmann::json::object()).value("reason", std::string()));
    }
    if (result.winner && result.outcome + 1 == rules.outcomes.size())
        entry.highlights.push_back(outcome.label.en + " for " +
                                   battle.sides[static_cast<std::size_t>(*result.winner)].name);
    return entry;
}

Entry decisionEntry(const PmSession &session, std::size_t index, const BattleState &after)
{
    const PmBattle &battle = session.battle();
    const PhaseDecisions decisions = decisionsFromJson(battle, session.log()[index].input);
    Entry entry;
    entry.kind = Entry::Kind::Decision;
    entry.title = "Decisions after phase " + std::to_string(after.phase) + " (PM-19)";
    for (std::size_t i = 0; i < 2; ++i) {
        const SideDecision &side = decisions.sides[i];
        std::string text = battle.sides[i].name + ": " + session.ruleset().decision(side.decision).label.en;
        if (side.changeStrategy)
            text += ", " + session.ruleset().strategy.label.en;
        if (!side.note.empty())
            text += " — " + side.note;
        entry.notes.push_back(text);
    }
    if (decisions.agreement)
        entry.notes.push_back("The negotiation ends the battle by agreement.");
    if (after.ended)
        entry.highlights.push_back("The battle ends (" + after.endReason + ").");
    return entry;
}

Entry overrideEntry(const PmSession &session, std::size_t index)
{
    const Event &event = session.log()[index];
    Entry entry;
    entry.kind = Entry::Kind::Override;
    entry.title = "GM override (PM-M4)";
    entry.notes.push_back(event.input.value("side", std::string()) + " " + event.input.value("field", std::string()) +
                          ": " + event.result.value("from", nlohmann::json()).dump() + " → " +
                          event.input.value("value", nlohmann::json()).dump() + ", replacing " +
                          event.result.value("rule", std::string()) + " — " +
                          event.input.value("reason", std::string()));
    return entry;
}

std::vector<Entry> entries(const PmSession &session, std::vector<Point> &points)
{
    std::vector<Entry> list;
    const BattleState initial = session.battle().initialState();
    points.push_back(Point{0,
                           {initial.sides[0].pm, initial.sides[1].pm},
                           {initial.sides[0].moraleTotal(), initial.sides[1].moraleTotal()}});
    session.replay([&](std::size_t index, const BattleState &before, const BattleState &after) {
        const std::string &kind = session.log()[index].kind;
        if (kind == PhaseEventKind) {
            list.push_back(phaseEntry(session, index, before));
            points.push_back(Point{after.phase,
                                   {after.sides[0].pm, after.sides[1].pm},
                                   {after.sides[0].moraleTotal(), after.sides[1].moraleTotal()}});
        } else if (kind == "pm.decision") {
            list.push_back(decisionEntry(session, index, after));
        } else {
            list.push_back(overrideEntry(session, index));
        }
    });
    return list;
}

std::string sidesLine(const PmBattle &battle, std::size_t i)
{
    const SideSetup &side = battle.sides[i];
    std::string text =
        side.name + ": " + std::to_string(side.pm) + " PM, base morale " + std::to_string(side.moraleBase);
    int bonus = 0;
    for (const UnitBonus &unit : side.units)
        bonus += unit.bonus;
    if (bonus != 0)
        text += " + units " + std::to_string(bonus);
    text += side.command ? ", command " + std::to_string(*side.command) : ", no commander-in-chief";
    if (!side.commander.empty())
        text += " (" + side.commander + ")";
    if (!side.players.empty()) {
        text += "; players";
        for (const Player &player : side.players)
            text += " " + player.name + (player.npc ? " (NPC)" : "");
    }
    return text;
}

/** PM (solid) and total morale (dashed) of both sides over the phases, as inline SVG. */
std::string chartSvg(const PmBattle &battle, const std::vector<Point> &points)
{
    constexpr int Width = 560, Height = 220, Left = 40, Bottom = 30, Top = 10;
    int maxValue = 1, minValue = 0;
    for (const Point &p : points) {
        for (std::size_t i = 0; i < 2; ++i) {
            maxValue = std::max({maxValue, p.pm[i], p.morale[i]});
            minValue = std::min({minValue, p.pm[i], p.morale[i]});
        }
    }
    const int phases = std::max(1, points.back().phase);
    // In 64 bits: PM and morale within their limits (10^6, 10^8) times the chart's height would wrap an int.
    const auto x = [&](int phase) { return Left + static_cast<int>(std::int64_t{Width - Left - 10} * phase / phases); };
    const auto y = [&](int value) {
        return Top + static_cast<int>(std::int64_t{Height - Top - Bottom} * (std::int64_t{maxValue} - value) /
                                      (std::int64_t{maxValue} - minValue));
    };
    std::ostringstream svg;
    svg << "<svg viewBox=\"0 0 " << Width << ' ' << Height
        << "\" role=\"img\" aria-label=\"PM and morale over the phases\">";
    svg << "<line x1=\"" << Left << "\" y1=\"" << y(0) << "\" x2=\"" << Width - 10 << "\" y2=\"" << y(0)
        << "\" stroke=\"#999\"/>";
    for (int phase = 0; phase <= phases; ++phase)
        svg << "<text x=\"" << x(phase) << "\" y=\"" << Height - 10 << "\" font-size=\"11\" text-anchor=\"middle\">"
            << phase << "</text>";
    svg << "<text x=\"4\" y=\"" << y(maxValue) + 10 << "\" font-size=\"11\">" << maxValue << "</text>";
    const std::array<const char *, 2> colours{"#1f5fa8", "#b03a2e"};
    for (std::size_t i = 0; i < 2; ++i) {
        for (const bool morale : {false, true}) {
            svg << "<polyline fill=\"none\" stroke=\"" << colours[i] << "\" stroke-width=\"2\""
                << (morale ? " stroke-dasharray=\"5 4\"" : "") << " points=\"";
            for (const Point &p : points)
                svg << x(p.phase) << ',' << y(morale ? p.morale[i] : p.pm[i]) << ' ';
            svg << "\"/>";
        }
        svg << "<text x=\"" << Left + 8 << "\" y=\"" << Top + 14 + 14 * static_cast<int>(i)
            << "\" font-size=\"12\" fill=\"" << colours[i] << "\">" << escapeHtml(battle.sides[i].name)
            << ": PM (solid), morale (dashed)</text>";
    }
    svg << "</svg>";
    return svg.str();
}

void writeMarkdown(const PmBattle &battle, const Entry &entry, std::ostream &out)
{
    out << (entry.kind == Entry::Kind::Phase ? "## " : "### ") << escapeMarkdown(entry.title) << "\n\n";
    if (!entry.rows.empty()) {
        out << "| | " << escapeMarkdown(battle.sides[0].name) << " | " << escapeMarkdown(battle.sides[1].name)
            << " |\n|---|---|---|\n";
        for (const auto &row : entry.rows)
            out << "| " << escapeMarkdown(row[0]) << " | " << escapeMarkdown(row[1]) << " | " << escapeMarkdown(row[2])
                << " |\n";
        out << '\n';
    }
    for (const std::string &note : entry.notes)
        out << "- " << escapeMarkdown(note) << '\n';
    for (const std::string &highlight : entry.highlights)
        out << "- **" << escapeMarkdown(highlight) << "**\n";
    out << '\n';
}

} // namespace

std::string eventMarkdown(const PmSession &session, std::size_t index)
{
    std::vector<Point> points;
    const std::vector<Entry> list = entries(session, points); // one entry an event, in log order
    std::ostringstream out;
    if (index < list.size())
        writeMarkdown(session.battle(), list[index], out);
    return out.str();
}

std::string battleLogMarkdown(const PmSession &session)
{
    const PmBattle &battle = session.battle();
    std::vector<Point> points;
    const std::vector<Entry> list = entries(session, points);
    std::ostringstream out;
    out << "# " << escapeMarkdown(battle.name.empty() ? "PM battle" : battle.name) << "\n\n";
    out << "Ruleset: " << escapeMarkdown(session.ruleset().header().name) << " " << session.ruleset().header().version
        << "\n\n";
    for (std::size_t i = 0; i < 2; ++i)
        out << "- " << escapeMarkdown(sidesLine(battle, i)) << '\n';
    out << '\n';
    for (const Entry &entry : list)
        writeMarkdown(battle, entry, out);
    out << "## PM and morale by phase\n\n| Phase | " << escapeMarkdown(battle.sides[0].name) << " PM | "
        << escapeMarkdown(battle.sides[0].name) << " morale | " << escapeMarkdown(battle.sides[1].name) << " PM | "
        << escapeMarkdown(battle.sides[1].name) << " morale |\n|---|---|---|---|---|\n";
    for (const Point &p : points)
        out << "| " << p.phase << " | " << p.pm[0] << " | " << p.morale[0] << " | " << p.pm[1] << " | " << p.morale[1]
            << " |\n";
    if (session.state().ended)
        out << "\nThe battle is over (" << escapeMarkdown(session.state().endReason) << ").\n";
    return out.str();
}

std::string battleLogHtml(const PmSession &session)
{
    const PmBattle &battle = session.battle();
    std::vector<Point> points;
    const std::vector<Entry> list = entries(session, points);
    std::ostringstream out;
    const std::string title = escapeHtml(battle.name.empty() ? "PM battle" : battle.name);
    out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << title
        << "</title>\n<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}"
           "table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;padding:.25rem "
           ".5rem;text-align:left}"
           "th{background:#f2f2f2}.highlight{font-weight:bold;color:#8a4b00}h2{border-bottom:1px solid #ddd}"
           "svg{max-width:100%;background:#fafafa;border:1px solid #ddd}</style></head><body>\n";
    out << "<h1>" << title << "</h1>\n<p>Ruleset: " << escapeHtml(session.ruleset().header().name) << ' '
        << escapeHtml(session.ruleset().header().version) << "</p>\n<ul>";
    for (std::size_t i = 0; i < 2; ++i)
        out << "<li>" << escapeHtml(sidesLine(battle, i)) << "</li>";
    out << "</ul>\n<h2>PM and morale by phase</h2>\n" << chartSvg(battle, points) << '\n';
    for (const Entry &entry : list) {
        out << (entry.kind == Entry::Kind::Phase ? "<h2>" : "<h3>") << escapeHtml(entry.title)
            << (entry.kind == Entry::Kind::Phase ? "</h2>" : "</h3>") << '\n';
        if (!entry.rows.empty()) {
            out << "<table><tr><th></th><th>" << escapeHtml(battle.sides[0].name) << "</th><th>"
                << escapeHtml(battle.sides[1].name) << "</th></tr>";
            for (const auto &row : entry.rows)
                out << "<tr><th>" << escapeHtml(row[0]) << "</th><td>" << escapeHtml(row[1]) << "</td><td>"
                    << escapeHtml(row[2]) << "</td></tr>";
            out << "</table>\n";
        }
        out << "<ul>";
        for (const std::string &note : entry.notes)
            out << "<li>" << escapeHtml(note) << "</li>";
        for (const std::string &highlight : entry.highlights)
            out << "<li class=\"highlight\">" << escapeHtml(highlight) << "</li>";
        out << "</ul>\n";
    }
    if (session.state().ended)
        out << "<p class=\"highlight\">The battle is over (" << escapeHtml(session.state().endReason) << ").</p>\n";
    out << "</body></html>\n";
    return out.str();
}

} // namespace arbitre::pm
