// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The readable side of a VE session: events and previews as HTML and the tables they read with
// the cell used highlighted. Only the session's results are shown; nothing is computed here.
#include "ve_text.h"
#include "event_text.h"

#include "common/ruleset_labels.h"

#include "arbitre/napoleonic/battle_log.h"

#include <QCoreApplication>
#include <QStringList>

namespace arbitre::gui::ve_text {

using nlohmann::json;
using namespace arbitre::napoleonic;

namespace {

/** The context of this file's words for the translators. */
struct VeText
{
    Q_DECLARE_TR_FUNCTIONS(VeText)
};

using event_text::signedNumber;
using event_text::str;

QString dieSourceText(DieSource source)
{
    switch (source) {
    case DieSource::Entered:
        return VeText::tr("typed");
    case DieSource::Scripted:
        return VeText::tr("scripted");
    case DieSource::Seeded:
        break;
    }
    return VeText::tr("rolled");
}

QString cell(const QString &text, bool highlighted)
{
    return highlighted ? QStringLiteral("<td bgcolor=\"%1\"><b>%2</b></td>").arg(QLatin1String(HighlightColour), text)
                       : QStringLiteral("<td>%1</td>").arg(text);
}

QString fireTable(const VeRuleset &rules, const json &result)
{
    const QString row = str(result.value("row", json()));
    const QString column = str(result.value("column", json()));
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%1</th>")
                       .arg(VeText::tr("Score"));
    for (const std::string &c : rules.fireColumns)
        html += QStringLiteral("<th>%1</th>").arg(QString::fromStdString(c));
    html += QStringLiteral("</tr>");
    for (int r = rules.fireMinRow; r <= rules.fireMaxRow; ++r) {
        html += QStringLiteral("<tr><th>%1</th>").arg(r);
        const auto &cells = rules.fireCells[static_cast<std::size_t>(r - rules.fireMinRow)];
        for (std::size_t c = 0; c < cells.size() && c < rules.fireColumns.size(); ++c)
            html += cell(QString::fromStdString(cells[c]),
                         row == QString::number(r) && column == QString::fromStdString(rules.fireColumns[c]));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString meleeTable(const VeRuleset &rules, const json &result)
{
    const QString row = str(result.value("row", json()));
    const QString column = str(result.value("column", json()));
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%1</th>")
                       .arg(VeText::tr("Score"));
    for (const MeleeColumn &c : rules.meleeColumns)
        html += QStringLiteral("<th>%1</th>").arg(QString::fromStdString(c.label));
    html += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < rules.meleeCells.size(); ++r) {
        const int score = rules.meleeMinRow + static_cast<int>(r);
        html += QStringLiteral("<tr><th>%1</th>").arg(score);
        const auto &cells = rules.meleeCells[r];
        for (std::size_t c = 0; c < cells.size() && c < rules.meleeColumns.size(); ++c)
            html += cell(
                QStringLiteral("%1 / %2").arg(QString::fromStdString(cells[c][0]), QString::fromStdString(cells[c][1])),
                row == QString::number(score) && column == QString::fromStdString(rules.meleeColumns[c].label));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

/** A term's label from the ruleset's lists, or the core's words for a term a procedure adds itself. */
QString modifierLabel(const VeRuleset &rules, const std::string &id)
{
    return QString::fromStdString(
        napoleonic::veTermLabel(rules, id, frenchTerms() ? LogLanguage::French : LogLanguage::English));
}

/** The result an event read, in the app's language (the core's words for VE ids). */
QString outcome(const VeRuleset &rules, const json &result)
{
    const auto found = result.find("result");
    if (found == result.end() || !found->is_string())
        return {};
    return QString::fromStdString(napoleonic::veIdLabel(rules, found->get<std::string>(),
                                                        frenchTerms() ? LogLanguage::French : LogLanguage::English))
        .toHtmlEscaped();
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
    if (reason == "unite")
        return VeText::tr("a unit (VE-49)");
    if (reason == "denivellee")
        return VeText::tr("a change of level (VE-50)");
    return VeText::tr("%1 (VE-49)").arg(terrainLabel(rules, reason));
}

QString eventHtml(const VeRuleset &rules, const Event &event)
{
    const json &r = event.result;
    QString html;
    if (!event.dice.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(VeText::tr("Dice"));
        for (const DieRoll &die : event.dice)
            html += QStringLiteral("<li>d%1 = <b>%2</b> (%3) — %4</li>")
                        .arg(die.sides)
                        .arg(die.value)
                        .arg(dieSourceText(die.source), QString::fromStdString(die.purpose).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    if (r.contains("fire_value_terms")) {
        html +=
            QStringLiteral("<p><b>%1</b> %2</p><ul>").arg(VeText::tr("Fire value"), str(r.value("fire_value", json())));
        for (const json &t : r["fire_value_terms"])
            html += QStringLiteral("<li>%1 %2 (%3)</li>")
                        .arg(modifierLabel(rules, t.value("id", std::string())),
                             t.value("sets", false) ? QStringLiteral("= %1").arg(t.value("value", 0))
                                                    : signedNumber(t.value("value", 0)),
                             str(t.value("rule", json())));
        html += QStringLiteral("</ul>");
    }
    if (r.contains("modifiers") && !r["modifiers"].empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(VeText::tr("Modifiers"));
        for (const json &m : r["modifiers"])
            html += QStringLiteral("<li>%1 %2 (%3)</li>")
                        .arg(modifierLabel(rules, m.value("id", std::string())), signedNumber(m.value("value", 0)),
                             str(m.value("rule", json())));
        html += QStringLiteral("</ul>");
    }
    if (r.contains("score") && r.contains("table") && !r["table"].get<std::string>().empty()) {
        // Only the coordinates the procedure read: a morale test has a row and no column or cell.
        QStringList read{VeText::tr("table %1").arg(str(r["table"]))};
        const auto part = [&](const char *key, const QString &text) {
            if (r.contains(key) && r[key].is_string() && !r[key].get<std::string>().empty())
                read << text.arg(str(r[key]));
        };
        part("row", VeText::tr("row %1"));
        part("column", VeText::tr("column %1"));
        part("cell", VeText::tr("cell %1"));
        html += QStringLiteral("<p>%1</p>")
                    .arg(VeText::tr("Score %1 — %2 → %3")
                             .arg(str(r["score"]), read.join(QStringLiteral(", ")), outcome(rules, r)));
    } else if (r.contains("result") && r["result"].is_string())
        html += QStringLiteral("<p>%1</p>").arg(VeText::tr("Result: %1").arg(outcome(rules, r)));
    if (r.contains("changes") && !r["changes"].empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(VeText::tr("Changes"));
        for (const auto &[piece, fields] : r["changes"].items())
            for (const auto &[key, change] : fields.items())
                html += QStringLiteral("<li>%1: %2 %3 → %4</li>")
                            .arg(QString::fromStdString(piece), QString::fromStdString(key), str(change[0]),
                                 str(change[1]));
        html += QStringLiteral("</ul>");
    } else {
        html += QStringLiteral("<p>%1</p>").arg(VeText::tr("No unit changed."));
    }
    return html;
}

QString tableHtml(const VeRuleset &rules, const Event &event)
{
    const std::string table = event.result.value("table", std::string());
    if (table == "fire")
        return fireTable(rules, event.result);
    if (table == "melee")
        return meleeTable(rules, event.result);
    return {};
}

} // namespace arbitre::gui::ve_text
