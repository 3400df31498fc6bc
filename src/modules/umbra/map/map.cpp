// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/map.h"

namespace arbitre::umbra {

int UmbraMap::findPlace(const std::string &id) const
{
    for (std::size_t i = 0; i < places.size(); ++i) {
        if (places[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

nlohmann::json hexToJson(const UmbraMap &map, Hex hex)
{
    const OffsetCoord cell = map.grid.cellOf(hex);
    return nlohmann::json::array({cell.col, cell.row});
}

} // namespace arbitre::umbra
