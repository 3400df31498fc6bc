// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/napoleonic/figures_scenario.h"

#include <QWidget>

#include <map>
#include <string>
#include <utility>
#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace arbitre::gui {

/**
 * M11 (NF-32): the units the tester sees at tactical distance, picked among the scenario's units by
 * name, friends (its side) apart from enemies. Each counts at a box of the situation table, its
 * current one unless the GM chooses another (crossed MACs count the other at AVANCE, NF-39).
 */
class SightPicker : public QWidget
{
    Q_OBJECT

public:
    SightPicker(const napoleonic::FiguresScenario &scenario, QWidget *parent = nullptr);

    /** Sorts the other units into friends and enemies of `unit`; another tester starts with none picked. */
    void setTester(const std::string &unit, const napoleonic::FiguresState &state);
    /** The units moved: each counts at its new box. */
    void setState(const napoleonic::FiguresState &state);
    /** Picks or drops `unit`, counted at `box` (an id of the ruleset's boxes; "" = its current box). */
    bool setInSight(const std::string &unit, bool picked, const std::string &box = {});

    std::vector<std::string> friends() const { return boxes(true); }
    std::vector<std::string> enemies() const { return boxes(false); }
    /** The units picked among friends or enemies, each with the box the GM counts it at ("" = its current box). */
    std::vector<std::pair<std::string, std::string>> picked(bool friends) const;
    QTreeWidget *tree() const { return m_tree; }

signals:
    void edited();

private:
    struct Pick
    {
        bool picked = false;
        int box = -1; /**< -1 = the unit's current box */
    };
    const napoleonic::FiguresScenario &m_scenario;
    QTreeWidget *m_tree = nullptr;
    std::string m_tester;
    std::map<std::string, Pick> m_picks;
    napoleonic::FiguresState m_state;
    bool m_building = false;

    void rebuild();
    std::vector<std::string> boxes(bool friends) const;
};

} // namespace arbitre::gui
