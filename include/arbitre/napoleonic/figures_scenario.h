// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A napoleonic-figures scenario file (docs/napoleonic-format.md): the sides and their units as
// set up, the ruleset, and the session's event log, read all-or-nothing.

#include "arbitre/core/event_log.h"
#include "arbitre/core/json_document.h"
#include "figures_unit.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace arbitre::napoleonic {

/** A unit as the scenario sets it up: the rules' FiguresUnit plus what only people read. */
struct FiguresScenarioUnit
{
    FiguresUnit unit;
    std::string name;
    std::size_t side = 0; /**< index into FiguresScenario::sides */
};

struct FiguresSide
{
    std::string id;
    std::string name;
};

/** The units of a scenario between events, in file order. A pure function of the file and its log. */
using FiguresState = std::vector<FiguresUnit>;

class FiguresScenario final : public Scenario
{
public:
    FiguresScenario(std::filesystem::path path, std::shared_ptr<const FiguresRuleset> ruleset)
        : Scenario(std::move(path)), m_ruleset(std::move(ruleset))
    {}

    const FiguresRuleset &ruleset() const { return *m_ruleset; }

    std::string name;
    std::string rulesetRef; /**< the `ruleset` key as written */
    std::vector<FiguresSide> sides;
    std::vector<FiguresScenarioUnit> units;
    EventLog log;
    nlohmann::json extra = nlohmann::json::object(); /**< `$schema`, `description`: kept verbatim on save */

    /** The units before any event. */
    FiguresState initialState() const;
    /** Index of unit `id` in `units` (and in a FiguresState), or nullopt. */
    std::optional<std::size_t> unitIndex(std::string_view id) const;

private:
    std::shared_ptr<const FiguresRuleset> m_ruleset;
};

/** Reads a scenario whose ruleset is already loaded. Throws LoadError with every problem located. */
std::shared_ptr<const FiguresScenario> readFiguresScenario(const JsonDocument &document,
                                                           std::shared_ptr<const FiguresRuleset> ruleset);

/** A unit as the scenario writes it (`sides[].units[]` and the `state` snapshot); ids from the ruleset. */
nlohmann::json figuresUnitToJson(const FiguresRuleset &rules, const FiguresScenarioUnit &setup,
                                 const FiguresUnit &unit);

/** The ids the scenario uses for arms and strength kinds. */
std::string_view armId(Arm arm);
std::string_view strengthKindId(StrengthKind kind);

} // namespace arbitre::napoleonic
