// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The battle log of the day loop on a map: movement steps, conditional orders, contacts and regroupings
// (UD-71–UD-82, UD-A42, UD-A52).

#include "battle_log_support.h"

#include <string>

namespace arbitre::umbra::detail {

namespace {

using nlohmann::json;

LogEntry startEntry(std::size_t index, const Event &event, const BattleState &before)
{
    LogEntry entry;
    entry.event = index;
    entry.day = event.input.value("day", before.day);
    entry.turn = event.input.value("turn", before.turn);
    entry.kind = event.kind;
    return entry;
}

/** "1 order", "3 orders": the count and its noun, singular or plural. */
std::string counted(const LogWriter &w, std::size_t n, std::string_view frOne, std::string_view frMany,
                    std::string_view enOne, std::string_view enMany)
{
    return std::to_string(n) + " " + (n == 1 ? w.say(frOne, enOne) : w.say(frMany, enMany));
}

std::string terrainAt(const LogWriter &w, OffsetCoord cell)
{
    const UmbraMap &map = w.session().map();
    const Hex hex = map.grid.hexOf(cell);
    if (!map.contains(hex))
        return {};
    return " (" + w.label(w.rules().terrains[static_cast<std::size_t>(map.terrainAt(hex))].label) + ")";
}

std::string actionWords(const LogWriter &w, const std::string &action)
{
    if (action == "consolider")
        return w.say("consolide sa position (UD-78)", "consolidates (UD-78)");
    if (action == "lever_position_defensive")
        return w.say("lève une position défensive (UD-80)", "raises a defensive position (UD-80)");
    return w.say("reste sur place", "stays");
}

/** One recorded move (moveRecordsToJson) in a sentence; adds its unit, hexes and flight to the entry. */
std::string moveLine(const LogWriter &w, const BattleState &state, const json &move, LogEntry &entry)
{
    const std::string unit = str(move["unit"]);
    addOnce(entry.units, unit);
    std::string text = w.unitName(state, unit) + w.colon();
    if (move.contains("to")) {
        const OffsetCoord from = LogWriter::cell(move["from"]);
        const OffsetCoord to = LogWriter::cell(move["to"]);
        addOnce(entry.hexes, from);
        addOnce(entry.hexes, to);
        text += LogWriter::hexName(from) + " → " + LogWriter::hexName(to) + terrainAt(w, to) +
                w.say(", coût ", ", cost ") + std::to_string(move.value("cost", 0)) + " (UD-72)";
    } else {
        text += actionWords(w, str(move["action"]));
    }
    if (move.contains("coriace"))
        text +=
            w.say(", marche forcée sans fatigue (Coriace, UD-77)", ", forced march without fatigue (Coriace, UD-77)");
    else if (move.contains("forced_march"))
        text += w.say(", marche forcée, fatigue −", ", forced march, fatigue −") +
                std::to_string(move.value("fatigue_steps", 0)) + " (UD-74)";
    if (const int steps = move.value("morale_steps", 0))
        text += w.say(", moral −", ", morale −") + std::to_string(steps) + " (UD-A17)";
    if (move.contains("entering"))
        text += w.say(", entre en terrain difficile au tour suivant (UD-A43)",
                      ", enters the difficult hex next turn (UD-A43)");
    if (const int malus = move.value("disengage_malus", 0); move.contains("left_confrontation") && malus > 0)
        text += w.say(", quitte sa confrontation : −", ", leaves its confrontation: −") + std::to_string(malus) +
                " F (UD-73)";
    else if (move.contains("left_confrontation")) // on a later day than it began (UD-A44)
        text += w.say(", quitte sa confrontation sans malus (UD-73, UD-A44)",
                      ", leaves its confrontation without malus (UD-73, UD-A44)");
    if (move.contains("fled")) {
        entry.highlights |= Flight;
        text += w.say(", s'enfuit (UD-27)", ", flees (UD-27)");
    }
    return text + ".";
}

std::string orderWords(const LogWriter &w, const BattleState &state, const json &order)
{
    const std::string unit = w.unitName(state, str(order["unit"]));
    if (order.contains("to"))
        return unit + " → " + LogWriter::hexName(LogWriter::cell(order["to"]));
    return unit + w.colon() + actionWords(w, order.value("action", std::string("rester")));
}

std::string membersWords(const LogWriter &w, const BattleState &state, const json &side, LogEntry &entry)
{
    std::string names;
    for (const json &member : side["members"]) {
        addOnce(entry.units, str(member));
        names += (names.empty() ? "" : ", ") + w.unitName(state, str(member));
    }
    return w.sideName(state, str(side["side"])) + " (" + names + ")";
}

std::string confrontationLine(const LogWriter &w, const BattleState &state, const json &detection, const json &c,
                              LogEntry &entry)
{
    const int number = c["confrontation"].get<int>();
    bool started = false;
    for (const json &n : detection.value("started", json::array()))
        started = started || n == number;
    std::vector<OffsetCoord> cells;
    for (const json &hex : c["hexes"]) {
        cells.push_back(LogWriter::cell(hex));
        addOnce(entry.hexes, cells.back());
    }
    for (const json &side : c["sides"])
        addOnce(entry.sides, str(side["side"]));
    return "Confrontation " + std::to_string(number) +
           (started ? w.say(" commence en ", " begins at ") : w.say(" continue en ", " goes on at ")) +
           LogWriter::hexNames(cells) + w.colon() + membersWords(w, state, c["sides"][0], entry) +
           w.say(" contre ", " against ") + membersWords(w, state, c["sides"][1], entry) + " (UD-82).";
}

} // namespace

void detectionEntry(const LogWriter &w, std::size_t index, const Event &event, const BattleState &after,
                    std::vector<LogEntry> &out)
{
    if (!event.result.contains("detection"))
        return;
    const json &detection = event.result["detection"];
    LogEntry entry = startEntry(index, event, after);
    for (const json &c : detection.value("confrontations", json::array()))
        entry.lines.push_back(confrontationLine(w, after, detection, c, entry));
    for (const json &n : detection.value("ended", json::array()))
        entry.lines.push_back("Confrontation " + std::to_string(n.get<int>()) +
                              w.say(" prend fin : plus de contact (UD-82).", " ends: no contact left (UD-82)."));
    for (const json &waiting : detection.value("adjacent_waiting", json::array())) {
        const OffsetCoord a = LogWriter::cell(waiting["hexes"][0]);
        const OffsetCoord b = LogWriter::cell(waiting["hexes"][1]);
        addOnce(entry.hexes, a);
        addOnce(entry.hexes, b);
        entry.lines.push_back(w.sideName(after, str(waiting["sides"][0])) + w.say(" en ", " at ") +
                              LogWriter::hexName(a) + w.say(" et ", " and ") +
                              w.sideName(after, str(waiting["sides"][1])) + w.say(" en ", " at ") +
                              LogWriter::hexName(b) +
                              w.say(" sont adjacents : ils combattront au tour suivant s'ils le restent (UD-A52).",
                                    " are adjacent: they fight next turn if they stay so (UD-A52)."));
    }
    for (const json &left : detection.value("unopposed", json::array())) {
        const OffsetCoord cell = LogWriter::cell(left["hex"]);
        addOnce(entry.hexes, cell);
        entry.lines.push_back(w.sideName(after, str(left["side"])) + w.say(" en ", " at ") + LogWriter::hexName(cell) +
                              w.say(" n'a d'adversaire sur aucun de ses fronts : il attend un regroupement du MJ "
                                    "ou le tour suivant (UD-A52).",
                                    " has no enemy on any of its fronts: it waits for the GM's regrouping or the "
                                    "next turn (UD-A52)."));
    }
    if (entry.lines.empty())
        return;
    const std::size_t fights = detection.value("confrontations", json::array()).size();
    entry.title =
        w.say("Contacts après le mouvement (UD-82)", "Contacts after the movement (UD-82)") + w.colon() +
        (fights == 0 ? w.say("pas encore de combat", "no fight yet")
                     : counted(w, fights, "confrontation", "confrontations", "confrontation", "confrontations"));
    out.push_back(std::move(entry));
}

void movementEntries(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before,
                     const BattleState &after, std::vector<LogEntry> &out)
{
    LogEntry entry = startEntry(index, event, before);
    const std::string side = str(event.input["side"]);
    entry.sides.push_back(side);
    for (const json &move : event.result.value("moves", json::array()))
        entry.lines.push_back(moveLine(w, before, move, entry));
    for (const json &conditional : event.input.value("conditional", json::array()))
        entry.lines.push_back(w.say("Ordre conditionnel (UD-71) — « ", "Conditional order (UD-71) — “") +
                              str(conditional["trigger"]) + w.say(" » : ", "”: ") +
                              orderWords(w, before, conditional["order"]) + ".");
    const std::size_t moves = event.result.value("moves", json::array()).size();
    entry.title =
        w.sideName(before, side) + w.say(" : mouvement, ", ": movement, ") +
        (moves == 0 ? w.say("aucun ordre", "no orders") : counted(w, moves, "ordre", "ordres", "order", "orders"));
    out.push_back(std::move(entry));
    detectionEntry(w, index, event, after, out);
}

void conditionalsEntries(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before,
                         const BattleState &after, std::vector<LogEntry> &out)
{
    LogEntry entry = startEntry(index, event, before);
    const json fire = event.input.value("fire", json::array());
    for (std::size_t i = 0; i < before.conditionals.size(); ++i) {
        const ConditionalOrder &order = before.conditionals[i];
        const std::string &side = before.sides[static_cast<std::size_t>(order.side)].id;
        addOnce(entry.sides, side);
        addOnce(entry.units, order.action.unit);
        const bool carried = i < fire.size() && fire[i].is_boolean() && fire[i].get<bool>();
        entry.lines.push_back(
            w.sideName(before, side) + w.say(" — « ", " — “") + order.trigger + w.say(" » : ", "”: ") +
            w.unitName(before, order.action.unit) + " — " +
            (carried ? w.say("exécuté", "carried out") : w.say("écarté par le MJ", "dismissed by the GM")) +
            " (UD-A42).");
    }
    for (const json &move : event.result.value("moves", json::array()))
        entry.lines.push_back(moveLine(w, before, move, entry));
    entry.title =
        w.say("Ordres conditionnels tranchés par le MJ (UD-A42)", "Conditional orders settled by the GM (UD-A42)");
    out.push_back(std::move(entry));
    detectionEntry(w, index, event, after, out);
}

void regroupEntries(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before,
                    const BattleState &after, std::vector<LogEntry> &out)
{
    LogEntry entry = startEntry(index, event, before);
    if (event.input.contains("merge")) {
        const json &pair = event.input["merge"];
        entry.title = w.say("Le MJ réunit les confrontations ", "The GM merges confrontations ") +
                      std::to_string(pair[0].get<int>()) + w.say(" et ", " and ") + std::to_string(pair[1].get<int>()) +
                      " (UD-A52)";
    } else {
        for (const json &hex : event.input.value("hexes", json::array()))
            entry.hexes.push_back(LogWriter::cell(hex));
        entry.title = w.say("Le MJ scinde la confrontation ", "The GM splits confrontation ") +
                      std::to_string(event.input.value("split", 0)) + w.colon() + LogWriter::hexNames(entry.hexes) +
                      w.say(" forment la confrontation ", " form confrontation ") +
                      std::to_string(event.result.value("created", 0)) + " (UD-A52)";
    }
    // The sides of the confrontation that comes out of it: the merged one, or the new one.
    const int number =
        event.input.contains("merge") ? event.input["merge"][0].get<int>() : event.result.value("created", 0);
    if (number >= 1 && static_cast<std::size_t>(number) <= after.confrontations.size())
        for (const int side : after.confrontations[static_cast<std::size_t>(number - 1)].sides)
            addOnce(entry.sides, after.sides[static_cast<std::size_t>(side)].id);
    entry.lines.push_back(entry.title + ".");
    out.push_back(std::move(entry));
}

} // namespace arbitre::umbra::detail
