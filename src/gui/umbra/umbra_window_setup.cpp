// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The main window's set-up commands: each builds set-up edits in the core and pushes them as one step.
#include "arbitre/umbra/movement.h"
#include "arbitre/umbra/setup.h"
#include "common/module_ui.h"
#include "common/ruleset_labels.h"
#include "umbra/dialogs/add_unit_dialog.h"
#include "umbra/dialogs/levy_dialog.h"
#include "umbra/dialogs/new_scenario_dialog.h"
#include "umbra/map/hex_map_view.h"
#include "umbra_document.h"
#include "umbra_window.h"
#include "umbra_window_actions.h"
#include "unit_text.h"

#include <QComboBox>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace arbitre::gui {

namespace setup = umbra::setup;

namespace {

constexpr int DragMergeId = -1; // a drag is one signal already; nothing to merge

// An id stem from a name the GM typed: "Maison de Brisemont" → "maison_de_brisemont".
std::string idStem(const QString &name)
{
    QString stem;
    for (const QChar c : name.normalized(QString::NormalizationForm_D).toLower()) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            stem += c;
        else if ((c.isSpace() || c == QLatin1Char('-') || c == QLatin1Char('_')) && !stem.endsWith(QLatin1Char('_')))
            stem += QLatin1Char('_');
    }
    while (stem.endsWith(QLatin1Char('_')))
        stem.chop(1);
    return stem.isEmpty() ? std::string("side") : stem.toStdString();
}

} // namespace

bool UmbraWindow::commit(const QString &text, const std::function<JsonEdits()> &build, int mergeId)
{
    try {
        m_document->edit(text, build(), mergeId);
        return true;
    } catch (const DocumentError &error) {
        showError(tr("%1: refused").arg(text), QString::fromStdString(error.what()));
    } catch (const setup::SetupError &error) {
        showError(tr("%1: refused").arg(text), QString::fromStdString(error.what()));
    }
    return false;
}

std::optional<OffsetCoord> UmbraWindow::selectedCell() const
{
    const Selection &selection = m_document->selection();
    if (selection.kind == Selection::Kind::Hex)
        return selection.cell;
    if (selection.kind != Selection::Kind::Unit || !m_document->map().present())
        return std::nullopt;
    const auto ref = UnitText::memberById(m_document->state(), selection.id);
    if (!ref)
        return std::nullopt;
    const auto &side = m_document->state().sides[static_cast<std::size_t>(ref->side)];
    const auto index = static_cast<std::size_t>(ref->index);
    const bool troop = ref->kind == umbra::MemberRef::Kind::Troop;
    const bool onMap = troop ? side.troops[index].onMap : side.personalities[index].onMap;
    if (!onMap)
        return std::nullopt;
    return m_document->map().grid.cellOf(troop ? side.troops[index].hex : side.personalities[index].hex);
}

void newUmbraScenario(WindowHost &host, QWidget *parent)
{
    NewScenarioDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted || dialog.terrain().isEmpty())
        return;
    try {
        host.show(UmbraDocument::createNew(dialog.rulesetPath(), dialog.name(), dialog.mapWidth(), dialog.mapHeight(),
                                           dialog.orientation(), dialog.terrain()));
    } catch (const DocumentError &error) {
        if (host.interactive())
            QMessageBox::warning(parent, UmbraWindow::tr("Cannot create the scenario"),
                                 QString::fromStdString(error.what()));
    }
}

void UmbraWindow::onUnitDropped(const QString &unitId, OffsetCoord cell)
{
    if (!m_document->inSetup()) {
        playMove(unitId.toStdString(), cell); // in play a drop is a movement order (UD-72)
        return;
    }
    commit(
        tr("Move %1 to [%2, %3]")
            .arg(UnitText::name(m_document->state(), unitId.toStdString()))
            .arg(cell.col)
            .arg(cell.row),
        [&] { return setup::placeUnit(m_document->setup(), unitId.toStdString(), cell); }, DragMergeId);
}

void UmbraWindow::onTerrainPainted(const std::vector<OffsetCoord> &cells)
{
    const auto &terrains = m_document->ruleset().terrains;
    const auto terrain = static_cast<std::size_t>(m_terrainBrush->currentData().toInt());
    if (terrain >= terrains.size())
        return;
    commit(
        tr("Paint %1 (%n hex(es))", nullptr, static_cast<int>(cells.size()))
            .arg(termLabel(terrains[terrain].label, terrains[terrain].id)),
        [&] { return setup::paintTerrain(m_document->ruleset(), m_document->setup(), cells, terrains[terrain].id); });
}

void UmbraWindow::onMapContextMenu(OffsetCoord cell, const QString &unitId, QPoint globalPos)
{
    m_document->select(unitId.isEmpty() ? Selection{Selection::Kind::Hex, {}, cell}
                                        : Selection{Selection::Kind::Unit, unitId.toStdString(), {}});
    contextMenu(cell, unitId)->exec(globalPos);
}

std::unique_ptr<QMenu> UmbraWindow::contextMenu(OffsetCoord cell, const QString &unitId)
{
    auto owned = std::make_unique<QMenu>(this);
    QMenu &menu = *owned;
    // A stack opens here like a hand of counters: every unit of the hex, to select one.
    const Hex hex = m_document->map().grid.hexOf(cell);
    QList<QPair<QString, QString>> stack; // id, name
    for (const auto &side : m_document->state().sides) {
        for (const auto &troop : side.troops)
            if (troop.onMap && troop.present() && troop.hex == hex)
                stack.append({QString::fromStdString(troop.id), UnitText::name(m_document->state(), troop.id)});
        for (const auto &personality : side.personalities)
            if (personality.onMap && personality.present() && personality.hex == hex)
                stack.append(
                    {QString::fromStdString(personality.id), UnitText::name(m_document->state(), personality.id)});
    }
    const bool setUp = m_document->inSetup();
    if (stack.size() > 1) {
        menu.addSection(tr("In this hex"));
        for (const auto &[id, name] : stack) {
            QAction *pick = menu.addAction(name, this, [this, id] {
                m_document->select(Selection{Selection::Kind::Unit, id.toStdString(), {}});
            });
            pick->setCheckable(true);
            pick->setChecked(id == unitId);
        }
        if (setUp)
            menu.addSection(tr("Set-up"));
    }
    if (!setUp) {
        addPlayMenuItems(menu, cell, unitId);
        return owned;
    }
    const Actions &a = *m_actions;
    if (!unitId.isEmpty())
        menu.addActions({a.takeOffMap, a.removeUnit}); // shared actions: updateActions() keeps them right
    QList<QAction *> setupActions;
    setupActions << menu.addAction(icon(IconKind::Troop), tr("Add a Troop Here…"), this,
                                   [this, cell] { addTroop(cell); });
    setupActions << menu.addAction(icon(IconKind::Personality), tr("Add a Personality Here…"), this,
                                   [this, cell] { addPersonality(cell); });
    menu.addSeparator();
    setupActions << menu.addAction(icon(IconKind::Place), tr("Add a Place Here…"), this,
                                   [this, cell] { addPlace(cell); });
    for (const auto &place : m_document->map().places) {
        if (place.hex != hex)
            continue;
        const std::string id = place.id;
        const QString name = QString::fromStdString(place.name);
        setupActions << menu.addAction(
            icon(IconKind::Remove), tr("Remove the Place “%1”").arg(name), this, [this, id, name] {
                commit(tr("Remove place %1").arg(name), [&] { return setup::removePlace(m_document->setup(), id); });
            });
    }
    setupActions << menu.addAction(icon(IconKind::Position), tr("Set the Position Here…"), this,
                                   [this, cell] { setPosition(cell); });
    setupActions << menu.addAction(tr("Toggle Fortify Site Here"), this, [this, cell] { toggleFortifySite(cell); });
    for (QAction *action : setupActions)
        action->setEnabled(m_document->inSetup());
    return owned;
}

void UmbraWindow::addSide()
{
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Add a Side"), tr("Name of the side:"), QLineEdit::Normal, QString(), &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return;
    const std::string id = setup::freshId(m_document->setup(), idStem(name));
    commit(tr("Add side %1").arg(name), [&] { return setup::addSide(m_document->setup(), id, name.toStdString()); });
}

void UmbraWindow::addTroop(std::optional<OffsetCoord> cell)
{
    if (m_document->state().sides.empty()) {
        showError(tr("Add a Troop"), tr("Add a side first."));
        return;
    }
    AddUnitDialog dialog(*m_document, AddUnitDialog::Kind::Troop, 0, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    commit(tr("Add troop %1").arg(dialog.name()), [&] {
        return setup::addTroop(m_document->ruleset(), m_document->setup(), dialog.side(), dialog.type().toStdString(),
                               dialog.name().toStdString(), cell);
    });
}

void UmbraWindow::addPersonality(std::optional<OffsetCoord> cell)
{
    if (m_document->state().sides.empty()) {
        showError(tr("Add a Personality"), tr("Add a side first."));
        return;
    }
    AddUnitDialog dialog(*m_document, AddUnitDialog::Kind::Personality, 0, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    commit(tr("Add personality %1").arg(dialog.name()), [&] {
        return setup::addPersonality(m_document->ruleset(), m_document->setup(), dialog.side(),
                                     dialog.name().toStdString(), cell);
    });
}

void UmbraWindow::addPlace(OffsetCoord cell)
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Add a Place"), tr("Name of the place (lieu-dit):"),
                                               QLineEdit::Normal, QString(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    commit(tr("Add place %1").arg(name),
           [&] { return setup::addPlace(m_document->setup(), name.toStdString(), cell, true); });
}

void UmbraWindow::setPosition(OffsetCoord cell)
{
    QStringList labels{tr("(none)")};
    QStringList ids{QString()};
    for (const auto &position : m_document->ruleset().positions) {
        labels << termLabel(position.label, position.id);
        ids << QString::fromStdString(position.id);
    }
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(this, tr("Privileged Position"),
                              tr("Position on [%1, %2] (UD-79):").arg(cell.col).arg(cell.row), labels, 0, false, &ok);
    if (!ok)
        return;
    const QString id = ids.value(static_cast<int>(labels.indexOf(chosen)));
    commit(tr("Set position on [%1, %2]").arg(cell.col).arg(cell.row),
           [&] { return setup::setPosition(m_document->ruleset(), m_document->setup(), cell, id.toStdString()); });
}

void UmbraWindow::toggleFortifySite(OffsetCoord cell)
{
    const bool site = !m_document->map().fortifySite(m_document->map().grid.hexOf(cell));
    commit(site ? tr("Mark fortify site [%1, %2]").arg(cell.col).arg(cell.row)
                : tr("Unmark fortify site [%1, %2]").arg(cell.col).arg(cell.row),
           [&] { return setup::setFortifySite(m_document->setup(), cell, site); });
}

void UmbraWindow::raiseLevy()
{
    LevyDialog dialog(*m_document, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    commit(tr("Raise a levy at %1").arg(dialog.place()), [&] {
        return setup::raiseLevy(m_document->ruleset(), m_document->setup(), dialog.side(), dialog.place().toStdString(),
                                dialog.startDay(), dialog.domain(), dialog.cavalryType().toStdString(),
                                dialog.menAtArmsType().toStdString());
    });
}

void UmbraWindow::removeSelectedUnit()
{
    if (m_document->selection().kind != Selection::Kind::Unit)
        return;
    const std::string id = m_document->selection().id;
    commit(tr("Delete %1").arg(UnitText::name(m_document->state(), id)),
           [&] { return setup::removeUnit(m_document->setup(), id); });
}

void UmbraWindow::takeSelectedUnitOffMap()
{
    if (m_document->selection().kind != Selection::Kind::Unit)
        return;
    const std::string id = m_document->selection().id;
    commit(tr("Take %1 off the map").arg(UnitText::name(m_document->state(), id)),
           [&] { return setup::unplaceUnit(m_document->setup(), id); });
}

} // namespace arbitre::gui
