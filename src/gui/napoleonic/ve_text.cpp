// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The readable side of a VE session the core does not word: the tables an event read, with the cell used
// highlighted, and the labels the panels and the map show; the events themselves are in the session's words
// (Session::eventText). Only the session's results are shown; nothing is computed here.
#include "ve_text.h"
#include "event_text.h"

#include "common/ruleset_labels.h"

#include "arbitre/napoleonic/table_read.h"

#include <QCoreApplication>
#include <QStringList>

namespace arbitre::gui::ve_text {

using namespace arbitre::napoleonic;

namespace {

/** The context of this file's words for the translators. */
struct VeText
{
    Q_DECLARE_TR_FUNCTIONS(VeText)
};

QString cell(const QString &text, bool highlighted)
{
    return highlighted ? QStringLiteral("<td bgcolor=\"%1\"><b>%2</b></td>").arg(QLatin1String(HighlightColour), text)
                       : QStringLiteral("<td>%1</td>").arg(text);
}

QString fireTable(const VeRuleset &rules, const std::optional<VeTableRead> &read)
{
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%1</th>")
                       .arg(VeText::tr("Score"));
    for (const std::string &c : rules.fireColumns)
        html += QStringLiteral("<th>%1</th>").arg(QString::fromStdString(c));
    html += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < rules.fireCells.size(); ++r) {
        html += QStringLiteral("<tr><th>%1</th>").arg(rules.fireMinRow + static_cast<int>(r));
        const auto &cells = rules.fireCells[r];
        for (std::size_t c = 0; c < cells.size() && c < rules.fireColumns.size(); ++c)
            html += cell(QString::fromStdString(cells[c]), read && read->row == r && read->column == c);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString meleeTable(const VeRuleset &rules, const std::optional<VeTableRead> &read)
{
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%1</th>")
                       .arg(VeText::tr("Score"));
    for (const MeleeColumn &c : rules.meleeColumns)
        html += QStringLiteral("<th>%1</th>").arg(QString::fromStdString(c.label));
    html += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < rules.meleeCells.size(); ++r) {
        html += QStringLiteral("<tr><th>%1</th>").arg(rules.meleeMinRow + static_cast<int>(r));
        const auto &cells = rules.meleeCells[r];
        for (std::size_t c = 0; c < cells.size() && c < rules.meleeColumns.size(); ++c)
            html += cell(
                QStringLiteral("%1 / %2").arg(QString::fromStdString(cells[c][0]), QString::fromStdString(cells[c][1])),
                read && read->row == r && read->column == c);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

} // namespace

QString procedureName(VeProcedure procedure)
{
    switch (procedure) {
    case VeProcedure::Fire:
        return VeText::tr("Fire");
    case VeProcedure::Melee:
        return VeText::tr("Melee");
    case VeProcedure::Morale:
        return VeText::tr("Morale test");
    case VeProcedure::Result:
        return VeText::tr("Result");
    case VeProcedure::Rally:
        return VeText::tr("Rally");
    case VeProcedure::Rest:
        return VeText::tr("Rest");
    case VeProcedure::Formation:
        return VeText::tr("Formation change");
    case VeProcedure::Move:
        return VeText::tr("Move");
    case VeProcedure::Initiative:
        return VeText::tr("Initiative");
    case VeProcedure::Leader:
        return VeText::tr("Leader");
    case VeProcedure::Override:
        return VeText::tr("Override");
    }
    return {};
}

QString label(const std::vector<Named> &list, std::string_view id)
{
    for (const Named &entry : list) {
        if (entry.id == id)
            return termLabel(entry.label, entry.id);
    }
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

QString formationLabel(const VeRuleset &rules, std::string_view id)
{
    for (const VeFormation &f : rules.formations) {
        if (f.id == id)
            return termLabel(f.label, f.id);
    }
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

QString terrainLabel(const VeRuleset &rules, std::string_view id)
{
    for (const VeTerrain &t : rules.terrains) {
        if (t.id == id)
            return termLabel(t.label, t.id);
    }
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

QString losReason(const VeRuleset &rules, const std::string &reason)
{
    return QString::fromStdString(veLosReason(rules, reason, event_text::appLogLanguage()));
}

QString tableHtml(const VeRuleset &rules, const Event &event)
{
    // The core says which table the event read and where; the whole table is drawn from the ruleset.
    const std::optional<VeTableRead> read = veTableRead(rules, event);
    if (!read)
        return {};
    switch (read->table) {
    case VeTable::Fire:
        return fireTable(rules, read);
    case VeTable::Melee:
        return meleeTable(rules, read);
    }
    return {};
}

} // namespace arbitre::gui::ve_text
