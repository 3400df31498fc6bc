// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: what FiguresSession and VeSession share to implement the core Session
// contract: building input specs, the dry run that names a procedure's dice or its refusal, reading a
// checked spec-shaped input, and the battle log's two formats.

#include "arbitre/core/session.h"
#include "arbitre/napoleonic/battle_log.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::napoleonic::contract {

inline Label both(std::string_view fr, std::string_view en)
{
    return Label{std::string(fr), std::string(en)};
}

InputOption option(std::string id, Label label, std::string rule = {}, std::string group = {});
/** A Unit, Units, Choice, Choices or Text input. */
InputSpec input(std::string key, InputKind kind, Label label, std::string rule, bool required = false);
InputSpec integerInput(std::string key, Label label, std::string rule, int minimum, int maximum,
                       nlohmann::json defaultValue);
/** A flag: absent means false. */
InputSpec flagInput(std::string key, Label label, std::string rule);

/** Options from a ruleset list (paces, formations, boxes…) with the list's labels. */
template <typename List> std::vector<InputOption> namedOptions(const List &list, const std::string &rule = {})
{
    std::vector<InputOption> out;
    for (const auto &entry : list)
        out.push_back(option(entry.id, entry.label, rule));
    return out;
}

/** Says why a procedure cannot be played when a required choice has nothing left to choose. */
void refuseWhenEmpty(ProcedureSpec &spec);

/**
 * Once `input` is complete and fits `spec`, resolves the procedure on a copy of the state with dice that
 * never run out (`resolve`): the dice it reads go into `spec.dice`, the rules' refusal into `spec.refusal`.
 * An incomplete input tells nothing yet.
 */
void probe(ProcedureSpec &spec, const nlohmann::json &input, const std::function<Event(Dice &)> &resolve);

/** `play` run with a die that does not fit, or a choice the procedure refuses, reported as a SessionError. */
void refusingAsSession(const std::function<void()> &play);

// A checked input's values; an absent key reads as empty, zero or false.
std::string textIn(const nlohmann::json &input, const std::string &key);
std::vector<std::string> textsIn(const nlohmann::json &input, const std::string &key);
int numberIn(const nlohmann::json &input, const std::string &key, int absent = 0);
bool flagIn(const nlohmann::json &input, const std::string &key);
/** Refuses an id given twice in a list of units (each counts once). */
void refuseRepeats(const std::string &procedure, const std::string &key, const std::vector<std::string> &ids);

/** Where the battle stands, as a count of events: "Début de la bataille", "Après l'événement 3". */
Label eventsPlayed(std::size_t events);

/** The log for players in `format`. */
std::string renderLog(const BattleLog &log, LogFormat format);

} // namespace arbitre::napoleonic::contract
