// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/bookmark.h"

#include "arbitre/core/event_log.h"
#include "arbitre/core/json_reader.h"
#include "arbitre/core/log_section.h"

#include <algorithm>
#include <numeric>

namespace arbitre {

std::vector<Bookmark> readBookmarks(const JsonNode &root, std::size_t events)
{
    std::vector<Bookmark> bookmarks;
    const JsonNode list = root["bookmarks"];
    if (!list.exists() || !list.requireArray())
        return bookmarks;
    for (const JsonNode &item : list.items()) {
        if (!item.requireObject())
            continue;
        item.allowOnlyKeys({"event", "note"});
        const JsonNode at = item["event"];
        const std::optional<std::int64_t> event = at.integer(0, static_cast<std::int64_t>(EventLog::MaxEvents));
        const std::optional<std::string> note = item["note"].string();
        if (!event || !note)
            continue;
        if (static_cast<std::size_t>(*event) > events) {
            at.error("the bookmark is after event " + std::to_string(*event) + " but the log holds " +
                     std::to_string(events) + " events");
            continue;
        }
        bookmarks.push_back({static_cast<std::size_t>(*event), *note});
    }
    std::stable_sort(bookmarks.begin(), bookmarks.end(),
                     [](const Bookmark &a, const Bookmark &b) { return a.event < b.event; });
    return bookmarks;
}

nlohmann::json bookmarksToJson(std::vector<Bookmark> bookmarks, std::size_t events)
{
    std::stable_sort(bookmarks.begin(), bookmarks.end(),
                     [](const Bookmark &a, const Bookmark &b) { return a.event < b.event; });
    nlohmann::json out = nlohmann::json::array();
    for (const Bookmark &bookmark : bookmarks)
        if (bookmark.event <= events)
            out.push_back({{"event", bookmark.event}, {"note", bookmark.note}});
    return out;
}

std::vector<Label> whenAt(const Session &session, const std::vector<std::size_t> &positions)
{
    std::vector<Label> when(positions.size());
    std::vector<std::size_t> order(positions.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return positions[a] < positions[b]; });
    const EventLog &log = session.log();
    std::unique_ptr<Session> replay = session.clone();
    replay->truncate(0);
    for (const std::size_t index : order) {
        const std::size_t target = std::min(positions[index], log.size());
        while (replay->log().size() < target)
            replay->append(log[replay->log().size()]);
        when[index] = replay->view().when;
    }
    return when;
}

std::string withBookmarks(std::string battleLog, LogFormat format, const std::vector<Bookmark> &bookmarks,
                          const Session &session, LogLanguage language)
{
    if (bookmarks.empty())
        return battleLog;
    const bool fr = language == LogLanguage::French;
    std::vector<std::size_t> positions;
    for (const Bookmark &bookmark : bookmarks)
        positions.push_back(bookmark.event);
    const std::vector<Label> when = whenAt(session, positions);
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < bookmarks.size(); ++i) {
        const std::size_t event = bookmarks[i].event;
        std::string where = event == 0 ? (fr ? "Au début" : "At the start")
                                       : (fr ? "Après l’événement " : "After event ") + std::to_string(event);
        const std::string stood = pickLabel(when[i], language);
        if (!stood.empty())
            where += " (" + stood + ")";
        lines.push_back(where + (fr ? " : " : ": ") + bookmarks[i].note);
    }
    return appendLogSection(std::move(battleLog), format, "bookmarks", fr ? "Signets" : "Bookmarks", lines,
                            SectionLines::List);
}

} // namespace arbitre
