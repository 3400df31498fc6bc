// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemModel>
#include <QString>

#include <vector>

namespace arbitre::gui {

class UmbraDocument;
struct DocumentChange;

/**
 * The order of battle of the open session as a tree: side → "Personalities" → personalities, then one
 * group per troop type → troops. It reads the document's current state on every data() call and keeps
 * only indexes, so a rebuild is a reset over a few dozen rows.
 */
class OrderOfBattleModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        ForceColumn,
        MoraleColumn,
        FatigueColumn,
        WoundedColumn,
        StatusColumn,
        HexColumn,
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole + 1, /**< QString: unit or side id; for a group "<side id>/<type id>" */
        KindRole,                  /**< int: a RowKind */
        SortRole,                  /**< numbers for numeric columns, the text otherwise */
        SideRole,                  /**< int: the side index of the row */
        SearchRole,                /**< QString the filter matches: name, id and type of a unit */
    };
    enum class RowKind
    {
        Side,
        Group,
        Troop,
        Personality,
    };

    explicit OrderOfBattleModel(QObject *parent = nullptr);

    /** Shows `document`, or nothing when null; follows its changed() signal. */
    void setDocument(UmbraDocument *document);
    UmbraDocument *document() const { return m_document; }

    /** The Name-column index of the troop or personality with this id, or an invalid index. */
    QModelIndex indexOfUnit(const QString &id) const;
    /** The Name-column index of the side with this id, or an invalid index. */
    QModelIndex indexOfSide(const QString &id) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /** Unit rows can be dragged onto the map (set-up), as UnitMimeType carrying the unit's id. */
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

    static constexpr const char *UnitMimeType = "application/x-arbitre-unit";

private:
    struct Node
    {
        RowKind kind = RowKind::Side;
        int side = 0;   /**< side index in the state */
        int group = -1; /**< troop type index; -1 for the personalities group (and sides) */
        int unit = -1;  /**< troop or personality index in its side */
        int parent = -1;
        int row = 0;
        std::vector<int> children;
    };

    template <typename T> static const T *itemAt(const std::vector<T> &items, int index)
    {
        return index >= 0 && static_cast<std::size_t>(index) < items.size() ? &items[static_cast<std::size_t>(index)]
                                                                            : nullptr;
    }

    void rebuild();
    void onChanged(const DocumentChange &change);
    int addNode(Node node);
    const Node *nodeOf(const QModelIndex &index) const;
    QVariant sideData(const Node &node, int column, int role) const;
    QVariant groupData(const Node &node, int column, int role) const;
    QVariant troopData(const Node &node, int column, int role) const;
    QVariant personalityData(const Node &node, int column, int role) const;

    UmbraDocument *m_document = nullptr;
    std::vector<Node> m_nodes;
    std::vector<int> m_roots;
};

} // namespace arbitre::gui
