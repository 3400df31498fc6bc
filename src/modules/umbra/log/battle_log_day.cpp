// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The battle log of the end of the day (rally, rest, the next day's levies and move order, UD-99–UD-102,
// UD-M2) and of Vision stratégique (UD-65).

#include "arbitre/umbra/vs.h"

#include "battle_log_support.h"

#include <optional>
#include <string>

namespace arbitre::umbra::detail {

namespace {

using nlohmann::json;

/** The id of the side a troop or personality belongs to, or "". */
std::string sideOf(const BattleState &state, const std::string &unit)
{
    for (const Side &side : state.sides) {
        for (const Troop &troop : side.troops)
            if (troop.id == unit)
                return side.id;
        for (const Personality &personality : side.personalities)
            if (personality.id == unit)
                return side.id;
    }
    return {};
}

void involve(const BattleState &state, const std::string &unit, LogEntry &entry)
{
    addOnce(entry.units, unit);
    if (const std::string side = sideOf(state, unit); !side.empty())
        addOnce(entry.sides, side);
}

const RallyTable *findRallyTable(const UmbraRuleset &rules, const std::string &id)
{
    for (const RallyTable &table : rules.rallyTables)
        if (table.id == id)
            return &table;
    return nullptr;
}

/** The rally row's words in the log's language; a colour the face does not give is Galvaniseur's (UD-A66). */
std::string rallyResult(const LogWriter &w, const json &rally)
{
    const std::string colour = str(rally["colour"]);
    std::string colourName = colour == "blanc" ? w.say("Blanc", "White") : w.colourName(colour);
    const RallyTable *table = findRallyTable(w.rules(), str(rally["table"]));
    if (!table)
        return colourName + ", " + str(rally["result"]);
    std::string words = str(rally["result"]);
    bool shifted = false;
    const int face = rally["die"].get<int>();
    for (const RallyRow &row : table->rows) {
        if (row.colour == colour)
            words = w.label(row.label);
        if (face >= row.minFace && face <= row.maxFace && row.colour != colour)
            shifted = true;
    }
    return colourName + (shifted ? " (Galvaniseur, UD-A66)" : "") + ", " + words;
}

std::string rallyLine(const LogWriter &w, const BattleState &state, const json &rally, const DieRoll *roll,
                      LogEntry &entry)
{
    const std::string troop = str(rally["troop"]);
    involve(state, troop, entry);
    const std::string status = str(rally["status"]);
    entry.highlights |= status == "present" ? Rally : status == "deserte" ? Desertion : 0u;
    const RallyTable *table = findRallyTable(w.rules(), str(rally["table"]));
    return w.say("Ralliement — ", "Rally of ") + w.unitName(state, troop) + ", table " +
           (table ? w.label(table->label) : str(rally["table"])) + w.colon() +
           (roll ? w.die(*roll) : "d10 = " + std::to_string(rally["die"].get<int>())) + " → " + rallyResult(w, rally) +
           " (UD-101).";
}

std::string fatigueName(const LogWriter &w, const std::string &id)
{
    const std::optional<int> level = w.rules().fatigue.find(id);
    return level ? w.label(w.rules().fatigue.levels[static_cast<std::size_t>(*level)].label) : id;
}

std::string restLine(const LogWriter &w, const BattleState &state, const json &rest, LogEntry &entry)
{
    const std::string troop = str(rest["troop"]);
    involve(state, troop, entry);
    const std::string category = str(rest["category"]);
    const bool engaged = category == "engagee"; // still fighting: only Castramétisation gives it rest (UD-47a)
    const std::string words = engaged ? w.say("engagée, Castramétisation", "engaged, Castramétisation")
                              : category == "repos_complet" ? w.say("repos complet", "full rest")
                                                            : w.say("désengagée", "disengaged");
    return w.say("Repos — ", "Rest of ") + w.unitName(state, troop) + " (" + words + ")" + w.colon() +
           fatigueName(w, str(rest["fatigue_before"])) + " → " + fatigueName(w, str(rest["fatigue_after"])) +
           (engaged ? " (UD-47a)." : " (UD-102).");
}

std::string placeName(const LogWriter &w, const std::string &id, LogEntry &entry)
{
    const UmbraMap &map = w.session().map();
    const int index = map.findPlace(id);
    if (index < 0)
        return id;
    const Place &place = map.places[static_cast<std::size_t>(index)];
    const OffsetCoord cell = LogWriter::cell(map, place.hex);
    addOnce(entry.hexes, cell);
    return (place.name.empty() ? id : place.name) + " " + LogWriter::hexName(cell);
}

void dayStartLines(const LogWriter &w, const BattleState &after, const json &start, LogEntry &entry)
{
    for (const json &arrival : start.value("arrivals", json::array())) {
        involve(after, str(arrival["troop"]), entry);
        entry.lines.push_back(w.say("Levée : ", "Levy: ") + w.unitName(after, str(arrival["troop"])) +
                              w.say(" arrive au lieu-dit ", " arrives at ") +
                              placeName(w, str(arrival["place"]), entry) + " (UD-18).");
    }
    for (const json &lost : start.value("not_raised", json::array())) {
        involve(after, str(lost["troop"]), entry);
        entry.lines.push_back(w.unitName(after, str(lost["troop"])) + w.say(" n'est pas levée : ", " is not raised: ") +
                              placeName(w, str(lost["place"]), entry) +
                              w.say(" a connu une confrontation (UD-70).", " was fought over (UD-70)."));
    }
    std::string order;
    for (const json &side : start.value("move_order", json::array())) {
        const std::string id = str(side);
        int vs = 0;
        for (const Side &s : after.sides)
            vs = s.id == id ? armyVs(s) : vs;
        order += (order.empty() ? "" : w.say(", puis ", ", then ")) + w.sideName(after, id) + " (VS " +
                 std::to_string(vs) + ")";
    }
    if (!order.empty())
        entry.lines.push_back(w.say("Ordre de mouvement : ", "Move order: ") + order +
                              (w.language() == LogLanguage::English ? " — " + str(start["move_order_reason"]) : "") +
                              " (" + str(start["move_order_rule"]) + ").");
}

} // namespace

void endOfDayEntries(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before,
                     const BattleState &after, std::vector<LogEntry> &out)
{
    LogEntry entry;
    entry.event = index;
    entry.day = event.input.value("day", before.day);
    entry.turn = 0;
    entry.kind = event.kind;
    const json rallies = event.result.value("rally", json::array());
    for (std::size_t i = 0; i < rallies.size(); ++i)
        entry.lines.push_back(
            rallyLine(w, before, rallies[i], i < event.dice.size() ? &event.dice[i] : nullptr, entry));
    const json rests = event.result.value("rest", json::array());
    for (const json &rest : rests)
        entry.lines.push_back(restLine(w, before, rest, entry));
    const int next = event.result.value("day", entry.day + 1);
    entry.lines.push_back(w.say("Le jour ", "Day ") + std::to_string(next) +
                          w.say(" commence (UD-68).", " begins (UD-68)."));
    if (event.result.contains("day_start"))
        dayStartLines(w, after, event.result["day_start"], entry);
    for (const DieRoll &roll : event.dice)
        entry.dice.push_back(logDie(roll));
    entry.title =
        w.say("Fin du jour ", "End of day ") + std::to_string(entry.day) + w.colon() +
        w.count(static_cast<int>(rallies.size()), "ralliement", "ralliements", "rally roll", "rally rolls") + ", " +
        w.count(static_cast<int>(rests.size()), "troupe reposée", "troupes reposées", "troop rested", "troops rested");
    out.push_back(std::move(entry));
}

void counterSkillEntries(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before,
                         std::vector<LogEntry> &out)
{
    LogEntry entry;
    entry.event = index;
    entry.day = before.day;
    entry.turn = before.turn;
    entry.kind = event.kind;
    const std::string holder = str(event.input["holder"]);
    const std::string target = str(event.input["target"]);
    involve(before, holder, entry);
    involve(before, target, entry);
    const std::optional<SkillKind> skill = w.rules().findSkill(str(event.input["skill"]));
    const std::string skillName = skill ? w.label(w.rules().skill(*skill).label) : str(event.input["skill"]);
    entry.title = "Vision stratégique: " + w.unitName(before, holder) + w.say(" contre ", " counters ") + skillName +
                  w.say(" de ", " of ") + w.unitName(before, target) + " (UD-65)";
    entry.lines.push_back("Confrontation " + std::to_string(event.input.value("confrontation", 1)) +
                          w.say(" : sans effet à partir de sa résolution ", ": no effect from its resolution ") +
                          std::to_string(event.result.value("countered_from_turn", 1)) +
                          (event.input.value("known", false)
                               ? w.say(", compétence déjà connue", ", a skill already known")
                               : w.say(", compétence devinée", ", a skill guessed")) +
                          " (UD-A38).");
    out.push_back(std::move(entry));
}

void overrideEntries(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before,
                     std::vector<LogEntry> &out)
{
    LogEntry entry;
    entry.event = index;
    entry.day = before.day;
    entry.turn = before.turn;
    entry.kind = event.kind;
    entry.highlights = Override;
    const std::string unit = str(event.input["unit"]);
    involve(before, unit, entry);
    const auto shown = [](const nlohmann::json &value) {
        return value.is_string() ? value.get<std::string>() : value.is_null() ? std::string("—") : value.dump();
    };
    entry.title = w.say("Décision du MJ : ", "GM override: ") + w.unitName(before, unit) + ", " +
                  str(event.input["field"]) + " " + shown(event.result["from"]) + " → " + shown(event.input["value"]) +
                  " (" + str(event.result["rule"]) + ", UD-M5)";
    entry.lines.push_back(w.say("Raison : ", "Reason: ") + str(event.input["reason"]));
    out.push_back(std::move(entry));
}

} // namespace arbitre::umbra::detail
