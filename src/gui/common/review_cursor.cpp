// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "review_cursor.h"

#include <algorithm>

namespace arbitre::gui {

namespace {

/**
 * Events between checkpoints: 4 for a battle of up to some hundreds of events (a step appends at most 3: an Umbra
 * event replays in a few milliseconds), more for a long campaign, whose checkpoints each hold their own copy of the
 * log so far: at most about 64 of them, and past some 30,000 events fewer, so that together they hold about a
 * million events at most (a jump then replays more events; memory stays bounded).
 */
std::size_t intervalFor(std::size_t events)
{
    return std::max<std::size_t>({4, (events + 63) / 64, events * events / 2000000 + 1});
}

} // namespace

ReviewCursor::ReviewCursor(const Session &session) : m_whole(session.clone()), m_interval(intervalFor(size()))
{
    const EventLog &log = m_whole->log();
    std::unique_ptr<Session> replay = m_whole->clone();
    replay->truncate(0);
    m_when.reserve(log.size() + 1);
    for (std::size_t i = 0;; ++i) {
        if (i % m_interval == 0)
            m_checkpoints.push_back(replay->clone());
        m_when.push_back(replay->view().when);
        if (i == log.size())
            break;
        replay->append(log[i]);
    }
    m_current = std::move(replay);
    m_position = log.size();
}

ReviewCursor::~ReviewCursor() = default;

void ReviewCursor::moveTo(std::size_t position)
{
    position = std::min(position, size());
    if (position == m_position)
        return;
    // Forward within a checkpoint's interval: append to the state shown. Else from the checkpoint before `position`.
    if (position < m_position || position - m_position >= m_interval) {
        const std::size_t checkpoint = position / m_interval;
        m_current = m_checkpoints[checkpoint]->clone();
        m_position = checkpoint * m_interval;
    }
    const EventLog &log = m_whole->log();
    while (m_position < position) {
        m_current->append(log[m_position]);
        ++m_position;
    }
}

} // namespace arbitre::gui
