// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Odds before the roll (issue 22), on a session made for the purpose: the face tree, dynamic dice, refusals,
// sampling and the what-if toggle, each against odds counted by hand.
#include "arbitre/core/odds.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

using arbitre::Dice;
using arbitre::Event;
using arbitre::InputKind;
using arbitre::InputSpec;
using arbitre::Odds;
using arbitre::OddsOptions;
using arbitre::ProcedureCall;
using arbitre::ProcedureSpec;
using arbitre::SessionError;
using nlohmann::json;

namespace {

class ShotRuleset : public arbitre::Ruleset
{
public:
    explicit ShotRuleset(arbitre::RulesetHeader header) : Ruleset(std::move(header)) {}
};

class ShotScenario : public arbitre::Scenario
{
public:
    ShotScenario()
        : Scenario("shot.json"),
          ruleset(std::make_shared<ShotRuleset>(arbitre::RulesetHeader{"shot", "s", "Shot", "1", {}, {}}))
    {}
    std::shared_ptr<const arbitre::Ruleset> ruleset;
};

/**
 * A shot: d6 + bonus (+1 aim, −1 cover); 6 or more hits and rolls a d4 of damage (a die only some faces read);
 * with `jam`, a natural 1 is refused after the die; `blocked` is refused before any die. The die is read twice
 * at position 0, as a wrapper of committed dice would.
 */
class ShotSession final : public arbitre::Session
{
public:
    ShotSession() : m_scenario(std::make_shared<ShotScenario>()) {}

    const arbitre::Scenario &scenario() const override { return *m_scenario; }
    const arbitre::Ruleset &ruleset() const override { return *m_scenario->ruleset; }
    std::string title() const override { return "Shot"; }
    const arbitre::EventLog &log() const override { return m_log; }
    arbitre::StateView view() const override { return {}; }

    std::vector<ProcedureSpec> procedures() const override
    {
        ProcedureSpec shot;
        shot.id = "shot";
        shot.inputs.push_back(InputSpec{"bonus", InputKind::Integer, {}, "", false, 0, 3, {}, 0});
        shot.inputs.push_back(InputSpec{
            "modifiers", InputKind::Choices, {}, "", false, 0, 0, {{"aim", {}, {}, {}}, {"cover", {}, {}, {}}}, {}});
        shot.inputs.push_back(InputSpec{"jam", InputKind::Flag, {}, "", false, 0, 0, {}, false});
        ProcedureSpec blocked;
        blocked.id = "blocked";
        return {shot, blocked};
    }

    const Event &play(const ProcedureCall &call, Dice &dice) override
    {
        const ProcedureSpec spec = procedure(call.procedure, call.input);
        checkInput(spec, call.input);
        if (call.procedure == "blocked")
            throw SessionError("blocked: no line of fire (S-1)");
        const int face = dice.rollAt(0, 6);
        if (dice.rollAt(0, 6) != face)
            throw std::logic_error("position 0 read twice gave two faces");
        if (face == 1 && call.input.value("jam", false))
            throw SessionError("jammed (S-2)");
        int total = face + call.input.value("bonus", 0);
        for (const json &id : call.input.value("modifiers", json::array()))
            total += id == "aim" ? 1 : -1;
        Event event{"shot.shot", call.input, {{6, face, dice.source(), "shot"}}, json::object()};
        event.result["die"] = face;
        event.result["total"] = total;
        event.result["hit"] = total >= 6;
        event.result["damage"] = total >= 6 ? dice.rollAt(1, 4) : 0;
        ++m_shots;
        m_log.append(std::move(event));
        return m_log.events().back();
    }
    void append(const Event &event) override { m_log.append(event); }
    void truncate(std::size_t events) override { m_log.truncate(events); }
    std::unique_ptr<arbitre::Session> clone() const override { return std::make_unique<ShotSession>(*this); }
    json toJson(const std::filesystem::path &) const override { return {{"log", m_log.toJson()}, {"shots", m_shots}}; }
    std::string battleLog(arbitre::LogFormat, arbitre::LogLanguage) const override { return {}; }
    std::string eventText(std::size_t index, arbitre::LogLanguage) const override
    {
        return "Shot: " + m_log[index].result.dump();
    }

protected:
    arbitre::EventLog &logToSeal() override { return m_log; }

private:
    std::shared_ptr<const ShotScenario> m_scenario;
    arbitre::EventLog m_log;
    int m_shots = 0;
};

/** Each outcome's probability by its text. */
std::map<std::string, double> byText(const Odds &odds)
{
    std::map<std::string, double> out;
    for (const arbitre::OddsOutcome &outcome : odds.outcomes)
        out[outcome.text] = outcome.probability;
    return out;
}

double sum(const Odds &odds)
{
    double total = 0;
    for (const arbitre::OddsOutcome &outcome : odds.outcomes)
        total += outcome.probability;
    return total;
}

const arbitre::OddsMoment *moment(const Odds &odds, const std::string &pointer)
{
    for (const arbitre::OddsMoment &m : odds.moments)
        if (m.pointer == pointer)
            return &m;
    return nullptr;
}

} // namespace

TEST_CASE("FaceTreeDice walks every face sequence once, dice discovered as they are read", "[odds]")
{
    // Two d6, then a d4 only when they sum to 12: 35 leaves of two dice, 4 of three.
    arbitre::FaceTreeDice tree;
    std::map<int, long double> sums;
    std::size_t leaves = 0;
    long double total = 0;
    do {
        tree.begin();
        const int a = tree.roll(6);
        const int b = tree.roll(6);
        const int extra = a + b == 12 ? tree.roll(4) : 0;
        sums[a + b + extra] += tree.weight();
        total += tree.weight();
        ++leaves;
    } while (tree.next());
    CHECK(leaves == 39);
    CHECK(std::abs(static_cast<double>(total) - 1) < 1e-15);
    CHECK(std::abs(static_cast<double>(sums[7]) - 6.0 / 36) < 1e-15);
    CHECK(std::abs(static_cast<double>(sums[16]) - 1.0 / 144) < 1e-15);
    CHECK(sums.count(12) == 0); // a 12 always rolls on
}

TEST_CASE("S-1 exact odds of a shot: each outcome counted over the faces, expected damage and its spread", "[odds]")
{
    const ShotSession session;
    const json before = session.toJson({});
    const Odds odds = arbitre::computeOdds(session, {"shot", {{"bonus", 1}}});
    CHECK(odds.exact);
    CHECK(odds.leaves == 4 + 2 * 4); // faces 1–4 miss; 5 and 6 hit and roll a d4
    CHECK(odds.maxDice == 2);
    // The default outcome leaves out the die and the total: a miss is one outcome over four faces.
    const auto p = byText(odds);
    REQUIRE(p.size() == 5);
    CHECK(p.at("damage 0, hit false") == Approx(4.0 / 6).epsilon(1e-12));
    CHECK(p.at("damage 3, hit true") == Approx(2.0 / 24).epsilon(1e-12));
    CHECK(std::abs(sum(odds) - 1) < 1e-12);
    CHECK(odds.outcomes.front().example == "Shot: {\"damage\":0,\"die\":1,\"hit\":false,\"total\":2}");
    // E[damage] = 2/6 × 2.5; E[damage²] = 2/6 × 7.5.
    const arbitre::OddsMoment *damage = moment(odds, "/damage");
    REQUIRE(damage != nullptr);
    CHECK(damage->mean == Approx(5.0 / 6).epsilon(1e-12));
    CHECK(damage->sd == Approx(std::sqrt(2.5 - 25.0 / 36)).epsilon(1e-12));
    const arbitre::OddsMoment *total = moment(odds, "/total");
    REQUIRE(total != nullptr);
    CHECK(total->mean == Approx(4.5).epsilon(1e-12));
    CHECK(session.toJson({}) == before);
    CHECK(session.log().empty());
}

TEST_CASE("S-2 a refusal for some faces is an outcome, one before any die is the call's error", "[odds]")
{
    const ShotSession session;
    const Odds odds = arbitre::computeOdds(session, {"shot", {{"jam", true}}});
    const auto p = byText(odds);
    CHECK(p.at("refused: jammed (S-2)") == Approx(1.0 / 6).epsilon(1e-12));
    CHECK(odds.outcomes.front().refusal == "jammed (S-2)");
    CHECK(std::abs(sum(odds) - 1) < 1e-12);
    CHECK_THROWS_WITH(arbitre::computeOdds(session, {"blocked", json::object()}), "blocked: no line of fire (S-1)");
    CHECK_THROWS_AS(arbitre::computeOdds(session, {"shot", {{"bonus", 9}}}), SessionError);
}

TEST_CASE("S-1 sampling agrees with the exact odds within 4 standard errors, and takes over past the leaf limit",
          "[odds]")
{
    const ShotSession session;
    const ProcedureCall call{"shot", {{"bonus", 2}, {"modifiers", {"aim"}}}};
    const Odds exact = arbitre::computeOdds(session, call);
    OddsOptions options;
    options.leafLimit = 3; // fewer than the tree has
    options.runs = 20000;
    const Odds sampled = arbitre::computeOdds(session, call, options);
    CHECK_FALSE(sampled.exact);
    CHECK(sampled.leaves == 20000);
    CHECK(std::abs(sum(sampled) - 1) < 1e-12);
    const auto p = byText(sampled);
    for (const arbitre::OddsOutcome &outcome : exact.outcomes) {
        INFO(outcome.text);
        const double error = std::sqrt(outcome.probability * (1 - outcome.probability) / 20000);
        CHECK(std::abs(p.at(outcome.text) - outcome.probability) < 4 * error);
    }
    for (const arbitre::OddsOutcome &outcome : sampled.outcomes)
        CHECK(outcome.standardError > 0);
    // The same seed, the same odds.
    CHECK(arbitre::oddsToJson(arbitre::computeOdds(session, call, options)) == arbitre::oddsToJson(sampled));
}

TEST_CASE("What-if toggles a modifier in the list offering it, and the odds move as counted", "[odds]")
{
    const ShotSession session;
    const ProcedureCall call{"shot", {{"modifiers", {"cover"}}}};
    bool added = true;
    const ProcedureCall without = arbitre::toggledCall(session, call, "cover", &added);
    CHECK_FALSE(added);
    CHECK(without.input["modifiers"] == json::array());
    const ProcedureCall with = arbitre::toggledCall(session, without, "aim", &added);
    CHECK(added);
    CHECK(with.input["modifiers"] == json{"aim"});
    // Hits: 0 faces with cover (6 − 1 < 6), 1 face without, 2 with aim.
    CHECK(byText(arbitre::computeOdds(session, call)).at("damage 0, hit false") == Approx(1.0).epsilon(1e-12));
    CHECK(byText(arbitre::computeOdds(session, without)).at("damage 0, hit false") == Approx(5.0 / 6).epsilon(1e-12));
    CHECK(byText(arbitre::computeOdds(session, with)).at("damage 0, hit false") == Approx(4.0 / 6).epsilon(1e-12));
    CHECK_THROWS_WITH(arbitre::toggledCall(session, call, "ford"), "shot: no list of choices offers 'ford'");
}

TEST_CASE("oddsToJson names the method, each outcome and the numbers that vary", "[odds]")
{
    const ShotSession session;
    const json out = arbitre::oddsToJson(arbitre::computeOdds(session, {"shot", json::object()}));
    CHECK(out["method"] == "exact");
    CHECK(out["leaves"] == 5 + 4);
    CHECK(out["outcomes"][0]["outcome"] == json{{"damage", 0}, {"hit", false}});
    CHECK(out["outcomes"][0]["probability"].get<double>() == Approx(5.0 / 6).epsilon(1e-12));
    CHECK(out["expected"].size() == 3); // damage, die, total; hit is a flag
}
