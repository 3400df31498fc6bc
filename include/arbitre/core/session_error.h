// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/diagnostic.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace arbitre {

class JsonDocument;

/** A log that does not reproduce its recorded results, or an event the rules refuse (every module). */
class SessionError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
    SessionError(const std::string &message, int eventIndex, std::string within = {})
        : std::runtime_error(message), m_event(eventIndex), m_within(std::move(within))
    {}

    /** The 0-based index of the logged event at fault, or −1 when the error is not about the log. */
    int eventIndex() const { return m_event; }
    /** The value at fault inside that event ("/input/turn"), or empty for the event as a whole. */
    const std::string &within() const { return m_within; }

private:
    int m_event = -1;
    std::string m_within;
};

/**
 * Where a session error lies in the file it was loaded from: the value at fault within the event
 * (`/log/events/N/input/turn`) when the file holds it, else the event (`/log/events/N`),
 * else the log, else the whole document, with that position's line and column.
 */
Diagnostic locateSessionError(const JsonDocument &document, const SessionError &error);

} // namespace arbitre
