// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "battle_log_model.h"

#include <QColor>
#include <QCoreApplication>
#include <QStringList>

namespace arbitre::gui {

using umbra::LogEntry;

namespace {

// The dock's words: the translations keep the context they had when the dock held the rows (each marked with
// QT_TRANSLATE_NOOP where it is used, so lupdate finds it).
QString dockText(const char *text)
{
    return QCoreApplication::translate("arbitre::gui::BattleLogDock", text);
}

QString badges(unsigned highlights)
{
    QStringList out;
    const std::pair<unsigned, const char *> names[] = {
        {umbra::Vert, QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "vert")},
        {umbra::Rouge, QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "rouge")},
        {umbra::Elimination, QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "elimination")},
        {umbra::Flight, QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "flight")},
        {umbra::Rally, QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "rally")},
        {umbra::Desertion, QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "desertion")},
        {umbra::Override, QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "override")}};
    for (const auto &[bit, name] : names)
        if (highlights & bit)
            out << dockText(name);
    return out.join(QStringLiteral(" · "));
}

} // namespace

BattleLogModel::BattleLogModel(QObject *parent) : QAbstractItemModel(parent) {}

void BattleLogModel::setEntries(const std::vector<LogEntry> &entries, const std::vector<std::size_t> &shown)
{
    beginResetModel();
    m_entries = &entries;
    m_nodes.clear();
    m_top.clear();
    m_nodeOfEntry.assign(entries.size(), -1);
    int day = -1;
    int turn = -1;
    int dayNode = -1;
    int turnNode = -1;
    // One pass, in log order: a day row when the day changes, a turn row when the turn does. The parent's list
    // of children grows before a node is appended, since appending may move the nodes.
    const auto append = [this](Kind kind, int parent, int number, std::size_t entry) {
        std::vector<int> &siblings = parent < 0 ? m_top : m_nodes[static_cast<std::size_t>(parent)].children;
        const int node = static_cast<int>(m_nodes.size());
        const int row = static_cast<int>(siblings.size());
        siblings.push_back(node);
        m_nodes.push_back(Node{kind, parent, row, number, entry, {}});
        return node;
    };
    for (const std::size_t i : shown) {
        const LogEntry &entry = entries[i];
        if (dayNode < 0 || entry.day != day) {
            day = entry.day;
            turn = -1;
            dayNode = append(Kind::Day, -1, day, 0);
        }
        if (turnNode < 0 || entry.turn != turn) {
            turn = entry.turn;
            turnNode = append(Kind::Turn, dayNode, turn, 0);
        }
        m_nodeOfEntry[i] = append(Kind::Entry, turnNode, 0, i);
    }
    if (entries.empty())
        append(Kind::Nothing, -1, 0, 0);
    endResetModel();
}

QModelIndex BattleLogModel::indexOfEntry(std::size_t entry) const
{
    if (entry >= m_nodeOfEntry.size() || m_nodeOfEntry[entry] < 0)
        return {};
    const int node = m_nodeOfEntry[entry];
    return createIndex(m_nodes[static_cast<std::size_t>(node)].row, 0, static_cast<quintptr>(node));
}

std::ptrdiff_t BattleLogModel::entryNumberAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    const Node &node = m_nodes[static_cast<std::size_t>(index.internalId())];
    return node.kind == Kind::Entry ? static_cast<std::ptrdiff_t>(node.entry) : -1;
}

const LogEntry *BattleLogModel::entryAt(const QModelIndex &index) const
{
    const std::ptrdiff_t entry = entryNumberAt(index);
    if (entry < 0 || static_cast<std::size_t>(entry) >= m_entries->size())
        return nullptr;
    return &(*m_entries)[static_cast<std::size_t>(entry)];
}

QModelIndex BattleLogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= 2 || (parent.isValid() && parent.column() != 0))
        return {};
    const std::vector<int> &rows =
        parent.isValid() ? m_nodes[static_cast<std::size_t>(parent.internalId())].children : m_top;
    if (static_cast<std::size_t>(row) >= rows.size())
        return {};
    return createIndex(row, column, static_cast<quintptr>(rows[static_cast<std::size_t>(row)]));
}

QModelIndex BattleLogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int parent = m_nodes[static_cast<std::size_t>(child.internalId())].parent;
    if (parent < 0)
        return {};
    return createIndex(m_nodes[static_cast<std::size_t>(parent)].row, 0, static_cast<quintptr>(parent));
}

int BattleLogModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_top.size());
    if (parent.column() != 0)
        return 0;
    return static_cast<int>(m_nodes[static_cast<std::size_t>(parent.internalId())].children.size());
}

int BattleLogModel::columnCount(const QModelIndex &) const
{
    return 2;
}

QVariant BattleLogModel::entryData(const Node &node, int column, int role) const
{
    const LogEntry &entry = entryOf(node);
    switch (role) {
    case Qt::DisplayRole:
        return column == 0 ? QString::fromStdString(entry.title) : badges(entry.highlights);
    case Qt::ToolTipRole:
        return column == 0 ? QVariant(QString::fromStdString(entry.title)) : QVariant();
    case Qt::ForegroundRole:
        // The badges' colour says good or bad news, from the core's typed highlights (UD-M6).
        if (column != 1)
            return {};
        if (entry.highlights & (umbra::Rouge | umbra::Elimination | umbra::Flight))
            return QColor(0xc0, 0x1f, 0x1f);
        if (entry.highlights & umbra::Vert)
            return QColor(0x2e, 0x9e, 0x4f);
        return {};
    case EntryRole:
        return column == 0 ? QVariant::fromValue<qulonglong>(node.entry) : QVariant();
    default:
        return {};
    }
}

QVariant BattleLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node &node = m_nodes[static_cast<std::size_t>(index.internalId())];
    if (node.kind == Kind::Entry)
        return entryData(node, index.column(), role);
    if (role != Qt::DisplayRole || index.column() != 0)
        return {};
    switch (node.kind) {
    case Kind::Day:
        return dockText(QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "Day %1")).arg(node.number);
    case Kind::Turn:
        return node.number == 0
                   ? dockText(QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "End of the day"))
                   : dockText(QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "Turn %1")).arg(node.number);
    case Kind::Nothing:
        return dockText(QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "Nothing played yet."));
    case Kind::Entry:
        break;
    }
    return {};
}

QVariant BattleLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == 0 ? dockText(QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "Event"))
                        : dockText(QT_TRANSLATE_NOOP("arbitre::gui::BattleLogDock", "Highlights"));
}

} // namespace arbitre::gui
