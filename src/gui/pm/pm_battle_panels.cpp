// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The PM battle view's content: the army cards, the phase result and the chart.
#include "pm_battle_window.h"

#include "arbitre/pm/report.h"
#include "arbitre/pm/terms.h"
#include "common/ruleset_labels.h"
#include "pm_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QSpinBox>
#include <QTextBrowser>

namespace arbitre::gui {

namespace {

QString esc(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString signedText(int value)
{
    return value < 0 ? QStringLiteral("− %1").arg(-value) : QStringLiteral("+ %1").arg(value);
}

/** A term of a score as the GM reads it, in the app's language: the core's words (pm::pmTermLabel). */
QString termName(std::string_view id)
{
    return QString::fromStdString(pm::pmTermLabel(id, frenchTerms() ? LogLanguage::French : LogLanguage::English));
}

QString lossWhy(const pm::PmRuleset &rules, const pm::PmBattle &battle, const pm::PhaseResult &result, std::size_t i)
{
    const pm::SideResult &self = result.sides[i];
    const pm::SideResult &other = result.sides[1 - i];
    const QString otherName = QString::fromStdString(battle.sides[1 - i].name);
    QString text;
    if (self.rangeDie != 0)
        text = PmBattleWindow::tr("drawn in %1–%2 with a d%3 showing %4 (PM-A5); ")
                   .arg(self.nominalRange.min)
                   .arg(self.nominalRange.max)
                   .arg(self.nominalRange.max - self.nominalRange.min + 1)
                   .arg(self.rangeDie);
    switch (self.bound) {
    case pm::LossBound::Nominal:
        return text + PmBattleWindow::tr("within the cap of %1").arg(self.lossCap);
    case pm::LossBound::DamageCap:
        return text + PmBattleWindow::tr("capped: %1 PM can inflict at most %2 (PM-13)")
                          .arg(other.engagedPm)
                          .arg(other.damageCap);
    case pm::LossBound::WinnerCap:
        return text + PmBattleWindow::tr("capped: %1's %2 PM can inflict at most %3, a winner loses at most half: %4 "
                                         "(PM-14)")
                          .arg(otherName)
                          .arg(other.engagedPm)
                          .arg(other.damageCap)
                          .arg(self.lossCap);
    case pm::LossBound::Pm:
        return text + PmBattleWindow::tr("all the PM it had left (PM-A15)");
    case pm::LossBound::Survival:
        return text +
               PmBattleWindow::tr("no army is destroyed in one phase: it keeps %1 PM (PM-18)").arg(rules.minPmLeft);
    case pm::LossBound::Override:
        return text + PmBattleWindow::tr("the GM's value (PM-M4)");
    }
    return text;
}

/** The players' dice, a feat of arms marked (PM-6, PM-7). */
QString playersCell(const pm::PmRuleset &rules, const pm::SideSetup &setup, const pm::SideResult &side)
{
    QString players;
    for (std::size_t p = 0; p < setup.players.size(); ++p) {
        if (!side.rolled[p])
            continue;
        const bool feat = side.playerDice[p] == rules.featOfArms.face;
        players +=
            (players.isEmpty() ? QString() : QStringLiteral(", ")) +
            QStringLiteral("%1 %2").arg(esc(setup.players[p].name)).arg(side.playerDice[p]) +
            (feat ? QStringLiteral(" <b style='color:#b06000'>★ %1</b>").arg(PmBattleWindow::tr("feat of arms (PM-7)"))
                  : QString());
    }
    return players;
}

/** The score with every term and its rule id; a term that replaces the sum says so with an arrow (PM-2). */
QString scoreCell(const pm::SideResult &side)
{
    QString terms;
    bool first = true;
    for (const Term &term : side.score) {
        if (term.replaces)
            terms += QStringLiteral(" → %1 %2").arg(termName(term.label)).arg(term.value);
        else
            terms += first ? QStringLiteral("%1 %2").arg(termName(term.label)).arg(term.value)
                           : QStringLiteral(" %1 %2 %3")
                                 .arg(term.value < 0 ? QStringLiteral("−") : QStringLiteral("+"), termName(term.label))
                                 .arg(std::abs(term.value));
        terms += QStringLiteral(" <small>(%1)</small>")
                     .arg(QString::fromUtf8(term.ruleId.data(), static_cast<int>(term.ruleId.size())));
        first = false;
    }
    return QStringLiteral("<b style='font-size:large'>%1</b> = %2").arg(side.score.total()).arg(terms);
}

/** The loss, nominal and capped, why it is what it is, and the PM left (PM-13, PM-14). */
QString lossCell(const pm::PmRuleset &rules, const pm::PmBattle &battle, const pm::PhaseResult &result, std::size_t i)
{
    const pm::SideResult &side = result.sides[i];
    return QStringLiteral("<b>−%1 PM</b> (%2: %3 %4)<br/><small>%5</small><br/>PM %6 → <b>%7</b>")
        .arg(side.loss)
        .arg(PmBattleWindow::tr("nominal"))
        .arg(side.nominalLoss)
        .arg(side.lossLabel ? termLabel(rules.lossLabels[*side.lossLabel].label) : QString())
        .arg(lossWhy(rules, battle, result, i))
        .arg(side.pmStart)
        .arg(side.pmAfter);
}

/** The morale total after the phase, why it changed, the win run and whether the army must withdraw. */
QString moraleCell(const pm::PhaseResult &result, const pm::SideResult &side)
{
    QString morale = QStringLiteral("<b>%1</b>").arg(side.moraleTotalAfter);
    if (side.moraleChange != 0)
        morale += QStringLiteral(" (%1, %2)")
                      .arg(signedText(side.moraleChange).remove(QLatin1Char(' ')),
                           side.streakBonus ? PmBattleWindow::tr("two wins in a row, PM-16")
                           : result.winner  ? PmBattleWindow::tr("PM-15")
                                            : PmBattleWindow::tr("tie, PM-9, PM-A6"));
    morale += QStringLiteral("<br/><small>%1</small>").arg(PmBattleWindow::tr("win run %1").arg(side.winRunAfter));
    if (side.outOfCombat)
        morale += QStringLiteral("<br/><b style='color:#a00000'>%1</b>")
                      .arg(PmBattleWindow::tr("Out of combat: must withdraw (PM-17)"));
    return morale;
}

} // namespace

/** The phase as the GM reads it at the table: both scores with their terms, the band, each loss and why. */
QString phaseHtml(const PmDocument &document, const pm::PhaseResult &result, const std::vector<DieRoll> &dice)
{
    const pm::PmRuleset &rules = document.ruleset();
    const pm::PmBattle &battle = document.battle();
    const pm::Outcome &outcome = rules.outcomes[result.outcome];
    QString html = QStringLiteral("<h2>%1</h2>").arg(PmBattleWindow::tr("Phase %1").arg(result.phase));
    html += QStringLiteral(
        "<table cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse'><tr><th></th>");
    for (const pm::SideSetup &side : battle.sides)
        html += QStringLiteral("<th>%1</th>").arg(esc(side.name));
    html += QStringLiteral("</tr>");
    std::array<QString, 2> pmDice, players, score, loss, morale;
    std::size_t die = 0;
    for (std::size_t i = 0; i < 2; ++i) {
        const pm::SideResult &side = result.sides[i];
        pmDice[i] = PmBattleWindow::tr("%1 PM → %n dice:", nullptr, side.diceCount).arg(side.pmStart);
        for (int d = 0; d < side.diceCount && die < dice.size(); ++d, ++die)
            pmDice[i] += QStringLiteral(" %1").arg(dice[die].value);
        pmDice[i] += QStringLiteral(" = <b>%1</b>").arg(side.pmDiceSum);
        players[i] = playersCell(rules, battle.sides[i], side);
        score[i] = scoreCell(side);
        loss[i] = lossCell(rules, battle, result, i);
        morale[i] = moraleCell(result, side);
    }
    const auto row = [&](const QString &label, const std::array<QString, 2> &cells) {
        html +=
            QStringLiteral("<tr><th align='left'>%1</th><td>%2</td><td>%3</td></tr>").arg(label, cells[0], cells[1]);
    };
    row(PmBattleWindow::tr("PM dice (PM-3)"), pmDice);
    row(PmBattleWindow::tr("Players (PM-6)"), players);
    row(PmBattleWindow::tr("Score (PM-2)"), score);
    row(PmBattleWindow::tr("Losses (PM-13, PM-14)"), loss);
    row(PmBattleWindow::tr("Morale after"), morale);
    html += QStringLiteral("</table>");
    const QString winner =
        result.winner
            ? PmBattleWindow::tr("%1 wins").arg(esc(battle.sides[static_cast<std::size_t>(*result.winner)].name))
            : PmBattleWindow::tr("no winner");
    html.insert(html.indexOf(QStringLiteral("</h2>")) + 5,
                QStringLiteral("<p style='font-size:large'>%1 <b>%2</b> → <b>%3</b> (%4), %5%6</p>")
                    .arg(PmBattleWindow::tr("Gap"))
                    .arg(result.gap)
                    .arg(termLabel(outcome.label, outcome.id), QString::fromStdString(outcome.rule), winner,
                         result.overridden ? PmBattleWindow::tr(" · GM override (PM-M4)") : QString()));
    return html;
}

PmChart::PmChart(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(320, 200);
}

void PmChart::setData(const QVector<Point> &points, const std::array<QString, 2> &names)
{
    m_points = points;
    m_names = names;
    update();
}

void PmChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    if (m_points.isEmpty())
        return;
    int maxValue = 1;
    int minValue = 0;
    for (const Point &p : m_points) {
        for (std::size_t i = 0; i < 2; ++i) {
            maxValue = std::max({maxValue, p.pm[i], p.morale[i]});
            minValue = std::min({minValue, p.pm[i], p.morale[i]});
        }
    }
    const QRectF plot = QRectF(rect()).adjusted(44, 40, -40, -46);
    const int phases = std::max(1, m_points.back().phase);
    const auto at = [&](int phase, int value) {
        return QPointF(plot.left() + plot.width() * phase / phases,
                       plot.bottom() - plot.height() * (value - minValue) / (maxValue - minValue));
    };
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(at(0, 0), at(phases, 0));
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    painter.setPen(palette().color(QPalette::Text));
    for (int phase = 0; phase <= phases; ++phase)
        painter.drawText(QRectF(at(phase, minValue).x() - 20, plot.bottom() + 6, 40, 18), Qt::AlignCenter,
                         QString::number(phase));
    painter.drawText(QRectF(0, plot.top() - 8, 40, 16), Qt::AlignRight, QString::number(maxValue));
    painter.drawText(QRectF(0, at(0, 0).y() - 8, 40, 16), Qt::AlignRight, QStringLiteral("0"));
    painter.drawText(QRectF(plot.left(), plot.bottom() + 24, plot.width(), 18), Qt::AlignCenter, tr("phase"));
    const std::array<QColor, 2> colours{QColor(0x1f, 0x5f, 0xa8), QColor(0xb0, 0x3a, 0x2e)};
    for (std::size_t i = 0; i < 2; ++i) {
        for (const bool morale : {false, true}) {
            QPainterPath path;
            for (int k = 0; k < m_points.size(); ++k) {
                const QPointF point = at(m_points[k].phase, morale ? m_points[k].morale[i] : m_points[k].pm[i]);
                k == 0 ? path.moveTo(point) : path.lineTo(point);
            }
            QPen pen(colours[i], 2.5, morale ? Qt::DashLine : Qt::SolidLine);
            painter.setPen(pen);
            painter.drawPath(path);
            for (const Point &p : m_points)
                painter.drawEllipse(at(p.phase, morale ? p.morale[i] : p.pm[i]), 3, 3);
            // The value now, at the end of its line: what the GM looks for first.
            const Point &last = m_points.back();
            const int value = morale ? last.morale[i] : last.pm[i];
            painter.drawText(at(last.phase, value) + QPointF(7, 4), QString::number(value));
        }
        painter.setPen(colours[i]);
        painter.drawText(QPointF(plot.left() + 8 + 260 * static_cast<double>(i), 18),
                         tr("%1: PM (solid), morale (dashed)").arg(m_names[i]));
    }
}

} // namespace arbitre::gui
