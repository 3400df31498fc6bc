// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/turn_draft.h"

#include "support/demo_battle.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;

namespace {

/** The demo played up to day 1, turn 3 (two entries of the orders file), and that turn's movement. */
UmbraSession atDayOneTurnThree(std::size_t &diceUsed)
{
    UmbraSession session(arbitre::umbra::test::loadDemo());
    ListDice dice(arbitre::umbra::test::DemoDice);
    arbitre::umbra::test::play(session, dice, 2);
    diceUsed = dice.used();
    const json entry = arbitre::umbra::test::orderEntries()[2];
    while (session.state().phase == Phase::Movement) {
        const BattleState &now = session.state();
        const std::string side =
            now.sides[static_cast<std::size_t>(now.moveOrder[static_cast<std::size_t>(now.moving)])].id;
        std::vector<UnitOrder> orders;
        for (const json &order : entry["moves"].value(side, json::array()))
            orders.push_back(unitOrderFromJson(session.map(), order));
        session.move(side, orders);
    }
    return session;
}

} // namespace

TEST_CASE("UD-M4 UD-88 a turn drafted die by die, with the loss allocated after the roll, is the turn the CLI plays "
          "and the turn its procedure input plays",
          "[turn-draft]")
{
    std::size_t used = 0;
    UmbraSession session = atDayOneTurnThree(used);
    UmbraSession reference = session;
    TurnDraft draft(session);
    REQUIRE(draft.items().size() == 1);
    const int index = draft.items()[0].confrontation;
    CHECK(index == 1); // "confrontation": 2 in the orders file
    const DraftConfrontation &item = draft.items()[0];

    // UD-83–UD-85: totals, table and roller are known before any die.
    CHECK_FALSE(item.complete);
    CHECK(item.awaiting.purpose == DiePurpose::Draw);
    CHECK(item.awaiting.sides == 10);
    CHECK_FALSE(draft.complete());
    CHECK_THROWS_AS(draft.commit(session), SessionError);

    const int die = arbitre::umbra::test::DemoDice[used];
    CHECK_THROWS_AS(draft.addDie(index, 11, DieSource::Entered), std::invalid_argument);
    draft.addDie(index, die, DieSource::Entered);
    CHECK(draft.find(index)->complete);
    CHECK_THROWS_AS(draft.addDie(index, 3, DieSource::Entered), std::invalid_argument); // needs no other die

    // UD-88: the suffering side picks who takes the wound; the options are what the rules accept.
    const DraftConfrontation &rolled = *draft.find(index);
    REQUIRE_FALSE(rolled.preview.losses.empty());
    const auto woundOf = [&](const std::string &id) {
        for (std::size_t i = 0; i < rolled.preview.losses.size(); ++i) {
            const std::vector<std::string> options = draft.allocationOptions(index, i);
            if (std::find(options.begin(), options.end(), id) != options.end())
                return i;
        }
        return rolled.preview.losses.size();
    };
    const std::size_t loss = woundOf("br_hommes_d_armes");
    REQUIRE(loss == 0);
    const std::vector<std::string> options = draft.allocationOptions(index, 0);
    CHECK(std::find(options.begin(), options.end(), "mf_piquiers") == options.end()); // not the suffering side
    draft.setOrders(draft.allocate(index, 0, "br_hommes_d_armes"));
    CHECK(draft.complete());
    CHECK(draft.find(index)->preview.losses[0].record.chosen);

    // The same decisions as the `turn` procedure's input (what its odds are computed on): the same turn.
    const json input = draft.turnInput();
    CHECK(input["confrontations"] == json::array({"2"}));
    CHECK(input["allocation"] == json::array({"br_hommes_d_armes"}));
    UmbraSession viaInput = reference;
    ListDice same(std::vector<int>{die});
    viaInput.play(ProcedureCall{"turn", input}, same);

    draft.commit(session);
    CHECK(viaInput.state() == session.state());
    ListDice dice(std::vector<int>{die});
    ConfrontationOrders orders;
    orders.confrontation = index;
    orders.allocation = {"br_hommes_d_armes"};
    reference.resolveTurn(dice, {orders});
    CHECK(session.state() == reference.state());
    CHECK(session.log()[session.log().size() - 1].input == reference.log()[reference.log().size() - 1].input);
    CHECK(session.log()[session.log().size() - 1].dice[0].source == DieSource::Entered); // UD-M6
}

TEST_CASE("UD-62 UD-63 post-roll skills are offered only when a holder has a use left, a redraw asks for a die",
          "[turn-draft]")
{
    std::size_t used = 0;
    UmbraSession session = atDayOneTurnThree(used);
    TurnDraft draft(session);
    const int index = draft.items()[0].confrontation;
    CHECK(draft.postRollOptions(index).empty()); // no draw yet
    draft.addDie(index, 6, DieSource::Seeded);
    for (const auto &option : draft.postRollOptions(index)) {
        // Whatever is offered is accepted by the resolution, and a redraw needs one more die.
        ConfrontationOrders orders = draft.find(index)->orders;
        orders.postRoll.push_back(option);
        draft.setOrders(orders);
        CHECK(draft.find(index)->error.empty());
        if (option.skill == SkillKind::TactiquesVariees) {
            CHECK_FALSE(draft.find(index)->complete);
            CHECK(draft.find(index)->awaiting.purpose == DiePurpose::Redraw);
        }
        orders.postRoll.pop_back();
        draft.setOrders(orders);
    }
    // Nobody in this confrontation holds Sens tactique or Tactiques variées: an order for one is refused.
    ConfrontationOrders orders = draft.find(index)->orders;
    orders.postRoll.push_back({0, "brisemont", SkillKind::SensTactique});
    draft.setOrders(orders);
    CHECK_THAT(draft.find(index)->error, Catch::Contains("UD-62"));
    CHECK_FALSE(draft.complete());
    orders.postRoll.clear();
    draft.setOrders(orders);
    CHECK(draft.complete());
    draft.dropDie(index);
    CHECK_FALSE(draft.complete());
    CHECK(draft.find(index)->dice.empty());
}

namespace {

/** The ford of the Grey River, Aymeric given Contournement (UD-49) on top of his skills. */
UmbraSession greyRiver(bool contournement)
{
    nlohmann::json file =
        JsonDocument::fromFile(arbitre::test::sourceDir() / "resources" / "scenarios" / "ford-of-the-grey-river.json")
            .root();
    file["ruleset"] = arbitre::umbra::test::shippedRulesetPath().string();
    if (contournement)
        for (auto &side : file["sides"])
            for (auto &p : side["personalities"])
                if (p["id"] == "aymeric")
                    p["skills"].push_back({{"id", "contournement"}});
    return UmbraSession(
        readScenario(JsonDocument::fromText(file.dump(), "grey-river.json"), arbitre::umbra::test::demoRuleset()));
}

} // namespace

TEST_CASE("UD-51 UD-A30 the Discipline reserve offered is the one the resolution accepts", "[turn-draft]")
{
    const UmbraSession session = greyRiver(false);
    TurnDraft draft(session);
    const DraftConfrontation &item = draft.items().front();
    const Confrontation &c = item.before.confrontations[static_cast<std::size_t>(item.confrontation)];
    const int varennes = session.state().sides[static_cast<std::size_t>(c.sides[0])].id == "varennes" ? 0 : 1;
    CHECK(draft.disciplineReserve(item.confrontation, varennes) == 2); // Gautier's Discipline X = 2
    CHECK(draft.disciplineReserve(item.confrontation, 1 - varennes) == 0);
    ConfrontationOrders orders = item.orders;
    orders.discipline.emplace_back("varennes", 3);
    draft.setOrders(orders);
    CHECK_THAT(draft.find(item.confrontation)->error, Catch::Contains("UD-51"));
}

TEST_CASE("UD-49 UD-A29 Contournement aims are offered to its holder only: enemy troop types and personalities",
          "[turn-draft]")
{
    const UmbraSession session = greyRiver(true);
    TurnDraft draft(session);
    const DraftConfrontation &item = draft.items().front();
    const Confrontation &c = item.before.confrontations[static_cast<std::size_t>(item.confrontation)];
    const int corbel = session.state().sides[static_cast<std::size_t>(c.sides[0])].id == "varennes" ? 1 : 0;
    const auto aims = draft.contournementOptions(item.confrontation, corbel);
    REQUIRE_FALSE(aims.empty());
    CHECK(std::any_of(aims.begin(), aims.end(), [](const auto &aim) { return aim.troopType == "archers"; }));
    CHECK(std::any_of(aims.begin(), aims.end(), [](const auto &aim) { return aim.personality == "gautier"; }));
    CHECK(draft.contournementOptions(item.confrontation, 1 - corbel).empty());
    const UmbraSession without = greyRiver(false);
    const TurnDraft plain(without);
    CHECK(plain.contournementOptions(item.confrontation, corbel).empty());
}

TEST_CASE("UD-A55 a turn whose totals tie with no tie-break drafts without dice and waits for the GM's choice",
          "[turn-draft][hostile]")
{
    // Found by fuzz_umbra: two equal troops on no map. With no die to drop, the draft used to pop an empty vector.
    const nlohmann::json file = {{"ruleset", arbitre::umbra::test::shippedRulesetPath().string()},
                                 {"sides",
                                  {{{"id", "blue"}, {"troops", {{{"id", "b1"}, {"type", "fantassins"}}}}},
                                   {{"id", "red"}, {"troops", {{{"id", "r1"}, {"type", "fantassins"}}}}}}}};
    const UmbraSession session(
        readScenario(JsonDocument::fromText(file.dump(), "tie.json"), arbitre::umbra::test::demoRuleset()));
    const TurnDraft draft(session);
    REQUIRE(draft.items().size() == 1);
    const DraftConfrontation &item = draft.items()[0];
    CHECK(item.dice.empty());
    CHECK_FALSE(item.complete);
    CHECK_THAT(item.error, Catch::Contains("UD-A55"));
    CHECK_FALSE(draft.complete());
    CHECK_FALSE(session.procedures().empty()); // what the app and `arbitre-cli procedures` list on opening
}
