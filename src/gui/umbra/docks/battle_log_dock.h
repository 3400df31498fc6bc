// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"
#include "arbitre/umbra/battle_log.h"

#include <QDockWidget>
#include <QPointer>

#include <cstddef>

#include <vector>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLineEdit;
class QTextBrowser;
class QModelIndex;
class QTreeView;

namespace arbitre::gui {

class BattleLogModel;
class UmbraDocument;

/**
 * The battle log (UD-M6): every event of the session in order, grouped by day and turn, each with
 * its dice, table row and result; filtered by side, unit, kind and highlights. Selecting an entry
 * marks its hexes on the map; the log exports to Markdown and to one self-contained HTML page. The
 * rows are a BattleLogModel over the entries, so showing a long campaign costs one pass over its entries.
 */
class BattleLogDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit BattleLogDock(QWidget *parent = nullptr);

    void setDocument(UmbraDocument *document);
    /** The entries shown after filtering, in order. */
    std::vector<const umbra::LogEntry *> visibleEntries() const;
    const std::vector<umbra::LogEntry> &entries() const { return m_entries; }
    QTreeView *tree() const { return m_tree; }
    BattleLogModel *model() const { return m_model; }
    QTextBrowser *details() const { return m_details; }
    QComboBox *sideFilter() const { return m_side; }
    QLineEdit *unitFilter() const { return m_unit; }
    QComboBox *kindFilter() const { return m_kind; }
    /** The highlight filter: only entries with one of these bits (0 = all). */
    void setHighlightFilter(unsigned highlights);

    /** Writes the log as Markdown (`.md`) or HTML (anything else). Throws DocumentError. */
    void exportTo(const QString &path) const;
    /** Selects the newest entry of this kind (the night's summary after the end of the day). */
    void selectLast(const std::string &kind);
    /** Asks where, then exports. */
    void exportDialog();
    /** Writes the entries again, as the app's log language says now (View ▸ Show Ids). */
    void refresh() { rebuild(); }

Q_SIGNALS:
    /** The hexes of the entry selected (empty when none): the map marks them. */
    void entrySelected(const std::vector<arbitre::OffsetCoord> &hexes, const QString &firstUnit);

private:
    /** One box per kind of highlight: ticked, only the entries with those highlights show. */
    QHBoxLayout *createHighlightFilters(QWidget *body);
    /** Scrolling to the end turns following the newest entry on, scrolling back turns it off. */
    void followNewestEntries();

    QPointer<UmbraDocument> m_document;
    bool m_followNewest = true; /**< the GM reads at the end of the log: new entries scroll into view */
    bool m_refilling = false;
    std::vector<umbra::LogEntry> m_entries;
    QComboBox *m_side = nullptr;
    QLineEdit *m_unit = nullptr;
    QComboBox *m_kind = nullptr;
    std::vector<std::pair<QCheckBox *, unsigned>> m_highlights;
    QTreeView *m_tree = nullptr;
    BattleLogModel *m_model = nullptr;
    QTextBrowser *m_details = nullptr;

    void rebuild();
    void refill();
    /** After a refill: back to the entry the GM had selected, and to the end or to where the GM was. */
    void restorePlace(bool follow, int place, std::ptrdiff_t current);
    /** Shows the entry of `index` in the details and marks it on the map (nothing for another row). */
    void showEntry(const QModelIndex &index);
    bool accepts(const umbra::LogEntry &entry) const;
    umbra::LogLanguage language() const;
};

} // namespace arbitre::gui
