// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "order_of_battle_dock.h"

#include "order_of_battle_model.h"
#include "umbra/umbra_document.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

using Kind = OrderOfBattleModel::RowKind;

namespace {
constexpr int MinimumNameWidth = 120;   /**< px: below it the names wrap onto more lines */
constexpr int PreferredNameWidth = 250; /**< px: what the dock asks for the names, the longest elided */
constexpr int CellPadding = 6;          /**< px: air around the numbers and terms */

/**
 * Names wrap onto a second line rather than lose their end. QTreeView asks a row's height without the
 * room its indentation takes, so the height is asked here for the width the name really has.
 */
class WrappingNameDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingNameDelegate(QTreeView *tree) : QStyledItemDelegate(tree), m_tree(tree) {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (index.column() != OrderOfBattleModel::NameColumn)
            return QStyledItemDelegate::sizeHint(option, index);
        int depth = m_tree->rootIsDecorated() ? 1 : 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++depth;
        QStyleOptionViewItem wrapped = option;
        // A valid rectangle, or the style does not wrap: the height is the style's to find.
        wrapped.rect =
            QRect(0, 0, m_tree->header()->sectionSize(OrderOfBattleModel::NameColumn) - depth * m_tree->indentation(),
                  option.fontMetrics.height() * 4);
        wrapped.features |= QStyleOptionViewItem::WrapText;
        return QStyledItemDelegate::sizeHint(wrapped, index);
    }

private:
    QTreeView *m_tree;
};
} // namespace

/**
 * Keeps the rows of one side (or all) and, while the GM types, the units whose name, id or type
 * contains the text; recursive filtering then keeps their groups and side.
 */
class OrderOfBattleFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setSide(int side)
    {
        m_side = side;
        invalidateFilter();
    }
    void setText(const QString &text)
    {
        m_text = text.trimmed();
        invalidateFilter();
    }
    bool filtering() const { return !m_text.isEmpty(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
        if (m_side >= 0 && index.data(OrderOfBattleModel::SideRole).toInt() != m_side)
            return false;
        if (m_text.isEmpty())
            return true;
        // Sides and groups show when one of their units matches (recursive filtering), not on their own.
        const auto kind = static_cast<Kind>(index.data(OrderOfBattleModel::KindRole).toInt());
        if (kind == Kind::Side || kind == Kind::Group)
            return false;
        return index.data(OrderOfBattleModel::SearchRole).toString().contains(m_text, Qt::CaseInsensitive);
    }

private:
    int m_side = -1;
    QString m_text;
};

OrderOfBattleDock::OrderOfBattleDock(int side, QWidget *parent)
    : QDockWidget(parent), m_side(side), m_model(new OrderOfBattleModel(this)), m_filter(new OrderOfBattleFilter(this))
{
    setObjectName(side < 0 ? QStringLiteral("orderOfBattle") : QStringLiteral("orderOfBattle%1").arg(side));
    m_filter->setSourceModel(m_model);
    m_filter->setSide(side);
    m_filter->setRecursiveFilteringEnabled(true);
    m_filter->setSortRole(OrderOfBattleModel::SortRole);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setSortLocaleAware(true);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    m_filterEdit = new QLineEdit(content);
    m_filterEdit->setPlaceholderText(tr("Filter by name, id or type"));
    m_filterEdit->setClearButtonEnabled(true);
    layout->addWidget(m_filterEdit);

    m_tree = new QTreeView(content);
    m_tree->setModel(m_filter);
    // A long name wraps onto a second line rather than losing its end: the panel beside the map is narrow
    // on a laptop, and "Chevaliers de la Grange-aux-…" does not say which troop it is.
    m_tree->setUniformRowHeights(false);
    m_tree->setWordWrap(true);
    m_tree->setItemDelegate(new WrappingNameDelegate(m_tree));
    m_tree->setAlternatingRowColors(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // In set-up a unit is placed by dragging its row onto the map (HexMapView accepts the drop).
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setTextElideMode(Qt::ElideMiddle); // a single word too long for its cell
    m_tree->setIndentation(12);
    // Sortable by a click on a header; a third click goes back to the order of the file.
    m_tree->header()->setSortIndicatorClearable(true);
    m_tree->header()->setSortIndicator(-1, Qt::AscendingOrder);
    m_tree->setSortingEnabled(true);
    layout->addWidget(m_tree);
    setWidget(content);

    setUpHeader();

    connect(m_filterEdit, &QLineEdit::textChanged, this, &OrderOfBattleDock::onFilterChanged);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &OrderOfBattleDock::onModelReset);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &OrderOfBattleDock::onRowSelected);
    connect(m_tree, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        m_collapsed.insert(index.data(OrderOfBattleModel::IdRole).toString());
    });
    connect(m_tree, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        m_collapsed.remove(index.data(OrderOfBattleModel::IdRole).toString());
    });
    updateTitle();
}

void OrderOfBattleDock::setUpHeader()
{
    // The numbers and terms keep the width they need; the Name column takes the rest (see fitNameColumn()).
    QHeaderView *header = m_tree->header();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(24);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Where a unit stands reads right after its state; the exception columns that come and go (Wounded,
    // Status) come last, so that a first wound never pushes the hex out of view.
    header->moveSection(header->visualIndex(OrderOfBattleModel::HexColumn),
                        header->visualIndex(OrderOfBattleModel::WoundedColumn));
    m_tree->viewport()->installEventFilter(this);
    connect(header, &QHeaderView::sectionResized, this, [this](int section) {
        if (section != OrderOfBattleModel::NameColumn)
            fitNameColumn();
        else
            m_tree->doItemsLayout(); // the rows' heights follow the names' wrapping
    });
    // A column the GM does not need can be hidden from the header's context menu.
    header->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int column = OrderOfBattleModel::ForceColumn; column < OrderOfBattleModel::ColumnCount; ++column) {
        auto *action = new QAction(m_model->headerData(column, Qt::Horizontal).toString(), header);
        action->setCheckable(true);
        action->setChecked(true);
        action->setData(column);
        connect(action, &QAction::toggled, this, [this, column](bool on) {
            m_shownColumns.insert(column, on);
            updateColumns();
        });
        header->addAction(action);
    }
}

void OrderOfBattleDock::setDocument(UmbraDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_sized = false;
    if (m_document) {
        connect(m_document, &UmbraDocument::changed, this, &OrderOfBattleDock::onChanged);
        connect(m_document, &UmbraDocument::selectionChanged, this, &OrderOfBattleDock::showSelection);
        connect(m_document, &QObject::destroyed, this, [this] {
            m_document = nullptr;
            updateTitle();
        });
    }
    m_model->setDocument(document);
    updateTitle();
}

void OrderOfBattleDock::setSide(int side)
{
    m_side = side;
    m_filter->setSide(side);
    onModelReset();
    updateTitle();
}

void OrderOfBattleDock::updateTitle()
{
    QString title = tr("Order of Battle");
    if (m_document && m_side >= 0 && static_cast<std::size_t>(m_side) < m_document->state().sides.size())
        title = QString::fromStdString(m_document->state().sides[static_cast<std::size_t>(m_side)].name);
    setWindowTitle(title);
}

void OrderOfBattleDock::onChanged(const DocumentChange &change)
{
    if (change.sides)
        updateTitle();
}

void OrderOfBattleDock::onModelReset()
{
    {
        // Expanded by default; the groups the GM folded stay folded, unless a filter asks to see every match.
        const QScopedValueRollback guard(m_syncing, true);
        const QSignalBlocker blocker(m_tree);
        m_tree->expandAll();
        if (!m_filter->filtering()) {
            for (int s = 0; s < m_filter->rowCount(); ++s) {
                const QModelIndex side = m_filter->index(s, 0);
                for (int g = 0; g < m_filter->rowCount(side); ++g) {
                    const QModelIndex group = m_filter->index(g, 0, side);
                    if (m_collapsed.contains(group.data(OrderOfBattleModel::IdRole).toString()))
                        m_tree->collapse(group);
                }
                if (m_collapsed.contains(side.data(OrderOfBattleModel::IdRole).toString()))
                    m_tree->collapse(side);
            }
        }
    }
    updateColumns();
    if (!m_sized && m_filter->rowCount() > 0) {
        m_sized = true;
        fitColumns();
    }
    showSelection(m_document ? m_document->selection() : Selection());
}

QSize OrderOfBattleDock::sizeHint() const
{
    const QSize hint = QDockWidget::sizeHint();
    return {std::max(hint.width(), m_preferredWidth), hint.height()};
}

bool OrderOfBattleDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        fitNameColumn();
    return QDockWidget::eventFilter(watched, event);
}

bool OrderOfBattleDock::columnEmpty(int column) const
{
    for (int s = 0; s < m_model->rowCount(); ++s) {
        const QModelIndex side = m_model->index(s, 0);
        for (int g = 0; g < m_model->rowCount(side); ++g) {
            const QModelIndex group = m_model->index(g, 0, side);
            for (int u = 0; u < m_model->rowCount(group); ++u) {
                if (!m_model->index(u, column, group).data().toString().isEmpty())
                    return false;
            }
        }
    }
    return true;
}

void OrderOfBattleDock::updateColumns()
{
    // Wounded and Status list exceptions; while there are none (as in set-up) they fold away to leave room for
    // the names, unless the GM chose otherwise in the header's menu.
    QHeaderView *header = m_tree->header();
    for (QAction *action : header->actions()) {
        const int column = action->data().toInt();
        const bool exceptions =
            column == OrderOfBattleModel::WoundedColumn || column == OrderOfBattleModel::StatusColumn;
        const bool shown = m_shownColumns.value(column, !exceptions || !columnEmpty(column));
        if (shown == header->isSectionHidden(column)) {
            m_tree->setColumnHidden(column, !shown);
            if (shown && m_sized)
                fitColumn(column);
        }
        const QSignalBlocker blocker(action);
        action->setChecked(shown);
    }
    fitNameColumn();
}

void OrderOfBattleDock::fitColumn(int column)
{
    // As wide as the widest cell or the title, whichever is wider; not the sort arrow's room: a dock beside the
    // map is narrow.
    const QAbstractItemView *view = m_tree; // QTreeView makes sizeHintForColumn() protected, the base public
    QHeaderView *header = m_tree->header();
    const QString title = m_filter->headerData(column, Qt::Horizontal).toString();
    header->resizeSection(column, std::max(view->sizeHintForColumn(column) + CellPadding,
                                           header->fontMetrics().horizontalAdvance(title) + 2 * CellPadding));
}

void OrderOfBattleDock::fitColumns()
{
    QHeaderView *header = m_tree->header();
    const QAbstractItemView *view = m_tree;
    for (int column = OrderOfBattleModel::ForceColumn; column < OrderOfBattleModel::ColumnCount; ++column)
        fitColumn(column);
    const int names = view->sizeHintForColumn(OrderOfBattleModel::NameColumn);
    m_nameWidth = std::min(names, MinimumNameWidth);
    // The dock asks for room for every column, so the main window lays it out without a horizontal scroll bar.
    int width = std::min(names, PreferredNameWidth) + 2 * m_tree->frameWidth() +
                m_tree->style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
                widget()->layout()->contentsMargins().left() + widget()->layout()->contentsMargins().right();
    for (int column = OrderOfBattleModel::ForceColumn; column < OrderOfBattleModel::ColumnCount; ++column)
        width += header->isSectionHidden(column) ? 0 : header->sectionSize(column);
    m_preferredWidth = width;
    updateGeometry();
    fitNameColumn();
}

void OrderOfBattleDock::fitNameColumn()
{
    QHeaderView *header = m_tree->header();
    int others = 0;
    for (int column = OrderOfBattleModel::ForceColumn; column < OrderOfBattleModel::ColumnCount; ++column)
        others += header->isSectionHidden(column) ? 0 : header->sectionSize(column);
    header->resizeSection(OrderOfBattleModel::NameColumn, std::max(m_nameWidth, m_tree->viewport()->width() - others));
}

void OrderOfBattleDock::onRowSelected(const QModelIndex &current)
{
    if (m_syncing || !m_document || !current.isValid())
        return;
    const QString id = current.siblingAtColumn(0).data(OrderOfBattleModel::IdRole).toString();
    switch (static_cast<Kind>(current.data(OrderOfBattleModel::KindRole).toInt())) {
    case Kind::Side:
        m_document->select({Selection::Kind::Side, id.toStdString(), {}});
        break;
    case Kind::Troop:
    case Kind::Personality:
        m_document->select({Selection::Kind::Unit, id.toStdString(), {}});
        break;
    case Kind::Group:
        break; // a group is only a heading: the selection stays where it was
    }
}

void OrderOfBattleDock::showSelection(const Selection &selection)
{
    QModelIndex source;
    if (selection.kind == Selection::Kind::Unit)
        source = m_model->indexOfUnit(QString::fromStdString(selection.id));
    else if (selection.kind == Selection::Kind::Side)
        source = m_model->indexOfSide(QString::fromStdString(selection.id));
    const QModelIndex row = m_filter->mapFromSource(source);

    const QScopedValueRollback guard(m_syncing, true);
    QItemSelectionModel *selectionModel = m_tree->selectionModel();
    if (!row.isValid()) {
        selectionModel->clear();
        return;
    }
    for (QModelIndex parent = row.parent(); parent.isValid(); parent = parent.parent())
        m_tree->expand(parent);
    selectionModel->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_tree->scrollTo(row);
}

void OrderOfBattleDock::onFilterChanged(const QString &text)
{
    m_filter->setText(text);
    onModelReset();
}

} // namespace arbitre::gui
