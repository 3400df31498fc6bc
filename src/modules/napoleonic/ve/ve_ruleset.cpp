// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_ruleset.h"

namespace arbitre::napoleonic {

namespace {

const VeCode *find(const std::vector<std::pair<std::string, VeCode>> &codes, std::string_view cell)
{
    for (const auto &[key, code] : codes) {
        if (key == cell) {
            return &code;
        }
    }
    return nullptr;
}

} // namespace

const VeCode *VeRuleset::fireCode(std::string_view cell) const
{
    return find(fireCodes, cell);
}

const VeCode *VeRuleset::meleeCode(std::string_view cell) const
{
    return find(meleeCodes, cell);
}

const VeFormation *VeRuleset::formation(VeArm arm, std::string_view id) const
{
    for (const VeFormation &f : formations) {
        if (f.arm == arm && f.id == id) {
            return &f;
        }
    }
    return nullptr;
}

const StateActions *VeRuleset::state(std::string_view id) const
{
    for (const StateActions &s : states) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

} // namespace arbitre::napoleonic
