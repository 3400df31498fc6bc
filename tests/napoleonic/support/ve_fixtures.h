// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the vive-l-empereur tests: the shipped ruleset, loaded once, and edited copies.

#include "figures_fixtures.h"

#include "arbitre/napoleonic/ve_procedures.h"

#include <fstream>
#include <nlohmann/json.hpp>

namespace arbitre::napoleonic::test {

inline std::filesystem::path shippedVePath()
{
    return arbitre::test::sourceDir() / "rulesets" / "vive-l-empereur.json";
}

inline const VeRuleset &shippedVe()
{
    static const std::shared_ptr<const VeRuleset> rules =
        std::dynamic_pointer_cast<const VeRuleset>(figuresRegistry().loadRuleset(shippedVePath()));
    return *rules;
}

inline nlohmann::json shippedVeJson()
{
    static const nlohmann::json json = [] {
        std::ifstream in(shippedVePath());
        return nlohmann::json::parse(in);
    }();
    return json;
}

/** The ruleset read from an edited copy of the shipped JSON. Throws LoadError. */
inline std::shared_ptr<const VeRuleset> veFrom(const nlohmann::json &json)
{
    const JsonDocument document = JsonDocument::fromText(json.dump(2), "edited.json");
    return readVeRuleset(document, figuresRegistry().readHeader(document));
}

/** A unit with counter values; the tests change what they need. */
inline VeUnit veUnit(VeArm arm, std::string formation)
{
    VeUnit u;
    u.arm = arm;
    u.formation = std::move(formation);
    return u;
}

} // namespace arbitre::napoleonic::test
