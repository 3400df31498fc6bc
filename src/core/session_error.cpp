// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/session_error.h"

#include "arbitre/core/json_document.h"
#include "arbitre/core/recorded_dice.h"

namespace arbitre {

Diagnostic locateSessionError(const JsonDocument &document, const SessionError &error)
{
    std::string pointer = error.eventIndex() >= 0           ? "/log/events/" + std::to_string(error.eventIndex())
                          : document.root().contains("log") ? "/log"
                                                            : "";
    if (error.eventIndex() >= 0 && !error.within().empty() &&
        document.root().contains(nlohmann::json::json_pointer(pointer + error.within()))) {
        pointer += error.within();
    }
    return document.diagnostic(pointer, error.what());
}

int ReplayDice::roll(int sides)
{
    if (m_next >= m_rolls.size())
        throw SessionError("the log has fewer dice than the event needs");
    const DieRoll &die = m_rolls[m_next++];
    if (die.sides != sides)
        throw SessionError("the log holds a d" + std::to_string(die.sides) + " where the rules roll a d" +
                           std::to_string(sides));
    return die.value;
}

} // namespace arbitre
