// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Vive l'Empereur ! events worded for players: what each event's orders, dice and result say,
// in the log's language, with the ruleset's labels. Nothing is computed again: a loaded session
// has replayed its log.
#include "arbitre/napoleonic/battle_log.h"
#include "arbitre/napoleonic/ve_session.h"
#include "common/log_event_fields.h"

#include <array>
#include <utility>

namespace arbitre::napoleonic {

namespace {

using nlohmann::json;

using detail::flag;
using detail::number;
using detail::str;

/** An event kind's procedure and a result table's name with its rule, French then English. */
struct Words
{
    std::string_view id, fr, en;
};
constexpr std::array ProcedureWords{
    Words{"ve.fire", "Tir", "Fire"},
    Words{"ve.melee", "Mêlée", "Melee"},
    Words{"ve.morale", "Test de moral", "Morale test"},
    Words{"ve.result", "Résultat sur l'unité", "Result on the unit"},
    Words{"ve.rally", "Ralliement", "Rally"},
    Words{"ve.rest", "Mise au repos", "Rest"},
    Words{"ve.formation", "Changement de formation", "Change of formation"},
    Words{"ve.move", "Mouvement", "Move"},
    Words{"ve.initiative", "Initiative", "Initiative"},
    Words{"ve.leader", "Sort d'un chef", "Leader's fate"},
    Words{"ve.override", "Décision du MJ", "GM's override"},
};
constexpr std::array TableWords{
    Words{"fire", "Table de tir (VE-42)", "Fire table (VE-42)"},
    Words{"melee", "Table de mêlée (VE-57)", "Melee table (VE-57)"},
    Words{"morale", "Test de moral, 2d6 (VE-80)", "Morale test, 2d6 (VE-80)"},
    Words{"rally", "Ralliement, d10 (VE-30)", "Rally, d10 (VE-30)"},
    Words{"combat_results", "Résultats sur l'état des unités (VE-9)", "Results on unit state (VE-9)"},
    Words{"leader_check", "Chef touché, d10 (VE-18)", "Leader hit, d10 (VE-18)"},
    Words{"leader_fate", "Sort des chefs (VE-17)", "Leaders' fate (VE-17)"},
    Words{"initiative", "Initiative (VE-33)", "Initiative (VE-33)"},
};

/** The words for `id` in `language`, or the id itself when the list has none. */
template <std::size_t N>
std::string pickWords(const std::array<Words, N> &words, std::string_view id, LogLanguage language)
{
    for (const Words &w : words)
        if (w.id == id)
            return std::string(language == LogLanguage::French ? w.fr : w.en);
    return std::string(id);
}

class VeLogWords
{
public:
    VeLogWords(const VeSession &session, LogLanguage language) : m_session(session), m_language(language) {}

    std::string say(std::string_view fr, std::string_view en) const
    {
        return std::string(m_language == LogLanguage::French ? fr : en);
    }
    template <std::size_t N> std::string pick(const std::array<Words, N> &words, std::string_view id) const
    {
        return pickWords(words, id, m_language);
    }

    /** "Name (id)" for a unit or a leader (the name alone when the language hides ids), or the id. */
    std::string name(const std::string &id) const
    {
        const VeScenario &scenario = m_session.scenario();
        std::string found;
        if (const auto unit = scenario.unitIndex(id))
            found = scenario.initial.units[*unit].name;
        else if (const auto leader = scenario.leaderIndex(id))
            found = scenario.initial.leaders[*leader].name;
        return namedWithId(found, id, m_language);
    }

    std::string term(const std::string &id) const { return veTermLabel(m_session.ruleset(), id, m_language); }

    /**
     * A die's purpose in the log's language: the session records it in English with ids ("fire of A on B (VE-40)",
     * as ve_session_combat.cpp words it); in French it is worded again with the units' and leaders' names. A
     * purpose of another shape stays as recorded.
     */
    std::string purpose(const std::string &recorded) const;

    /** A state, formation, arm or result id in words, from the ruleset's labels. */
    std::string value(const json &value) const
    {
        if (value.is_null())
            return "—";
        if (value.is_boolean())
            return value.get<bool>() ? say("oui", "yes") : say("non", "no");
        if (!value.is_string())
            return value.dump();
        return veIdLabel(m_session.ruleset(), value.get<std::string>(), m_language);
    }

    std::string key(const std::string &id) const
    {
        static constexpr std::array Keys{
            Words{"losses", "pertes", "losses"},
            Words{"freshness", "fraîcheur", "freshness"},
            Words{"cohesion", "cohésion", "cohesion"},
            Words{"formation", "formation", "formation"},
            Words{"hex", "hexagone", "hex"},
            Words{"facing", "orientation", "facing"},
            Words{"eliminated", "éliminée", "eliminated"},
            Words{"commanded", "commandée", "commanded"},
            Words{"skirmishers", "en tirailleurs", "skirmishers"},
            Words{"status", "statut", "status"},
            Words{"attached", "avec l'unité", "with unit"},
        };
        return pick(Keys, id);
    }

    const VeSession &session() const { return m_session; }
    LogLanguage language() const { return m_language; }

private:
    const VeSession &m_session;
    LogLanguage m_language;
};

std::string integer(int value)
{
    return std::to_string(value);
}

std::string VeLogWords::purpose(const std::string &recorded) const
{
    if (m_language != LogLanguage::French)
        return recorded;
    // What the procedure rolls for: "of UNIT", an optional " on TARGET" or " with UNIT", " (RULE)", then maybe
    // which of its dice.
    struct Shape
    {
        std::string_view en, fr, on, onFr;
    };
    static constexpr std::array Shapes{
        Shape{"fire of ", "tir de ", " on ", " sur "}, Shape{"melee of ", "mêlée de ", " on ", " contre "},
        Shape{"morale test of ", "test de moral de ", "", ""}, Shape{"rally of ", "ralliement de ", "", ""},
        Shape{"leader check of ", "test du chef ", " with ", " avec "}};
    static constexpr std::array Dice{Words{", first die", ", premier dé", ""},
                                     Words{", second die", ", second dé", ""}};
    const std::size_t open = recorded.rfind(" (");
    const std::size_t close = recorded.find(')', open == std::string::npos ? 0 : open);
    if (open == std::string::npos || close == std::string::npos)
        return recorded;
    const std::string rule = recorded.substr(open, close + 1 - open);
    std::string which = recorded.substr(close + 1);
    for (const Words &die : Dice)
        if (which == die.id)
            which = std::string(die.fr);
    for (const Shape &shape : Shapes) {
        if (recorded.rfind(shape.en, 0) != 0)
            continue;
        const std::string units = recorded.substr(shape.en.size(), open - shape.en.size());
        const std::size_t on = shape.on.empty() ? std::string::npos : units.find(shape.on);
        if (on == std::string::npos)
            return std::string(shape.fr) + name(units) + rule + which;
        return std::string(shape.fr) + name(units.substr(0, on)) + std::string(shape.onFr) +
               name(units.substr(on + shape.on.size())) + rule + which;
    }
    return recorded;
}

/** VE-43, VE-45–VE-47, VE-74: how the counter's value became the fire value, when more than the value itself. */
void fireValueNote(const VeLogWords &w, const json &result, LogEntry &entry)
{
    const auto terms = result.find("fire_value_terms");
    if (terms == result.end() || !terms->is_array() || terms->size() < 2)
        return;
    std::string text;
    for (const json &t : *terms) {
        const int value = number(t, "value");
        text += (text.empty() ? "" : ", ") + w.term(str(t, "id")) + " " +
                (flag(t, "sets") ? "= " + integer(value) : (value > 0 ? "+" : "") + integer(value)) + " (" +
                str(t, "rule") + ")";
    }
    entry.notes.push_back(w.say("Valeur de feu ", "Fire value ") + integer(number(result, "fire_value")) +
                          w.say(" : ", ": ") + text + ".");
}

void leaderNotes(const VeLogWords &w, const json &result, LogEntry &entry)
{
    const auto checks = result.find("leader_checks");
    if (checks == result.end() || !checks->is_array())
        return;
    for (const json &check : *checks)
        entry.notes.push_back(
            w.name(str(check, "leader")) + w.say(" : d10 ", ": d10 ") + integer(number(check, "d10")) +
            (flag(check, "hit")
                 ? w.say(", touché — au MJ de lire la suite (VE-18).", ", hit — the GM reads what follows (VE-18).")
                 : w.say(", indemne (VE-18).", ", unharmed (VE-18).")));
}

void meleeSideNote(const VeLogWords &w, std::string_view fr, std::string_view en, const json &side, LogEntry &entry)
{
    std::string text = w.say(fr, en) + str(side, "cell") + w.say(" : pertes ", ": losses ") +
                       integer(number(side, "losses")) + w.say(", recul de ", ", retreat ") +
                       integer(number(side, "retreat_hexes")) + w.say(" hex", " hexes");
    if (flag(side, "disorganised"))
        text += w.say(", désorganisée", ", disorganised");
    if (flag(side, "morale_test"))
        text += w.say(", test de moral", ", morale test");
    if (flag(side, "eliminated"))
        text += w.say(", éliminée", ", eliminated");
    entry.notes.push_back(text + " (VE-58–VE-61).");
}

void procedureNotes(const VeLogWords &w, const std::string &kind, const json &input, const json &result,
                    LogEntry &entry)
{
    if (kind == "ve.fire") {
        entry.notes.push_back(w.say("Distance ", "Distance ") + integer(number(result, "distance")) +
                              w.say(" hex, ligne de vue dégagée (VE-48), valeur de feu ",
                                    " hexes, line of sight clear (VE-48), fire value ") +
                              integer(number(result, "fire_value")) + " (VE-43).");
        fireValueNote(w, result, entry);
        if (number(result, "losses") > 0)
            entry.notes.push_back(w.name(str(input, "target")) + w.say(" subit ", " takes ") +
                                  integer(number(result, "losses")) +
                                  w.say(" perte(s) (VE-42).", " loss(es) (VE-42)."));
        if (flag(result, "morale_test"))
            entry.notes.push_back(w.name(str(input, "target")) +
                                  w.say(" doit tester son moral (VE-42).", " must test its morale (VE-42)."));
        leaderNotes(w, result, entry);
    } else if (kind == "ve.melee") {
        entry.notes.push_back(w.say("Choc ", "Shock ") + integer(number(result, "attacker_shock")) +
                              w.say(" contre ", " against ") + integer(number(result, "defender_shock")) + " (VE-57).");
        if (const auto a = result.find("attacker"); a != result.end() && a->is_object())
            meleeSideNote(w, "Attaquant ", "Attacker ", *a, entry);
        if (const auto d = result.find("defender"); d != result.end() && d->is_object())
            meleeSideNote(w, "Défenseur ", "Defender ", *d, entry);
        leaderNotes(w, result, entry);
    } else if (kind == "ve.morale") {
        if (flag(result, "exempt"))
            entry.notes.push_back(w.say("Exemptée de test (VE-A48).", "Exempt from the test (VE-A48)."));
        else
            entry.notes.push_back(w.say("2d6 = ", "2d6 = ") + integer(number(result, "roll")) +
                                  (flag(result, "success") ? w.say(" : réussite (VE-80).", ": success (VE-80).")
                                                           : w.say(" : échec — le MJ choisit le résultat (VE-89).",
                                                                   ": failure — the GM picks the result (VE-89).")));
    } else if (kind == "ve.result") {
        if (const int hexes = number(result, "retreat_hexes"); hexes > 0)
            entry.notes.push_back(w.say("Recul dû : ", "Retreat owed: ") + integer(hexes) +
                                  w.say(" hex (VE-10–VE-12).", " hexes (VE-10–VE-12)."));
        if (flag(result, "no_advance"))
            entry.notes.push_back(w.say("Pas d'avance possible (VE-9).", "It may not advance (VE-9)."));
        if (flag(result, "stayed_and_lost_level"))
            entry.notes.push_back(
                w.say("Reste sur place et perd un niveau (VE-10).", "Stays and loses a level (VE-10)."));
    } else if (kind == "ve.rally") {
        entry.notes.push_back(flag(result, "success") ? w.say("Ralliée (VE-30).", "Rallied (VE-30).")
                                                      : w.say("Ralliement manqué (VE-30).", "Rally failed (VE-30)."));
    } else if (kind == "ve.formation") {
        entry.notes.push_back(w.value(result.value("from", json())) + " → " + w.value(result.value("to", json())) +
                              w.say(", coût ", ", cost ") + integer(number(result, "pm")) + " PM (VE-66).");
    } else if (kind == "ve.move") {
        entry.notes.push_back(result.value("from", json()).dump() + " → " + result.value("to", json()).dump() +
                              w.say(", ", ", ") + integer(number(result, "distance")) +
                              w.say(" hex ; points de mouvement du tour ", " hexes; movement points this turn ") +
                              integer(number(result, "movement_points")) + " (VE-26, VE-73).");
    } else if (kind == "ve.initiative") {
        const std::string winner = str(result, "winner");
        entry.notes.push_back(w.say("Écart ", "Margin ") + integer(number(result, "margin")) +
                              (winner.empty() ? w.say(" : égalité (VE-35).", ": a tie (VE-35).")
                                              : w.say(", vainqueur ", ", won by ") + winner + " (VE-33, VE-34)."));
    } else if (kind == "ve.leader") {
        if (flag(result, "not_counted"))
            entry.notes.push_back(w.say("Ne compte pas comme perte (VE-23).", "Not counted as a loss (VE-23)."));
        if (flag(result, "definitive_capture"))
            entry.notes.push_back(w.say("Capture définitive (VE-22).", "Definitive capture (VE-22)."));
    } else if (kind == "ve.override") {
        entry.override = true;
        entry.overrideRule = "VE-M7";
        entry.reason = str(result, "reason");
        const std::string field = str(input, "field");
        entry.notes.push_back(w.say("Le MJ fixe ", "The GM sets ") + w.key(field) + w.say(" : ", ": ") +
                              w.value(result.value("from", json())) + " → " + w.value(input.value("value", json())) +
                              w.say(", à la place des règles (VE-M7).", ", in place of the rules (VE-M7)."));
    }
}

LogEntry entryOf(const VeLogWords &w, std::size_t index, const Event &event)
{
    const json &input = event.input;
    const json &result = event.result;
    LogEntry entry;
    entry.event = index;
    entry.kind = event.kind;
    entry.procedure = w.pick(ProcedureWords, event.kind);
    const std::string actor = str(input, "unit").empty() ? str(input, "leader") : str(input, "unit");
    entry.unit = actor.empty() ? std::string() : w.name(actor);
    if (const std::string target = str(input, "target"); !target.empty())
        entry.target = w.name(target);
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
        entry.table =
            LogTableRead{w.pick(TableWords, table), str(result, "row"), str(result, "column"), str(result, "cell")};
        entry.result = w.value(result.value("result", json()));
    }
    entry.needsGm = flag(result, "needs_gm");
    procedureNotes(w, event.kind, input, result, entry);
    for (const DieRoll &die : event.dice) {
        LogDie logged = logDie(die);
        logged.purpose = w.purpose(die.purpose);
        entry.dice.push_back(std::move(logged));
    }
    if (const auto changes = result.find("changes"); changes != result.end() && changes->is_object()) {
        for (const auto &[who, fields] : changes->items())
            for (const auto &[key, values] : fields.items())
                entry.changes.push_back(
                    LogChange{w.name(who), w.key(key), w.value(values.at(0)), w.value(values.at(1))});
    }
    return entry;
}

/** Steps a unit can still lose: its strength as the VE counters give it (VE-M1). */
int stepsLeft(const VePiece &piece)
{
    return piece.eliminated ? 0 : std::max(0, piece.lossSteps - piece.unit.losses);
}

} // namespace

std::string veIdLabel(const VeRuleset &rules, std::string_view id, LogLanguage language)
{
    for (const auto *list : {&rules.freshness, &rules.cohesion, &rules.results, &rules.arms})
        for (const Named &n : *list)
            if (n.id == id)
                return pickLabel(n.label, language);
    for (const VeFormation &f : rules.formations)
        if (f.id == id)
            return pickLabel(f.label, language);
    // What the procedures read off a table themselves (ve_fire, ve_state, the leader's fate).
    static constexpr std::array Outcomes{
        Words{"pertes", "Pertes", "Losses"},
        Words{"test_moral", "Test de moral", "Morale test"},
        Words{"no_effect", "Sans effet", "No effect"},
        Words{"no_line_of_sight", "Pas de ligne de vue", "No line of sight"},
        Words{"cannot_fire", "Ne peut tirer", "Cannot fire"},
        Words{"defender_eliminated", "Défenseur éliminé", "Defender eliminated"},
        Words{"exempt", "Exemptée", "Exempt"},
        Words{"reussite", "Réussite", "Success"},
        Words{"echec", "Échec", "Failure"},
        Words{"ralliee", "Ralliée", "Rallied"},
        Words{"hit", "Touché", "Hit"},
        Words{"no_hit", "Indemne", "Unharmed"},
        Words{"killed", "Tué", "Killed"},
        Words{"captured", "Capturé", "Captured"},
        Words{"replaced_on_banner_unit", "Replacé sur une unité de sa bannière", "Placed on a unit of his banner"},
        Words{"follows_unit", "Suit l'unité", "Follows the unit"},
        Words{"removed_not_counted", "Retiré, non compté", "Removed, not counted"},
        Words{"active", "Actif", "Active"},
        Words{"removed", "Retiré", "Removed"},
    };
    return pickWords(Outcomes, id, language);
}

std::string veTermLabel(const VeRuleset &rules, std::string_view id, LogLanguage language)
{
    for (const auto *list :
         {&rules.fireDieModifiers, &rules.meleeDieModifiers, &rules.moraleModifiers, &rules.rallyModifiers})
        for (const VeModifier &m : *list)
            if (m.id == id)
                return pickLabel(m.label, language);
    // The terms the procedures add themselves (ve_fire, ve_melee, ve_state).
    static constexpr std::array Terms{
        Words{"de", "Dé", "Die"},
        Words{"moral", "Valeur de moral", "Morale value"},
        Words{"qualite", "Qualité", "Quality"},
        Words{"valeur_de_feu", "Valeur de feu", "Fire value"},
        Words{"portee", "Portée", "Range"},
        Words{"artillerie_avec_perte", "Artillerie avec perte, valeur réduite de moitié",
              "Artillery with a loss, value halved"},
        Words{"minimum", "Minimum de l'artillerie", "Artillery minimum"},
    };
    for (const Words &w : Terms)
        if (w.id == id)
            return std::string(language == LogLanguage::French ? w.fr : w.en);
    // A formation that sets the fire value (VE-74) and any other VE id.
    return veIdLabel(rules, id, language);
}

std::string veProcedureName(std::string_view kind, LogLanguage language)
{
    return pickWords(ProcedureWords, kind, language);
}

LogEntry veLogEntry(const VeSession &session, std::size_t index, LogLanguage language)
{
    return entryOf(VeLogWords(session, language), index, session.log()[index]);
}

BattleLog veBattleLog(const VeSession &session, LogLanguage language)
{
    const VeScenario &scenario = session.scenario();
    const VeLogWords w(session, language);
    BattleLog log;
    log.language = language;
    log.headings = {w.say("Pas restants au début", "Steps left at start"), w.say("Pas restants", "Steps left now"),
                    w.say("État", "State")};
    log.title = scenario.name.empty() ? scenario.path().stem().string() : scenario.name;
    log.ruleset = session.ruleset().header().name + ", version " + session.ruleset().header().version;
    for (std::size_t i = 0; i < session.log().size(); ++i)
        log.entries.push_back(entryOf(w, i, session.log()[i]));
    for (const VeSide &side : scenario.sides)
        log.sides.push_back(LogSideSummary{side.name.empty() ? side.id : side.name, {}});
    for (std::size_t i = 0; i < scenario.initial.units.size(); ++i) {
        const VePiece &now = session.state().units[i];
        std::string state = w.value(std::string(freshnessId(now.unit.freshness))) + ", " +
                            w.value(std::string(cohesionId(now.unit.cohesion)));
        if (now.eliminated)
            state = w.say("éliminée", "eliminated");
        log.sides.at(now.side).units.push_back(
            LogUnitSummary{w.name(now.id), stepsLeft(scenario.initial.units[i]), stepsLeft(now), state});
    }
    return log;
}

} // namespace arbitre::napoleonic
