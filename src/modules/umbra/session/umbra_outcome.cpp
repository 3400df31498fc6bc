// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What the odds panel and `arbitre-cli odds` group a turn's results by, and how they word one (issue 22).
#include "arbitre/umbra/session.h"

#include <string>

namespace arbitre::umbra {

using nlohmann::json;

namespace {

constexpr const char *TurnKind = "umbra.turn";

const std::string &inLanguage(const Label &label, LogLanguage language)
{
    return language == LogLanguage::French ? label.fr : label.en;
}

std::string sideName(const BattleState &state, const json &id)
{
    if (!id.is_string())
        return {};
    for (const Side &side : state.sides)
        if (side.id == id.get<std::string>())
            return side.name;
    return id.get<std::string>();
}

} // namespace

json UmbraSession::outcomeOf(const Event &event) const
{
    if (event.kind != TurnKind || !event.result.contains("confrontations"))
        return Session::outcomeOf(event);
    // The die and the totals are how the turn came out, not what came out of it: rows group by what changes.
    json out = json::array();
    for (const json &c : event.result["confrontations"]) {
        json draws = json::array();
        for (const json &draw : c.value("draws", json::array()))
            draws.push_back({{"colour", draw.value("colour", "")},
                             {"table", draw.value("table", "")},
                             {"effects", draw.value("effects", json::array())}});
        out.push_back({{"confrontation", c.value("confrontation", 0)},
                       {"draws", std::move(draws)},
                       {"winner", c.value("winner", json())},
                       {"victor", c.value("victor", json())}});
    }
    return {{"confrontations", std::move(out)}};
}

std::string UmbraSession::outcomeText(const Event &event, LogLanguage language) const
{
    if (event.kind != TurnKind || !event.result.contains("confrontations"))
        return Session::outcomeText(event, language);
    const bool fr = language == LogLanguage::French;
    const UmbraRuleset &rules = ruleset();
    std::string text;
    for (const json &c : event.result["confrontations"]) {
        if (!text.empty())
            text += " · ";
        text += (fr ? "Confrontation " : "Confrontation ") + std::to_string(c.value("confrontation", 0)) +
                (fr ? " : " : ": ");
        bool first = true;
        for (const json &draw : c.value("draws", json::array())) {
            const std::string colourId = draw.value("colour", "");
            const std::string tableId = draw.value("table", "");
            std::string colour = colourId;
            for (const Colour &known : rules.colours)
                if (known.id == colourId)
                    colour = inLanguage(known.label, language);
            std::string table = tableId;
            for (const ConfrontationTable &known : rules.tables)
                if (known.id == tableId)
                    table = inLanguage(known.label, language);
            text += (first ? "" : "; ") + colour + " (" + table + ")";
            if (draw.contains("text") && draw["text"].contains(fr ? "fr" : "en"))
                text += ", " + draw["text"][fr ? "fr" : "en"].get<std::string>();
            first = false;
        }
        // The draws are the state before the turn's losses: the names are the sides', which no loss changes.
        if (const std::string winner = sideName(m_state, c.value("winner", json())); !winner.empty())
            text += (fr ? " ; " : "; ") + winner + (fr ? " l’emporte (UD-90)" : " wins (UD-90)");
    }
    return text.empty() ? (fr ? "aucune confrontation" : "no confrontation") : text;
}

} // namespace arbitre::umbra
