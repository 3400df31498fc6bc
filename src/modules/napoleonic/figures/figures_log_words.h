// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: the words of the figure rules' battle log in one language —
// ruleset labels first, and for what the procedures add themselves, French and English side by side.

#include "arbitre/core/log_text.h"
#include "arbitre/napoleonic/figures_scenario.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace arbitre::napoleonic::detail {

class FiguresLogWords
{
public:
    FiguresLogWords(const FiguresScenario &scenario, LogLanguage language) : m_scenario(scenario), m_language(language)
    {}

    const FiguresRuleset &rules() const { return m_scenario.ruleset(); }
    LogLanguage language() const { return m_language; }
    /** The French or the English text, as the log's language asks. */
    std::string say(std::string_view fr, std::string_view en) const
    {
        return std::string(m_language == LogLanguage::French ? fr : en);
    }

    /** "Name (id)", or the id when the unit has no other name or is unknown. */
    std::string unitName(const std::string &id) const;
    /** "Tir", "Fire"… from an event kind. */
    std::string procedure(std::string_view kind) const;
    /** A modifier's label from any list of the ruleset, a group's, a terrain's, or the procedure's own term. */
    std::string term(const std::string &id) const;
    /** "Loss table (NF-14)"… */
    std::string table(const std::string &id) const;
    /** A table's row and column in words where they are ruleset ids (paces, formations, status, test columns). */
    std::string row(const std::string &table, const std::string &id) const;
    std::string column(const std::string &table, const std::string &id) const;
    /** A cell as written, or the box it names on the situation table. */
    std::string cell(const std::string &table, const std::string &text) const;
    /** The outcome read on `table`: a box, a loss code, a control result, PA or UD. */
    std::string result(const std::string &table, const std::string &id) const;
    /** A key of a unit (docs/napoleonic-format.md) in words, and one of its values. */
    std::string key(const std::string &id) const;
    std::string value(const std::string &key, const nlohmann::json &value) const;
    /** The label of a situation box id. */
    std::string box(const std::string &id) const;
    /** A formation's label, or the words for a row of NF-25 that is not one (pivot, about face, reform). */
    std::string shape(const std::string &id) const;
    /**
     * A die's purpose in the log's language: the session records it in English ("fire of A on B (NF-1)", as
     * figures_session_resolve.cpp words it); in French it is worded again with the units' names. A purpose
     * of another shape stays as recorded.
     */
    std::string purpose(const std::string &recorded) const;

private:
    const FiguresScenario &m_scenario;
    LogLanguage m_language;
};

} // namespace arbitre::napoleonic::detail
