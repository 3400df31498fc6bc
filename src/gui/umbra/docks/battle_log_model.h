// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/battle_log.h"

#include <QAbstractItemModel>

#include <cstddef>
#include <vector>

namespace arbitre::gui {

/**
 * The battle log's entries as a tree: day → turn (or the end of the day) → entry. It keeps one small node
 * per row, built in one pass over the entries shown, and makes a row's texts only when the view asks for
 * them: a log of 100 000 events costs a vector of indexes, not 100 000 items (issue 23).
 */
class BattleLogModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role
    {
        EntryRole = Qt::UserRole + 1, /**< qulonglong: the entry's index in entries(); only on entry rows */
    };

    explicit BattleLogModel(QObject *parent = nullptr);

    /** Shows the entries of `entries` listed in `shown` (indexes, in order); `entries` must outlive the model's use. */
    void setEntries(const std::vector<umbra::LogEntry> &entries, const std::vector<std::size_t> &shown);
    /** The row of entry `entry` (column 0), or an invalid index when it is not shown. */
    QModelIndex indexOfEntry(std::size_t entry) const;
    /** The entry a row shows, or null for a day, a turn or the "nothing played" row. */
    const umbra::LogEntry *entryAt(const QModelIndex &index) const;
    /** The index in the entries of the entry a row shows, or -1; valid even after the entries changed. */
    std::ptrdiff_t entryNumberAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    enum class Kind
    {
        Day,
        Turn,
        Entry,
        Nothing,
    };
    struct Node
    {
        Kind kind = Kind::Nothing;
        int parent = -1; /**< the parent's node, -1 at the top */
        int row = 0;     /**< the row under the parent */
        int number = 0;  /**< the day, or the turn (0: the end of the day) */
        std::size_t entry = 0;
        std::vector<int> children; /**< a day's turns, a turn's entries */
    };

    const umbra::LogEntry &entryOf(const Node &node) const { return (*m_entries)[node.entry]; }
    QVariant entryData(const Node &node, int column, int role) const;

    const std::vector<umbra::LogEntry> *m_entries = nullptr;
    std::vector<Node> m_nodes;
    std::vector<int> m_top;         /**< the top rows' nodes: days, or the "nothing played" row */
    std::vector<int> m_nodeOfEntry; /**< per entry, its node or -1 when filtered out */
};

} // namespace arbitre::gui
