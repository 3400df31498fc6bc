// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemModel>

#include <vector>

namespace arbitre::test {

/** Every row of `model` (column 0), depth first, in the order a tree view lists them when all are expanded. */
inline std::vector<QModelIndex> allRows(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    std::vector<QModelIndex> rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        rows.push_back(index);
        const std::vector<QModelIndex> below = allRows(model, index);
        rows.insert(rows.end(), below.begin(), below.end());
    }
    return rows;
}

} // namespace arbitre::test
