// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"

#include <cstdint>
#include <utility>

namespace arbitre::umbra {

namespace {

// Table indexes in UmbraRuleset::tables (table_i … table_iv, UD-87).
constexpr int TableEgalite = 0;
constexpr int TableSuperieur = 1;
constexpr int TableDouble = 2;
constexpr int TableTriple = 3;

// stronger ≥ ratio × weaker (or >), in integers; a weaker total of 0 is an infinite ratio (UD-A58).
bool reachesRatio(const UmbraParameters &parameters, int stronger, int weaker, int ratio)
{
    if (weaker <= 0) {
        return stronger > 0;
    }
    const std::int64_t threshold = static_cast<std::int64_t>(ratio) * weaker;
    return parameters.ratioInclusive ? stronger >= threshold : stronger > threshold;
}

TableChoice choice(int table, int difference, const char *ruleId, const char *reason, TableChoice::Why why)
{
    TableChoice result;
    result.why = why;
    result.table = table;
    result.difference = difference;
    result.ruleId = ruleId;
    result.reason = reason;
    return result;
}

} // namespace

TableChoice chooseTable(const UmbraRuleset &rules, int stronger, int weaker)
{
    if (stronger < weaker) {
        std::swap(stronger, weaker);
    }
    const UmbraParameters &parameters = rules.parameters;
    const int difference = stronger - weaker;
    const bool tieBand = difference <= parameters.tieMaxDifference;

    // UD-A57, UD-A58: by default the tie band wins over the ratios (2 vs 1 is Table I).
    if (tieBand && parameters.tieBandOverridesRatio) {
        return choice(TableEgalite, difference, "UD-A57", "difference within the tie band", TableChoice::Why::TieBand);
    }
    if (reachesRatio(parameters, stronger, weaker, parameters.tripleRatio)) {
        return choice(TableTriple, difference, "UD-A58", "triple ratio", TableChoice::Why::TripleRatio);
    }
    if (reachesRatio(parameters, stronger, weaker, parameters.doubleRatio)) {
        return choice(TableDouble, difference, "UD-A58", "double ratio", TableChoice::Why::DoubleRatio);
    }
    if (tieBand) {
        return choice(TableEgalite, difference, "UD-A57", "difference within the tie band", TableChoice::Why::TieBand);
    }
    if (difference >= parameters.superiorMinDifference) {
        return choice(TableSuperieur, difference, "UD-A57", "superior difference",
                      TableChoice::Why::SuperiorDifference);
    }
    // Between the tie band and the superior difference (only when the parameters leave a gap).
    return choice(TableEgalite, difference, "UD-A57", "difference below the superior threshold",
                  TableChoice::Why::BelowSuperior);
}

int countedUnits(const UmbraRuleset &rules, const SideTotal &a, const SideTotal &b)
{
    // UD-84, UD-A53: troops of both sides, personalities never.
    int units = a.troops + b.troops;
    if (!rules.parameters.majorBattleCountPietaille) {
        units -= a.pietailles + b.pietailles;
    }
    return units;
}

bool isMajorBattle(const UmbraRuleset &rules, int countedUnits)
{
    return countedUnits >= rules.parameters.majorBattleMinUnits;
}

} // namespace arbitre::umbra
