// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "order_of_battle_model.h"

#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"
#include "umbra/umbra_document.h"

#include <QMimeData>

namespace arbitre::gui {

using umbra::Personality;
using umbra::Side;
using umbra::Troop;

OrderOfBattleModel::OrderOfBattleModel(QObject *parent) : QAbstractItemModel(parent) {}

void OrderOfBattleModel::setDocument(UmbraDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &UmbraDocument::changed, this, &OrderOfBattleModel::onChanged);
        // The main window replaces the document on open: forget it rather than read a dead one.
        connect(m_document, &QObject::destroyed, this, [this] {
            m_document = nullptr;
            rebuild();
        });
    }
    rebuild();
}

void OrderOfBattleModel::onChanged(const DocumentChange &change)
{
    if (change.units || change.sides || change.play)
        rebuild();
}

int OrderOfBattleModel::addNode(Node node)
{
    const int id = static_cast<int>(m_nodes.size());
    if (node.parent < 0) {
        node.row = static_cast<int>(m_roots.size());
        m_roots.push_back(id);
    } else {
        std::vector<int> &siblings = m_nodes[static_cast<std::size_t>(node.parent)].children;
        node.row = static_cast<int>(siblings.size());
        siblings.push_back(id);
    }
    m_nodes.push_back(std::move(node));
    return id;
}

void OrderOfBattleModel::rebuild()
{
    beginResetModel();
    m_nodes.clear();
    m_roots.clear();
    if (m_document) {
        const auto &sides = m_document->state().sides;
        const int typeCount = static_cast<int>(m_document->ruleset().troopTypes.size());
        for (int s = 0; s < static_cast<int>(sides.size()); ++s) {
            const Side &side = sides[static_cast<std::size_t>(s)];
            const int sideNode = addNode({RowKind::Side, s, -1, -1, -1, 0, {}});
            if (!side.personalities.empty()) {
                const int group = addNode({RowKind::Group, s, -1, -1, sideNode, 0, {}});
                for (int p = 0; p < static_cast<int>(side.personalities.size()); ++p)
                    addNode({RowKind::Personality, s, -1, p, group, 0, {}});
            }
            // One group per troop type, in the ruleset's order (UD-20), only for the types the side fields.
            for (int type = 0; type < typeCount; ++type) {
                int group = -1;
                for (int t = 0; t < static_cast<int>(side.troops.size()); ++t) {
                    if (side.troops[static_cast<std::size_t>(t)].type != type)
                        continue;
                    if (group < 0)
                        group = addNode({RowKind::Group, s, type, -1, sideNode, 0, {}});
                    addNode({RowKind::Troop, s, type, t, group, 0, {}});
                }
            }
        }
    }
    endResetModel();
}

const OrderOfBattleModel::Node *OrderOfBattleModel::nodeOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    return itemAt(m_nodes, static_cast<int>(index.internalId()));
}

QModelIndex OrderOfBattleModel::indexOfUnit(const QString &id) const
{
    if (!m_document)
        return {};
    const std::string key = id.toStdString();
    const auto &sides = m_document->state().sides;
    for (std::size_t n = 0; n < m_nodes.size(); ++n) {
        const Node &node = m_nodes[n];
        const Side *side = itemAt(sides, node.side);
        if (!side)
            continue;
        const std::string *unitId = nullptr;
        if (node.kind == RowKind::Troop) {
            if (const Troop *troop = itemAt(side->troops, node.unit))
                unitId = &troop->id;
        } else if (node.kind == RowKind::Personality) {
            if (const Personality *personality = itemAt(side->personalities, node.unit))
                unitId = &personality->id;
        }
        if (unitId && *unitId == key)
            return createIndex(node.row, NameColumn, static_cast<quintptr>(n));
    }
    return {};
}

QModelIndex OrderOfBattleModel::indexOfSide(const QString &id) const
{
    if (!m_document)
        return {};
    const std::string key = id.toStdString();
    const auto &sides = m_document->state().sides;
    for (const int root : m_roots) {
        const Node &node = m_nodes[static_cast<std::size_t>(root)];
        if (const Side *side = itemAt(sides, node.side); side && side->id == key)
            return createIndex(node.row, NameColumn, static_cast<quintptr>(root));
    }
    return {};
}

QModelIndex OrderOfBattleModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const std::vector<int> *children = &m_roots;
    if (parent.isValid()) {
        const Node *node = nodeOf(parent);
        if (!node || parent.column() != NameColumn)
            return {};
        children = &node->children;
    }
    if (static_cast<std::size_t>(row) >= children->size())
        return {};
    return createIndex(row, column, static_cast<quintptr>((*children)[static_cast<std::size_t>(row)]));
}

QModelIndex OrderOfBattleModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeOf(child);
    if (!node || node->parent < 0)
        return {};
    const Node &parent = m_nodes[static_cast<std::size_t>(node->parent)];
    return createIndex(parent.row, NameColumn, static_cast<quintptr>(node->parent));
}

int OrderOfBattleModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_roots.size());
    if (parent.column() != NameColumn)
        return 0;
    const Node *node = nodeOf(parent);
    return node ? static_cast<int>(node->children.size()) : 0;
}

int OrderOfBattleModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant OrderOfBattleModel::data(const QModelIndex &index, int role) const
{
    const Node *node = nodeOf(index);
    if (!node || !m_document || !itemAt(m_document->state().sides, node->side))
        return {};
    if (role == SideRole)
        return node->side;
    if (role == KindRole)
        return static_cast<int>(node->kind);
    switch (node->kind) {
    case RowKind::Side:
        return sideData(*node, index.column(), role);
    case RowKind::Group:
        return groupData(*node, index.column(), role);
    case RowKind::Troop:
        return troopData(*node, index.column(), role);
    case RowKind::Personality:
        return personalityData(*node, index.column(), role);
    }
    return {};
}

QVariant OrderOfBattleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Name");
        case ForceColumn:
            return tr("Force");
        case MoraleColumn:
            return tr("Morale");
        case FatigueColumn:
            return tr("Fatigue");
        case WoundedColumn:
            return tr("Wounded");
        case StatusColumn:
            return tr("Status");
        case HexColumn:
            return tr("Hex");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ForceColumn:
            return tr("Force (F) outside a fight: base, armament, training, fatigue, wound, floor (UD-20–UD-31)");
        case MoraleColumn:
            return tr("Morale ladder (UD-27)");
        case FatigueColumn:
            return tr("Fatigue scale (UD-26)");
        case WoundedColumn:
            return tr("A wounded troop (UD-28); a personality's wounds (UD-41)");
        case StatusColumn:
            return tr("Shown when the unit is not present: eliminated, fled, to be raised…");
        case HexColumn:
            return tr("[column, row] on the map, or the day a levy arrives (UD-18)");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && section != NameColumn)
        return QVariant::fromValue(Qt::AlignCenter);
    return {};
}

Qt::ItemFlags OrderOfBattleModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    const auto kind = static_cast<RowKind>(index.data(KindRole).toInt());
    if (index.isValid() && (kind == RowKind::Troop || kind == RowKind::Personality))
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList OrderOfBattleModel::mimeTypes() const
{
    return {QString::fromLatin1(UnitMimeType)};
}

QMimeData *OrderOfBattleModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &index : indexes) {
        const auto kind = static_cast<RowKind>(index.data(KindRole).toInt());
        if (kind != RowKind::Troop && kind != RowKind::Personality)
            continue;
        auto *mime = new QMimeData;
        mime->setData(QString::fromLatin1(UnitMimeType), index.data(IdRole).toString().toUtf8());
        mime->setText(index.sibling(index.row(), 0).data().toString());
        return mime;
    }
    return nullptr;
}

} // namespace arbitre::gui
