// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: what the battle log's writers share (words in two languages, names, hexes).

#include "arbitre/umbra/battle_log.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra::detail {

/** Words, names and labels for one log: the session, the language and the state around the event. */
class LogWriter
{
public:
    LogWriter(const UmbraSession &session, LogLanguage language) : m_session(session), m_language(language) {}

    const UmbraRuleset &rules() const { return m_session.ruleset(); }
    const UmbraSession &session() const { return m_session; }
    LogLanguage language() const { return m_language; }

    /** The French or the English text, as the log's language asks. */
    std::string say(std::string_view fr, std::string_view en) const
    {
        return std::string(m_language == LogLanguage::French ? fr : en);
    }
    /** `n` and its noun, singular for 0 and 1 in French and for 1 in English: "2 ralliements", "1 rally roll". */
    std::string count(int n, std::string_view frOne, std::string_view frMany, std::string_view enOne,
                      std::string_view enMany) const
    {
        const bool one = m_language == LogLanguage::French ? n <= 1 : n == 1;
        return std::to_string(n) + ' ' + say(one ? frOne : frMany, one ? enOne : enMany);
    }
    /** ": " in English, " : " in French. */
    const char *colon() const { return m_language == LogLanguage::French ? " : " : ": "; }
    /** A ruleset label in the log's language (the other one when it is empty). */
    std::string label(const Label &label) const;
    /** A `{"fr": …, "en": …}` label as events record them. */
    std::string label(const nlohmann::json &label) const;

    /** The side's name, or its id. */
    std::string sideName(const BattleState &state, const std::string &id) const;
    /** "Name (id)" for a troop or personality, or the id alone when it has no name or is unknown. */
    std::string unitName(const BattleState &state, const std::string &id) const;
    /** A ruleset id quoted in a breakdown, or a unit id, in words ("fatigue" → "Fatigué"…), else as is. */
    std::string termName(const BattleState &state, std::string_view id) const;

    /** "rolled by Arbitre (seeded)", "scripted", "entered from a physical die". */
    std::string dieSource(DieSource source) const;
    /** "d10 = 8, scripted". */
    std::string die(const DieRoll &roll) const;

    /** A recorded `[col, row]`. */
    static OffsetCoord cell(const nlohmann::json &hex);
    static OffsetCoord cell(const UmbraMap &map, Hex hex) { return map.grid.cellOf(hex); }
    /** "[col, row]", as the map and the CLI name cells. */
    static std::string hexName(OffsetCoord cell);
    /** "[1, 2], [3, 4]". */
    static std::string hexNames(const std::vector<OffsetCoord> &cells);

    /** The table's short name: its label up to the first " – " ("Table II"). */
    std::string tableName(const std::string &tableId) const;
    /** A colour's label by id, or the id. */
    std::string colourName(const std::string &colourId) const;

private:
    const UmbraSession &m_session;
    LogLanguage m_language;
};

/** A recorded string, or "" when the value is not one. */
inline std::string str(const nlohmann::json &value)
{
    return value.is_string() ? value.get<std::string>() : std::string();
}

/** Appends `value` to `list` unless it is there already. */
template <typename T> void addOnce(std::vector<T> &list, const T &value)
{
    for (const T &item : list)
        if (item == value)
            return;
    list.push_back(value);
}

// One function per event kind, each appending its entries. `before` and `after` are the states around the event.
void turnEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                 std::vector<LogEntry> &out);
void movementEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                     const BattleState &after, std::vector<LogEntry> &out);
void conditionalsEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                         const BattleState &after, std::vector<LogEntry> &out);
void regroupEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                    const BattleState &after, std::vector<LogEntry> &out);
void endOfDayEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                     const BattleState &after, std::vector<LogEntry> &out);
/** `umbra.override`: the GM's word over a computed value, with the reason (UD-M5). */
void overrideEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                     std::vector<LogEntry> &out);
void counterSkillEntries(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &before,
                         std::vector<LogEntry> &out);

/** The contacts found once every side has moved (UD-82), when the event's result has a `detection`. */
void detectionEntry(const LogWriter &writer, std::size_t index, const Event &event, const BattleState &after,
                    std::vector<LogEntry> &out);

/** The labels of each highlight bit, in the log's language, in bit order. */
std::vector<std::pair<LogHighlight, std::string>> highlightNames(LogLanguage language);

/** The scenario's name, or its file's stem. */
std::string logTitle(const UmbraSession &session);
/** How to read the dice and the rule ids, for the exports' introduction. */
std::string readingNote(LogLanguage language);

/** What the exports say when the log is empty. */
std::string nothingPlayed(LogLanguage language);

/** "Day 2", "Turn 3", "End of the day". */
std::string dayHeading(LogLanguage language, int day);
std::string turnHeading(LogLanguage language, int turn);

} // namespace arbitre::umbra::detail
