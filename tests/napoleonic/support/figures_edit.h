// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The shipped napoleonic-figures ruleset with one parameter changed, loaded like any file.

#include "figures_fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

namespace arbitre::napoleonic::test {

inline std::shared_ptr<const FiguresRuleset> figuresWith(const std::string &key, const nlohmann::json &value)
{
    std::ifstream in(shippedFiguresPath());
    nlohmann::json json = nlohmann::json::parse(in);
    REQUIRE(json["parameters"].contains(key));
    json["parameters"][key] = value;
    const JsonDocument document = JsonDocument::fromText(json.dump(), "edited.json");
    return readFiguresRuleset(document, figuresRegistry().readHeader(document));
}

} // namespace arbitre::napoleonic::test
