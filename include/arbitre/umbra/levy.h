// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/explanation.h"
#include "arbitre/umbra/ruleset.h"

#include <vector>

namespace arbitre::umbra {

/** What a lord's domain can raise when the ban is called (UD-12–UD-16); counts entered by the GM (UD-A3). */
struct Domain
{
    int groupesDeMetayers = 0; /**< Groupes de Métayers: one piétaille each (UD-16) */
    int chevaliers = 0;        /**< knights (UD-13) */
    int ecuyers = 0;           /**< squires (UD-13) */
    int hommesDArmes = 0;      /**< men-at-arms (UD-14) */
};

/** What arrives at the start of one stage's day (UD-18, UD-A7). */
struct LevyArrival
{
    int day = 1;
    int pietailles = 0;
    int unites = 0;

    friend bool operator==(const LevyArrival &, const LevyArrival &) = default;
};

/** The ban of one domain: totals, the schedule and why (UD-13–UD-19). */
struct LevyResult
{
    int pietailles = 0;     /**< = groupes de métayers (UD-16) */
    int cavalryUnits = 0;   /**< (knights + squires) / riders per unit (UD-14, UD-A5) */
    int menAtArmsUnits = 0; /**< men-at-arms / men-at-arms per unit (UD-14, UD-A4); unit types are the GM's */
    int unites = 0;         /**< cavalryUnits + menAtArmsUnits */
    std::vector<LevyArrival> arrivals; /**< one per levy.schedule stage, in schedule order */
    Explanation explanation;
};

/**
 * Raises the ban of `domain` (UD-13–UD-19): the counts, then each stage's arrivals with
 * levy.rounding and levy.rounding_basis (UD-A7). `cumulative`: a stage brings its rounded
 * cumulative share, clamped to the total, minus what came before. `per_stage`: each stage's
 * share rounded alone and capped to what remains; the stage that completes 100 % brings the
 * rest. Exact integer arithmetic. Throws std::invalid_argument on a negative count or a
 * non-positive unit size.
 */
LevyResult banLevy(const UmbraRuleset &rules, const Domain &domain);

/**
 * The arrivals of a levy of `pietailles` piétailles and `unites` unités over levy.schedule
 * (UD-18, UD-19, UD-A7), as banLevy() spreads them: one entry per stage, in schedule order.
 */
std::vector<LevyArrival> levySchedule(const UmbraRuleset &rules, int pietailles, int unites);

/**
 * How many of the `pietaillesDue` piétailles a lieu-dit that has suffered a confrontation may
 * still raise, when it has already raised `alreadyRaised` (UD-70, UD-A10): at most
 * levy.contested_place_max_pietaille in total. Never negative.
 */
int contestedPlaceLevy(const UmbraParameters &parameters, int pietaillesDue, int alreadyRaised);

/** `numerator` / `denominator` made whole with `rounding`, exactly (numerator ≥ 0, denominator > 0). */
int roundedFraction(long long numerator, long long denominator, Rounding rounding);

} // namespace arbitre::umbra
