// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>
#include <QHash>
#include <QSet>

class QLineEdit;
class QModelIndex;
class QTreeView;

namespace arbitre::gui {

class OrderOfBattleFilter;
class OrderOfBattleModel;
class UmbraDocument;
struct DocumentChange;
struct Selection;

/**
 * The order of battle of one side (or of all sides) as a sortable, filterable tree. Selecting a row
 * selects the unit or side in the document, and the document's selection (from the map, the other
 * docks) selects the row here.
 */
class OrderOfBattleDock : public QDockWidget
{
    Q_OBJECT

public:
    /** `side` is the index of the side shown, or -1 for every side. The title follows the side's name. */
    explicit OrderOfBattleDock(int side = -1, QWidget *parent = nullptr);

    /** Shows `document` (or nothing) and follows its changes and selection. */
    void setDocument(UmbraDocument *document);
    void setSide(int side);
    int side() const { return m_side; }

    OrderOfBattleModel *model() const { return m_model; }
    QTreeView *treeView() const { return m_tree; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    /** Wide enough for every column once a document is shown. */
    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The columns: sized to their content, the Name taking the rest; hidden from the header's menu. */
    void setUpHeader();
    void updateTitle();
    void fitColumns();
    void fitColumn(int column);
    /** Shows the columns the GM wants, and hides the exception columns while they are empty. */
    void updateColumns();
    bool columnEmpty(int column) const;
    /** Name takes the width the other columns leave, but never less than its names need (up to a limit). */
    void fitNameColumn();
    void onChanged(const DocumentChange &change);
    void onModelReset();
    void onRowSelected(const QModelIndex &current);
    void showSelection(const Selection &selection);
    void onFilterChanged(const QString &text);

    UmbraDocument *m_document = nullptr;
    int m_side = -1;
    OrderOfBattleModel *m_model = nullptr;
    OrderOfBattleFilter *m_filter = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QTreeView *m_tree = nullptr;
    QHash<int, bool> m_shownColumns; /**< the columns the GM showed or hid from the header's menu */
    QSet<QString> m_collapsed;       /**< ids of the sides and groups the GM folded, kept across rebuilds */
    bool m_syncing = false;          /**< the tree is being set from the document: do not select back */
    bool m_sized = false;            /**< the columns were fitted to the first document */
    int m_nameWidth = 120;           /**< px: the narrowest the Name column gets */
    int m_preferredWidth = 0;        /**< px: the width that shows every column */
};

} // namespace arbitre::gui
