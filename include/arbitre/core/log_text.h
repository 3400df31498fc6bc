// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What every module's battle log for players shares: the language it is written in, the
// ruleset labels and die sources in that language, and text made safe for Markdown and HTML.

#include "arbitre/core/dice.h"
#include "arbitre/core/label.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace arbitre {

/**
 * The language of a battle log's sentences and of the ruleset labels it quotes, and whether units are
 * named with their ids, "Lannes (lannes)", as the command line writes them, or by their names alone, as
 * the app writes them when its View ▸ Show Ids is off. `LogLanguage::French` converts to a language that
 * shows ids, so every existing caller keeps its words; compare with `language == LogLanguage::French`.
 */
class LogLanguage
{
public:
    enum Tongue : std::uint8_t
    {
        French,
        English,
    };

    constexpr LogLanguage(Tongue tongue = English, bool ids = true) : m_tongue(tongue), m_ids(ids) {} // NOLINT

    constexpr Tongue tongue() const { return m_tongue; }
    /** Units as "Name (id)": true by default (the command line, the goldens), off in the app without Show Ids. */
    constexpr bool ids() const { return m_ids; }
    /** This language with ids shown or not. */
    constexpr LogLanguage withIds(bool ids) const { return LogLanguage(m_tongue, ids); }

    friend constexpr bool operator==(LogLanguage language, Tongue tongue) { return language.m_tongue == tongue; }
    friend constexpr bool operator==(LogLanguage a, LogLanguage b)
    {
        return a.m_tongue == b.m_tongue && a.m_ids == b.m_ids;
    }

private:
    Tongue m_tongue;
    bool m_ids;
};

/** "Name (id)" when `language` shows ids, else the name; the id alone when there is no other name. */
inline std::string namedWithId(const std::string &name, const std::string &id, LogLanguage language)
{
    if (name.empty() || name == id)
        return id;
    return language.ids() ? name + " (" + id + ")" : name;
}

/** One die of a log entry, as its event recorded it. */
struct LogDie
{
    int sides = 0;
    int value = 0;
    DieSource source = DieSource::Seeded;
    std::string purpose; /**< as recorded, in English: "fire of S on T (NF-1)" */
};

/** A recorded die as a log entry keeps it. */
inline LogDie logDie(const DieRoll &roll)
{
    return LogDie{roll.sides, roll.value, roll.source, roll.purpose};
}

/** The label in `language`, or the other one when that is empty. */
std::string pickLabel(const Label &label, LogLanguage language);

/** "rolled by Arbitre (reproducible seed)", "scripted value", "entered from a physical die", in `language`. */
std::string dieSourceWords(DieSource source, LogLanguage language);

/** Text that HTML shows as written, in element content and in quoted attributes: `& < > " '` escaped. */
std::string escapeHtml(std::string_view text);

/**
 * Text that Markdown (CommonMark) shows as written, in a paragraph, a list item or a table cell.
 * What players read raw is left alone: an underscore inside a word (`br_piquiers`) and brackets
 * that cannot make a link (`[14, 10]`).
 */
std::string escapeMarkdown(std::string_view text);

} // namespace arbitre
