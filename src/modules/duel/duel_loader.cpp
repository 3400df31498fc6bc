// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/ruleset_json.h"
#include "arbitre/duel/duel.h"

#include <algorithm>

namespace arbitre::duel {

namespace {

constexpr std::string_view RulePrefix = "DU";
constexpr int MaxDie = 100;
constexpr int MaxModifier = 100;
constexpr int MaxWounds = 100;
constexpr std::size_t MaxDuellists = 1000;

Label labelOf(const JsonNode &node)
{
    return readLabel(node).value_or(Label{});
}

void readModifiers(const JsonNode &node, DuelRuleset &rules)
{
    IdRegistry ids("modifier");
    for (const JsonNode &entry : node.items()) {
        if (!openBlock(entry, {"id", "label", "value", "rule"}, RulePrefix)) {
            continue;
        }
        Modifier modifier;
        modifier.id = ids.read(entry["id"]).value_or("");
        modifier.label = labelOf(entry["label"]);
        modifier.value = readInt(entry["value"], -MaxModifier, MaxModifier).value_or(0);
        rules.modifiers.push_back(std::move(modifier));
    }
}

// DU-3: every total of the die falls in exactly one row, the rows in order.
void readResults(const JsonNode &node, DuelRuleset &rules)
{
    IdRegistry ids("result");
    int next = 1;
    for (const JsonNode &entry : readEntries(node, "result row")) {
        if (!openBlock(entry, {"id", "label", "totals", "wounds", "rule"}, RulePrefix)) {
            continue;
        }
        ResultRow row;
        row.id = ids.read(entry["id"]).value_or("");
        row.label = labelOf(entry["label"]);
        row.wounds = readInt(entry["wounds"], 0, MaxWounds).value_or(0);
        const JsonNode totals = entry["totals"];
        if (totals.requireArray() && totals.value()->size() != 2) {
            totals.error("expected [lowest, highest] totals, got " + std::to_string(totals.value()->size()) +
                         " elements");
        }
        row.from = readInt(totals[0], 1, rules.die).value_or(next);
        row.to = readInt(totals[1], 1, rules.die).value_or(row.from);
        if (row.from != next) {
            totals.error("expected the row to start at total " + std::to_string(next) + ", got " +
                         std::to_string(row.from));
        } else if (row.to < row.from) {
            totals.error("expected the highest total not below the lowest, got [" + std::to_string(row.from) + ", " +
                         std::to_string(row.to) + "]");
        }
        next = std::max(next, row.to + 1);
        rules.results.push_back(std::move(row));
    }
    if (node.exists() && node.value()->is_array() && next <= rules.die) {
        node.error("expected the rows to cover every total up to " + std::to_string(rules.die) + ", they stop at " +
                   std::to_string(next - 1));
    }
}

} // namespace

const ResultRow &DuelRuleset::rowOf(int total) const
{
    for (const ResultRow &row : results) {
        if (total >= row.from && total <= row.to) {
            return row;
        }
    }
    return results.back(); // unreachable for a loaded ruleset: its rows cover 1…die
}

int DuelScenario::indexOf(std::string_view id) const
{
    for (std::size_t i = 0; i < duellists.size(); ++i) {
        if (duellists[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

std::shared_ptr<const DuelRuleset> readDuelRuleset(const JsonDocument &document, RulesetHeader header)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto rules = std::make_shared<DuelRuleset>(std::move(header));
    if (root.requireObject()) {
        root.allowOnlyKeys(
            {"$schema", "system", "id", "name", "version", "description", "die", "modifiers", "results"});
        rules->die = readInt(root["die"], 2, MaxDie).value_or(6);
        if (root["modifiers"].exists()) {
            readModifiers(root["modifiers"], *rules);
        }
        readResults(root["results"], *rules);
    }
    reader.throwIfErrors();
    return rules;
}

std::shared_ptr<const DuelScenario> readDuelScenario(const JsonDocument &document,
                                                     std::shared_ptr<const DuelRuleset> ruleset)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto scenario = std::make_shared<DuelScenario>(document.path(), std::move(ruleset));
    if (root.requireObject()) {
        root.allowOnlyKeys(
            {"$schema", "ruleset", "name", "description", "sides", "duellists", "log", "state", "bookmarks"});
        scenario->rulesetRef = root["ruleset"].string().value_or("");
        scenario->schemaRef = root["$schema"].stringOr("");
        scenario->name = readBoundedString(root["name"], MaxNameLength, "a name").value_or("");
        scenario->description = root["description"].stringOr("");
        // DU-1: two sides.
        const JsonNode sides = root["sides"];
        IdRegistry sideIds("side");
        for (const JsonNode &entry : readEntries(sides, "side", 2)) {
            if (entry.requireObject()) {
                entry.allowOnlyKeys({"id", "name"});
                scenario->sides.push_back({sideIds.read(entry["id"]).value_or(""),
                                           readBoundedString(entry["name"], MaxNameLength, "a name").value_or("")});
            }
        }
        if (scenario->sides.size() > 2) {
            sides.error("expected two sides, got " + std::to_string(scenario->sides.size()));
        }
        IdRegistry duellistIds("duellist");
        const std::vector<JsonNode> duellists = readEntries(root["duellists"], "duellist", 2);
        if (duellists.size() > MaxDuellists) {
            root["duellists"].error("expected at most " + std::to_string(MaxDuellists) + " duellists");
        }
        for (const JsonNode &entry : duellists) {
            if (!entry.requireObject()) {
                continue;
            }
            entry.allowOnlyKeys({"id", "name", "side", "vigour"});
            Duellist duellist;
            duellist.id = duellistIds.read(entry["id"]).value_or("");
            duellist.name = readBoundedString(entry["name"], MaxNameLength, "a name").value_or("");
            if (const auto side = readReference(entry["side"], sideIds.ids(), "side")) {
                duellist.side = scenario->sides[*side].id;
            }
            duellist.vigour = readInt(entry["vigour"], 1, MaxWounds).value_or(1);
            scenario->duellists.push_back(std::move(duellist));
        }
        for (const Side &side : scenario->sides) {
            if (std::none_of(scenario->duellists.begin(), scenario->duellists.end(),
                             [&](const Duellist &d) { return d.side == side.id; })) {
                root["duellists"].error("expected a duellist on side " + inQuotes(side.id));
            }
        }
        if (const JsonNode log = root["log"]; log.exists()) {
            scenario->log = EventLog::fromJson(log);
        }
        if (const JsonNode state = root["state"]; state.exists()) {
            if (state.requireObject()) { // checked against the replay when the session opens
                scenario->snapshot = *state.value();
            }
        }
    }
    reader.throwIfErrors();
    return scenario;
}

} // namespace arbitre::duel
