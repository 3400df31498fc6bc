// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What an Umbra Draconis scenario may hold, checked at load (docs/ruleset-authoring.md, "Limits"). The
// counts are far beyond any table; together with the values' bounds they keep every total of the
// resolution (Force, VS, positions) within an int, so no total can wrap.

#include <cstddef>
#include <cstdint>

namespace arbitre::umbra::limits {

inline constexpr std::size_t MaxSides = 32;           /**< the movement keeps one bit a side per hex */
inline constexpr std::size_t MaxTroopsPerSide = 2000; /**< listed troops and every levy's troops */
inline constexpr std::size_t MaxPersonalitiesPerSide = 100;
/** A scenario's own numbers: machine F (UD-23), VS (UD-42), Forestier (UD-45), scouts VS, skill X and Y. */
inline constexpr std::int64_t MaxValue = 1000;
/** A day of the campaign (UD-67), in the scenario and in its log. */
inline constexpr std::int64_t MaxDay = 1000000;

} // namespace arbitre::umbra::limits
