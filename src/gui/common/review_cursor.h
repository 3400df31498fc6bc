// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/label.h"
#include "arbitre/core/session.h"

#include <cstddef>
#include <memory>
#include <vector>

namespace arbitre::gui {

/**
 * A session's state at any event of its log, for review: replayed from the log, never stored twice. It keeps a copy
 * of the session every `interval` events (checkpoints made by one replay of the whole log when it is built) and
 * reaches any position from the checkpoint before it by appending the logged events, each checked as a loaded one
 * is (Session::append). Stepping forward by a few events appends them to the current state. Holds no Qt.
 */
class ReviewCursor
{
public:
    /** Replays `session`'s log once; the cursor stands at its end. Throws what Session::append throws. */
    explicit ReviewCursor(const Session &session);
    ~ReviewCursor();

    /** The number of events of the reviewed log: positions run from 0 (the start) to it (the end). */
    std::size_t size() const { return m_whole->log().size(); }
    /** How many events the shown state includes. */
    std::size_t position() const { return m_position; }
    /** The state after position() events, as the session's own type. */
    const Session &session() const { return *m_current; }
    /** Moves to `position` (clamped to size()). */
    void moveTo(std::size_t position);
    /** Where the battle stood after each number of events (StateView::when): size() + 1 labels. */
    const std::vector<Label> &when() const { return m_when; }
    /** Events between two checkpoints: at most this many are appended to reach any position. */
    std::size_t interval() const { return m_interval; }

private:
    std::unique_ptr<Session> m_whole; /**< the reviewed session as it was given: its log is the one replayed */
    std::vector<std::unique_ptr<Session>> m_checkpoints; /**< [k]: the state after k × m_interval events */
    std::unique_ptr<Session> m_current;
    std::size_t m_position = 0;
    std::size_t m_interval = 1;
    std::vector<Label> m_when;
};

} // namespace arbitre::gui
