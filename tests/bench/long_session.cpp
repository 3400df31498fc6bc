// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "long_session.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/dice.h"
#include "arbitre/core/json_document.h"
#include "umbra/umbra_cli_support.h"

#include <stdexcept>

namespace arbitre::bench {

using namespace arbitre::umbra;

namespace {

/** The scripted dice of the demo's orders file, as `umbra play` uses them when the command line gives none. */
ListDice ordersDice(const JsonDocument &orders)
{
    std::vector<int> values;
    for (const nlohmann::json &value : orders.root().at("dice"))
        values.push_back(value.get<int>());
    return ListDice(std::move(values), DieSource::Scripted);
}

/**
 * One step of the battle played on, each logging one event: the next side's movement step with no orders
 * (everyone holds), the turn once every side has moved (no decisions: the default allocation), or the end of
 * the day after its last turn. The same steps, in the same order, as playTurn in src/cli/umbra/umbra_orders.cpp.
 */
void playOneStep(UmbraSession &session, Dice &dice)
{
    const BattleState &state = session.state();
    switch (state.phase) {
    case Phase::Movement: {
        const std::string side =
            state.sides[static_cast<std::size_t>(state.moveOrder[static_cast<std::size_t>(state.moving)])].id;
        session.move(side, {}, {});
        return;
    }
    case Phase::Conditional:
        session.settleConditionals({});
        return;
    case Phase::Confrontation:
        session.resolveTurn(dice);
        return;
    case Phase::EndOfDay:
        session.endOfDay(dice);
        return;
    }
}

} // namespace

std::filesystem::path demoScenarioPath()
{
    return std::filesystem::path(ARBITRE_SOURCE_DIR) / "resources/scenarios/battle-of-vaudrey-ford.json";
}

UmbraSession longUmbraSession(std::size_t events, std::uint64_t seed)
{
    UmbraSession session = cli::openUmbraSession(demoScenarioPath().string());
    const JsonDocument orders = JsonDocument::fromFile(std::filesystem::path(ARBITRE_SOURCE_DIR) /
                                                       "resources/scenarios/battle-of-vaudrey-ford.orders.json");
    ListDice scripted = ordersDice(orders);
    cli::playOrders(session, scripted, orders);
    // Arbitre's dice from a public seed, committed to in the log: the session verifies (docs/verifiable-dice.md).
    CommittedDice dice = session.publicSeedDice(seed);
    playOn(session, events, dice);
    return session;
}

void playOn(UmbraSession &session, std::size_t events, Dice &dice)
{
    while (session.log().size() < events) {
        const std::size_t before = session.log().size();
        playOneStep(session, dice);
        if (session.log().size() == before)
            throw std::logic_error("a step of the battle played on logged no event");
    }
}

std::string longUmbraSessionText(const UmbraSession &session, const std::filesystem::path &path)
{
    return session.toJson(path).dump(2) + "\n";
}

std::size_t writeLongUmbraSession(const std::filesystem::path &path, std::size_t events, std::uint64_t seed)
{
    const UmbraSession session = longUmbraSession(events, seed);
    writeFileAtomically(path, longUmbraSessionText(session, path));
    return session.log().size();
}

} // namespace arbitre::bench
