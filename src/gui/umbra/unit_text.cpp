// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "unit_text.h"

#include "arbitre/umbra/map.h"
#include "arbitre/umbra/movement.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"
#include "arbitre/umbra/term_words.h"
#include "common/ruleset_labels.h"

#include <QStringList>

namespace arbitre::gui {

QString UnitText::signedNumber(int value)
{
    // U+2212 MINUS SIGN: the typographic minus lines up with the plus in a column of terms.
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("+%1").arg(value);
}

std::optional<umbra::MemberRef> UnitText::memberById(const umbra::BattleState &state, const std::string &id)
{
    umbra::MemberRef ref;
    for (std::size_t side = 0; side < state.sides.size(); ++side)
        if (umbra::findMember(state, static_cast<int>(side), id, ref))
            return ref;
    return std::nullopt;
}

QString UnitText::name(const umbra::BattleState &state, const umbra::MemberRef &ref)
{
    const umbra::Side &side = state.sides[static_cast<std::size_t>(ref.side)];
    const auto index = static_cast<std::size_t>(ref.index);
    const bool troop = ref.kind == umbra::MemberRef::Kind::Troop;
    const std::string &given = troop ? side.troops[index].name : side.personalities[index].name;
    return QString::fromStdString(given.empty() ? (troop ? side.troops[index].id : side.personalities[index].id)
                                                : given);
}

QString UnitText::name(const umbra::BattleState &state, const std::string &id)
{
    const auto ref = memberById(state, id);
    return ref ? name(state, *ref) : QString::fromStdString(id);
}

QString UnitText::troopStatus(umbra::TroopStatus status)
{
    using umbra::TroopStatus;
    switch (status) {
    case TroopStatus::Present:
        return tr("Present");
    case TroopStatus::Elimine:
        return tr("Eliminated");
    case TroopStatus::Disloque:
        return tr("Broken up");
    case TroopStatus::EnFuite:
        return tr("Fleeing");
    case TroopStatus::Deserte:
        return tr("Deserted");
    case TroopStatus::ALever:
        return tr("To be raised");
    case TroopStatus::NonLevee:
        return tr("Not raised");
    }
    return {};
}

QString UnitText::personalityStatus(umbra::PersonalityStatus status)
{
    return status == umbra::PersonalityStatus::Present ? tr("Present") : tr("Captured");
}

QString UnitText::term(const umbra::UmbraRuleset &rules, std::string_view label)
{
    auto find = [label](const auto &items) -> const Label * {
        for (const auto &item : items) {
            if (item.id == label)
                return &item.label;
        }
        return nullptr;
    };
    // Scale levels say little alone ("Good"), so they carry the scale's name.
    if (const Label *found = find(rules.armement))
        return tr("Armament: %1").arg(termLabel(*found, label));
    if (const Label *found = find(rules.fatigue.levels))
        return tr("Fatigue: %1").arg(termLabel(*found, label));
    if (const Label *found = find(rules.troopTypes))
        return termLabel(*found, label);
    if (const Label *found = find(rules.troopAdjectives))
        return termLabel(*found, label);
    if (const Label *found = find(rules.personalityRanks))
        return termLabel(*found, label);
    if (const Label *found = find(rules.skills))
        return termLabel(*found, label);
    if (const Label *found = find(rules.positions))
        return termLabel(*found, label);
    // The terms the force computation adds itself (src/modules/umbra/procedures/force.cpp, side_total.cpp).
    if (const Label *found = umbra::forceTermLabel(label))
        return termLabel(*found, label);
    return fromStd(label).replace(QLatin1Char('_'), QLatin1Char(' ')); // an id without a label reads as words
}

QString UnitText::termValue(const Term &term)
{
    return term.replaces ? QStringLiteral("= %1").arg(term.value) : signedNumber(term.value);
}

QString UnitText::breakdown(const umbra::UmbraRuleset &rules, const Breakdown &breakdown)
{
    QStringList lines;
    for (const Term &item : breakdown) {
        lines << tr("%1 %2 (%3)").arg(term(rules, item.label), termValue(item), fromStd(item.ruleId));
    }
    lines << tr("Force %1").arg(breakdown.total());
    return lines.join(QLatin1Char('\n'));
}

QString UnitText::troopHex(const umbra::UmbraMap &map, const umbra::Troop &troop)
{
    if (troop.status == umbra::TroopStatus::ALever)
        return tr("arrives day %1").arg(troop.arrivalDay);
    return hex(map, troop.onMap, troop.hex);
}

QString UnitText::hex(const umbra::UmbraMap &map, bool onMap, const Hex &where)
{
    if (!onMap || !map.present())
        return QStringLiteral("\u2014");
    const OffsetCoord cell = map.grid.cellOf(where);
    return QStringLiteral("[%1, %2]").arg(cell.col).arg(cell.row);
}

} // namespace arbitre::gui
