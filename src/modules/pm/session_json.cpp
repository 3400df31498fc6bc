// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/pm/session.h"

#include <string>

namespace arbitre::pm {

namespace {

using nlohmann::json;

/** `{ "A": value }` for the sides that have one. */
json perSide(const PmBattle &battle, const std::array<std::optional<int>, 2> &values)
{
    json out = json::object();
    for (std::size_t i = 0; i < 2; ++i) {
        if (values[i])
            out[battle.sides[i].id] = *values[i];
    }
    return out;
}

std::size_t sideOf(const PmBattle &battle, const std::string &id)
{
    const auto index = battle.sideIndex(id);
    if (!index)
        throw SessionError("no side '" + id + "' in this battle");
    return *index;
}

int intOf(const json &value, const std::string &what)
{
    if (!value.is_number_integer())
        throw SessionError(what + " is an integer, got " + value.dump());
    const auto number = value.get<long long>();
    if (number < -1000000 || number > 1000000)
        throw SessionError(what + " is out of range: " + value.dump());
    return static_cast<int>(number);
}

std::array<std::optional<int>, 2> perSideFromJson(const PmBattle &battle, const json &value, const std::string &what)
{
    std::array<std::optional<int>, 2> out;
    if (value.is_null())
        return out;
    if (!value.is_object())
        throw SessionError(what + " is an object of side ids, got " + value.dump());
    for (const auto &[id, number] : value.items())
        out[sideOf(battle, id)] = intOf(number, what + " of " + id);
    return out;
}

std::string stringOf(const json &value, const std::string &what)
{
    if (!value.is_string())
        throw SessionError(what + " is a string, got " + value.dump());
    return value.get<std::string>();
}

} // namespace

json phaseOrdersToJson(const PmBattle &battle, const PhaseOrders &orders)
{
    json out = json::object();
    json sides = json::object();
    for (std::size_t i = 0; i < 2; ++i) {
        const SideOrders &side = orders.sides[i];
        json entry = json::object();
        if (side.engagedPm)
            entry["engaged_pm"] = *side.engagedPm;
        if (side.modifier != 0) {
            entry["modifier"] = side.modifier;
            entry["reason"] = side.modifierReason;
        }
        if (!entry.empty())
            sides[battle.sides[i].id] = std::move(entry);
    }
    if (!sides.empty())
        out["sides"] = std::move(sides);
    if (orders.rangePick[0] || orders.rangePick[1])
        out["range_pick"] = perSide(battle, orders.rangePick);
    const PhaseOverride &gm = orders.gmOverride;
    if (!gm.empty()) {
        json override = json::object();
        if (gm.score[0] || gm.score[1])
            override["score"] = perSide(battle, gm.score);
        if (gm.outcome)
            override["band"] = *gm.outcome;
        if (gm.nominalLoss[0] || gm.nominalLoss[1])
            override["nominal_loss"] = perSide(battle, gm.nominalLoss);
        if (gm.loss[0] || gm.loss[1])
            override["loss"] = perSide(battle, gm.loss);
        override["reason"] = gm.reason;
        out["override"] = std::move(override);
    }
    return out;
}

PhaseOrders phaseOrdersFromJson(const PmBattle &battle, const json &value)
{
    if (!value.is_object())
        throw SessionError("phase orders are an object, got " + value.dump());
    PhaseOrders orders;
    for (const auto &[key, item] : value.items()) {
        if (key == "sides") {
            if (!item.is_object())
                throw SessionError("'sides' is an object of side ids, got " + item.dump());
            for (const auto &[id, entry] : item.items()) {
                SideOrders &side = orders.sides[sideOf(battle, id)];
                if (!entry.is_object())
                    throw SessionError("the orders of " + id + " are an object, got " + entry.dump());
                for (const auto &[field, number] : entry.items()) {
                    if (field == "engaged_pm")
                        side.engagedPm = intOf(number, "engaged_pm");
                    else if (field == "modifier")
                        side.modifier = intOf(number, "modifier");
                    else if (field == "reason")
                        side.modifierReason = stringOf(number, "reason");
                    else
                        throw SessionError("unknown key '" + field + "' in the orders of " + id);
                }
            }
        } else if (key == "range_pick") {
            orders.rangePick = perSideFromJson(battle, item, "range_pick");
        } else if (key == "override") {
            if (!item.is_object())
                throw SessionError("'override' is an object, got " + item.dump());
            PhaseOverride &gm = orders.gmOverride;
            for (const auto &[field, entry] : item.items()) {
                if (field == "score")
                    gm.score = perSideFromJson(battle, entry, "score");
                else if (field == "band")
                    gm.outcome = stringOf(entry, "band");
                else if (field == "nominal_loss")
                    gm.nominalLoss = perSideFromJson(battle, entry, "nominal_loss");
                else if (field == "loss")
                    gm.loss = perSideFromJson(battle, entry, "loss");
                else if (field == "reason")
                    gm.reason = stringOf(entry, "reason");
                else
                    throw SessionError("unknown key '" + field + "' in the override");
            }
        } else {
            throw SessionError("unknown key '" + key + "' in the phase orders");
        }
    }
    return orders;
}

json decisionsToJson(const PmBattle &battle, const PhaseDecisions &decisions)
{
    json sides = json::object();
    for (std::size_t i = 0; i < 2; ++i) {
        const SideDecision &side = decisions.sides[i];
        json entry{{"decision", std::string(DecisionIds[static_cast<std::size_t>(side.decision)])}};
        if (side.changeStrategy)
            entry["changer_de_strategie"] = true;
        if (!side.note.empty())
            entry["note"] = side.note;
        sides[battle.sides[i].id] = std::move(entry);
    }
    json out{{"sides", std::move(sides)}};
    if (decisions.agreement)
        out["agreement"] = true;
    return out;
}

PhaseDecisions decisionsFromJson(const PmBattle &battle, const json &value)
{
    if (!value.is_object() || !value.contains("sides") || !value["sides"].is_object())
        throw SessionError("decisions are { \"sides\": { side id: … } }, got " + value.dump());
    PhaseDecisions decisions;
    std::array<bool, 2> seen{};
    for (const auto &[key, item] : value.items()) {
        if (key == "agreement") {
            if (!item.is_boolean())
                throw SessionError("'agreement' is true or false, got " + item.dump());
            decisions.agreement = item.get<bool>();
        } else if (key != "sides") {
            throw SessionError("unknown key '" + key + "' in the decisions");
        }
    }
    for (const auto &[id, entry] : value["sides"].items()) {
        const std::size_t index = sideOf(battle, id);
        seen[index] = true;
        SideDecision &side = decisions.sides[index];
        if (!entry.is_object())
            throw SessionError("the decision of " + id + " is an object, got " + entry.dump());
        for (const auto &[field, item] : entry.items()) {
            if (field == "decision") {
                const auto kind = parseDecision(stringOf(item, "decision"));
                if (!kind)
                    throw SessionError("unknown decision " + item.dump() +
                                       "; expected continuer, se_retirer or negocier");
                side.decision = *kind;
            } else if (field == "changer_de_strategie") {
                if (!item.is_boolean())
                    throw SessionError("'changer_de_strategie' is true or false, got " + item.dump());
                side.changeStrategy = item.get<bool>();
            } else if (field == "note") {
                side.note = stringOf(item, "note");
            } else {
                throw SessionError("unknown key '" + field + "' in the decision of " + id);
            }
        }
    }
    for (std::size_t i = 0; i < 2; ++i) {
        if (!seen[i])
            throw SessionError("no decision for " + battle.sides[i].id + " (PM-19)");
    }
    return decisions;
}

json phaseToJson(const PmRuleset &rules, const PmBattle &battle, const PhaseResult &result)
{
    const Outcome &outcome = rules.outcomes[result.outcome];
    json sides = json::array();
    json highlights = json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        const SideSetup &setup = battle.sides[i];
        json players = json::array();
        for (std::size_t p = 0; p < setup.players.size(); ++p) {
            if (!side.rolled[p])
                continue;
            const bool feat = side.playerDice[p] == rules.featOfArms.face;
            players.push_back(json{{"id", setup.players[p].id}, {"die", side.playerDice[p]}, {"feat", feat}});
            if (feat) // PM-7, PM-M5
                highlights.push_back(
                    json{{"kind", "fait_d_armes_majeur"}, {"side", setup.id}, {"player", setup.players[p].id}});
        }
        json terms = json::array();
        for (const Term &term : side.score)
            terms.push_back(
                json{{"rule", term.ruleId}, {"id", term.label}, {"value", term.value}, {"replaces", term.replaces}});
        json entry{{"id", setup.id},
                   {"pm_before", side.pmStart},
                   {"engaged_pm", side.engagedPm},
                   {"dice", side.diceCount},
                   {"pm_dice", side.pmDiceSum},
                   {"morale_total", side.moraleTotal},
                   {"command", side.command},
                   {"players", std::move(players)},
                   {"score", side.score.total()},
                   {"terms", std::move(terms)},
                   {"damage_cap", side.damageCap},
                   {"loss_cap", side.lossCap},
                   {"nominal", json{{"min", side.nominalRange.min}, {"max", side.nominalRange.max}}},
                   {"range_die", side.rangeDie},
                   {"nominal_loss", side.nominalLoss},
                   {"loss", side.loss},
                   {"bound", std::string(lossBoundId(side.bound))},
                   {"loss_label", side.lossLabel ? json(rules.lossLabels[*side.lossLabel].id) : json(nullptr)},
                   {"pm_after", side.pmAfter},
                   {"morale_base_before", side.moraleBaseBefore},
                   {"morale_change", side.moraleChange},
                   {"morale_base_after", side.moraleBaseAfter},
                   {"morale_after", side.moraleTotalAfter},
                   {"win_run_before", side.winRunBefore},
                   {"win_run", side.winRunAfter},
                   {"streak_bonus", side.streakBonus},
                   {"out_of_combat", side.outOfCombat}};
        sides.push_back(std::move(entry));
    }
    // PM-M5: the crushing victory (the open-ended last band) and every army out of combat are highlights.
    if (result.winner && result.outcome + 1 == rules.outcomes.size())
        highlights.push_back(
            json{{"kind", outcome.id}, {"side", battle.sides[static_cast<std::size_t>(*result.winner)].id}});
    for (std::size_t i = 0; i < 2; ++i) {
        if (result.sides[i].outOfCombat)
            highlights.push_back(json{{"kind", "hors_de_combat"}, {"side", battle.sides[i].id}});
    }
    return json{
        {"phase", result.phase},
        {"gap", result.gap},
        {"band", outcome.id},
        {"rule", outcome.rule},
        {"winner", result.winner ? json(battle.sides[static_cast<std::size_t>(*result.winner)].id) : json(nullptr)},
        {"overridden", result.overridden},
        {"sides", std::move(sides)},
        {"highlights", std::move(highlights)}};
}

std::vector<std::string> phaseDicePurposes(const PmBattle &battle, const PhaseResult &result)
{
    std::vector<std::string> purposes;
    const std::string phase = "phase " + std::to_string(result.phase) + ", ";
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        for (int d = 1; d <= side.diceCount; ++d)
            purposes.push_back(phase + battle.sides[i].name + ", PM die " + std::to_string(d) + "/" +
                               std::to_string(side.diceCount) + " (PM-3)");
    }
    for (std::size_t i = 0; i < 2; ++i) {
        const std::vector<Player> &players = battle.sides[i].players;
        for (std::size_t p = 0; p < players.size(); ++p) {
            if (result.sides[i].rolled[p])
                purposes.push_back(phase + battle.sides[i].name + ", die of " + players[p].name + " (PM-6)");
        }
    }
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        if (side.rangeDie != 0)
            purposes.push_back(phase + battle.sides[i].name + ", loss of " + std::to_string(side.nominalRange.min) +
                               "–" + std::to_string(side.nominalRange.max) + " PM (PM-A5)");
    }
    return purposes;
}

} // namespace arbitre::pm
