// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The battle log of a combat turn (`umbra.turn`): one entry per confrontation resolved (UD-83–UD-98).

#include "battle_log_support.h"

#include <string>

namespace arbitre::umbra::detail {

namespace {

using nlohmann::json;

bool isPersonality(const BattleState &state, const std::string &id)
{
    for (const Side &side : state.sides)
        for (const Personality &personality : side.personalities)
            if (personality.id == id)
                return true;
    return false;
}

/**
 * "12 F = Piquiers (2, UD-83) + Position défensive (2, UD-79) + …" from a recorded breakdown: the value
 * goes in the parentheses, since names may end with a number ("Métayers des Saulaies 2").
 */
std::string totalLine(const LogWriter &w, const BattleState &state, const json &side)
{
    std::string text = w.sideName(state, str(side["id"])) + w.colon() + std::to_string(side["force"].get<int>()) + " F";
    bool first = true;
    for (const json &term : side.value("breakdown", json::array())) {
        const int value = term["value"].get<int>();
        const bool sets = term.value("sets", false);
        const char *joint = first ? " = " : sets ? " ⇒ " : value < 0 ? " − " : " + ";
        text += joint + w.termName(state, str(term["label"])) + " (" +
                std::to_string(value < 0 && !first && !sets ? -value : value) + ", " + str(term["rule"]) + ")";
        first = false;
    }
    return text + ".";
}

std::string tableReason(const LogWriter &w, const std::string &reason)
{
    if (reason == "difference within the tie band")
        return w.say("différence dans la marge d'égalité", reason);
    if (reason == "triple ratio")
        return w.say("rapport du triple", reason);
    if (reason == "double ratio")
        return w.say("rapport du double", reason);
    if (reason == "superior difference")
        return w.say("différence supérieure", reason);
    if (reason == "difference below the superior threshold")
        return w.say("différence sous le seuil supérieur", reason);
    if (reason == "the GM's choice")
        return w.say("le choix du MJ", reason);
    return reason;
}

std::string lossKind(const LogWriter &w, const std::string &kind)
{
    if (kind == "blessure")
        return w.say("blessure", "wound");
    if (kind == "perte_de_moral")
        return w.say("perte de moral", "morale loss");
    if (kind == "degat")
        return w.say("dégât", "damage (dégât)");
    return kind;
}

/** What became of the member, in words, and the highlight it earns. */
std::string lossOutcome(const LogWriter &w, const json &effect, bool personality, unsigned &highlights)
{
    const std::string outcome = str(effect["outcome"]);
    const int steps = effect.value("morale_steps", 0);
    const std::string morale = steps > 0 ? w.say(", moral −", ", morale −") + std::to_string(steps) : "";
    if (outcome == "blesse")
        return personality ? w.say("blessé (UD-41)", "wounded (UD-41)")
                           : w.say("première blessure : blessé (UD-28)", "first wound: wounded (UD-28)") + morale;
    if (outcome == "elimine") {
        highlights |= Elimination;
        return w.say("seconde blessure : éliminé (UD-28)", "second wound: eliminated (UD-28)");
    }
    if (outcome == "disloque") {
        highlights |= Elimination;
        return w.say("disloquée : retirée du jeu (UD-32)", "disloquée: removed from play (UD-32)");
    }
    if (outcome == "capture") {
        highlights |= Elimination;
        return w.say("seconde blessure : capturé (UD-41)", "second wound: captured (UD-41)");
    }
    if (outcome == "en_fuite") {
        highlights |= Flight;
        return w.say("atteint la rupture : en fuite (UD-27)", "reaches rupture: flees (UD-27)");
    }
    if (outcome == "perte_de_moral")
        return w.say("perd ", "loses ") + std::to_string(steps > 0 ? steps : 1) +
               w.say(" cran de moral (UD-27)", " morale step (UD-27)");
    if (outcome == "annule_discipline")
        return w.say("annulée par la Discipline (UD-51)", "cancelled by Discipline (UD-51)");
    if (outcome == "indemne")
        return w.say("indemne", "unhurt") + morale;
    return outcome;
}

/** The rule of the table a draw read (UD-91–UD-94). */
std::string tableRule(const LogWriter &w, const json &draw)
{
    const std::string id = str(draw["table"]);
    for (std::size_t t = 0; t < w.rules().tables.size(); ++t)
        if (w.rules().tables[t].id == id)
            return std::string(tableRuleId(static_cast<int>(t)));
    return "UD-92";
}

std::string effectLine(const LogWriter &w, const BattleState &state, const json &draw, const json &effect,
                       LogEntry &entry)
{
    const std::string side = w.sideName(state, str(effect["side"]));
    if (str(effect["kind"]) == "avantage_strategique") // cited by the table that granted it (UD-92–UD-94)
        return side + w.say(" : avantage stratégique, +", ": strategic advantage, +") +
               std::to_string(effect["force"].get<int>()) +
               w.say(" F à sa prochaine résolution (", " F at its next resolution (") + tableRule(w, draw) + ").";
    std::string text = side + w.colon() + lossKind(w, str(effect["kind"]));
    if (!effect["target"].is_string())
        return text + w.say(" — personne pour la subir (UD-A60).", " — no one left to take it (UD-A60).");
    const std::string target = str(effect["target"]);
    addOnce(entry.units, target);
    text += " → " + w.unitName(state, target) + w.colon() +
            lossOutcome(w, effect, isPersonality(state, target), entry.highlights);
    if (const int spent = effect.value("discipline_spent", 0))
        text += w.say(", Discipline dépensée : ", ", Discipline spent: ") + std::to_string(spent) + " (UD-51)";
    if (effect.value("chosen", false))
        text += w.say(" — désigné par son camp (UD-88)", " — named by its side (UD-88)");
    return text + ".";
}

/** The dice of confrontation `number`, by their recorded purpose. */
std::vector<DieRoll> diceOf(const Event &event, int number)
{
    const std::string tag = "confrontation " + std::to_string(number) + ":";
    std::vector<DieRoll> dice;
    for (const DieRoll &roll : event.dice)
        if (roll.purpose.find(tag) != std::string::npos)
            dice.push_back(roll);
    return dice;
}

/**
 * The log's highlight for a draw's colour (UD-M6): the ruleset marks the colours to highlight; the one the
 * stronger side wins on is the "vert" badge, the one the weaker side wins on the "rouge" badge.
 */
unsigned colourHighlight(const UmbraRuleset &rules, std::string_view id)
{
    for (const Colour &colour : rules.colours)
        if (colour.id == id && colour.highlight)
            return colour.winner == ColourWinner::Stronger ? Vert : colour.winner == ColourWinner::Weaker ? Rouge : 0u;
    return 0u;
}

/** The draw's dice and table row in one sentence; `next` walks the confrontation's dice. */
std::string drawLine(const LogWriter &w, const BattleState &state, const json &c, std::size_t n, const json &draw,
                     const std::vector<DieRoll> &dice, std::size_t &next)
{
    std::string text = w.say("Tirage ", "Draw ") + std::to_string(n + 1) + w.say(" (lancé par ", " (rolled by ") +
                       w.sideName(state, str(c["roller"])) + ")" + w.colon();
    text += next < dice.size() ? w.die(dice[next++]) : "d10 = " + std::to_string(draw["natural"].get<int>());
    if (draw.contains("redraw")) {
        text += w.say("; relancé par ", "; redrawn by ") + w.sideName(state, str(draw["redraw"]["side"])) +
                w.say(" (Tactiques variées, UD-63) : ", " (Tactiques variées, UD-63): ");
        text += next < dice.size() ? w.die(dice[next++]) : "d10 = " + std::to_string(draw["redraw"]["die"].get<int>());
    }
    const json shifts = draw.value("sens_tactique", json::object()); // items() must not outlive its object
    for (const auto &[side, shift] : shifts.items())
        text += w.say("; Sens tactique de ", "; Sens tactique of ") + w.sideName(state, side) + " " +
                (shift.get<int>() > 0 ? "+" : "") + std::to_string(shift.get<int>()) + " (UD-62)";
    const std::string colour = str(draw["colour"]);
    return text + " → " + w.tableName(str(draw["table"])) + w.say(", face ", ", face ") +
           std::to_string(draw["die"].get<int>()) + ", " + w.colourName(colour) + w.colon() + w.label(draw["text"]) +
           " (UD-86, UD-90).";
}

std::string title(const LogWriter &w, const BattleState &state, const json &c, const LogEntry &entry)
{
    std::string text = "Confrontation " + std::to_string(c["confrontation"].get<int>());
    if (!entry.hexes.empty())
        text += w.say(" en ", " at ") + LogWriter::hexNames(entry.hexes);
    const json &a = c["sides"][0];
    const json &b = c["sides"][1];
    text += w.colon() + w.sideName(state, str(a["id"])) + " " + std::to_string(a["force"].get<int>()) + " — " +
            w.sideName(state, str(b["id"])) + " " + std::to_string(b["force"].get<int>()) + " · " +
            w.tableName(str(c["table"]));
    bool first = true;
    for (const json &draw : c["draws"]) {
        text += (first ? ", " : " / ") + std::to_string(draw["die"].get<int>()) + " (" +
                w.colourName(str(draw["colour"])) + ")";
        first = false;
    }
    return text;
}

/** The members in the fight, the hexes and the sides, from the state before the turn. */
void fillContext(const LogWriter &w, const BattleState &before, const json &c, LogEntry &entry)
{
    const std::size_t index = static_cast<std::size_t>(c["confrontation"].get<int>() - 1);
    for (const json &side : c["sides"])
        entry.sides.push_back(str(side["id"]));
    if (index >= before.confrontations.size())
        return;
    const Confrontation &confrontation = before.confrontations[index];
    for (std::size_t slot = 0; slot < 2; ++slot) {
        const Side &side = before.sides[static_cast<std::size_t>(confrontation.sides[slot])];
        for (const int t : confrontation.troops[slot])
            if (side.troops[static_cast<std::size_t>(t)].present())
                entry.units.push_back(side.troops[static_cast<std::size_t>(t)].id);
        for (const int p : confrontation.personalities[slot])
            if (side.personalities[static_cast<std::size_t>(p)].present())
                entry.units.push_back(side.personalities[static_cast<std::size_t>(p)].id);
    }
    if (w.session().hasMap())
        for (const Hex hex : confrontation.hexes)
            entry.hexes.push_back(LogWriter::cell(w.session().map(), hex));
}

void settingLines(const LogWriter &w, const BattleState &state, const json &c, LogEntry &entry)
{
    for (const json &side : c["sides"])
        entry.lines.push_back(totalLine(w, state, side));
    const bool major = c["major"].get<bool>();
    entry.lines.push_back(std::to_string(c["units"].get<int>()) + w.say(" unités : ", " units: ") +
                          (major ? w.say("bataille majeure, 2 tirages", "major battle, 2 draws")
                                 : w.say("engagement classique, 1 tirage", "classic engagement, 1 draw")) +
                          " (UD-84).");
    entry.lines.push_back(w.say("Différence ", "Difference ") + std::to_string(c["difference"].get<int>()) + w.colon() +
                          w.tableName(str(c["table"])) + ", " + tableReason(w, str(c["table_reason"])) + " (" +
                          str(c["table_rule"]) + ").");
    entry.lines.push_back(w.sideName(state, str(c["roller"])) + w.say(" lance le dé (", " rolls the die (") +
                          str(c["roller_rule"]) + ").");
    const json galvanised = c.value("galvanised", json::object());
    for (const auto &[side, count] : galvanised.items())
        entry.lines.push_back(w.sideName(state, side) + w.say(" : le Galvaniseur relève ", ": Galvaniseur raises ") +
                              w.count(count.get<int>(), "troupe", "troupes", "troop", "troops") +
                              w.say(" d'un cran de moral (UD-52).", " one morale step (UD-52)."));
}

void outcomeLines(const LogWriter &w, const BattleState &state, const json &c, LogEntry &entry)
{
    if (c["winner"].is_string())
        entry.lines.push_back(w.sideName(state, str(c["winner"])) +
                              w.say(" remporte la résolution (UD-90).", " wins the resolution (UD-90)."));
    if (c["victor"].is_string())
        entry.lines.push_back(
            w.say("Victoire : ", "") + w.sideName(state, str(c["victor"])) +
            w.say(", plus aucune troupe ennemie (UD-98).", " is victorious: no enemy troop left (UD-98)."));
    if (const int dropped = c.value("losses_not_listed", 0))
        entry.lines.push_back(std::to_string(dropped) +
                              w.say(" pertes de plus, non détaillées.", " more losses, not listed."));
}

LogEntry confrontationEntry(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before,
                            const json &c)
{
    LogEntry entry;
    entry.event = index;
    entry.day = event.input.value("day", before.day);
    entry.turn = event.input.value("turn", before.turn);
    entry.kind = event.kind;
    fillContext(w, before, c, entry);
    entry.title = title(w, before, c, entry);
    // UD-M5: the GM's word over this resolution's numbers, with the reason, before what it produced.
    for (const json &orders : event.input.value("confrontations", json::array()))
        if (orders.value("confrontation", 0) == c["confrontation"] && orders.contains("override")) {
            const json &gm = orders["override"];
            std::string what;
            const json totals = gm.value("totals", json::object());
            for (const auto &[side, total] : totals.items())
                what += (what.empty() ? "" : ", ") + w.sideName(before, side) + " " + std::to_string(total.get<int>());
            if (gm.contains("table"))
                what += (what.empty() ? "" : ", ") + w.tableName(str(gm["table"]));
            if (gm.contains("roller"))
                what +=
                    (what.empty() ? "" : ", ") + w.say("jet de ", "rolled by ") + w.sideName(before, str(gm["roller"]));
            entry.lines.push_back(w.say("Décision du MJ (UD-M5) : ", "GM override (UD-M5): ") + what + " — " +
                                  w.say("raison : ", "reason: ") + str(gm["reason"]));
            entry.highlights |= Override;
        }
    settingLines(w, before, c, entry);
    const std::vector<DieRoll> dice = diceOf(event, c["confrontation"].get<int>());
    std::size_t drawDice = 0;
    for (const json &draw : c["draws"])
        drawDice += draw.contains("redraw") ? 2 : 1;
    std::size_t next = 0; // dice before the draws' are roll-offs for equal totals (UD-A55)
    for (; next + drawDice < dice.size(); ++next)
        entry.lines.push_back(
            w.say("Jet pour départager les totaux égaux (UD-A55) : ", "Roll-off for equal totals (UD-A55): ") +
            w.die(dice[next]) + ".");
    for (std::size_t n = 0; n < c["draws"].size(); ++n) {
        const json &draw = c["draws"][n];
        entry.lines.push_back(drawLine(w, before, c, n, draw, dice, next));
        entry.highlights |= colourHighlight(w.rules(), str(draw["colour"]));
        for (const json &effect : draw["effects"])
            entry.lines.push_back(effectLine(w, before, draw, effect, entry));
    }
    outcomeLines(w, before, c, entry);
    for (const DieRoll &roll : dice)
        entry.dice.push_back(logDie(roll));
    return entry;
}

LogEntry positionsEntry(const LogWriter &w, std::size_t index, const Event &event, const BattleState &before)
{
    LogEntry entry;
    entry.event = index;
    entry.day = event.input.value("day", before.day);
    entry.turn = event.input.value("turn", before.turn);
    entry.kind = event.kind;
    for (const json &built : event.result["positions_built"]) {
        const OffsetCoord cell = LogWriter::cell(built["hex"]);
        entry.hexes.push_back(cell);
        const Label *name = nullptr;
        for (const PositionType &type : w.rules().positions)
            if (type.id == str(built["position"]))
                name = &type.label;
        entry.lines.push_back((name ? w.label(*name) : str(built["position"])) + w.say(" levée en ", " raised at ") +
                              LogWriter::hexName(cell) + " (UD-80).");
    }
    entry.title = w.say("Positions levées : ", "Positions raised: ") + LogWriter::hexNames(entry.hexes);
    return entry;
}

} // namespace

void turnEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                 std::vector<LogEntry> &out)
{
    for (const json &c : event.result.value("confrontations", json::array()))
        out.push_back(confrontationEntry(writer, index, event, before, c));
    if (!event.result.value("positions_built", json::array()).empty())
        out.push_back(positionsEntry(writer, index, event, before));
}

} // namespace arbitre::umbra::detail
