// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the napoleonic-figures session tests: the demo scenario and short-hand orders.

#include "arbitre/napoleonic/figures_session.h"
#include "figures_builders.h"
#include "figures_fixtures.h"

#include <initializer_list>
#include <string>

namespace arbitre::napoleonic::test {

inline std::filesystem::path demoScenarioPath()
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / "napoleonic-figures-demo.json";
}

inline std::shared_ptr<const FiguresScenario> loadFigures(const std::filesystem::path &path)
{
    return std::dynamic_pointer_cast<const FiguresScenario>(figuresRegistry().loadScenario(path));
}

inline std::shared_ptr<const FiguresScenario> demoScenario()
{
    return loadFigures(demoScenarioPath());
}

inline FiguresOrders orders(std::string unit, std::string target, std::initializer_list<const char *> modifiers)
{
    FiguresOrders out;
    out.unit = std::move(unit);
    out.target = std::move(target);
    for (const char *id : modifiers)
        out.modifiers.push_back({id, 1});
    return out;
}

/** The value of modifier `id` in an event's result (summed; 0 when absent). */
inline int modifierValue(const nlohmann::json &result, const std::string &id)
{
    int sum = 0;
    for (const auto &m : result["modifiers"])
        sum += m["id"] == id ? m["value"].get<int>() : 0;
    return sum;
}

/** NF-T2 on the session: A's MAC test on I, then I's test at the halt (two dice). */
inline void playT2(FiguresSession &session, Dice &dice)
{
    FiguresOrders charge = orders("A", "I", {"support_one_arm", "flank_secure"});
    charge.test = "mac";
    charge.paToSpend = 3;
    charge.friends = {"avance", "arret"};
    charge.enemies = {"arret"};
    charge.targetModifiers = {{"flank_threatened", 1}};
    session.apply(FiguresProcedure::Morale, charge, dice);
    FiguresOrders stand = orders("I", "A", {"under_fire_roundshot", "flank_threatened"});
    stand.test = "standing";
    stand.threatenedByCavalry = true;
    stand.friends = {"arret"};
    stand.enemies = {"charge", "avance", "arret"};
    session.apply(FiguresProcedure::Morale, stand, dice);
}

} // namespace arbitre::napoleonic::test
