// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The figures table panel as a session procedure and its input, for the odds before the roll (issue 22): the
// choices orders() gives the document, under the keys the procedure's spec declares (figures_session_specs.h).
#include "common/odds_panel.h"
#include "figures_document.h"
#include "figures_modifier_ticks.h"
#include "figures_sight_picker.h"
#include "figures_window.h"

#include <QComboBox>

namespace arbitre::gui {

using nlohmann::json;
using namespace arbitre::napoleonic;

namespace {

/** Ticks as the spec takes them: the ids in `key`, a scaled modifier's amount as `<modifier>_amount`. */
void putTicks(json &input, const char *key, const std::vector<ModifierChoice> &choices)
{
    json ids = json::array();
    for (const ModifierChoice &choice : choices) {
        ids.push_back(choice.id);
        input[choice.id + "_amount"] = choice.amount; // kept only for a scaled modifier, which declares it
    }
    input[key] = ids;
}

/** M11 (NF-32): the units in sight by id, each counted at the box the GM set (`<unit>_box`) if any. */
void putSight(json &input, const char *key, const std::vector<std::pair<std::string, std::string>> &picked)
{
    json ids = json::array();
    for (const auto &[unit, box] : picked) {
        ids.push_back(unit);
        if (!box.empty())
            input[unit + "_box"] = box;
    }
    input[key] = ids;
}

} // namespace

std::string FiguresWindow::oddsProcedure() const
{
    return std::string(figuresProcedureId(currentProcedure()));
}

json FiguresWindow::oddsInput() const
{
    const FiguresOrders given = orders();
    json input = json::object();
    input["unit"] = given.unit;
    input["target"] = given.target;
    putTicks(input, "modifiers", given.modifiers);
    putTicks(input, "target_modifiers", given.targetModifiers);
    input["test"] = given.test;
    if (!given.enemies.empty() || !given.friends.empty()) { // orders() reads the picker when the spec does
        putSight(input, "friends_in_sight", m_sight->picked(true));
        putSight(input, "enemies_in_sight", m_sight->picked(false));
    }
    input["situation"] = given.situation;
    if (given.figures)
        input["figures"] = *given.figures;
    input["steps_from_objective"] = given.stepsFromObjective;
    input["pa_to_spend"] = given.paToSpend;
    input["threatened_by_cavalry"] = given.threatenedByCavalry;
    input["general"] = given.general;
    input["fires"] = given.fires;
    input["stops"] = given.stops;
    input["to"] = given.to;
    input["pace"] = given.pace;
    input["terrains"] = given.terrains;
    input["backward_step"] = given.backwardStep;
    return input;
}

} // namespace arbitre::gui
