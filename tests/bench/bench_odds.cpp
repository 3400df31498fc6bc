// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Odds before the roll (issue 22): exact odds of one procedure of each demo, through the Session contract, each
// leaf played on a copy of the session; and the seeded sampling that takes over on the PM demo's fourteen dice.
#include "arbitre/core/module_registry.h"
#include "arbitre/core/odds.h"
#include "arbitre/modules/registry.h"
#include "bench.h"

#include <chrono>
#include <cstdio>
#include <memory>
#include <string>

namespace arbitre::bench {

namespace {

struct Case
{
    const char *what;
    const char *file;
    ProcedureCall call;
};

} // namespace

bool benchOdds(bool smoke)
{
    using nlohmann::json;
    const Case cases[] = {
        {"duel attack (DU-2)", "duel-at-the-mill.json", {"attack", {{"attacker", "aubry"}, {"target", "renaud"}}}},
        {"Umbra turn, UD-W4 (UD-83)", "blue-vs-red.json", {"turn", {{"confrontations", {"1"}}}}},
        {"VE fire (VE-40)", "vive-l-empereur-demo.json", {"fire", {{"unit", "fr-batterie"}, {"target", "aut-ir-9"}}}},
        {"figures fire (NF-4)", "napoleonic-figures-demo.json", {"fire", {{"unit", "S"}, {"target", "T"}}}},
        {"PM phase, Lérac, sampled (PM-M1)", "pm-bataille-de-lerac.json", {"phase", json::object()}},
    };
    bool ok = true;
    std::printf("odds before the roll (issue 22), one core\n");
    for (const Case &c : cases) {
        const std::unique_ptr<Session> session =
            shippedModules().openSession(std::string(ARBITRE_SOURCE_DIR) + "/resources/scenarios/" + c.file);
        OddsOptions options;
        options.runs = smoke ? 200 : 20000;
        const int repeats = smoke ? 1 : 20;
        Odds odds;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < repeats; ++i)
            odds = computeOdds(*session, c.call, options);
        const auto elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        double sum = 0;
        for (const OddsOutcome &outcome : odds.outcomes)
            sum += outcome.probability;
        ok = ok && sum > 1 - 1e-9 && sum < 1 + 1e-9 && !odds.outcomes.empty();
        std::printf("  %-34s %s, %6zu %s, %3zu outcomes: %9.3f ms a call (%.1f µs a leaf)\n", c.what,
                    odds.exact ? "exact  " : "sampled", odds.leaves, odds.exact ? "leaves" : "runs  ",
                    odds.outcomes.size(), elapsed / repeats * 1e3,
                    elapsed / repeats / static_cast<double>(odds.leaves) * 1e6);
    }
    return ok;
}

} // namespace arbitre::bench
