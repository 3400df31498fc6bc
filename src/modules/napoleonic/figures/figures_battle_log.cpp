// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The figure rules' events worded for players (NF-M7): what each event's orders, dice and result
// say, in the log's language. Nothing is computed again: a loaded session has replayed its log.
#include "arbitre/napoleonic/battle_log.h"
#include "arbitre/napoleonic/figures_session.h"
#include "common/log_event_fields.h"
#include "figures_log_words.h"

#include <numeric>

namespace arbitre::napoleonic {

namespace {

using detail::FiguresLogWords;
using nlohmann::json;

using detail::flag;
using detail::number;
using detail::str;

std::string signedNumber(int value)
{
    return value > 0 ? "+" + std::to_string(value) : std::to_string(value);
}

/** NF-17, NF-18: what a fire or a melee did to its target. */
void lossNotes(const FiguresLogWords &w, const std::string &target, const json &result, LogEntry &entry)
{
    if (flag(result, "no_fire"))
        entry.notes.push_back(w.say("Pas de tir : l'objectif s'est dérobé de plus de 2 UD (NF-8 c).",
                                    "No fire: the target evaded more than 2 UD (NF-8 c)."));
    if (flag(result, "losses_ignored"))
        entry.notes.push_back(w.say("L'artillerie n'ôte aucun pas à des tirailleurs (NF-8 a).",
                                    "Artillery removes no step from skirmishers (NF-8 a)."));
    if (flag(result, "general_down"))
        entry.notes.push_back(
            w.say("Le général engagé est abattu (NF-11).", "The engaged general is struck down (NF-11)."));
    const auto inflicted = result.find("inflicted");
    if (inflicted == result.end() || !inflicted->is_object())
        return;
    const int steps = number(*inflicted, "steps");
    const int figures = number(*inflicted, "figures_removed");
    const int percent = number(*inflicted, "action_percent");
    entry.notes.push_back(w.unitName(target) + w.say(" perd ", " loses ") + std::to_string(steps) +
                          w.say(" pas", steps == 1 ? " step" : " steps") + ", " + std::to_string(figures) +
                          w.say(figures > 1 ? " figurines retirées" : " figurine retirée",
                                figures == 1 ? " figure removed" : " figures removed") +
                          w.say(" ; ", "; ") + std::to_string(percent) +
                          w.say(" % de l'unité perdus dans l'action (NF-17, NF-18).",
                                " % of the unit lost in this action (NF-17, NF-18)."));
    if (flag(*inflicted, "eliminated"))
        entry.notes.push_back(w.unitName(target) + w.say(" est éliminée (NF-19).", " is eliminated (NF-19)."));
}

/** NF-35, NF-36: the band read and the box the unit ends in. */
void moraleNotes(const FiguresLogWords &w, const json &result, bool reaction, LogEntry &entry)
{
    std::string text;
    if (result.contains("raw_score") && number(result, "raw_score") != number(result, "score"))
        text = w.say("Somme brute ", "Raw sum ") + std::to_string(number(result, "raw_score")) + ", " +
               w.say("bande ", "band ");
    else
        text = w.say("Bande ", "Band ");
    text += w.box(str(result, "band"));
    if (!reaction)
        text += w.say(", nouvelle case ", ", new box ") + w.box(str(result, "new_box"));
    entry.notes.push_back(text + " (NF-35, NF-36).");
    if (flag(result, "ddf"))
        entry.notes.push_back(
            w.say("DDF : un niveau de cohésion perdu (NF-A15).", "DDF: one cohesion level lost (NF-A15)."));
    if (flag(result, "disorder"))
        entry.notes.push_back(w.say("L'unité tombe en désordre (NF-36).", "The unit falls into disorder (NF-36)."));
    if (result.contains("fights") && !flag(result, "fights"))
        entry.notes.push_back(w.say("L'unité ne combat pas (NF-36).", "The unit does not fight (NF-36)."));
}

void procedureNotes(const FiguresLogWords &w, const std::string &kind, const json &input, const json &result,
                    LogEntry &entry)
{
    if (kind == "napoleonic.fire" || kind == "napoleonic.melee") {
        lossNotes(w, str(input, "target"), result, entry);
    } else if (kind == "napoleonic.morale") {
        moraleNotes(w, result, false, entry);
    } else if (kind == "napoleonic.control") {
        entry.notes.push_back(w.say("Seuil ", "Threshold ") + std::to_string(number(result, "threshold")) +
                              w.say(", jet modifié ", ", modified roll ") +
                              std::to_string(number(result, "modified_roll")) + " (NF-45, NF-46).");
    } else if (kind == "napoleonic.reaction") {
        moraleNotes(w, result, true, entry);
        entry.notes.push_back(w.say("PA du tour ", "PA this turn ") + std::to_string(number(result, "total_pa")) +
                              w.say(", excédent ", ", excess ") + std::to_string(number(result, "excess")) + ", POP " +
                              signedNumber(number(result, "pop")) + " (NF-48).");
        entry.notes.push_back(flag(result, "reacts")
                                  ? w.say("L'unité réagit (NF-47).", "The unit reacts (NF-47).")
                                  : w.say("L'unité ne réagit pas (NF-47).", "The unit does not react (NF-47)."));
    } else if (kind == "napoleonic.formation") {
        entry.notes.push_back(w.say("Coût ", "Cost ") + std::to_string(number(result, "pa")) + " PA (NF-25).");
    } else if (kind == "napoleonic.move") {
        entry.notes.push_back(w.say("Mouvement permis ", "Allowance ") + std::to_string(number(result, "allowance")) +
                              " UD (NF-22, NF-23, NF-27).");
        if (const int ddf = number(result, "ddf"); ddf > 0)
            entry.notes.push_back(std::to_string(ddf) + w.say(" DDF en chemin (NF-28).", " DDF on the way (NF-28)."));
    } else if (kind == "napoleonic.action") {
        entry.notes.push_back(w.say("Une nouvelle action commence : figurines à son début et pertes d'avant notées "
                                    "(NF-A25).",
                                    "A new action begins: figures at its start and earlier losses recorded (NF-A25)."));
    } else if (kind == "napoleonic.override") {
        const std::string field = str(input, "field");
        entry.override = true;
        entry.overrideRule = "NF-M6";
        entry.reason = str(result, "reason");
        entry.notes.push_back(w.say("Le MJ fixe ", "The GM sets ") + w.key(field) + w.say(" : ", ": ") +
                              w.value(field, result.value("from", json())) + " → " +
                              w.value(field, input.value("value", json())) +
                              w.say(", à la place des règles (NF-M6).", ", in place of the rules (NF-M6)."));
    }
}

LogEntry entryOf(const FiguresLogWords &w, std::size_t index, const Event &event)
{
    const json &input = event.input;
    const json &result = event.result;
    LogEntry entry;
    entry.event = index;
    entry.kind = event.kind;
    entry.procedure = w.procedure(event.kind);
    entry.unit = w.unitName(str(input, "unit"));
    if (const std::string target = str(input, "target"); !target.empty())
        entry.target = w.unitName(target);
    if (const auto modifiers = result.find("modifiers"); modifiers != result.end() && modifiers->is_array()) {
        for (const json &m : *modifiers) {
            const std::string id = str(m, "id");
            entry.modifiers.push_back(LogTerm{w.term(id), id, str(m, "rule"), number(m, "value"), m.value("amount", 1),
                                              flag(m, "dropped"), flag(m, "cap")});
        }
    }
    if (!entry.modifiers.empty() && result.contains("score"))
        entry.score = number(result, "score");
    if (const std::string table = str(result, "table"); !table.empty()) {
        entry.table = LogTableRead{w.table(table), w.row(table, str(result, "row")),
                                   w.column(table, str(result, "column")), w.cell(table, str(result, "cell"))};
        entry.result = w.result(table, str(result, "result"));
    }
    entry.needsGm = flag(result, "needs_gm");
    procedureNotes(w, event.kind, input, result, entry);
    for (const DieRoll &die : event.dice) {
        LogDie logged = logDie(die);
        logged.purpose = w.purpose(die.purpose);
        entry.dice.push_back(std::move(logged));
    }
    if (const auto changes = result.find("changes"); changes != result.end() && changes->is_object()) {
        for (const auto &[unit, fields] : changes->items())
            for (const auto &[key, values] : fields.items())
                entry.changes.push_back(
                    LogChange{w.unitName(unit), w.key(key), w.value(key, values.at(0)), w.value(key, values.at(1))});
    }
    return entry;
}

} // namespace

BattleLog figuresBattleLog(const FiguresSession &session, LogLanguage language)
{
    const FiguresScenario &scenario = session.scenario();
    const FiguresLogWords w(scenario, language);
    BattleLog log;
    log.language = language;
    log.headings = {w.say("Figurines au début", "Figures at start"), w.say("Figurines maintenant", "Figures now"),
                    w.say("Cohésion", "Cohesion")};
    log.title = scenario.name.empty() ? scenario.path().stem().string() : scenario.name;
    log.ruleset = session.ruleset().header().name + ", version " + session.ruleset().header().version;
    for (std::size_t i = 0; i < session.log().size(); ++i)
        log.entries.push_back(entryOf(w, i, session.log()[i]));
    const FiguresState initial = scenario.initialState();
    for (const FiguresSide &side : scenario.sides)
        log.sides.push_back(LogSideSummary{side.name.empty() ? side.id : side.name, {}});
    for (std::size_t i = 0; i < scenario.units.size(); ++i) {
        const FiguresUnit &now = session.state()[i];
        const Named &cohesion = session.ruleset().cohesion.at(static_cast<std::size_t>(now.cohesion));
        log.sides.at(scenario.units[i].side)
            .units.push_back(LogUnitSummary{w.unitName(now.id), initial[i].losses.figures, now.losses.figures,
                                            pickLabel(cohesion.label, language)});
    }
    return log;
}

LogEntry figuresLogEntry(const FiguresSession &session, std::size_t index, LogLanguage language)
{
    return entryOf(FiguresLogWords(session.scenario(), language), index, session.log()[index]);
}

} // namespace arbitre::napoleonic
