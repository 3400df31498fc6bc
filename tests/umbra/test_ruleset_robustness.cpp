// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using Json = nlohmann::json;

namespace {

/** Every JSON pointer of the document, parents before children. */
void collectPointers(const Json &value, const Json::json_pointer &at, std::vector<Json::json_pointer> &out)
{
    out.push_back(at);
    if (value.is_object()) {
        for (const auto &[key, member] : value.items()) {
            collectPointers(member, at / key, out);
        }
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) {
            collectPointers(value[i], at / i, out);
        }
    }
}

/** Loads `json`; true if it loaded, false on a LoadError. Anything else escapes and fails the test. */
bool loads(const Json &json)
{
    ModuleRegistry registry;
    registerModule(registry);
    try {
        const JsonDocument document = JsonDocument::fromText(json.dump(), "mutated.json");
        readRuleset(document, registry.readHeader(document));
        return true;
    } catch (const LoadError &error) {
        CHECK_FALSE(error.diagnostics().empty());
        return false;
    }
}

} // namespace

// A designer's typo anywhere must give diagnostics, never a crash or a half-loaded ruleset.
TEST_CASE("Every value of the shipped ruleset replaced by a wrong one is reported, never crashes",
          "[ruleset][errors][robustness]")
{
    std::ifstream in(arbitre::umbra::test::shippedRulesetPath());
    const Json shipped = Json::parse(in);
    std::vector<Json::json_pointer> pointers;
    collectPointers(shipped, Json::json_pointer(), pointers);
    const std::vector<Json> replacements{nullptr, "x", -1, Json::object(), 99999};
    // Every Stride-th value (Stride and the replacement count are coprime, so every value kind meets
    // every replacement across the file); the full sweep takes ten seconds in a debug build.
    constexpr std::size_t Stride = 7;
    std::size_t rejected = 0;
    std::size_t tried = 0;
    for (std::size_t i = 1; i < pointers.size(); i += Stride) {
        Json mutated = shipped;
        mutated[pointers[i]] = replacements[i % replacements.size()];
        INFO(pointers[i].to_string() + " = " + replacements[i % replacements.size()].dump());
        rejected += loads(mutated) ? 0 : 1;
        ++tried;
    }
    // Free texts (labels) accept a string, optional numbers accept null: most values do not.
    CHECK(rejected > tried * 3 / 4);
}
