// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/turn_draft.h"

#include "session_orders.h"

#include <algorithm>
#include <stdexcept>

namespace arbitre::umbra {

namespace {

/** The dice given, then 1s: how far the given dice reach, and what the next one is for. */
class PaddedDice final : public Dice
{
public:
    explicit PaddedDice(const std::vector<DraftDie> &given) : m_given(given) {}
    int roll(int sides) override
    {
        const std::size_t next = m_used++;
        if (next >= m_given.size())
            return 1;
        const int value = m_given[next].value;
        if (value < 1 || value > sides)
            throw DiceError("die value " + std::to_string(value) + " does not fit a d" + std::to_string(sides));
        return value;
    }
    DieSource source() const override { return DieSource::Scripted; }
    std::size_t used() const { return m_used; }

private:
    const std::vector<DraftDie> &m_given;
    std::size_t m_used = 0;
};

bool isDefault(const ConfrontationOrders &orders)
{
    return orders.allocation.empty() && orders.postRoll.empty() && orders.contournement.empty() &&
           orders.discipline.empty() && !orders.superior && orders.gmOverride.empty();
}

} // namespace

ListDice draftDice(const std::vector<DraftDie> &dice)
{
    std::vector<int> values;
    std::vector<DieSource> sources;
    for (const DraftDie &die : dice) {
        values.push_back(die.value);
        sources.push_back(die.source);
    }
    return ListDice(std::move(values), std::move(sources));
}

TurnDraft::TurnDraft(const UmbraSession &session) : m_session(session)
{
    const BattleState &state = session.state();
    for (int index = 0; index < static_cast<int>(state.confrontations.size()); ++index) {
        if (state.confrontations[static_cast<std::size_t>(index)].ended)
            continue;
        DraftConfrontation item;
        item.confrontation = index;
        item.orders.confrontation = index;
        m_items.push_back(std::move(item));
    }
    refresh(0);
}

const DraftConfrontation *TurnDraft::find(int confrontation) const
{
    for (const DraftConfrontation &item : m_items)
        if (item.confrontation == confrontation)
            return &item;
    return nullptr;
}

DraftConfrontation *TurnDraft::item(int confrontation)
{
    for (DraftConfrontation &item : m_items)
        if (item.confrontation == confrontation)
            return &item;
    throw std::invalid_argument("confrontation #" + std::to_string(confrontation + 1) + " is not fought this turn");
}

bool TurnDraft::run(DraftConfrontation &item, const ConfrontationOrders &orders, std::string *error) const
{
    PaddedDice dice(item.dice);
    BattleState state = item.before;
    try {
        const detail::DecodedOrders decoded = detail::decodeOrders(m_session.ruleset(), state, orders);
        resolveConfrontation(m_session.ruleset(), state, item.confrontation, dice, decoded.decisions, item.preview);
    } catch (const std::runtime_error &refused) { // SessionError, ResolutionError, DiceError
        if (error)
            *error = refused.what();
        return false;
    }
    item.after = std::move(state);
    item.complete = dice.used() <= item.dice.size();
    if (!item.complete)
        item.awaiting = item.preview.dice[item.dice.size()];
    else if (dice.used() < item.dice.size())
        item.dice.resize(dice.used()); // a redraw no longer asked for
    return true;
}

bool TurnDraft::accepts(const DraftConfrontation &item, const ConfrontationOrders &orders) const
{
    DraftConfrontation trial = item;
    return run(trial, orders, nullptr);
}

void TurnDraft::refresh(std::size_t from)
{
    for (std::size_t i = from; i < m_items.size(); ++i) {
        DraftConfrontation &item = m_items[i];
        item.before = i == 0 ? m_session.state() : m_items[i - 1].after;
        item.error.clear();
        if (!run(item, item.orders, &item.error)) {
            ConfrontationOrders none;
            none.confrontation = item.confrontation;
            std::string dice;
            if (!run(item, none, &dice)) {
                if (item.dice.empty()) { // no die to blame: the GM must decide first (a tie to break, UD-A55)
                    item.after = item.before;
                } else { // the dice themselves do not fit: drop the last one
                    item.dice.pop_back();
                    run(item, none, nullptr);
                    item.error = dice;
                }
            }
            item.complete = false;
        }
    }
}

void TurnDraft::addDie(int confrontation, int value, DieSource source)
{
    DraftConfrontation &target = *item(confrontation);
    if (target.complete)
        throw std::invalid_argument("confrontation #" + std::to_string(confrontation + 1) + " needs no other die");
    const int sides = target.awaiting.sides;
    if (value < 1 || value > sides)
        throw std::invalid_argument("a d" + std::to_string(sides) + " shows 1 to " + std::to_string(sides) + ", not " +
                                    std::to_string(value));
    target.dice.push_back({value, source});
    refresh(static_cast<std::size_t>(&target - m_items.data()));
}

void TurnDraft::dropDie(int confrontation)
{
    DraftConfrontation &target = *item(confrontation);
    if (target.dice.empty())
        return;
    target.dice.pop_back();
    refresh(static_cast<std::size_t>(&target - m_items.data()));
}

void TurnDraft::setOrders(const ConfrontationOrders &orders)
{
    DraftConfrontation &target = *item(orders.confrontation);
    target.orders = orders;
    refresh(static_cast<std::size_t>(&target - m_items.data()));
}

void TurnDraft::set(int confrontation, std::vector<DraftDie> dice, const ConfrontationOrders &orders)
{
    DraftConfrontation &target = *item(confrontation);
    target.dice = std::move(dice);
    target.orders = orders;
    target.orders.confrontation = confrontation;
    refresh(static_cast<std::size_t>(&target - m_items.data()));
}

bool TurnDraft::complete() const
{
    for (const DraftConfrontation &item : m_items)
        if (!item.complete || !item.error.empty())
            return false;
    return true;
}

std::vector<ConfrontationOrders::PostRoll> TurnDraft::postRollOptions(int confrontation) const
{
    const DraftConfrontation *draft = find(confrontation);
    std::vector<ConfrontationOrders::PostRoll> options;
    if (!draft || !draft->error.empty())
        return options;
    const Confrontation &c = draft->before.confrontations[static_cast<std::size_t>(confrontation)];
    for (int draw = 0; draw < static_cast<int>(draft->preview.draws.size()); ++draw)
        for (int slot = 0; slot < 2; ++slot)
            for (const SkillKind skill : {SkillKind::SensTactique, SkillKind::TactiquesVariees}) {
                const std::string &side =
                    draft->before.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(slot)])].id;
                const ConfrontationOrders::PostRoll request{draw, side, skill};
                bool asked = false;
                for (const auto &given : draft->orders.postRoll)
                    asked = asked || (given.draw == draw && given.side == side && given.skill == skill);
                ConfrontationOrders trial = draft->orders;
                trial.postRoll.push_back(request);
                if (asked || accepts(*draft, trial))
                    options.push_back(request);
            }
    return options;
}

int TurnDraft::disciplineReserve(int confrontation, int slot) const
{
    const DraftConfrontation *draft = find(confrontation);
    if (!draft || slot < 0 || slot > 1)
        return 0;
    const Confrontation &c = draft->before.confrontations[static_cast<std::size_t>(confrontation)];
    const Side &side = draft->before.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(slot)])];
    int reserve = 0;
    ConfrontationOrders trial = draft->orders;
    std::erase_if(trial.discipline, [&](const auto &entry) { return entry.first == side.id; });
    trial.discipline.emplace_back(side.id, 0);
    // The resolution says how far the reserve goes: one point more is refused (UD-51).
    for (int points = 1; points <= 64; ++points) {
        trial.discipline.back().second = points;
        if (!accepts(*draft, trial))
            break;
        reserve = points;
    }
    return reserve;
}

std::vector<ConfrontationOrders::Aim> TurnDraft::contournementOptions(int confrontation, int slot) const
{
    std::vector<ConfrontationOrders::Aim> options;
    const DraftConfrontation *draft = find(confrontation);
    if (!draft || slot < 0 || slot > 1)
        return options;
    const UmbraRuleset &rules = m_session.ruleset();
    const Confrontation &c = draft->before.confrontations[static_cast<std::size_t>(confrontation)];
    const std::string &own = draft->before.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(slot)])].id;
    const Side &enemy = draft->before.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(1 - slot)])];
    std::vector<ConfrontationOrders::Aim> candidates;
    for (const int troop : c.troops[static_cast<std::size_t>(1 - slot)]) {
        const std::string &type = rules.troopType(enemy.troops[static_cast<std::size_t>(troop)].type).id;
        if (std::none_of(candidates.begin(), candidates.end(), [&](const auto &aim) { return aim.troopType == type; }))
            candidates.push_back({own, type, {}});
    }
    for (const int personality : c.personalities[static_cast<std::size_t>(1 - slot)])
        candidates.push_back({own, {}, enemy.personalities[static_cast<std::size_t>(personality)].id});
    for (const ConfrontationOrders::Aim &aim : candidates) {
        ConfrontationOrders trial = draft->orders;
        trial.contournement.insert(trial.contournement.begin(), aim);
        if (accepts(*draft, trial))
            options.push_back(aim);
    }
    return options;
}

ConfrontationOrders TurnDraft::allocate(int confrontation, std::size_t loss, const std::string &unit) const
{
    const DraftConfrontation *draft = find(confrontation);
    if (!draft || loss >= draft->preview.losses.size())
        throw std::invalid_argument("no loss #" + std::to_string(loss + 1) + " in this resolution");
    ConfrontationOrders orders = draft->orders;
    orders.allocation.clear();
    for (std::size_t i = 0; i < loss; ++i) {
        const LossRecord &record = draft->preview.losses[i].record;
        if (!record.hasTarget)
            throw std::invalid_argument("loss #" + std::to_string(i + 1) + " found nobody to take it");
        orders.allocation.push_back(memberId(draft->before, record.target));
    }
    orders.allocation.push_back(unit);
    return orders;
}

std::vector<std::string> TurnDraft::allocationOptions(int confrontation, std::size_t loss) const
{
    const DraftConfrontation *draft = find(confrontation);
    std::vector<std::string> options;
    if (!draft || loss >= draft->preview.losses.size())
        return options;
    const Confrontation &c = draft->before.confrontations[static_cast<std::size_t>(confrontation)];
    const std::size_t slot = static_cast<std::size_t>(draft->preview.losses[loss].slot);
    const Side &side = draft->before.sides[static_cast<std::size_t>(c.sides[slot])];
    std::vector<std::string> candidates;
    for (const int troop : c.troops[slot])
        candidates.push_back(side.troops[static_cast<std::size_t>(troop)].id);
    for (const int personality : c.personalities[slot])
        candidates.push_back(side.personalities[static_cast<std::size_t>(personality)].id);
    for (const std::string &id : candidates)
        if (accepts(*draft, allocate(confrontation, loss, id)))
            options.push_back(id);
    return options;
}

std::vector<DraftDie> TurnDraft::dice() const
{
    std::vector<DraftDie> all;
    for (const DraftConfrontation &item : m_items)
        all.insert(all.end(), item.dice.begin(), item.dice.end());
    return all;
}

std::vector<ConfrontationOrders> TurnDraft::orders() const
{
    std::vector<ConfrontationOrders> all;
    for (const DraftConfrontation &item : m_items)
        if (!isDefault(item.orders))
            all.push_back(item.orders);
    return all;
}

void TurnDraft::commit(UmbraSession &session) const
{
    if (!complete())
        throw SessionError("the turn still waits for dice or decisions");
    ListDice given = draftDice(dice());
    session.resolveTurn(given, orders());
}

// The post-roll skills (UD-62, UD-63) answer draws already seen: the input before the roll takes none.
nlohmann::json TurnDraft::turnInput() const
{
    using nlohmann::json;
    json input = json::object();
    json named = json::array();
    json allocation = json::array();
    json contournement = json::array();
    json superior = json::array();
    json table = json::array();
    json roller = json::array();
    std::string reason;
    for (const ConfrontationOrders &decided : orders()) {
        const std::string number = std::to_string(decided.confrontation + 1); // as the spec and the dock number them
        named.push_back(number);
        for (const std::string &member : decided.allocation)
            allocation.push_back(member); // UD-88: the session finds each member's confrontation
        for (const ConfrontationOrders::Aim &aim : decided.contournement) // UD-49
            contournement.push_back(number + ":" + aim.side + ":" +
                                    (aim.troopType.empty() ? "@" + aim.personality : aim.troopType));
        for (const auto &[side, points] : decided.discipline) // UD-51
            input["discipline_" + number + "_" + side] = points;
        if (decided.superior) // UD-A55
            superior.push_back(number + ":" + *decided.superior);
        const ConfrontationOrders::Override &gm = decided.gmOverride; // UD-M5
        for (const auto &[side, total] : gm.totals)
            input["override_total_" + number + "_" + side] = total;
        if (gm.table)
            table.push_back(number + ":" + *gm.table);
        if (gm.roller)
            roller.push_back(number + ":" + *gm.roller);
        if (!gm.empty())
            reason = gm.reason;
    }
    // Every confrontation fought is resolved by the turn, decided or not.
    for (const DraftConfrontation &item : m_items) {
        const std::string number = std::to_string(item.confrontation + 1);
        if (std::find(named.begin(), named.end(), json(number)) == named.end())
            named.push_back(number);
    }
    input["confrontations"] = named;
    input["allocation"] = allocation;
    input["contournement"] = contournement;
    input["superior"] = superior;
    input["override_table"] = table;
    input["override_roller"] = roller;
    input["override_reason"] = reason;
    return input;
}

} // namespace arbitre::umbra
