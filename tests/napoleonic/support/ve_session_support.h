// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the vive-l-empereur session tests: the demo scenario, edited copies of it, orders.

#include "arbitre/napoleonic/ve_session.h"
#include "ve_fixtures.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <unistd.h>

namespace arbitre::napoleonic::test {

inline std::filesystem::path veDemoPath()
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / "vive-l-empereur-demo.json";
}

inline nlohmann::json veDemoJson()
{
    std::ifstream in(veDemoPath());
    return nlohmann::json::parse(in);
}

inline std::shared_ptr<const VeScenario> loadVe(const std::filesystem::path &path)
{
    return std::dynamic_pointer_cast<const VeScenario>(figuresRegistry().loadScenario(path));
}

/** `scenario` written to a temporary file (its ruleset by absolute path), loaded, the file removed. */
inline std::shared_ptr<const VeScenario> loadVeJson(nlohmann::json scenario, const std::string &name = "scenario")
{
    scenario["ruleset"] = shippedVePath().string();
    scenario.erase("$schema");
    const auto path =
        std::filesystem::temp_directory_path() / ("arbitre-ve-" + name + "-" + std::to_string(::getpid()) + ".json");
    {
        std::ofstream out(path);
        out << scenario.dump(2);
    }
    struct Remove
    {
        std::filesystem::path path;
        ~Remove() { std::filesystem::remove(path); }
    } remove{path};
    return loadVe(path);
}

inline VeSession veDemoSession()
{
    return VeSession(loadVe(veDemoPath()));
}

inline VeOrders veOrders(std::string unit, std::string target = "")
{
    VeOrders out;
    out.unit = std::move(unit);
    out.target = std::move(target);
    return out;
}

/** A hex of the demo map written [col, row]. */
inline Hex veHex(const VeSession &session, int col, int row)
{
    return session.scenario().map.grid.hexOf({col, row});
}

/** The value of the modifier `id` in an event's result (summed; 0 when absent). */
inline int veModifier(const nlohmann::json &result, const std::string &id)
{
    int sum = 0;
    for (const auto &m : result["modifiers"])
        sum += m["id"] == id ? m["value"].get<int>() : 0;
    return sum;
}

} // namespace arbitre::napoleonic::test
