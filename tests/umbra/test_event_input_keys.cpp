// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Issue 21: a key an Umbra event never writes, added anywhere in its input, is refused on replay at its pointer,
// even in a log without a chain (written before logs were sealed, or by a forger who rewrote every hash).
#include "arbitre/umbra/session.h"

#include "arbitre/core/session_error.h"
#include "support/demo_battle.h"
#include "support/umbra_fixtures.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "unsealed.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;

namespace {

/** The demo battle's three days, saved unsealed, its ruleset named by an absolute path. */
json playedDemo()
{
    UmbraSession session(arbitre::umbra::test::loadDemo());
    ListDice dice(arbitre::umbra::test::DemoDice);
    arbitre::umbra::test::play(session, dice);
    json saved = session.toJson();
    saved["ruleset"] = arbitre::umbra::test::shippedRulesetPath().string();
    arbitre::test::unseal(saved);
    return saved;
}

/** Every object inside `value` (itself included) with its pointer. */
void objectsOf(const json &value, const std::string &pointer, std::vector<std::string> &out)
{
    if (value.is_object()) {
        out.push_back(pointer);
        for (const auto &[key, item] : value.items())
            objectsOf(item, pointer + "/" + key, out);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            objectsOf(value[i], pointer + "/" + std::to_string(i), out);
    }
}

/** The SessionError opening `file` throws, or none. */
std::optional<SessionError> refusalOf(const arbitre::test::TempDir &dir, const json &file)
{
    const auto path = dir / "session.json";
    std::ofstream(path) << file.dump(1);
    try {
        UmbraSession reopened(
            std::dynamic_pointer_cast<const UmbraScenario>(arbitre::umbra::test::umbraRegistry().loadScenario(path)));
    } catch (const SessionError &error) {
        return error;
    }
    return std::nullopt;
}

} // namespace

TEST_CASE("UD-M6 an unknown key anywhere in an Umbra event's input is refused at its pointer, sealed or not",
          "[session][verify]")
{
    const json saved = playedDemo();
    arbitre::test::TempDir dir;
    REQUIRE_FALSE(refusalOf(dir, saved)); // untouched, the unsealed log replays

    // One added key per kind of object an event's input holds: the input itself, a confrontation's orders,
    // a unit's order, a conditional order and its order, an override…
    std::set<std::string> tried;
    const json &events = saved["log"]["events"];
    for (std::size_t e = 0; e < events.size(); ++e) {
        std::vector<std::string> objects;
        objectsOf(events[e]["input"], "/input", objects);
        for (const std::string &pointer : objects) {
            // The shape of the pointer without its indexes: one try per shape and event kind.
            std::string shape = events[e]["kind"].get<std::string>();
            for (const char c : pointer)
                if (c < '0' || c > '9')
                    shape += c;
            if (!tried.insert(shape).second || shape.ends_with("/discipline") || shape.ends_with("/totals"))
                continue; // a map of side ids takes any side id; the replay checks those
            INFO("event " << e << " " << pointer);
            json tampered = saved;
            tampered["log"]["events"][e]["input"][json::json_pointer(pointer.substr(6))]["tampered"] = true;
            const std::optional<SessionError> refusal = refusalOf(dir, tampered);
            REQUIRE(refusal);
            CHECK(refusal->eventIndex() == static_cast<int>(e));
            CHECK(refusal->within() == pointer + "/tampered");
            CHECK_THAT(refusal->what(), Catch::Contains("unknown key 'tampered'"));
        }
    }
    // The demo logs every kind the movement plays: turns, movements, conditionals and ends of day.
    for (const char *kind : {"umbra.turn", "umbra.movement", "umbra.end_of_day"})
        CHECK(std::any_of(tried.begin(), tried.end(), [&](const std::string &s) { return s.starts_with(kind); }));
    CHECK(tried.size() >= 5);
}
