// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/term_words.h"

#include "battle_log_support.h"

#include <optional>

namespace arbitre::umbra {

namespace detail {

namespace {

/** The label of a ruleset id among `items` (anything with `id` and `label`), or nullptr. */
template <typename List> const Label *findLabel(const List &items, std::string_view id)
{
    for (const auto &item : items)
        if (item.id == id)
            return &item.label;
    return nullptr;
}

const Label *rulesetLabel(const UmbraRuleset &rules, std::string_view id)
{
    for (const Label *found :
         {findLabel(rules.troopTypes, id), findLabel(rules.troopAdjectives, id), findLabel(rules.terrains, id),
          findLabel(rules.positions, id), findLabel(rules.personalityRanks, id), findLabel(rules.skills, id),
          findLabel(rules.fatigue.levels, id), findLabel(rules.morale.levels, id), findLabel(rules.armement, id),
          findLabel(rules.colours, id), findLabel(rules.scouts, id)})
        if (found)
            return found;
    return nullptr;
}

/** The name of a troop or personality by id, or nullopt when no side has it. */
std::optional<std::string> memberName(const BattleState &state, std::string_view id)
{
    for (const Side &side : state.sides) {
        for (const Troop &troop : side.troops)
            if (troop.id == id)
                return troop.name;
        for (const Personality &personality : side.personalities)
            if (personality.id == id)
                return personality.name;
    }
    return std::nullopt;
}

} // namespace

std::string LogWriter::label(const Label &label) const
{
    return pickLabel(label, m_language);
}

std::string LogWriter::label(const nlohmann::json &value) const
{
    return label(Label{value.value("fr", std::string()), value.value("en", std::string())});
}

std::string LogWriter::sideName(const BattleState &state, const std::string &id) const
{
    for (const Side &side : state.sides)
        if (side.id == id)
            return side.name.empty() ? id : side.name;
    return id;
}

std::string LogWriter::unitName(const BattleState &state, const std::string &id) const
{
    const std::optional<std::string> name = memberName(state, id);
    return namedWithId(name.value_or(std::string()), id, m_language);
}

std::string LogWriter::termName(const BattleState &state, std::string_view id) const
{
    if (const std::optional<std::string> name = memberName(state, id))
        return name->empty() ? std::string(id) : *name;
    if (const Label *found = rulesetLabel(rules(), id))
        return label(*found);
    if (id == "consolider")
        return say("consolidation", "consolidation");
    if (id == "avantage_strategique")
        return say("avantage stratégique", "strategic advantage");
    return std::string(id);
}

std::string LogWriter::dieSource(DieSource source) const
{
    return dieSourceWords(source, m_language);
}

std::string LogWriter::die(const DieRoll &roll) const
{
    return "d" + std::to_string(roll.sides) + " = " + std::to_string(roll.value) + ", " + dieSource(roll.source);
}

OffsetCoord LogWriter::cell(const nlohmann::json &hex)
{
    if (!hex.is_array() || hex.size() != 2)
        return {};
    return {hex[0].get<int>(), hex[1].get<int>()};
}

std::string LogWriter::hexName(OffsetCoord cell)
{
    return "[" + std::to_string(cell.col) + ", " + std::to_string(cell.row) + "]";
}

std::string LogWriter::hexNames(const std::vector<OffsetCoord> &cells)
{
    std::string text;
    for (const OffsetCoord cell : cells)
        text += (text.empty() ? "" : ", ") + hexName(cell);
    return text;
}

std::string LogWriter::tableName(const std::string &tableId) const
{
    const Label *found = findLabel(rules().tables, tableId);
    if (!found)
        return tableId;
    const std::string full = label(*found);
    const std::size_t dash = full.find(" \u2013 ");
    return dash == std::string::npos ? full : full.substr(0, dash);
}

std::string LogWriter::colourName(const std::string &colourId) const
{
    const Label *found = findLabel(rules().colours, colourId);
    return found ? label(*found) : colourId;
}

std::vector<std::pair<LogHighlight, std::string>> highlightNames(LogLanguage language)
{
    const bool fr = language == LogLanguage::French;
    return {{Vert, fr ? "vert" : "green"},
            {Rouge, fr ? "rouge" : "red"},
            {Elimination, fr ? "élimination" : "elimination"},
            {Flight, fr ? "fuite" : "flight"},
            {Rally, fr ? "ralliement" : "rally"},
            {Override, fr ? "décision du MJ" : "GM override"},
            {Desertion, fr ? "désertion" : "desertion"}};
}

std::string logTitle(const UmbraSession &session)
{
    const std::string &name = session.scenario().name;
    return name.empty() ? session.scenario().path().stem().string() : name;
}

std::string readingNote(LogLanguage language)
{
    return language == LogLanguage::French
               ? "Chaque dé indique s'il a été tiré par Arbitre (graine reproductible), imposé par un script ou saisi "
                 "depuis un dé physique ; les références UD-… renvoient aux règles ; les cases sont notées "
                 "[colonne, ligne]."
               : "Each die says whether Arbitre rolled it (reproducible seed), a script gave it or the GM entered it "
                 "from a physical die; UD-… references point to the rules; hexes are written [column, row].";
}

std::string nothingPlayed(LogLanguage language)
{
    return language == LogLanguage::French ? "Rien n'a encore été joué." : "Nothing played yet.";
}

std::string dayHeading(LogLanguage language, int day)
{
    return (language == LogLanguage::French ? "Jour " : "Day ") + std::to_string(day);
}

std::string turnHeading(LogLanguage language, int turn)
{
    if (turn == 0)
        return language == LogLanguage::French ? "Fin de la journée" : "End of the day";
    return (language == LogLanguage::French ? "Tour " : "Turn ") + std::to_string(turn);
}

} // namespace detail

const std::vector<LogKind> &battleLogKinds()
{
    static const std::vector<LogKind> kinds{
        {"umbra.movement", {"Mouvement", "Movement"}},
        {"umbra.turn", {"Confrontations", "Confrontations"}},
        {"umbra.end_of_day", {"Fin de journée", "End of day"}},
        {"umbra.conditionals", {"Ordres conditionnels", "Conditional orders"}},
        {"umbra.regroup", {"Regroupement", "Regrouping"}},
        {"umbra.counter_skill", {"Vision stratégique", "Vision stratégique"}},
        {"umbra.override", {"Décisions du MJ", "GM overrides"}},
    };
    return kinds;
}

std::vector<LogEntry> battleLog(const UmbraSession &session, LogLanguage language)
{
    const detail::LogWriter writer(session, language);
    std::vector<LogEntry> entries;
    session.replay([&](std::size_t index, const BattleState &before, const BattleState &after) {
        const Event &event = session.log()[index];
        if (event.kind == "umbra.turn")
            detail::turnEntries(writer, index, event, before, entries);
        else if (event.kind == "umbra.movement")
            detail::movementEntries(writer, index, event, before, after, entries);
        else if (event.kind == "umbra.conditionals")
            detail::conditionalsEntries(writer, index, event, before, after, entries);
        else if (event.kind == "umbra.regroup")
            detail::regroupEntries(writer, index, event, before, after, entries);
        else if (event.kind == "umbra.end_of_day")
            detail::endOfDayEntries(writer, index, event, before, after, entries);
        else if (event.kind == "umbra.counter_skill")
            detail::counterSkillEntries(writer, index, event, before, entries);
        else if (event.kind == "umbra.override")
            detail::overrideEntries(writer, index, event, before, entries);
    });
    return entries;
}

} // namespace arbitre::umbra
