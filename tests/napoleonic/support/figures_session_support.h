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

} // namespace arbitre::napoleonic::test
