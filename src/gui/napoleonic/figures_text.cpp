// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The tables a figure-rules event read, with the cell used highlighted; the events themselves are in the
// session's words (Session::eventText). Only the session's results are shown; nothing is computed.
#include "common/ruleset_labels.h"
#include "event_text.h"
#include "figures_window.h"

#include "arbitre/napoleonic/table_read.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace arbitre::gui::figures_text {

using namespace arbitre::napoleonic;

namespace {

/** The context of this file's words for the translators. */
struct FiguresText
{
    Q_DECLARE_TR_FUNCTIONS(FiguresText)
};

using event_text::signedNumber;

QString cellHtml(const QString &text, bool highlighted)
{
    return highlighted ? QStringLiteral("<td nowrap align=\"center\" bgcolor=\"%1\"><b>%2</b></td>")
                             .arg(QString::fromLatin1(HighlightColour), text.toHtmlEscaped())
                       : QStringLiteral("<td nowrap align=\"center\">%1</td>").arg(text.toHtmlEscaped());
}

QString headerHtml(const QStringList &headers)
{
    QString out = QStringLiteral("<tr>");
    for (const QString &header : headers)
        out += QStringLiteral("<th nowrap bgcolor=\"#e8e4d8\">%1</th>").arg(header.toHtmlEscaped());
    return out + QStringLiteral("</tr>");
}

QString optionalNumber(const std::optional<int> &value, const QString &none)
{
    return value ? QString::number(*value) : none;
}

} // namespace

QString procedureName(FiguresProcedure procedure)
{
    switch (procedure) {
    case FiguresProcedure::Fire:
        return FiguresText::tr("Fire");
    case FiguresProcedure::Melee:
        return FiguresText::tr("Melee");
    case FiguresProcedure::Morale:
        return FiguresText::tr("Morale test");
    case FiguresProcedure::Control:
        return FiguresText::tr("Control test");
    case FiguresProcedure::Reaction:
        return FiguresText::tr("Reaction test");
    case FiguresProcedure::Formation:
        return FiguresText::tr("Formation change");
    case FiguresProcedure::Move:
        return FiguresText::tr("Move");
    case FiguresProcedure::Action:
        return FiguresText::tr("New action");
    case FiguresProcedure::Override:
        return FiguresText::tr("Override");
    }
    return {};
}

namespace {

/** Whether the event read cell (`row`, `column`) of its table. */
bool readAt(const FiguresTableRead &read, std::size_t row, std::size_t column)
{
    return read.row == row && std::find(read.columns.begin(), read.columns.end(), column) != read.columns.end();
}

QString lossTableHtml(const FiguresRuleset &rules, const FiguresTableRead &read)
{
    const LossTable &table = rules.lossTable;
    QStringList headers{FiguresText::tr("Score \\ figures")};
    const std::size_t columns = table.texts.empty() ? 0 : table.texts.front().size();
    for (std::size_t c = 0; c < columns; ++c)
        headers << QString::number(c + 1);
    QString out = headerHtml(headers);
    for (std::size_t r = 0; r < table.texts.size(); ++r) {
        const int score = table.minScore + static_cast<int>(r);
        out += QStringLiteral("<tr><th nowrap bgcolor=\"#e8e4d8\">%1</th>").arg(signedNumber(score));
        for (std::size_t c = 0; c < columns; ++c)
            out += cellHtml(QString::fromStdString(table.texts[r][c]), readAt(read, r, c));
        out += QStringLiteral("</tr>");
    }
    return out;
}

/** A fire range modifier by its index, as the play sheet writes it: "P2", "P1 bis". */
QString rangeName(const FiguresRuleset &rules, int index)
{
    const auto &fire = rules.modifiers[static_cast<std::size_t>(ModifierList::Fire)];
    if (index < 0 || static_cast<std::size_t>(index) >= fire.size())
        return QString::number(index);
    QString id = QString::fromStdString(fire[static_cast<std::size_t>(index)].id);
    id.remove(QStringLiteral("range_"));
    id.replace(QStringLiteral("_bis"), QStringLiteral(" bis"));
    if (!id.isEmpty())
        id[0] = id[0].toUpper();
    return id;
}

QString situationTableHtml(const FiguresRuleset &rules, const FiguresTableRead &read)
{
    QString out = headerHtml({FiguresText::tr("Box"), FiguresText::tr("Scores"), FiguresText::tr("MAC"),
                              FiguresText::tr("Standing"), FiguresText::tr("Other reasons")});
    for (std::size_t b = 0; b < rules.boxes.size(); ++b) {
        const SituationBox &box = rules.boxes[b];
        const QString mac = box.mac == MacMove::Advance ? FiguresText::tr("advances")
                            : box.mac == MacMove::Halt  ? FiguresText::tr("halts")
                                                        : FiguresText::tr("falls back");
        const QString standing =
            box.standingFire ? rangeName(rules, *box.standingFire) : FiguresText::tr("ineffective");
        out += QStringLiteral("<tr><th nowrap bgcolor=\"#e8e4d8\">%1</th>")
                   .arg(termLabel(box.label, box.id).toHtmlEscaped()) +
               cellHtml(QStringLiteral("%1 … %2").arg(box.min).arg(box.max), false) +
               cellHtml(mac, readAt(read, b, 0)) + cellHtml(standing, readAt(read, b, 1)) +
               cellHtml(signedNumber(box.otherShift), readAt(read, b, 2)) + QStringLiteral("</tr>");
    }
    return out;
}

QString controlTableHtml(const FiguresRuleset &rules, const FiguresTableRead &read)
{
    QString out = headerHtml(
        {FiguresText::tr("Status"), FiguresText::tr("RET / SAF / flank"), FiguresText::tr("DER / DES / rear")});
    for (std::size_t s = 0; s < rules.status.size() && s < rules.controlThresholds.size(); ++s) {
        out += QStringLiteral("<tr><th nowrap bgcolor=\"#e8e4d8\">%1</th>")
                   .arg(termLabel(rules.status[s].label, rules.status[s].id).toHtmlEscaped()) +
               cellHtml(QString::number(rules.controlThresholds[s][0]), readAt(read, s, 0)) +
               cellHtml(QString::number(rules.controlThresholds[s][1]), readAt(read, s, 1)) + QStringLiteral("</tr>");
    }
    return out;
}

QString formationTableHtml(const FiguresRuleset &rules, const FiguresTableRead &read)
{
    QStringList headers{FiguresText::tr("Change")};
    for (const std::string &nation : rules.nationColumns)
        headers << QString::fromStdString(nation);
    QString out = headerHtml(headers);
    for (std::size_t r = 0; r < rules.formationChanges.size(); ++r) {
        const FormationChangeRow &change = rules.formationChanges[r];
        out += QStringLiteral("<tr><th nowrap bgcolor=\"#e8e4d8\">%1 → %2</th>")
                   .arg(QString::fromStdString(change.from), QString::fromStdString(change.to));
        for (std::size_t n = 0; n < change.pa.size() && n < rules.nationColumns.size(); ++n)
            out += cellHtml(optionalNumber(change.pa[n], QStringLiteral("-")), readAt(read, r, n));
        out += QStringLiteral("</tr>");
    }
    return out;
}

QString movementTableHtml(const FiguresRuleset &rules, const FiguresTableRead &read)
{
    const MovementTable &table = rules.movement[read.horse ? 1 : 0];
    QStringList headers{read.horse ? FiguresText::tr("CAV, ARC (NF-23)") : FiguresText::tr("INF, ARP (NF-22)")};
    for (const Named &formation : rules.formations)
        headers << termLabel(formation.label, formation.id);
    QString out = headerHtml(headers);
    for (std::size_t p = 0; p < table.ud.size() && p < rules.paces.size(); ++p) {
        out += QStringLiteral("<tr><th nowrap bgcolor=\"#e8e4d8\">%1</th>")
                   .arg(termLabel(rules.paces[p].label, rules.paces[p].id).toHtmlEscaped());
        for (std::size_t f = 0; f < table.ud[p].size() && f < rules.formations.size(); ++f)
            out += cellHtml(optionalNumber(table.ud[p][f], QStringLiteral("X")), readAt(read, p, f));
        out += QStringLiteral("</tr>");
    }
    return out;
}

} // namespace

QString tableHtml(const FiguresScenario &scenario, const Event &event, const QString &title)
{
    // The core says which table the event read and which cells; the whole table is drawn from the ruleset.
    const std::optional<FiguresTableRead> read = figuresTableRead(scenario, event);
    if (!read)
        return QStringLiteral("<p>%1</p>").arg(FiguresText::tr("This procedure reads no table."));
    const FiguresRuleset &rules = scenario.ruleset();
    QString rows;
    switch (read->table) {
    case FiguresTable::Loss:
        rows = lossTableHtml(rules, *read);
        break;
    case FiguresTable::Situation:
        rows = situationTableHtml(rules, *read);
        break;
    case FiguresTable::Control:
        rows = controlTableHtml(rules, *read);
        break;
    case FiguresTable::FormationChange:
        rows = formationTableHtml(rules, *read);
        break;
    case FiguresTable::Movement:
        rows = movementTableHtml(rules, *read);
        break;
    }
    // Two pixels of padding: the loss table's seventeen columns then read whole beside the map at 1366x768, at a
    // scale factor of 1 and of 2 alike (whose glyphs are a pixel wider here and there).
    return QStringLiteral("<h3>%1</h3><table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">%2</table>")
        .arg(title.toHtmlEscaped(), rows);
}

} // namespace arbitre::gui::figures_text
