// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/levy.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace arbitre::umbra {

namespace {

constexpr long long PercentBase = 100;

std::string_view roundingName(Rounding rounding)
{
    switch (rounding) {
    case Rounding::Floor:
        return "floor";
    case Rounding::Ceil:
        return "ceil";
    case Rounding::HalfUp:
        return "half up";
    case Rounding::HalfEven:
        return "half even";
    case Rounding::From04:
        return "up from .4";
    }
    return "?";
}

// `numerator / denominator` as an exact decimal when it terminates within 4 places ("3.75"), else "22/7".
std::string quotient(long long numerator, long long denominator)
{
    std::string out = std::to_string(numerator / denominator);
    long long remainder = numerator % denominator;
    if (remainder == 0) {
        return out;
    }
    std::string decimals;
    for (int place = 0; place < 4 && remainder != 0; ++place) {
        remainder *= 10;
        decimals += static_cast<char>('0' + remainder / denominator);
        remainder %= denominator;
    }
    if (remainder != 0) {
        return std::to_string(numerator) + "/" + std::to_string(denominator);
    }
    return out + "." + decimals;
}

// "1 unit", "4 units".
std::string units(int count)
{
    return std::to_string(count) + (count == 1 ? " unit" : " units");
}

void requireCount(int value, const char *what)
{
    if (value < 0) {
        throw std::invalid_argument(std::string("levy: negative count of ") + what);
    }
}

void requireUnitSize(int value, const char *what)
{
    if (value <= 0) {
        throw std::invalid_argument(std::string("levy: ") + what + " must be positive");
    }
}

// One column of the schedule (piétailles or unités) for one stage.
struct StageCount
{
    int arrive = 0;
    std::string text;
};

} // namespace

int roundedFraction(long long numerator, long long denominator, Rounding rounding)
{
    if (numerator < 0 || denominator <= 0) {
        throw std::invalid_argument("roundedFraction: numerator must be >= 0 and denominator > 0");
    }
    const long long whole = numerator / denominator;
    const long long remainder = numerator % denominator;
    bool up = false;
    switch (rounding) {
    case Rounding::Floor:
        break;
    case Rounding::Ceil:
        up = remainder != 0;
        break;
    case Rounding::HalfUp:
        up = 2 * remainder >= denominator;
        break;
    case Rounding::HalfEven:
        up = 2 * remainder > denominator || (2 * remainder == denominator && whole % 2 != 0);
        break;
    case Rounding::From04:
        up = 10 * remainder >= 4 * denominator; // .4 rounds up, .3 down (UD-A7 reading 2)
        break;
    }
    return static_cast<int>(whole + (up ? 1 : 0));
}

namespace {

// UD-18, UD-19, UD-A7: the schedule, with its explanation when `why` is given.
std::vector<LevyArrival> scheduleArrivals(const UmbraRuleset &rules, int pietailles, int unites, Explanation *why)
{
    const UmbraParameters &p = rules.parameters;
    const bool cumulative = p.levyBasis == UmbraParameters::LevyBasis::Cumulative;
    const std::string basisText =
        std::string(roundingName(p.levyRounding)) + (cumulative ? ", cumulative" : ", per stage");
    long long cumulativePercent[2] = {0, 0};
    int raised[2] = {0, 0};
    const int totals[2] = {pietailles, unites};
    const char *const names[2] = {"piétailles", "unités"};

    auto stage = [&](int column, int percent) {
        StageCount count;
        const int total = totals[column];
        const std::string head = std::string(names[column]) + " ";
        if (cumulative) {
            cumulativePercent[column] += percent;
            const long long exact = cumulativePercent[column] * total;
            const int rounded = roundedFraction(exact, PercentBase, p.levyRounding);
            const int reached = std::min(rounded, total);
            count.arrive = std::max(0, reached - raised[column]);
            count.text = head + std::to_string(cumulativePercent[column]) + " % cumulative × " + std::to_string(total) +
                         " = " + quotient(exact, PercentBase) + " → " + std::to_string(rounded);
            if (reached != rounded) {
                count.text += ", capped to the total " + std::to_string(total);
            }
            count.text += " − " + std::to_string(raised[column]) + " raised → " + std::to_string(count.arrive);
        } else {
            // Each stage rounded alone, capped to what remains; the stage that completes 100 % brings
            // the rest, so a rounding down never loses troops.
            cumulativePercent[column] += percent;
            const long long exact = static_cast<long long>(percent) * total;
            const int rounded = roundedFraction(exact, PercentBase, p.levyRounding);
            const int remaining = total - raised[column];
            const bool completes = cumulativePercent[column] >= PercentBase;
            count.arrive = completes ? remaining : std::min(rounded, remaining);
            count.text = head + std::to_string(percent) + " % × " + std::to_string(total) + " = " +
                         quotient(exact, PercentBase) + " → " + std::to_string(rounded);
            if (count.arrive < rounded) {
                count.text += ", capped to the remaining " + std::to_string(remaining);
            } else if (count.arrive > rounded) {
                count.text += ", the last stage brings the remaining " + std::to_string(remaining);
            }
            count.text += " → " + std::to_string(count.arrive);
        }
        raised[column] += count.arrive;
        return count;
    };

    std::vector<LevyArrival> arrivals;
    arrivals.reserve(rules.levySchedule.size());
    for (const LevyStage &levyStage : rules.levySchedule) {
        const StageCount pietailleCount = stage(0, levyStage.pietaillePercent);
        const StageCount uniteCount = stage(1, levyStage.unitesPercent);
        arrivals.push_back({levyStage.day, pietailleCount.arrive, uniteCount.arrive});
        if (why)
            why->push_back({"UD-18, UD-19, UD-A7", "day " + std::to_string(levyStage.day) + " (" + basisText +
                                                       "): " + pietailleCount.text + "; " + uniteCount.text});
    }
    for (int column = 0; column < 2; ++column) {
        if (raised[column] < totals[column]) {
            if (why)
                why->push_back({"UD-18, UD-A8", std::to_string(totals[column] - raised[column]) + " " + names[column] +
                                                    " never arrive: the schedule does not reach 100 %"});
        }
    }
    return arrivals;
}

} // namespace

LevyResult banLevy(const UmbraRuleset &rules, const Domain &domain)
{
    const UmbraParameters &p = rules.parameters;
    requireCount(domain.groupesDeMetayers, "groupes de métayers");
    requireCount(domain.chevaliers, "chevaliers");
    requireCount(domain.ecuyers, "écuyers");
    requireCount(domain.hommesDArmes, "hommes d'armes");
    requireUnitSize(p.ridersPerCavalryUnit, "levy.riders_per_cavalry_unit");
    requireUnitSize(p.menAtArmsPerUnit, "levy.men_at_arms_per_unit");

    LevyResult result;
    Explanation &why = result.explanation;

    // UD-16: one piétaille per Groupe de Métayers.
    result.pietailles = domain.groupesDeMetayers;
    why.push_back({"UD-16", std::to_string(result.pietailles) +
                                " piétailles = " + std::to_string(domain.groupesDeMetayers) + " groupes de métayers"});

    // UD-14, UD-A5: knights and squires together, so many riders per cavalry unit.
    const long long riders = static_cast<long long>(domain.chevaliers) + domain.ecuyers;
    result.cavalryUnits = roundedFraction(riders, p.ridersPerCavalryUnit, p.cavalryRounding);
    why.push_back({"UD-14, UD-A5",
                   "cavalry " + units(result.cavalryUnits) + " = (" + std::to_string(domain.chevaliers) +
                       " chevaliers + " + std::to_string(domain.ecuyers) + " écuyers) " + std::to_string(riders) +
                       " / " + std::to_string(p.ridersPerCavalryUnit) + " = " +
                       quotient(riders, p.ridersPerCavalryUnit) + ", " + std::string(roundingName(p.cavalryRounding))});

    // UD-14, UD-A4: a group of men-at-arms forms one unité; the GM chooses each unit's type.
    result.menAtArmsUnits = roundedFraction(domain.hommesDArmes, p.menAtArmsPerUnit, p.menAtArmsRounding);
    why.push_back({"UD-14, UD-A4", "men-at-arms " + units(result.menAtArmsUnits) + " = " +
                                       std::to_string(domain.hommesDArmes) + " hommes d'armes / " +
                                       std::to_string(p.menAtArmsPerUnit) + " = " +
                                       quotient(domain.hommesDArmes, p.menAtArmsPerUnit) + ", " +
                                       std::string(roundingName(p.menAtArmsRounding))});

    result.unites = result.cavalryUnits + result.menAtArmsUnits;
    why.push_back({"UD-14", std::to_string(result.unites) + " unités = " + std::to_string(result.cavalryUnits) +
                                " cavalry + " + std::to_string(result.menAtArmsUnits) + " men-at-arms"});

    result.arrivals = scheduleArrivals(rules, result.pietailles, result.unites, &why);
    return result;
}

std::vector<LevyArrival> levySchedule(const UmbraRuleset &rules, int pietailles, int unites)
{
    requireCount(pietailles, "piétailles");
    requireCount(unites, "unités");
    return scheduleArrivals(rules, pietailles, unites, nullptr);
}

int contestedPlaceLevy(const UmbraParameters &parameters, int pietaillesDue, int alreadyRaised)
{
    const int allowed = std::max(0, parameters.contestedPlaceMaxPietaille - std::max(0, alreadyRaised));
    return std::clamp(pietaillesDue, 0, allowed);
}

} // namespace arbitre::umbra
