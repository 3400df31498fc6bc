// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What each kind of row of the order of battle shows, role by role.
#include "order_of_battle_model.h"

#include "arbitre/umbra/force.h"
#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"
#include "common/ruleset_labels.h"
#include "umbra/umbra_document.h"
#include "umbra/unit_text.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <limits>

namespace arbitre::gui {

using umbra::Personality;
using umbra::Side;
using umbra::Troop;
using umbra::UmbraRuleset;

namespace {

// Sort keys for the Hex column: on the map by column then row, then the levies by arrival day, then the rest.
constexpr int OffMapKey = std::numeric_limits<int>::max();
constexpr int ArrivalKeyBase = 1'000'000;

// The terrain a personality's Forestier X looks at: its hex's, else the scenario's (UD-45).
int terrainOf(const UmbraDocument &document, bool onMap, Hex hex)
{
    const umbra::UmbraMap &map = document.map();
    if (onMap && map.present() && map.contains(hex))
        return map.terrainAt(hex);
    return document.state().terrain;
}

int hexKey(const umbra::UmbraMap &map, bool onMap, Hex hex)
{
    if (!onMap || !map.present())
        return OffMapKey;
    const OffsetCoord cell = map.grid.cellOf(hex);
    return cell.col * 1000 + cell.row;
}

} // namespace

QVariant OrderOfBattleModel::sideData(const Node &node, int column, int role) const
{
    const Side &side = m_document->state().sides[static_cast<std::size_t>(node.side)];
    const UmbraRuleset &rules = m_document->ruleset();
    const bool force = column == ForceColumn;
    switch (role) {
    case Qt::DisplayRole:
        if (column == NameColumn)
            return QString::fromStdString(side.name);
        if (force)
            return umbra::armyStrength(rules, side, m_document->state().terrain);
        return {};
    case Qt::ToolTipRole:
        if (force)
            return tr("Army strength: the Force of the present troops and personalities (UD-43)");
        return tr("%1 (%2): %n troop(s)", "", static_cast<int>(side.troops.size()))
            .arg(QString::fromStdString(side.name), QString::fromStdString(side.id));
    case SortRole:
        if (force)
            return umbra::armyStrength(rules, side, m_document->state().terrain);
        return node.side;
    case IdRole:
        return QString::fromStdString(side.id);
    case SearchRole:
        return QString::fromStdString(side.name);
    case Qt::FontRole: {
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::TextAlignmentRole:
        return column == NameColumn ? QVariant() : QVariant::fromValue(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant OrderOfBattleModel::groupData(const Node &node, int column, int role) const
{
    const Side &side = m_document->state().sides[static_cast<std::size_t>(node.side)];
    const UmbraRuleset &rules = m_document->ruleset();
    const bool personalities = node.group < 0;
    QString label = personalities ? tr("Personalities") : QString();
    if (!personalities) {
        const umbra::TroopType &type = rules.troopType(node.group);
        label = termLabel(type.label, type.id);
    }
    switch (role) {
    case Qt::DisplayRole:
        if (column == NameColumn)
            return tr("%1 (%2)").arg(label).arg(node.children.size());
        return {};
    case Qt::ToolTipRole:
        return personalities ? tr("Personalities (UD-40)")
                             : tr("%1 (%2)").arg(label, fromStd(rules.troopType(node.group).id));
    case SortRole:
        return node.group; // the personalities first, then the ruleset's order of types
    case IdRole:
        return QString::fromStdString(side.id) + QLatin1Char('/') +
               (personalities ? QStringLiteral("personalities") : fromStd(rules.troopType(node.group).id));
    case SearchRole:
        return label;
    case Qt::FontRole: {
        // A heading, not a unit: set apart without the grey that marks a unit out of the fight.
        QFont font;
        font.setItalic(true);
        return font;
    }
    default:
        return {};
    }
}

QVariant OrderOfBattleModel::troopData(const Node &node, int column, int role) const
{
    const Side &side = m_document->state().sides[static_cast<std::size_t>(node.side)];
    const Troop *troop = itemAt(side.troops, node.unit);
    if (!troop)
        return {};
    const UmbraRuleset &rules = m_document->ruleset();
    const umbra::TroopType &type = rules.troopType(troop->type);
    const bool display = role == Qt::DisplayRole;
    const bool sort = role == SortRole;
    switch (role) {
    case IdRole:
        return QString::fromStdString(troop->id);
    case SearchRole:
        return QStringList{QString::fromStdString(troop->name), QString::fromStdString(troop->id),
                           termLabel(type.label, type.id), fromStd(type.id)}
            .join(QLatin1Char('\n'));
    case Qt::ForegroundRole:
        if (!troop->present())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        return column == NameColumn ? QVariant() : QVariant::fromValue(Qt::AlignCenter);
    default:
        break;
    }
    if (!display && !sort && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case NameColumn:
        if (role == Qt::ToolTipRole)
            return tr("%1\n%2 · %3")
                .arg(QString::fromStdString(troop->name), termLabel(type.label, type.id),
                     QString::fromStdString(troop->id));
        return sort ? QString::fromStdString(troop->name).toLower() : QString::fromStdString(troop->name);
    case ForceColumn: {
        Breakdown breakdown;
        const int force = umbra::troopForce(rules, *troop, &breakdown);
        if (role == Qt::ToolTipRole)
            return UnitText::breakdown(rules, breakdown);
        return force;
    }
    case MoraleColumn: {
        if (sort)
            return troop->morale;
        const umbra::ScaleLevel *level = itemAt(rules.morale.levels, troop->morale);
        return level ? termLabel(level->label, level->id) : QString();
    }
    case FatigueColumn: {
        if (sort)
            return troop->fatigue;
        const umbra::ScaleLevel *level = itemAt(rules.fatigue.levels, troop->fatigue);
        return level ? termLabel(level->label, level->id) : QString();
    }
    case WoundedColumn:
        if (sort)
            return troop->blesse ? 1 : 0;
        if (role == Qt::ToolTipRole)
            return troop->blesse ? tr("Wounded: the next wound eliminates it (UD-28)") : QString();
        return troop->blesse ? tr("Yes") : QString();
    case StatusColumn:
        if (sort)
            return static_cast<int>(troop->status);
        // Only the exceptions are written: a column of "Present" hides the one troop that fled.
        // A levy on its way is told by the Hex column ("arrives day N").
        if (role == Qt::DisplayRole && (troop->present() || troop->status == umbra::TroopStatus::ALever))
            return QString();
        return UnitText::troopStatus(troop->status);
    case HexColumn:
        if (sort)
            return troop->status == umbra::TroopStatus::ALever ? ArrivalKeyBase + troop->arrivalDay
                                                               : hexKey(m_document->map(), troop->onMap, troop->hex);
        return UnitText::troopHex(m_document->map(), *troop);
    default:
        return {};
    }
}

QVariant OrderOfBattleModel::personalityData(const Node &node, int column, int role) const
{
    const Side &side = m_document->state().sides[static_cast<std::size_t>(node.side)];
    const Personality *personality = itemAt(side.personalities, node.unit);
    if (!personality)
        return {};
    const UmbraRuleset &rules = m_document->ruleset();
    const umbra::PersonalityRank *rank = itemAt(rules.personalityRanks, personality->rank);
    const QString rankText = rank ? termLabel(rank->label, rank->id) : QString();
    const bool sort = role == SortRole;
    switch (role) {
    case IdRole:
        return QString::fromStdString(personality->id);
    case SearchRole:
        return QStringList{QString::fromStdString(personality->name), QString::fromStdString(personality->id), rankText,
                           tr("Personalities")}
            .join(QLatin1Char('\n'));
    case Qt::ForegroundRole:
        if (!personality->present())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        return column == NameColumn ? QVariant() : QVariant::fromValue(Qt::AlignCenter);
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case SortRole:
        break;
    default:
        return {};
    }
    switch (column) {
    case NameColumn:
        if (role == Qt::ToolTipRole)
            return tr("%1\n%2 · VS %3 · %4")
                .arg(QString::fromStdString(personality->name), rankText)
                .arg(personality->vs)
                .arg(QString::fromStdString(personality->id));
        return sort ? QString::fromStdString(personality->name).toLower() : QString::fromStdString(personality->name);
    case ForceColumn: {
        Breakdown breakdown;
        const int force = umbra::personalityForce(
            rules, *personality, terrainOf(*m_document, personality->onMap, personality->hex), &breakdown);
        if (role == Qt::ToolTipRole)
            return UnitText::breakdown(rules, breakdown);
        return force;
    }
    case WoundedColumn:
        if (sort)
            return personality->wounds;
        if (role == Qt::ToolTipRole)
            return personality->wounds > 0 ? tr("%n wound(s) (UD-41)", "", personality->wounds) : QString();
        return personality->wounds > 0 ? QString::number(personality->wounds) : QString();
    case StatusColumn:
        if (sort)
            return static_cast<int>(personality->status);
        if (role == Qt::DisplayRole && personality->present())
            return QString();
        return UnitText::personalityStatus(personality->status);
    case HexColumn:
        if (sort)
            return hexKey(m_document->map(), personality->onMap, personality->hex);
        return UnitText::hex(m_document->map(), personality->onMap, personality->hex);
    default:
        return sort ? QVariant(-1) : QVariant();
    }
}

} // namespace arbitre::gui
