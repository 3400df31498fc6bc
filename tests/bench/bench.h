// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>

namespace arbitre::bench {

/** Heap allocations made since the program started (counted by the bench's operator new). */
std::size_t allocationCount();

/** One benchmark: runs, prints its figures, returns false if a check failed. `smoke` = a quick run. */
bool benchUmbraResolution(bool smoke);

} // namespace arbitre::bench
