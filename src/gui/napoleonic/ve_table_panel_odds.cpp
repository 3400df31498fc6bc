// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The VE table panel as a session procedure and its input, for the odds before the roll (issue 22): the orders
// ordersFromPanel() gives the document, under the keys the procedure's spec declares (ve_session_specs.cpp).
#include "ve_document.h"
#include "ve_window.h"

#include <string>

namespace arbitre::gui {

using nlohmann::json;
using namespace arbitre::napoleonic;

std::string VeWindow::oddsProcedure() const
{
    return std::string(veProcedureId(currentProcedure()));
}

json VeWindow::oddsInput() const
{
    const VeOrders given = ordersFromPanel();
    json input = json::object();
    input["unit"] = given.unit;
    input["target"] = given.target;
    input["with"] = given.with;
    input["defenders"] = given.defenders;
    input["modifiers"] = given.modifiers;
    input["facing"] = given.facing;
    input["blocked"] = given.blocked;
    input["stays"] = given.stays;
    input["result"] = given.result;
    input["to"] = given.to;
    if (given.hex) { // a hex is "col,row" in a spec
        const OffsetCoord cell = m_document->scenario().map.grid.cellOf(*given.hex);
        input["hex"] = std::to_string(cell.col) + "," + std::to_string(cell.row);
    }
    input["facing_to"] = given.facingTo;
    input["leader"] = given.leader;
    input["event"] = given.event;
    input["encircled"] = given.encircled;
    input["holds_enemy_leader"] = given.holdsEnemyLeader;
    input["attach"] = given.attach;
    const auto &sides = m_document->scenario().sides;
    for (std::size_t i = 0; i < given.scores.size() && i < sides.size(); ++i) // VE-A27, in side order
        input[sides[i].id + "_score"] = given.scores[i];
    input["field"] = given.field;
    if (!given.field.empty())
        input["value"] = given.value;
    input["reason"] = given.reason;
    return input;
}

} // namespace arbitre::gui
