// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The turn the confrontation dock would resolve, as the `turn` procedure's input (umbra_procedures.cpp declares
// its keys): what the odds panel computes on. A decision names its confrontation by number ("2:blue").
#include "confrontation_dock.h"

#include "arbitre/umbra/session.h"

#include <algorithm>
#include <string>

namespace arbitre::gui {

using nlohmann::json;

json turnOddsInput(const umbra::TurnDraft &draft)
{
    json input = json::object();
    json named = json::array();
    json allocation = json::array();
    json contournement = json::array();
    json superior = json::array();
    json table = json::array();
    json roller = json::array();
    std::string reason;
    for (const umbra::ConfrontationOrders &orders : draft.orders()) {
        const std::string number = std::to_string(orders.confrontation + 1); // as the spec and the dock number them
        named.push_back(number);
        for (const std::string &member : orders.allocation)
            allocation.push_back(member); // UD-88: the session finds each member's confrontation
        for (const umbra::ConfrontationOrders::Aim &aim : orders.contournement) // UD-49
            contournement.push_back(number + ":" + aim.side + ":" +
                                    (aim.troopType.empty() ? "@" + aim.personality : aim.troopType));
        for (const auto &[side, points] : orders.discipline) // UD-51
            input["discipline_" + number + "_" + side] = points;
        if (orders.superior) // UD-A55
            superior.push_back(number + ":" + *orders.superior);
        const umbra::ConfrontationOrders::Override &gm = orders.gmOverride; // UD-M5
        for (const auto &[side, total] : gm.totals)
            input["override_total_" + number + "_" + side] = total;
        if (gm.table)
            table.push_back(number + ":" + *gm.table);
        if (gm.roller)
            roller.push_back(number + ":" + *gm.roller);
        if (!gm.empty())
            reason = gm.reason;
    }
    // Every confrontation fought is resolved by the turn, decided or not.
    for (const umbra::DraftConfrontation &item : draft.items()) {
        const std::string number = std::to_string(item.confrontation + 1);
        if (std::find(named.begin(), named.end(), json(number)) == named.end())
            named.push_back(number);
    }
    input["confrontations"] = named;
    input["allocation"] = allocation;
    input["contournement"] = contournement;
    input["superior"] = superior;
    input["override_table"] = table;
    input["override_roller"] = roller;
    input["override_reason"] = reason;
    return input;
}

} // namespace arbitre::gui
