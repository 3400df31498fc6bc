// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// A procedure's input, as its spec declares it, read into the typed method that logs the event: play() and the
// typed methods give the same events for the same decisions because play() goes through them.

#include "session/umbra_procedures.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

/** Faces that never repeat twice in a row: a roll-off (UD-A22, UD-A55) ends at its first round. */
class ProbeFaces final : public Dice
{
public:
    int roll(int sides) override
    {
        m_face = m_face == 1 ? 2 : 1;
        return std::min(m_face, sides);
    }
    DieSource source() const override { return DieSource::Scripted; }

private:
    int m_face = 2;
};

/** `input[key]`, else the spec's default for it (null when it has none). */
json valueOf(const ProcedureSpec &spec, const json &input, const std::string &key)
{
    if (const auto found = input.find(key); found != input.end())
        return *found;
    const InputSpec *declared = findInput(spec, key);
    return declared ? declared->defaultValue : json();
}

std::vector<std::string> ids(const json &input, const char *key)
{
    return input.value(key, json::array()).get<std::vector<std::string>>();
}

int number(const std::string &text, const char *what)
{
    try {
        std::size_t used = 0;
        const int value = std::stoi(text, &used);
        if (used == text.size())
            return value;
    } catch (const std::exception &) { // refused below
    }
    throw SessionError(std::string(what) + ": expected a number, not '" + text + "'");
}

/** "side@draw" (UD-62, UD-63). */
ConfrontationOrders::PostRoll postRoll(const std::string &id, SkillKind skill)
{
    const std::size_t at = id.rfind('@');
    if (at == std::string::npos)
        throw SessionError("expected SIDE@DRAW, not '" + id + "'");
    return {number(id.substr(at + 1), "draw") - 1, id.substr(0, at), skill};
}

/** "side:troop_type" or "side:@personality" (UD-49, UD-A29). */
ConfrontationOrders::Aim aim(const std::string &id)
{
    const std::size_t colon = id.find(':');
    if (colon == std::string::npos || colon + 1 >= id.size())
        throw SessionError("expected SIDE:TYPE or SIDE:@PERSONALITY, not '" + id + "'");
    const std::string target = id.substr(colon + 1);
    if (target.front() == '@')
        return {id.substr(0, colon), {}, target.substr(1)};
    return {id.substr(0, colon), target, {}};
}

/** "N:rest": confrontation N's index and the rest. */
std::pair<int, std::string> qualified(const std::string &id, const char *what)
{
    const std::size_t colon = id.find(':');
    if (colon == std::string::npos)
        throw SessionError(std::string(what) + ": expected N:…, the confrontation first, not '" + id + "'");
    return {number(id.substr(0, colon), what) - 1, id.substr(colon + 1)};
}

/** The confrontation being fought where member `id` is engaged: its losses are that confrontation's (UD-88). */
int engagedIn(const BattleState &state, const std::string &id)
{
    for (const int index : foughtConfrontations(state)) {
        const Confrontation &c = state.confrontations[static_cast<std::size_t>(index)];
        for (std::size_t slot = 0; slot < 2; ++slot) {
            const Side &side = state.sides[static_cast<std::size_t>(c.sides[slot])];
            for (const int t : c.troops[slot])
                if (side.troops[static_cast<std::size_t>(t)].id == id)
                    return index;
            for (const int p : c.personalities[slot])
                if (side.personalities[static_cast<std::size_t>(p)].id == id)
                    return index;
        }
    }
    throw SessionError("allocation: '" + id + "' is not engaged in a confrontation being fought (UD-88)");
}

/** A choice of `key` ("N:value") given at most once a confrontation: the superior side, the GM's table or roller. */
template <typename At, typename Field> void setOnce(const json &input, const char *key, At &at, Field field)
{
    for (const std::string &id : ids(input, key)) {
        const auto [index, value] = qualified(id, key);
        std::optional<std::string> &slot = field(at(index));
        if (slot)
            throw SessionError(std::string(key) + ": confrontation " + confrontationId(index) + " is given twice");
        slot = value;
    }
}

Hex cellOf(const UmbraMap &map, const std::string &text)
{
    const std::size_t comma = text.find(',');
    if (comma == std::string::npos)
        throw SessionError("a hex is COL,ROW, not '" + text + "'");
    const OffsetCoord cell{number(text.substr(0, comma), "column"), number(text.substr(comma + 1), "row")};
    if (!map.grid.contains(cell))
        throw SessionError("hex " + text + " is off the map");
    return map.grid.hexOf(cell);
}

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size() && !text.empty()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

void playMovement(UmbraSession &session, const ProcedureSpec &spec, const json &input)
{
    std::vector<UnitOrder> orders;
    for (const std::string &id : ids(input, "orders"))
        orders.push_back(readOrderId(session.map(), id));
    const std::vector<std::string> conditional = ids(input, "conditional");
    const std::vector<std::string> triggers = lines(input.value("trigger", std::string()));
    if (!conditional.empty() && triggers.size() > 1 && triggers.size() != conditional.size())
        throw SessionError("trigger: one line for every conditional order, or one line per order (UD-71)");
    std::vector<ConditionalOrder> conditionals;
    for (std::size_t i = 0; i < conditional.size(); ++i) {
        ConditionalOrder order;
        order.trigger = triggers.empty() ? std::string() : triggers[triggers.size() == 1 ? 0 : i];
        order.action = readOrderId(session.map(), conditional[i]);
        conditionals.push_back(std::move(order));
    }
    session.move(valueOf(spec, input, "side").get<std::string>(), orders, conditionals);
}

void playRegroup(UmbraSession &session, const json &input)
{
    const int index = number(stringIn(input, "confrontation"), "confrontation") - 1;
    if (stringIn(input, "action") == "merge") {
        if (input.contains("hexes") || !input.contains("other"))
            throw SessionError("regroup: a merge names the other confrontation, and no hexes (UD-A52)");
        session.mergeConfrontations(index, number(stringIn(input, "other"), "other") - 1);
        return;
    }
    if (input.contains("other"))
        throw SessionError("regroup: a split names its hexes, and no other confrontation (UD-A52)");
    std::vector<Hex> hexes;
    for (const std::string &id : ids(input, "hexes"))
        hexes.push_back(cellOf(session.map(), id));
    session.splitConfrontation(index, hexes);
}

void playCounterSkill(UmbraSession &session, const ProcedureSpec &spec, const json &input)
{
    const int index = number(valueOf(spec, input, "confrontation").get<std::string>(), "confrontation") - 1;
    const auto skill = session.ruleset().findSkill(stringIn(input, "skill"));
    if (!skill)
        throw SessionError("unknown skill '" + stringIn(input, "skill") + "'");
    session.counterSkill(index, stringIn(input, "holder"), stringIn(input, "target"), *skill,
                         input.value("known", false));
}

void playOverride(UmbraSession &session, const json &input)
{
    StateOverride change{stringIn(input, "unit"), stringIn(input, "field"), input.value("value", json()),
                         stringIn(input, "reason")};
    if (change.field == "blesse")
        change.value = input.value("value", false);
    if (change.field == "hex" && change.value.is_string()) {
        // "off" takes the member off the map (null in the log); otherwise "col,row".
        const std::string text = change.value.get<std::string>();
        change.value = text == "off" ? json(nullptr) : hexToJson(session.map(), cellOf(session.map(), text));
    }
    session.overrideState(change);
}

} // namespace

std::vector<ConfrontationOrders> turnOrders(const UmbraSession &session, const json &input)
{
    const BattleState &state = session.state();
    std::vector<ConfrontationOrders> all(state.confrontations.size());
    std::vector<bool> given(all.size(), false);
    const auto at = [&](int index) -> ConfrontationOrders & {
        if (index < 0 || index >= static_cast<int>(all.size()))
            throw SessionError("no confrontation #" + confrontationId(index));
        given[static_cast<std::size_t>(index)] = true;
        all[static_cast<std::size_t>(index)].confrontation = index;
        return all[static_cast<std::size_t>(index)];
    };
    for (const std::string &id : ids(input, "confrontations"))
        at(number(id, "confrontations") - 1);
    for (const std::string &id : ids(input, "allocation"))
        at(engagedIn(state, id)).allocation.push_back(id);
    for (const auto &[key, skill] :
         {std::pair{"sens_tactique", SkillKind::SensTactique}, std::pair{"redraw", SkillKind::TactiquesVariees}})
        for (const std::string &id : ids(input, key)) {
            const auto [index, use] = qualified(id, key);
            at(index).postRoll.push_back(postRoll(use, skill));
        }
    for (const std::string &id : ids(input, "contournement")) {
        const auto [index, target] = qualified(id, "contournement");
        at(index).contournement.push_back(aim(target));
    }
    for (const int index : foughtConfrontations(state))
        for (const int side : state.confrontations[static_cast<std::size_t>(index)].sides) {
            const std::string &id = state.sides[static_cast<std::size_t>(side)].id;
            const std::string suffix = confrontationId(index) + "_" + id;
            if (input.contains("discipline_" + suffix))
                at(index).discipline.emplace_back(id, input["discipline_" + suffix].get<int>());
            if (input.contains("override_total_" + suffix))
                at(index).gmOverride.totals.emplace_back(id, input["override_total_" + suffix].get<int>());
        }
    setOnce(input, "superior", at, [](ConfrontationOrders &o) -> std::optional<std::string> & { return o.superior; });
    setOnce(input, "override_table", at,
            [](ConfrontationOrders &o) -> std::optional<std::string> & { return o.gmOverride.table; });
    setOnce(input, "override_roller", at,
            [](ConfrontationOrders &o) -> std::optional<std::string> & { return o.gmOverride.roller; });
    std::vector<ConfrontationOrders> orders;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (given[i]) {
            all[i].gmOverride.reason = all[i].gmOverride.empty() ? std::string() : stringIn(input, "override_reason");
            orders.push_back(std::move(all[i]));
        }
    return orders;
}

void playChecked(UmbraSession &session, const ProcedureSpec &spec, const json &input, Dice &dice)
{
    try {
        if (spec.id == "turn")
            session.resolveTurn(dice, turnOrders(session, input));
        else if (spec.id == "end_of_day")
            session.endOfDay(dice, stringIn(input, "first_mover"));
        else if (spec.id == "movement")
            playMovement(session, spec, input);
        else if (spec.id == "conditionals") {
            std::vector<bool> fire(session.state().conditionals.size(), false);
            for (const std::string &id : ids(input, "fire"))
                fire.at(static_cast<std::size_t>(number(id, "fire") - 1)) = true;
            session.settleConditionals(fire);
        } else if (spec.id == "regroup")
            playRegroup(session, input);
        else if (spec.id == "counter_skill")
            playCounterSkill(session, spec, input);
        else if (spec.id == "override")
            playOverride(session, input);
        else
            throw SessionError("unknown procedure '" + spec.id + "'");
    } catch (const DiceError &error) {
        throw SessionError(error.what());
    } catch (const json::exception &error) {
        throw SessionError(spec.id + ": malformed input: " + error.what());
    } catch (const std::out_of_range &error) {
        throw SessionError(spec.id + ": " + error.what());
    }
}

std::vector<DieSpec> probeDice(const UmbraSession &session, const ProcedureSpec &spec, const json &input)
{
    UmbraSession copy = session;
    ProbeFaces faces;
    try {
        checkInput(spec, input);
        playChecked(copy, spec, input, faces);
    } catch (const SessionError &) { // refused: the dice are not known
        return {};
    }
    std::vector<DieSpec> dice;
    for (const DieRoll &roll : copy.log().events().back().dice)
        dice.push_back({roll.sides, roll.purpose});
    return dice;
}

} // namespace arbitre::umbra::detail
