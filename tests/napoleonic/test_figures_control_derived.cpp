// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The control test's terms the session reads off the tester (NF-46, NF-M4, NF-A70): "+1 si le testeur est
// formé" from its cohesion, "+1 si non précisé" from the general counted in M20; the GM cannot tick them.
#include "support/figures_session_support.h"

#include "arbitre/core/session_error.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

nlohmann::json control(FiguresSession &session, const FiguresOrders &orders, int d6)
{
    ListDice die({d6});
    return session.apply(FiguresProcedure::Control, orders, die);
}

} // namespace

TEST_CASE("NF-46 NF-M4 the formed tester's +1 is read from its cohesion, never ticked",
          "[napoleonic][session][control]")
{
    FiguresSession session(demoScenario());
    // S is formed and has no general: +1 without a tick. R is SAF: it counts RET (threshold 2 for LIGNE).
    const nlohmann::json formed = control(session, orders("S", "R", {}), 2);
    CHECK(modifierValue(formed, "tester_formed") == 1);
    CHECK(formed["modified_roll"] == 3);
    CHECK(formed["result"] == "under_control");
    // H is SAF (NF-T4): no +1, whatever it would like.
    const nlohmann::json saf = control(session, orders("H", "R", {"general_negative"}), 2);
    CHECK(modifierValue(saf, "tester_formed") == 0);
    CHECK(saf["modified_roll"] == 1);

    // The GM's tick is refused on both paths, and the refusal says the rule decides it.
    const std::size_t logged = session.log().size();
    CHECK_THROWS_WITH(control(session, orders("H", "R", {"tester_formed"}), 2),
                      Catch::Contains("read from its cohesion") && Catch::Contains("NF-46") &&
                          Catch::Contains("NF-M4"));
    ListDice die({2});
    const nlohmann::json input = {{"unit", "S"}, {"target", "R"}, {"modifiers", {"tester_formed"}}};
    CHECK_THROWS_WITH(session.play(ProcedureCall{"control", input}, die),
                      Catch::Contains("control: modifiers: tester_formed is not ticked") && Catch::Contains("NF-M4"));
    CHECK(session.log().size() == logged);
}

TEST_CASE("NF-A70 a general within 4 UD whose character is not stated gives +1 without a tick",
          "[napoleonic][session][control]")
{
    FiguresSession session(demoScenario());
    // H's general stands 2 UD away: "+1 si non précisé".
    const nlohmann::json unstated = control(session, orders("H", "R", {}), 2);
    CHECK(modifierValue(unstated, "general_unspecified") == 1);
    CHECK(unstated["modified_roll"] == 3);
    // The GM states his character: that term instead.
    const nlohmann::json negative = control(session, orders("H", "R", {"general_negative"}), 2);
    CHECK(modifierValue(negative, "general_unspecified") == 0);
    CHECK(modifierValue(negative, "general_negative") == -1);
    const nlohmann::json positive = control(session, orders("H", "R", {"general_positive"}), 2);
    CHECK(modifierValue(positive, "general_positive") == 1);
    CHECK(modifierValue(positive, "general_unspecified") == 0);
    // I's general is 6 UD away, beyond control.general_range_ud: no general present (0). H is SAF: RET.
    const nlohmann::json far = control(session, orders("I", "H", {}), 2);
    CHECK(modifierValue(far, "general_unspecified") == 0);
    CHECK(far["modified_roll"] == 3); // the die and formed I's +1
    // S has no general counted in M20: none is present, nothing to state.
    CHECK(modifierValue(control(session, orders("S", "R", {}), 2), "general_unspecified") == 0);
    CHECK_THROWS_WITH(control(session, orders("S", "R", {"general_positive"}), 2),
                      Catch::Contains("no general counted in M20") && Catch::Contains("NF-A70"));
    // The tick of an unstated character is refused: the rules give it.
    CHECK_THROWS_WITH(control(session, orders("H", "R", {"general_unspecified"}), 2),
                      Catch::Contains("general_unspecified is not ticked") && Catch::Contains("NF-A70"));
}
