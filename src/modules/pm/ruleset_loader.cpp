// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_reader.h"
#include "arbitre/core/ruleset_json.h"
#include "arbitre/pm/battle.h"

#include <array>
#include <cmath>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace arbitre::pm {

namespace {

constexpr std::array<std::string_view, 3> RoundingIds{"floor", "ceil", "nearest"};
constexpr std::array<std::string_view, 5> LossPickIds{"die", "midpoint", "gm", "min", "max"};
constexpr std::array<std::string_view, 3> StreakIds{"pairs", "every_win_from_second", "once_per_battle"};
constexpr std::array<std::string_view, 1> EngagedDefaults{"all"};
constexpr std::array<std::string_view, 1> ChangeTargets{"base"};

/** The loss of a band (PM-A14): a number, or `{ "min", "max" }` drawn per PM-A5. */
std::optional<LossAmount> readLoss(const JsonNode &node)
{
    if (!node.exists()) {
        node.error("missing required key (a loss in PM, or { \"min\", \"max\" })");
        return std::nullopt;
    }
    if (node.value()->is_number_integer()) {
        const auto value = node.integer(0, 100000);
        return value ? std::optional(LossAmount{static_cast<int>(*value), static_cast<int>(*value)}) : std::nullopt;
    }
    if (!node.value()->is_object()) {
        node.error("expected a loss in PM (an integer) or a range { \"min\", \"max\" }, got " +
                   std::string(describeJsonType(*node.value())));
        return std::nullopt;
    }
    node.allowOnlyKeys({"min", "max"});
    const auto min = node["min"].integer(0, 100000);
    const auto max = node["max"].integer(0, 100000);
    if (!min || !max)
        return std::nullopt;
    if (*max < *min) {
        node["max"].error("a range's max (" + std::to_string(*max) + ") is below its min (" + std::to_string(*min) +
                          ")");
        return std::nullopt;
    }
    return LossAmount{static_cast<int>(*min), static_cast<int>(*max)};
}

Rounding readRounding(const JsonNode &node)
{
    return static_cast<Rounding>(node.oneOfOr(0, RoundingIds));
}

Label readLabelOr(const JsonNode &node)
{
    return readLabel(node).value_or(Label{});
}

std::optional<std::size_t> lossLabelIndex(const PmRuleset &rules, const JsonNode &node)
{
    const std::optional<std::string> id = node.string();
    if (!id)
        return std::nullopt;
    for (std::size_t i = 0; i < rules.lossLabels.size(); ++i) {
        if (rules.lossLabels[i].id == *id)
            return i;
    }
    std::string known;
    for (const LossLabel &label : rules.lossLabels)
        known += (known.empty() ? "'" : ", '") + label.id + "'";
    node.error("unknown loss label '" + *id + "'; expected one of " + known + " (/loss_labels)");
    return std::nullopt;
}

void readDice(const JsonNode &root, PmRuleset &rules)
{
    const JsonNode dice = root["pm_dice"];
    if (dice.requireObject()) {
        dice.allowOnlyKeys({"rule", "sides", "tranche", "rounding", "min_dice"});
        rules.pmDice.sides = readIntOr(dice["sides"], 6, 2, 100);
        rules.pmDice.tranche = readIntOr(dice["tranche"], 10, 1, 100000);
        rules.pmDice.rounding = readRounding(dice["rounding"]);
        rules.pmDice.minDice = readIntOr(dice["min_dice"], 0, 0, 100);
    }
    const JsonNode engaged = root["engaged_pm"];
    if (engaged.exists() && engaged.requireObject()) {
        engaged.allowOnlyKeys({"rule", "default", "affects_dice"});
        engaged["default"].oneOfOr(0, EngagedDefaults);
        rules.engagedAffectsDice = engaged["affects_dice"].booleanOr(false);
    }
    const JsonNode players = root["player_dice"];
    if (players.exists() && players.requireObject()) {
        players.allowOnlyKeys({"rule", "sides", "include_npcs"});
        rules.playerDice.sides = readIntOr(players["sides"], 6, 2, 100);
        rules.playerDice.includeNpcs = players["include_npcs"].booleanOr(false);
    }
    const JsonNode feat = root["feat_of_arms"];
    if (feat.exists() && feat.requireObject()) {
        feat.allowOnlyKeys({"rule", "face", "bonus"});
        rules.featOfArms.face = readIntOr(feat["face"], 6, 1, 100);
        rules.featOfArms.bonus = readIntOr(feat["bonus"], 0, -100, 100);
        if (rules.featOfArms.face > rules.playerDice.sides)
            feat["face"].error("a feat of arms on " + std::to_string(rules.featOfArms.face) +
                               " can never show on the players' d" + std::to_string(rules.playerDice.sides));
    }
}

void readCaps(const JsonNode &root, PmRuleset &rules)
{
    const JsonNode cap = root["damage_cap"];
    if (cap.requireObject()) {
        cap.allowOnlyKeys({"rule", "per_tranche", "tranche", "rounding"});
        rules.damageCap.perTranche = readIntOr(cap["per_tranche"], 1, 0, 100000);
        rules.damageCap.tranche = readIntOr(cap["tranche"], 10, 1, 100000);
        rules.damageCap.rounding = readRounding(cap["rounding"]);
    }
    const JsonNode winner = root["winner_cap"];
    if (winner.requireObject()) {
        winner.allowOnlyKeys({"rule", "fraction", "rounding"});
        if (const auto fraction = winner["fraction"].number(0.0, 1.0)) {
            const double thousandths = *fraction * 1000.0;
            // Thousandths keep the cap exact integer arithmetic on every machine.
            if (std::abs(thousandths - std::round(thousandths)) > 1e-6)
                winner["fraction"].error("a fraction finer than a thousandth (" + std::to_string(*fraction) +
                                         "); give at most three decimals");
            rules.winnerCap.fractionPerThousand = static_cast<int>(std::lround(thousandths));
        }
        rules.winnerCap.rounding = readRounding(winner["rounding"]);
    }
    const JsonNode range = root["loss_range"];
    if (range.requireObject()) {
        range.allowOnlyKeys({"rule", "pick"});
        rules.lossPick = static_cast<LossPick>(range["pick"].oneOfOr(0, LossPickIds));
    }
}

void readOutcomes(const JsonNode &root, PmRuleset &rules)
{
    const JsonNode labels = root["loss_labels"];
    std::set<std::string, std::less<>> seen;
    for (const JsonNode &entry : labels.items()) {
        if (!entry.requireObject())
            continue;
        entry.allowOnlyKeys({"id", "label"});
        std::optional<std::string> id = entry["id"].string();
        if (id && !seen.insert(*id).second)
            entry["id"].error("duplicate loss label id '" + *id + "'");
        rules.lossLabels.push_back(LossLabel{id.value_or(""), readLabelOr(entry["label"])});
    }

    const JsonNode outcomes = root["outcomes"];
    std::vector<JsonNode> items = outcomes.items();
    if (outcomes.exists() && outcomes.value()->is_array() && items.empty())
        outcomes.error("expected at least one outcome band");
    seen.clear();
    int expectedMin = 0;
    bool open = false;
    for (const JsonNode &entry : items) {
        if (!entry.requireObject())
            continue;
        entry.allowOnlyKeys(
            {"id", "rule", "label", "min_gap", "max_gap", "loser_loss", "loser_label", "winner_loss", "winner_label"});
        Outcome outcome;
        outcome.id = entry["id"].string().value_or("");
        if (!outcome.id.empty() && !seen.insert(outcome.id).second)
            entry["id"].error("duplicate outcome id '" + outcome.id + "'");
        outcome.rule = entry["rule"].stringOr("");
        outcome.label = readLabelOr(entry["label"]);
        outcome.minGap = static_cast<int>(entry["min_gap"].integer(0, 100000).value_or(expectedMin));
        const JsonNode maxNode = entry["max_gap"];
        if (maxNode.exists() && !maxNode.value()->is_null())
            outcome.maxGap = static_cast<int>(maxNode.integer(0, 100000).value_or(outcome.minGap));
        else if (!maxNode.exists())
            maxNode.error("missing required key (the band's largest gap, or null for no limit)");
        // PM-8: the bands must cover every gap from 0 up exactly once, or a phase could have no result.
        if (open)
            entry.error("this band follows an open-ended band (max_gap null) and can never apply");
        else if (outcome.minGap != expectedMin)
            entry["min_gap"].error("expected " + std::to_string(expectedMin) +
                                   ": the bands must follow each other without gap or overlap");
        if (outcome.maxGap && *outcome.maxGap < outcome.minGap)
            maxNode.error("max_gap " + std::to_string(*outcome.maxGap) + " is below min_gap " +
                          std::to_string(outcome.minGap));
        expectedMin = outcome.maxGap ? *outcome.maxGap + 1 : expectedMin;
        open = open || !outcome.maxGap;
        if (auto loss = readLoss(entry["loser_loss"]))
            outcome.loserLoss = *loss;
        outcome.loserLabel = lossLabelIndex(rules, entry["loser_label"]).value_or(0);
        const bool tie = outcome.isTie();
        const JsonNode winnerLoss = entry["winner_loss"];
        if (tie && winnerLoss.exists())
            winnerLoss.error("a tie (gap 0) has no winner: each side suffers loser_loss (PM-9)");
        if (!tie) {
            outcome.winnerLoss = readLoss(winnerLoss);
            outcome.winnerLabel = lossLabelIndex(rules, entry["winner_label"]);
        }
        rules.outcomes.push_back(std::move(outcome));
    }
    if (!rules.outcomes.empty() && !rules.outcomes.front().isTie())
        outcomes[std::size_t{0}].error("the first band must be the tie, min_gap 0 and max_gap 0 (PM-9)");
    if (!items.empty() && !open)
        outcomes[items.size() - 1]["max_gap"].error("the last band must be open-ended (null): every gap needs a band");
}

void readMoraleAndEnd(const JsonNode &root, PmRuleset &rules)
{
    const JsonNode morale = root["morale"];
    if (morale.requireObject()) {
        morale.allowOnlyKeys({"rule", "loser_loss", "change_target", "floor"});
        rules.morale.loserLoss = readIntOr(morale["loser_loss"], 2, 0, 1000);
        morale["change_target"].oneOfOr(0, ChangeTargets);
        const JsonNode floor = morale["floor"];
        if (floor.exists() && !floor.value()->is_null()) {
            if (const auto value = floor.integer(-1000, 1000))
                rules.morale.floor = static_cast<int>(*value);
        }
    }
    const JsonNode tie = root["tie"];
    if (tie.requireObject()) {
        tie.allowOnlyKeys({"rule", "morale_loss", "decisions"});
        rules.tie.moraleLoss = readIntOr(tie["morale_loss"], 2, 0, 1000);
        for (const JsonNode &item : tie["decisions"].items()) {
            const auto index = item.oneOf(DecisionIds);
            if (index)
                rules.tie.decisions.push_back(static_cast<DecisionKind>(*index));
        }
    }
    const JsonNode streak = root["win_streak"];
    if (streak.requireObject()) {
        streak.allowOnlyKeys({"rule", "mode", "length", "bonus", "tie_breaks"});
        rules.winStreak.mode = static_cast<StreakMode>(streak["mode"].oneOfOr(0, StreakIds));
        rules.winStreak.length = readIntOr(streak["length"], 2, 1, 100);
        rules.winStreak.bonus = readIntOr(streak["bonus"], 2, -1000, 1000);
        rules.winStreak.tieBreaks = streak["tie_breaks"].booleanOr(true);
    }
    const JsonNode out = root["out_of_combat"];
    if (out.requireObject()) {
        out.allowOnlyKeys({"rule", "threshold"});
        rules.outOfCombatThreshold = readIntOr(out["threshold"], 2, 0, 100000);
    }
    const JsonNode survival = root["phase_survival"];
    if (survival.exists() && survival.requireObject()) {
        survival.allowOnlyKeys({"rule", "min_pm_left"});
        rules.minPmLeft = readIntOr(survival["min_pm_left"], 1, 0, 100000);
    }
    const JsonNode strategy = root["strategy"];
    if (strategy.requireObject()) {
        strategy.allowOnlyKeys({"rule", "modifier", "label"});
        rules.strategy.modifier = readIntOr(strategy["modifier"], 0, -1000, 1000);
        rules.strategy.label = readLabelOr(strategy["label"]);
    }
    const JsonNode decisions = root["decisions"];
    std::array<bool, 3> found{};
    for (const JsonNode &entry : decisions.items()) {
        if (!entry.requireObject())
            continue;
        entry.allowOnlyKeys({"id", "rule", "label"});
        const auto index = entry["id"].oneOf(DecisionIds);
        if (!index)
            continue;
        if (found[*index])
            entry["id"].error("duplicate decision '" + std::string(DecisionIds[*index]) + "'");
        found[*index] = true;
        rules.decisions[*index] = DecisionDefinition{static_cast<DecisionKind>(*index), entry["rule"].stringOr(""),
                                                     readLabelOr(entry["label"])};
    }
    for (std::size_t i = 0; i < found.size(); ++i) {
        if (decisions.exists() && decisions.value()->is_array() && !found[i])
            decisions.error("missing decision '" + std::string(DecisionIds[i]) + "' (PM-19)");
    }
}

} // namespace

std::shared_ptr<const PmRuleset> readRuleset(const JsonDocument &document, RulesetHeader header)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto rules = std::make_shared<PmRuleset>(std::move(header));
    root.allowOnlyKeys({"$schema",       "system",         "id",          "name",         "version",    "description",
                        "pm_dice",       "engaged_pm",     "player_dice", "feat_of_arms", "damage_cap", "winner_cap",
                        "loss_range",    "loss_labels",    "outcomes",    "morale",       "tie",        "win_streak",
                        "out_of_combat", "phase_survival", "strategy",    "decisions"});
    readDice(root, *rules);
    readCaps(root, *rules);
    readOutcomes(root, *rules);
    readMoraleAndEnd(root, *rules);
    reader.throwIfErrors();
    return rules;
}

} // namespace arbitre::pm
