// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_sight_picker.h"

#include "common/ruleset_labels.h"

#include <QComboBox>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {
constexpr int UnitRole = Qt::UserRole;
}

SightPicker::SightPicker(const FiguresScenario &scenario, QWidget *parent) : QWidget(parent), m_scenario(scenario)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Unit"), tr("Counts at box")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->setRootIsDecorated(false);
    m_tree->setMinimumHeight(170);
    layout->addWidget(m_tree);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item) {
        const QString unit = item->data(0, UnitRole).toString();
        if (m_building || unit.isEmpty())
            return;
        m_picks[unit.toStdString()].picked = item->checkState(0) == Qt::Checked;
        emit edited();
    });
}

void SightPicker::setTester(const std::string &unit, const FiguresState &state)
{
    if (unit != m_tester)
        m_picks.clear(); // what a unit sees is its own: a new tester starts with none
    m_tester = unit;
    m_state = state;
    rebuild();
}

void SightPicker::setState(const FiguresState &state)
{
    m_state = state;
    rebuild();
}

void SightPicker::rebuild()
{
    m_building = true;
    m_tree->clear();
    const FiguresRuleset &rules = m_scenario.ruleset();
    const auto tester = m_scenario.unitIndex(m_tester);
    const std::size_t side = tester ? m_scenario.units[*tester].side : 0;
    auto *friends = new QTreeWidgetItem(m_tree, {tr("Friends")});
    auto *enemies = new QTreeWidgetItem(m_tree, {tr("Enemies (the opponent included)")});
    for (QTreeWidgetItem *heading : {friends, enemies}) {
        QFont font = heading->font(0);
        font.setBold(true);
        heading->setFont(0, font);
        heading->setFlags(Qt::ItemIsEnabled);
    }
    for (std::size_t i = 0; i < m_scenario.units.size() && i < m_state.size(); ++i) {
        const FiguresScenarioUnit &setup = m_scenario.units[i];
        if (setup.unit.id == m_tester)
            continue;
        const Pick pick = m_picks.count(setup.unit.id) ? m_picks.at(setup.unit.id) : Pick{};
        auto *item = new QTreeWidgetItem(setup.side == side ? friends : enemies, {QString::fromStdString(setup.name)});
        item->setData(0, UnitRole, QString::fromStdString(setup.unit.id));
        item->setToolTip(0, QString::fromStdString(m_scenario.sides.at(setup.side).name));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(0, pick.picked ? Qt::Checked : Qt::Unchecked);
        auto *box = new QComboBox(m_tree);
        for (const SituationBox &entry : rules.boxes)
            box->addItem(termLabel(entry.label, entry.id), QString::fromStdString(entry.id));
        box->setCurrentIndex(pick.box >= 0 ? pick.box : m_state[i].box);
        m_tree->setItemWidget(item, 1, box);
        const std::string id = setup.unit.id;
        connect(box, &QComboBox::currentIndexChanged, this, [this, id, current = m_state[i].box](int index) {
            m_picks[id].box = index == current ? -1 : index;
            if (m_picks[id].picked)
                emit edited();
        });
    }
    friends->setFirstColumnSpanned(true);
    enemies->setFirstColumnSpanned(true);
    m_tree->expandAll();
    m_building = false;
}

bool SightPicker::setInSight(const std::string &unit, bool picked, const std::string &box)
{
    if (unit == m_tester || !m_scenario.unitIndex(unit))
        return false;
    const auto index = box.empty() ? std::optional<int>(-1) : m_scenario.ruleset().boxIndex(box);
    if (!index)
        return false;
    m_picks[unit] = Pick{picked, *index};
    rebuild();
    emit edited();
    return true;
}

std::vector<std::string> SightPicker::boxes(bool friends) const
{
    std::vector<std::string> out;
    const auto tester = m_scenario.unitIndex(m_tester);
    if (!tester)
        return out;
    const std::size_t side = m_scenario.units[*tester].side;
    const FiguresRuleset &rules = m_scenario.ruleset();
    for (std::size_t i = 0; i < m_scenario.units.size() && i < m_state.size(); ++i) {
        const FiguresScenarioUnit &setup = m_scenario.units[i];
        const auto pick = m_picks.find(setup.unit.id);
        if (setup.unit.id == m_tester || pick == m_picks.end() || !pick->second.picked ||
            (setup.side == side) != friends)
            continue;
        const int box = pick->second.box >= 0 ? pick->second.box : m_state[i].box;
        out.push_back(rules.boxes.at(static_cast<std::size_t>(box)).id);
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> SightPicker::picked(bool friends) const
{
    std::vector<std::pair<std::string, std::string>> out;
    const auto tester = m_scenario.unitIndex(m_tester);
    if (!tester)
        return out;
    const std::size_t side = m_scenario.units[*tester].side;
    for (const FiguresScenarioUnit &setup : m_scenario.units) {
        const auto pick = m_picks.find(setup.unit.id);
        if (setup.unit.id == m_tester || pick == m_picks.end() || !pick->second.picked ||
            (setup.side == side) != friends)
            continue;
        const int box = pick->second.box;
        out.emplace_back(setup.unit.id,
                         box >= 0 ? m_scenario.ruleset().boxes.at(static_cast<std::size_t>(box)).id : std::string());
    }
    return out;
}

} // namespace arbitre::gui
