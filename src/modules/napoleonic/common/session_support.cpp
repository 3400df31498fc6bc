// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_support.h"

#include "arbitre/core/ruleset.h"

namespace arbitre::napoleonic::session {

using nlohmann::json;

json resolutionJson(const Resolution &resolution)
{
    json modifiers = json::array();
    for (const ChosenModifier &m : resolution.modifiers) {
        json entry{{"id", std::string(m.id)},
                   {"value", m.value},
                   {"rule", std::string(m.ruleId)},
                   {"group", std::string(m.group)},
                   {"amount", m.amount}};
        if (m.dropped)
            entry["dropped"] = true;
        if (m.cap)
            entry["cap"] = true;
        modifiers.push_back(std::move(entry));
    }
    return json{{"modifiers", std::move(modifiers)}, {"score", resolution.score},
                {"table", resolution.table},         {"row", resolution.row},
                {"column", resolution.column},       {"cell", resolution.cell},
                {"result", resolution.result},       {"needs_gm", resolution.needsGm}};
}

json changesBetween(const std::vector<std::pair<std::string, json>> &before,
                    const std::vector<std::pair<std::string, json>> &after)
{
    json changes = json::object();
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i) {
        const json &old = before[i].second;
        for (const auto &[key, value] : after[i].second.items()) {
            const json was = old.contains(key) ? old[key] : json();
            if (was != value)
                changes[after[i].first][key] = json::array({was, value});
        }
    }
    return changes;
}

void replayChecked(const Event &event, int index, const std::function<Event(Dice &)> &resolve)
{
    const std::string where = "event " + std::to_string(index) + " (" + event.kind + "): ";
    try {
        ReplayDice dice(event.dice);
        const Event again = resolve(dice);
        if (!dice.exhausted())
            throw SessionError("the log holds more dice than the procedure rolls");
        if (again.result != event.result)
            throw SessionError("the event does not reproduce its recorded result with this ruleset");
    } catch (const SessionError &error) {
        throw SessionError(where + error.what(), index);
    } catch (const DiceError &error) {
        throw SessionError(where + error.what(), index);
    }
}

void readKeptKeys(const JsonNode &root, json &extra, EventLog &log)
{
    if (const JsonNode schema = root["$schema"]; schema.exists())
        extra["$schema"] = schema.string().value_or("");
    if (const JsonNode description = root["description"]; description.exists())
        extra["description"] = description.string().value_or("");
    if (const JsonNode events = root["log"]; events.exists())
        log = EventLog::fromJson(events);
    if (const JsonNode snapshot = root["state"]; snapshot.exists())
        snapshot.requireObject(); // written for readers; the state is always replayed from the log
}

std::string rulesetRefFor(const std::filesystem::path &rulesetPath, const std::string &written,
                          const std::filesystem::path &destination)
{
    return arbitre::rulesetReference(rulesetPath, written, destination);
}

std::string stringOf(const json &value, const std::string &what)
{
    if (!value.is_string())
        throw SessionError("'" + what + "' is a string, got " + value.dump());
    return value.get<std::string>();
}

int intOf(const json &value, const std::string &what)
{
    if (!value.is_number_integer() || value.get<long long>() < -100000 || value.get<long long>() > 100000)
        throw SessionError("'" + what + "' is an integer, got " + value.dump());
    return static_cast<int>(value.get<long long>());
}

bool boolOf(const json &value, const std::string &what)
{
    if (!value.is_boolean())
        throw SessionError("'" + what + "' is true or false, got " + value.dump());
    return value.get<bool>();
}

std::vector<std::string> stringsOf(const json &value, const std::string &what)
{
    if (!value.is_array())
        throw SessionError("'" + what + "' is an array of strings, got " + value.dump());
    std::vector<std::string> out;
    for (const json &item : value)
        out.push_back(stringOf(item, what));
    return out;
}

int integerIn(const json &value, const std::string &field, int min, int max)
{
    if (!value.is_number_integer() || value.get<long long>() < min || value.get<long long>() > max)
        throw SessionError("'" + field + "' takes an integer from " + std::to_string(min) + " to " +
                           std::to_string(max) + ", got " + value.dump());
    return static_cast<int>(value.get<long long>());
}

} // namespace arbitre::napoleonic::session
