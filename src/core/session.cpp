// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/session.h"

#include "arbitre/core/odds.h"
#include "arbitre/core/session_error.h"

namespace arbitre {

ProcedureSpec Session::procedure(std::string_view id, const nlohmann::json & /*input*/) const
{
    for (ProcedureSpec &spec : procedures()) {
        if (spec.id == id) {
            return std::move(spec);
        }
    }
    throw SessionError("unknown procedure '" + std::string(id) + "' in " + std::string(system()));
}

Preview Session::preview(const ProcedureCall &call, Dice &dice, LogLanguage language) const
{
    const std::unique_ptr<Session> copy = clone();
    Preview preview;
    preview.event = copy->play(call, dice);
    preview.text = copy->eventText(copy->log().size() - 1, language);
    return preview;
}

nlohmann::json Session::outcomeOf(const Event &event) const
{
    return withoutKeys(event.result, {"die", "dice", "natural", "roll", "rolls", "total", "score", "terms", "breakdown",
                                      "explain", "modifiers", "row"});
}

std::string Session::outcomeText(const Event &event, LogLanguage /*language*/) const
{
    std::string text;
    const nlohmann::json flat = outcomeOf(event).flatten();
    for (const auto &[pointer, value] : flat.items()) {
        if (value.is_null() || (value.is_object() && value.empty()) || (value.is_array() && value.empty()))
            continue;
        text += (text.empty() ? "" : ", ") + pointer.substr(1) + " " +
                (value.is_string() ? value.get<std::string>() : value.dump());
    }
    return text.empty() ? "no result" : text;
}

CommittedDice Session::virtualDice()
{
    return CommittedDice(commitDice(), [this] { return log().size(); });
}

CommittedDice Session::publicSeedDice(std::uint64_t seed)
{
    return CommittedDice(commitPublicSeed(seed), [this] { return log().size(); });
}

void Session::revealDice()
{
    for (DiceCommitment &commitment : logToSeal().seal().commitments) {
        if (commitment.secret)
            commitment.revealed = true;
    }
}

void Session::undo()
{
    if (!log().empty()) {
        truncate(log().size() - 1);
    }
}

} // namespace arbitre
