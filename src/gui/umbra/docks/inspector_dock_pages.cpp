// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What the inspector shows for each kind of selection: a troop, a personality, a side, a hex.
#include "inspector_dock.h"

#include "arbitre/umbra/force.h"
#include "arbitre/umbra/map.h"
#include "common/ruleset_labels.h"
#include "umbra/umbra_document.h"
#include "umbra/unit_text.h"

#include <QFormLayout>
#include <QLabel>

#include <algorithm>

namespace arbitre::gui {

using nlohmann::json;
using umbra::setup::FieldSpec;

namespace {

template <typename T> QString labelAt(const std::vector<T> &items, int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= items.size())
        return QStringLiteral("\u2014");
    const T &item = items[static_cast<std::size_t>(index)];
    return termLabel(item.label, item.id);
}

QString yesNo(bool value)
{
    return value ? InspectorDock::tr("Yes") : InspectorDock::tr("No");
}

QString orderText(umbra::TroopOrder order)
{
    using umbra::TroopOrder;
    switch (order) {
    case TroopOrder::None:
        return {};
    case TroopOrder::Consolider:
        return InspectorDock::tr("Consolidating");
    case TroopOrder::Deplacement:
        return InspectorDock::tr("Moved");
    case TroopOrder::LeverPositionDefensive:
        return InspectorDock::tr("Raising a defensive position");
    case TroopOrder::QuitterConfrontation:
        return InspectorDock::tr("Leaving the confrontation");
    }
    return {};
}

// The set-up document's object of a unit, or nothing for a unit the file does not list (a levy's piétaille).
std::optional<umbra::setup::UnitPath> unitPath(const UmbraDocument &document, const std::string &id)
{
    try {
        return umbra::setup::findUnit(document.setup(), id);
    } catch (const umbra::setup::SetupError &) {
        return std::nullopt;
    }
}

} // namespace

void InspectorDock::showTroop(int sideIndex, int index, bool editable)
{
    const umbra::UmbraRuleset &rules = m_document->ruleset();
    const umbra::Side &side = m_document->state().sides[static_cast<std::size_t>(sideIndex)];
    const umbra::Troop &troop = side.troops[static_cast<std::size_t>(index)];
    const umbra::TroopType &type = rules.troopType(troop.type);
    m_title->setText(QString::fromStdString(troop.name));
    m_subtitle->setText(
        withId(tr("%1 · %2").arg(termLabel(type.label, type.id), QString::fromStdString(side.name)), troop.id));

    const std::optional<umbra::setup::UnitPath> path = editable ? unitPath(*m_document, troop.id) : std::nullopt;
    if (path) {
        const json &object = m_document->setup().at(json::json_pointer(path->pointer));
        std::vector<FieldSpec> fields = umbra::setup::troopFields(rules, object, path->levied);
        m_pointer = path->pointer;
        m_objectName = QString::fromStdString(troop.name);
        showEditors(std::move(fields), object);
    } else {
        addFact(tr("Type"), termLabel(type.label, type.id), "UD-20");
        if (troop.baseType >= 0)
            addFact(tr("Base type"), labelAt(rules.troopTypes, troop.baseType), "UD-22");
        if (type.role == umbra::TroopRole::Machine)
            addFact(tr("Machine Force"), QString::number(troop.machineForce), "UD-23");
        addFact(tr("Armament"), labelAt(rules.armement, troop.armement), "UD-24");
        if (const std::optional<int> training = rules.findTrainingValue(troop.training))
            addFact(tr("Training"), labelAt(rules.entrainement, *training), "UD-25");
        addFact(tr("Fatigue"), labelAt(rules.fatigue.levels, troop.fatigue), "UD-26");
        addFact(tr("Morale"), labelAt(rules.morale.levels, troop.morale), "UD-27");
        if (type.role != umbra::TroopRole::Pietaille)
            addFact(tr("Wounded"), yesNo(troop.blesse), "UD-28");
        QStringList adjectives;
        for (int i = 0; i < static_cast<int>(rules.troopAdjectives.size()); ++i) {
            if (troop.hasAdjective(i))
                adjectives << labelAt(rules.troopAdjectives, i);
        }
        addFact(tr("Adjectives"), adjectives.isEmpty() ? tr("none") : adjectives.join(QStringLiteral(", ")), "UD-33");
        addFact(tr("Status"), UnitText::troopStatus(troop.status));
        if (troop.order != umbra::TroopOrder::None)
            addFact(tr("Order"), orderText(troop.order), "UD-71");
        if (troop.position >= 0)
            addFact(tr("Position"), labelAt(rules.positions, troop.position), "UD-79");
        if (editable)
            addFact(tr("Set-up"), tr("Raised by a levy: change the levy to change it."));
    }
    addFact(tr("Hex"), UnitText::troopHex(m_document->map(), troop));
    if (troop.levy >= 0 && static_cast<std::size_t>(troop.levy) < side.levies.size()) {
        const umbra::LevyPlan &levy = side.levies[static_cast<std::size_t>(troop.levy)];
        const auto &places = m_document->map().places;
        const QString place = static_cast<std::size_t>(levy.place) < places.size()
                                  ? QString::fromStdString(places[static_cast<std::size_t>(levy.place)].name)
                                  : QString();
        addFact(tr("Levy"), tr("%1, day %2").arg(place).arg(troop.arrivalDay), "UD-18");
    }
    Breakdown breakdown;
    umbra::troopForce(rules, troop, &breakdown);
    showBreakdown(&breakdown);
}

void InspectorDock::showPersonality(int sideIndex, int index, bool editable)
{
    const umbra::UmbraRuleset &rules = m_document->ruleset();
    const umbra::Side &side = m_document->state().sides[static_cast<std::size_t>(sideIndex)];
    const umbra::Personality &personality = side.personalities[static_cast<std::size_t>(index)];
    m_title->setText(QString::fromStdString(personality.name));
    m_subtitle->setText(withId(tr("Personality · %1").arg(QString::fromStdString(side.name)), personality.id));

    const std::optional<umbra::setup::UnitPath> path = editable ? unitPath(*m_document, personality.id) : std::nullopt;
    if (path) {
        m_pointer = path->pointer;
        m_objectName = QString::fromStdString(personality.name);
        const json &object = m_document->setup().at(json::json_pointer(m_pointer));
        showEditors(umbra::setup::personalityFields(rules, object), object);
    } else {
        addFact(tr("Rank"), labelAt(rules.personalityRanks, personality.rank), "UD-44");
        addFact(tr("Strategy value (VS)"), QString::number(personality.vs), "UD-42");
        if (personality.forestier > 0)
            addFact(tr("Forestier X"), QString::number(personality.forestier), "UD-45");
        addFact(tr("Wounds"), QString::number(personality.wounds), "UD-41");
        QStringList skills;
        for (const umbra::SkillInstance &skill : personality.skills) {
            QString text = labelAt(rules.skills, static_cast<int>(skill.kind));
            if (skill.x != 0)
                text += skill.y != 0 ? QStringLiteral(" %1/%2").arg(skill.x).arg(skill.y)
                                     : QStringLiteral(" %1").arg(skill.x);
            skills << text;
        }
        addFact(tr("Skills"), skills.isEmpty() ? tr("none") : skills.join(QStringLiteral(", ")), "UD-46");
        addFact(tr("Status"), UnitText::personalityStatus(personality.status), "UD-41");
    }
    addFact(tr("Hex"), UnitText::hex(m_document->map(), personality.onMap, personality.hex));
    const umbra::UmbraMap &map = m_document->map();
    const int terrain = personality.onMap && map.present() && map.contains(personality.hex)
                            ? map.terrainAt(personality.hex)
                            : m_document->state().terrain;
    Breakdown breakdown;
    umbra::personalityForce(rules, personality, terrain, &breakdown);
    showBreakdown(&breakdown);
}

void InspectorDock::showSide(int sideIndex, bool editable)
{
    const umbra::UmbraRuleset &rules = m_document->ruleset();
    const umbra::Side &side = m_document->state().sides[static_cast<std::size_t>(sideIndex)];
    m_title->setText(QString::fromStdString(side.name));
    m_subtitle->setText(withId(tr("Side"), side.id));

    const json &setup = m_document->setup();
    const json *object = nullptr;
    if (editable && setup.is_object() && setup.contains("sides") && setup["sides"].is_array() &&
        static_cast<std::size_t>(sideIndex) < setup["sides"].size())
        object = &setup["sides"][static_cast<std::size_t>(sideIndex)];
    if (object && object->value("id", json()) == side.id) {
        m_pointer = "/sides/" + std::to_string(sideIndex);
        m_objectName = QString::fromStdString(side.name);
        showEditors(umbra::setup::sideFields(rules, *object), *object);
    } else {
        addFact(tr("Scouts"), labelAt(rules.scouts, side.scouts), "UD-39");
        addFact(tr("Scouts' VS"), QString::number(side.scoutsVs), "UD-39");
        if (!rules.rallyTables.empty())
            addFact(tr("Command level"), labelAt(rules.rallyTables, side.commandLevel), "UD-100");
    }
    const auto present = std::count_if(side.troops.begin(), side.troops.end(),
                                       [](const umbra::Troop &troop) { return troop.present(); });
    addFact(tr("Troops"), tr("%1 present of %2").arg(present).arg(side.troops.size()));
    addFact(tr("Personalities"), QString::number(side.personalities.size()));
    addFact(tr("Army strength"), QString::number(umbra::armyStrength(rules, side, m_document->state().terrain)),
            "UD-43");
    showBreakdown(nullptr);
}

void InspectorDock::showHex()
{
    const umbra::UmbraRuleset &rules = m_document->ruleset();
    const umbra::UmbraMap &map = m_document->map();
    const OffsetCoord cell = m_document->selection().cell;
    const Hex hex = map.grid.hexOf(cell);
    const QString coordinates = QStringLiteral("[%1, %2]").arg(cell.col).arg(cell.row);
    m_title->setText(tr("Hex %1").arg(coordinates));
    m_subtitle->clear();
    if (!map.contains(hex)) {
        m_subtitle->setText(tr("Off the map"));
        showBreakdown(nullptr);
        return;
    }
    const int terrain = map.terrainAt(hex);
    m_subtitle->setText(labelAt(rules.terrains, terrain));
    addFact(tr("Terrain"), labelAt(rules.terrains, terrain), "UD-A43");
    for (const umbra::Place &place : map.places) {
        if (place.hex == hex)
            addFact(tr("Place"),
                    place.levyPoint ? tr("%1 (levy point)").arg(QString::fromStdString(place.name))
                                    : QString::fromStdString(place.name),
                    "UD-69");
    }
    for (const umbra::HexPosition &position : m_document->state().positions) {
        if (position.hex == hex) {
            const umbra::PositionType *type = static_cast<std::size_t>(position.position) < rules.positions.size()
                                                  ? &rules.positions[static_cast<std::size_t>(position.position)]
                                                  : nullptr;
            addFact(tr("Position"),
                    type ? tr("%1 (+%2 %)").arg(termLabel(type->label, type->id)).arg(type->percent) : QString(),
                    "UD-79");
        }
    }
    addFact(tr("Fortify site"), yesNo(map.fortifySite(hex)), "UD-80");
    // The units here, each a link that selects it.
    QStringList units;
    auto link = [&units](const std::string &id, const std::string &name, const std::string &sideName) {
        units << QStringLiteral("<a href=\"%1\">%2</a> <span style=\"color:gray\">(%3)</span>")
                     .arg(QString::fromStdString(id).toHtmlEscaped(), QString::fromStdString(name).toHtmlEscaped(),
                          QString::fromStdString(sideName).toHtmlEscaped());
    };
    for (const umbra::Side &side : m_document->state().sides) {
        for (const umbra::Personality &personality : side.personalities) {
            if (personality.onMap && personality.hex == hex)
                link(personality.id, personality.name, side.name);
        }
        for (const umbra::Troop &troop : side.troops) {
            if (troop.onMap && troop.hex == hex)
                link(troop.id, troop.name, side.name);
        }
    }
    auto *list = new QLabel(units.isEmpty() ? tr("none") : units.join(QStringLiteral("<br>")), m_factsBox);
    list->setWordWrap(true);
    list->setTextFormat(Qt::RichText);
    connect(list, &QLabel::linkActivated, this, [this](const QString &id) {
        if (m_document)
            m_document->select({Selection::Kind::Unit, id.toStdString(), {}});
    });
    m_facts->addRow(ruleLabel(tr("Units"), {}, m_factsBox), list);
    showBreakdown(nullptr);
}

} // namespace arbitre::gui
