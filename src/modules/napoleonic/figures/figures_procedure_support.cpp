// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_procedure_support.h"

#include <algorithm>

namespace arbitre::napoleonic::detail {

namespace {

struct Picked
{
    const Modifier *modifier = nullptr;
    int amount = 1;
    int value = 0;
};

} // namespace

void checkFace(const FiguresRuleset &rules, int face, std::string_view what)
{
    if (face < 1 || face > rules.dieSides) {
        throw ProcedureError(std::string(what) + ": expected a d" + std::to_string(rules.dieSides) + " face, got " +
                             std::to_string(face));
    }
}

int readRandomDie(const std::array<int, 6> &die, int face)
{
    if (face < 1 || face > static_cast<int>(die.size())) {
        throw ProcedureError("random die: expected a d6 face, got " + std::to_string(face));
    }
    return die[static_cast<std::size_t>(face - 1)];
}

int valueOf(const FiguresRuleset &rules, ModifierList list, std::string_view id, int amount)
{
    const Modifier &modifier = rules.modifier(list, id);
    return modifier.scaled ? modifier.value * amount : modifier.value;
}

void addModifiers(const FiguresRuleset &rules, ModifierList list, std::span<const ModifierChoice> choices,
                  Resolution &out, const SumOptions &options)
{
    const std::vector<Modifier> &modifiers = rules.modifiers[static_cast<std::size_t>(list)];
    std::vector<int> groupOrder;
    std::vector<std::vector<Picked>> byGroup(rules.groups.size());
    for (const ModifierChoice &choice : choices) {
        const std::optional<int> index = rules.modifierIndex(list, choice.id);
        if (!index) {
            throw ProcedureError("unknown modifier '" + choice.id + "'");
        }
        const Modifier &modifier = modifiers[static_cast<std::size_t>(*index)];
        int value = modifier.scaled ? modifier.value * choice.amount : modifier.value;
        if (options.doubleStarred && modifier.doubledCavVsInf) {
            value *= 2;
        }
        const auto group = static_cast<std::size_t>(modifier.group);
        if (value < 0 && !options.threatGroup.empty() && rules.groups[group].id == options.threatGroup) {
            value *= options.threatFactor;
        }
        if (std::find(groupOrder.begin(), groupOrder.end(), modifier.group) == groupOrder.end()) {
            groupOrder.push_back(modifier.group);
        }
        byGroup[group].push_back({&modifier, choice.amount, value});
    }
    for (const int g : groupOrder) {
        const ModifierGroup &group = rules.groups[static_cast<std::size_t>(g)];
        std::vector<Picked> &picked = byGroup[static_cast<std::size_t>(g)];
        if (group.combine == Combine::One && picked.size() > 1) {
            // The group's rule, so a refusal shown before any die is rolled says where to look.
            throw ProcedureError("modifiers '" + picked[0].modifier->id + "' and '" + picked[1].modifier->id +
                                 "' are exclusive (group '" + group.id + "'" +
                                 (group.ruleId.empty() ? "" : ", " + group.ruleId) + ")");
        }
        // `worst`: only the lowest value counts (NF-A20, NF-A52), unless a parameter sums the group.
        const bool worst =
            group.combine == Combine::Worst &&
            std::find(options.sumGroups.begin(), options.sumGroups.end(), group.id) == options.sumGroups.end();
        std::size_t kept = 0;
        for (std::size_t i = 1; i < picked.size(); ++i) {
            if (picked[i].value < picked[kept].value) {
                kept = i;
            }
        }
        int sum = 0;
        for (std::size_t i = 0; i < picked.size(); ++i) {
            const Picked &p = picked[i];
            const bool readingDrops =
                std::find(options.drop.begin(), options.drop.end(), p.modifier->id) != options.drop.end();
            const bool dropped = readingDrops || (worst && i != kept);
            if (dropped) {
                out.modifiers.push_back({p.modifier->id, p.modifier->ruleId, group.id, p.amount, 0, true, false});
            } else {
                out.add(p.modifier->ruleId, p.modifier->id, group.id, p.value, p.amount);
                sum += p.value;
            }
        }
        // Caps bound the group's contribution (M9, M10 −3; M11 ±3).
        if (group.min && sum < *group.min) {
            out.add(group.ruleId, group.id, group.id, *group.min - sum, 1, true);
        } else if (group.max && sum > *group.max) {
            out.add(group.ruleId, group.id, group.id, *group.max - sum, 1, true);
        }
    }
}

} // namespace arbitre::napoleonic::detail
