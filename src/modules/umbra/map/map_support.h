// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: small facts about units on the map, shared by the day loop and the
// confrontation detection.

#include "arbitre/umbra/state.h"

#include <algorithm>
#include <vector>

namespace arbitre::umbra::detail {

/** A troop that stands on the map and can act: present, with a hex. */
inline bool onField(const Troop &troop)
{
    return troop.present() && troop.onMap;
}

inline bool onField(const Personality &personality)
{
    return personality.present() && personality.onMap;
}

/** The slot of `side` in a confrontation, or −1. */
inline int slotOf(const Confrontation &c, int side)
{
    return c.sides[0] == side ? 0 : (c.sides[1] == side ? 1 : -1);
}

inline bool contains(const std::vector<int> &items, int value)
{
    return std::find(items.begin(), items.end(), value) != items.end();
}

} // namespace arbitre::umbra::detail
