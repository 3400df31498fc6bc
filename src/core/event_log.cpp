// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/event_log.h"
#include "arbitre/core/atomic_file.h"
#include "arbitre/core/ruleset_json.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

namespace arbitre {

namespace {

constexpr int MaxDieSides = 1000;

// Indexed like the oneOf() ids below, so the returned index maps straight back to the enum.
constexpr std::array<DieSource, 3> Sources{DieSource::Seeded, DieSource::Scripted, DieSource::Entered};

} // namespace

nlohmann::json dieToJson(const DieRoll &die)
{
    return nlohmann::json{{"sides", die.sides},
                          {"value", die.value},
                          {"source", std::string(dieSourceId(die.source))},
                          {"purpose", die.purpose}};
}

nlohmann::json diceToJson(const std::vector<DieRoll> &dice)
{
    nlohmann::json out = nlohmann::json::array();
    for (const DieRoll &die : dice)
        out.push_back(dieToJson(die));
    return out;
}

namespace {

// An optional object member: missing gives {}, anything but an object is an error.
bool readObject(const JsonNode &node, nlohmann::json &out)
{
    if (!node.exists()) {
        return true;
    }
    if (!node.requireObject()) {
        return false;
    }
    out = *node.value();
    return true;
}

std::optional<DieRoll> readDie(const JsonNode &node)
{
    if (!node.requireObject()) {
        return std::nullopt;
    }
    node.allowOnlyKeys({"sides", "value", "source", "purpose"});
    const std::array<std::string_view, 3> sourceIds{dieSourceId(Sources[0]), dieSourceId(Sources[1]),
                                                    dieSourceId(Sources[2])};

    const std::optional<std::int64_t> sides = node["sides"].integer(1, MaxDieSides);
    const JsonNode valueNode = node["value"];
    const std::optional<std::int64_t> value = valueNode.integer();
    const std::optional<std::size_t> source = node["source"].oneOf(sourceIds);
    std::optional<std::string> purpose = node["purpose"].string();

    bool valueFits = value.has_value();
    if (value && sides && (*value < 1 || *value > *sides)) {
        valueNode.error("die value " + std::to_string(*value) + " does not fit a d" + std::to_string(*sides));
        valueFits = false;
    } else if (value && !sides && *value < 1) {
        // The sides are already reported; a value below 1 is wrong for any die, so say it now too.
        valueNode.error("die value " + std::to_string(*value) + " does not fit any die");
        valueFits = false;
    }
    if (!sides || !valueFits || !source || !purpose) {
        return std::nullopt;
    }
    return DieRoll{static_cast<int>(*sides), static_cast<int>(*value), Sources[*source], std::move(*purpose)};
}

std::optional<Event> readEvent(const JsonNode &node)
{
    if (!node.requireObject()) {
        return std::nullopt;
    }
    node.allowOnlyKeys({"kind", "input", "dice", "result"});

    Event event;
    bool ok = true;
    if (std::optional<std::string> kind = node["kind"].string()) {
        event.kind = std::move(*kind);
    } else {
        ok = false;
    }
    ok = readObject(node["input"], event.input) && ok;
    ok = readObject(node["result"], event.result) && ok;

    const JsonNode dice = node["dice"];
    if (dice.exists()) {
        if (dice.requireArray()) {
            for (const JsonNode &item : dice.items()) {
                if (std::optional<DieRoll> die = readDie(item)) {
                    event.dice.push_back(std::move(*die));
                } else {
                    ok = false;
                }
            }
        } else {
            ok = false;
        }
    }
    if (!ok) {
        return std::nullopt;
    }
    return event;
}

} // namespace

void EventLog::truncate(std::size_t count)
{
    if (count < m_events.size()) {
        m_events.erase(m_events.begin() + static_cast<std::ptrdiff_t>(count), m_events.end());
    }
}

nlohmann::json EventLog::toJson() const
{
    // What the reader would refuse is never written: every save reloads (docs/reliability.md).
    if (m_events.size() > MaxEvents)
        throw SaveError("the log has " + std::to_string(m_events.size()) +
                        " events, more than Arbitre reads back (at most " + std::to_string(MaxEvents) +
                        "); the file is unchanged");
    nlohmann::json events = nlohmann::json::array();
    for (const Event &event : m_events) {
        nlohmann::json dice = nlohmann::json::array();
        for (const DieRoll &die : event.dice) {
            dice.push_back(dieToJson(die));
        }
        events.push_back(nlohmann::json{
            {"kind", event.kind}, {"input", event.input}, {"dice", std::move(dice)}, {"result", event.result}});
    }
    return nlohmann::json{{"events", std::move(events)}};
}

EventLog EventLog::fromJson(const JsonNode &node)
{
    EventLog log;
    if (!node.requireObject()) {
        return log;
    }
    const JsonNode events = node["events"];
    if (!events.requireArray()) {
        return log;
    }
    const std::vector<JsonNode> items = events.items();
    if (!checkAtMost(events, items.size(), EventLog::MaxEvents, "events in a log")) {
        return log;
    }
    // Every event is read even after an error so the reader reports all problems at once; events
    // with errors are left out, and the caller is expected to check the reader before using the log.
    for (const JsonNode &item : items) {
        if (std::optional<Event> event = readEvent(item)) {
            log.append(std::move(*event));
        }
    }
    return log;
}

} // namespace arbitre
