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
/** Legal moves of 1000 troops on a 200 × 200 map (bench_umbra_movement.cpp). */
bool benchUmbraMovement(bool smoke);
/** Day 1 of the demo battle from a loaded session (bench_umbra_day.cpp). */
bool benchUmbraDay(bool smoke);
/** A PM battle phase on the demo's armies (bench_pm_phase.cpp). */
bool benchPmPhase(bool smoke);
/** Exact odds of one procedure of each demo, and the PM demo's sampled phase (bench_odds.cpp). */
bool benchOdds(bool smoke);

} // namespace arbitre::bench
