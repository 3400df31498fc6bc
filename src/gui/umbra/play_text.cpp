// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "play_text.h"

#include "arbitre/umbra/day_loop.h"
#include "common/ruleset_labels.h"
#include "umbra_document.h"
#include "unit_text.h"

#include <QCoreApplication>

namespace arbitre::gui {

using umbra::BattleState;
using umbra::Phase;

namespace {

/** The context of this file's words for the translators. */
struct PlayText
{
    Q_DECLARE_TR_FUNCTIONS(PlayText)
};

QString sideName(const BattleState &state, int index)
{
    return QString::fromStdString(state.sides[static_cast<std::size_t>(index)].name).toHtmlEscaped();
}

/** A breakdown term's label: a member's name, else the term as the inspector names it. */
QString termName(const umbra::UmbraRuleset &rules, const BattleState &state, std::string_view label)
{
    if (const auto ref = UnitText::memberById(state, std::string(label)))
        return UnitText::name(state, *ref);
    return UnitText::term(rules, label);
}

QString breakdownHtml(const umbra::UmbraRuleset &rules, const BattleState &state, const umbra::SideTotal &total)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2' width='100%'>");
    for (const Term &term : total.breakdown)
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'><small>%3</small></td></tr>")
                    .arg(termName(rules, state, term.label).toHtmlEscaped(), UnitText::termValue(term),
                         fromStd(term.ruleId));
    html += QStringLiteral("<tr><td><b>%1</b></td><td align='right'><b>%2</b></td><td></td></tr></table>")
                .arg(PlayText::tr("Total"))
                .arg(total.total);
    return html;
}

QString outcomeText(const umbra::LossRecord &loss)
{
    switch (loss.outcome) {
    case umbra::LossOutcome::None:
        return PlayText::tr("nobody could take it (UD-A60)");
    case umbra::LossOutcome::Wounded:
        return PlayText::tr("wounded");
    case umbra::LossOutcome::Eliminated:
        return PlayText::tr("second wound: eliminated (UD-28)");
    case umbra::LossOutcome::Disloquee:
        return PlayText::tr("piétaille wounded: dislocated (UD-32)");
    case umbra::LossOutcome::Captured:
        return PlayText::tr("captured (UD-41)");
    case umbra::LossOutcome::MoraleLost:
        return PlayText::tr("morale −%1").arg(loss.moraleSteps);
    case umbra::LossOutcome::Fled:
        return PlayText::tr("rupture: flees (UD-27)");
    case umbra::LossOutcome::Cancelled:
        return PlayText::tr("cancelled by Discipline (UD-51)");
    case umbra::LossOutcome::Unhurt:
        return PlayText::tr("unhurt");
    }
    return {};
}

QString kindText(umbra::LossKind kind)
{
    switch (kind) {
    case umbra::LossKind::Blessure:
        return PlayText::tr("wound");
    case umbra::LossKind::PerteDeMoral:
        return PlayText::tr("morale loss");
    case umbra::LossKind::Degat:
        return PlayText::tr("damage");
    }
    return {};
}

QString effectText(const umbra::RowEffect &effect, bool major)
{
    QStringList parts;
    if (effect.wounds)
        parts << PlayText::tr("%n wound(s)", "", effect.wounds);
    if (effect.degats)
        parts << PlayText::tr("%n damage", "", effect.degats);
    if (effect.moraleLosses(major))
        parts << PlayText::tr("%n morale loss(es)", "", effect.moraleLosses(major));
    if (effect.advantage)
        parts << PlayText::tr("+%1 F next turn").arg(effect.advantage);
    return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(", "));
}

QString tableHtml(const umbra::UmbraRuleset &rules, const umbra::ResolutionResult &result, int drawRow)
{
    const umbra::ConfrontationTable &table = rules.tables[static_cast<std::size_t>(result.table.table)];
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' border='0' width='100%'>"
                                  "<tr><th align='left'>d%1</th><th align='left'>%2</th><th align='left'>%3</th>"
                                  "<th align='left'>%4</th></tr>")
                       .arg(table.dieSides)
                       .arg(PlayText::tr("Result"), PlayText::tr("Stronger side"), PlayText::tr("Weaker side"));
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        const umbra::TableRow &row = table.rows[i];
        const umbra::Colour &colour = rules.colours[static_cast<std::size_t>(row.colour)];
        const bool hit = static_cast<int>(i) == drawRow;
        const QString faces = row.minFace == row.maxFace ? QString::number(row.minFace)
                                                         : QStringLiteral("%1–%2").arg(row.minFace).arg(row.maxFace);
        html += QStringLiteral("<tr%1><td>%2</td><td>%3 %4</td><td>%5</td><td>%6</td></tr>")
                    .arg(hit ? QStringLiteral(" style='background-color:#fff3b0;font-weight:bold'") : QString(), faces,
                         colourBadge(colour.display, termLabel(colour.label, colour.id)),
                         termLabel(row.text).toHtmlEscaped(), effectText(row.superior, result.major),
                         effectText(row.inferior, result.major));
    }
    return html + QStringLiteral("</table>");
}

} // namespace

QColor displayColour(const std::string &display)
{
    const QColor colour(QString::fromStdString(display));
    return colour.isValid() ? colour : QColor(0xb0, 0xb0, 0xb0);
}

QString colourBadge(const std::string &display, const QString &label)
{
    const QColor colour = displayColour(display);
    return QStringLiteral("<span style='background-color:%1;color:%2'>&nbsp;%3&nbsp;</span>")
        .arg(colour.name(), colour.lightness() < 110 ? QStringLiteral("white") : QStringLiteral("black"),
             label.toHtmlEscaped());
}

QString rallyColourBadge(const umbra::UmbraRuleset &rules, const std::string &id)
{
    for (const umbra::RallyColour &colour : rules.rallyColours)
        if (colour.id == id)
            return colourBadge(colour.display, termLabel(colour.label, colour.id));
    return colourBadge({}, QString::fromStdString(id));
}

QString lossText(const umbra::UmbraRuleset &, const BattleState &before, const umbra::SlotLoss &loss)
{
    const QString who = loss.record.hasTarget ? UnitText::name(before, loss.record.target) : PlayText::tr("nobody");
    return QStringLiteral("%1: %2 — %3%4")
        .arg(who, kindText(loss.record.kind), outcomeText(loss.record),
             loss.record.chosen ? PlayText::tr(" (chosen)") : QString());
}

QString awaitedDieText(const BattleState &state, const umbra::DraftConfrontation &item)
{
    const umbra::DieUse &die = item.awaiting;
    const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(item.confrontation)];
    const QString who =
        die.slot >= 0 ? sideName(state, c.sides[static_cast<std::size_t>(die.slot)]) : QStringLiteral("—");
    switch (die.purpose) {
    case umbra::DiePurpose::Draw:
        return PlayText::tr("draw %1, rolled by %2 (d%3)").arg(die.draw + 1).arg(who).arg(die.sides);
    case umbra::DiePurpose::Redraw:
        return PlayText::tr("Tactiques variées redraw of draw %1 by %2 (d%3)")
            .arg(die.draw + 1)
            .arg(who)
            .arg(die.sides);
    case umbra::DiePurpose::RollOff:
        return PlayText::tr("roll-off for equal totals, %1 (d%2)").arg(who).arg(die.sides);
    }
    return {};
}

QString stepText(const UmbraDocument &document)
{
    const BattleState &state = document.state();
    QString when = PlayText::tr("<b>Day %1</b> · turn %2 of %3")
                       .arg(state.day)
                       .arg(std::min(state.turn, document.ruleset().parameters.turnsPerDay))
                       .arg(document.ruleset().parameters.turnsPerDay);
    if (document.inSetup())
        return PlayText::tr("<b>Set-up</b> — arrange the scenario, then begin the battle");
    if (!document.session().hasMap())
        return when + PlayText::tr(" · confrontation (no map)");
    switch (state.phase) {
    case Phase::Movement: {
        // The day's order was set at its start (UD-71); its reason is recomputed only while it still holds.
        const umbra::DayMoveOrder order = umbra::dayMoveOrder(document.ruleset(), state, {});
        const QString reason = moveOrderReason(document, order);
        const QString why = order.order == state.moveOrder && !reason.isEmpty()
                                ? QStringLiteral(" (%1, %2)").arg(reason.toHtmlEscaped(), fromStd(order.rule))
                                : QString();
        return when + PlayText::tr(" · movement: <b>%1</b> moves (%2 of %3)%4")
                          .arg(sideName(state, state.moveOrder[static_cast<std::size_t>(state.moving)]))
                          .arg(state.moving + 1)
                          .arg(state.moveOrder.size())
                          .arg(why);
    }
    case Phase::Conditional:
        return when + PlayText::tr(" · conditional orders wait for the GM (UD-A42)");
    case Phase::Confrontation: {
        const umbra::TurnDraft *draft = document.turnDraft();
        const std::size_t count = draft ? draft->items().size() : 0;
        // Contact that fights next turn is said here too, not only in the log: the map marks it (UD-A52).
        const std::size_t waiting = document.outlook().contacts.size();
        const QString next = waiting == 0
                                 ? QString()
                                 : PlayText::tr(" · %n contact(s) will fight next turn if they stay so (UD-A52)", "",
                                                static_cast<int>(waiting));
        return when +
               (count == 0
                    ? PlayText::tr(" · no confrontation this turn")
                    : PlayText::tr(" · <b>%n confrontation(s)</b> to resolve (UD-83)", "", static_cast<int>(count))) +
               next;
    }
    case Phase::EndOfDay:
        return PlayText::tr("<b>Day %1</b> · end of the day: rally, rest, next day (UD-99–UD-102)").arg(state.day);
    }
    return when;
}

QString nextStepLabel(const UmbraDocument &document)
{
    if (document.inSetup())
        return PlayText::tr("Begin the Battle");
    const BattleState &state = document.state();
    if (!document.session().hasMap())
        return PlayText::tr("Resolve the Turn");
    switch (state.phase) {
    case Phase::Movement:
        return PlayText::tr("End %1's Movement")
            .arg(QString::fromStdString(
                document.state()
                    .sides[static_cast<std::size_t>(state.moveOrder[static_cast<std::size_t>(state.moving)])]
                    .name));
    case Phase::Conditional:
        return PlayText::tr("Settle Conditional Orders…");
    case Phase::Confrontation:
        return PlayText::tr("Resolve the Turn");
    case Phase::EndOfDay:
        return PlayText::tr("End the Day…");
    }
    return {};
}

namespace {

/** The skills a side's personalities bring to this fight (UD-46–UD-65), those countered struck through (UD-65). */
QString skillsInPlayHtml(const umbra::UmbraRuleset &rules, const BattleState &state, const umbra::Confrontation &c,
                         int slot)
{
    const umbra::Side &side = state.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(slot)])];
    QStringList skills;
    for (const int index : c.personalities[static_cast<std::size_t>(slot)]) {
        const umbra::Personality &p = side.personalities[static_cast<std::size_t>(index)];
        if (!p.present() || p.skills.empty())
            continue;
        QStringList own;
        for (const umbra::SkillInstance &skill : p.skills) {
            QString label = termLabel(rules.skill(skill.kind).label, umbra::skillKindId(skill.kind)).toHtmlEscaped();
            for (const umbra::CounteredSkill &countered : c.countered)
                if (countered.side == c.sides[static_cast<std::size_t>(slot)] && countered.personality == index &&
                    countered.kind == skill.kind)
                    label = QStringLiteral("<s>%1</s>").arg(label);
            own << label;
        }
        skills << QStringLiteral("%1: %2").arg(QString::fromStdString(p.name).toHtmlEscaped(),
                                               own.join(QStringLiteral(", ")));
    }
    return skills.isEmpty() ? QString()
                            : QStringLiteral("<p><small>%1 %2</small></p>")
                                  .arg(PlayText::tr("Skills in play:"), skills.join(QStringLiteral("; ")));
}

/** Why this table, in the app's language (the core's `reason` is English, for the log and the CLI). */
QString tableReasonText(umbra::TableChoice::Why why)
{
    using Why = umbra::TableChoice::Why;
    switch (why) {
    case Why::TieBand:
        return PlayText::tr("difference within the tie band");
    case Why::TripleRatio:
        return PlayText::tr("triple ratio");
    case Why::DoubleRatio:
        return PlayText::tr("double ratio");
    case Why::SuperiorDifference:
        return PlayText::tr("superior difference");
    case Why::BelowSuperior:
        return PlayText::tr("difference below the superior threshold");
    case Why::GmChoice:
        return PlayText::tr("the GM's choice");
    }
    return {};
}

/** Why the superior side rolls, in the app's language, with its rule id. */
QString superiorReasonText(const umbra::ResolutionResult &r)
{
    using Why = umbra::ResolutionResult::SuperiorWhy;
    QString why;
    switch (r.superiorWhy) {
    case Why::GreaterTotal:
        why = PlayText::tr("the greater total");
        break;
    case Why::GreaterVs:
        why = PlayText::tr("equal totals, the greater VS");
        break;
    case Why::HoldsPosition:
        why = PlayText::tr("equal totals, it holds its position");
        break;
    case Why::RollOff:
        why = PlayText::tr("equal totals, it won the roll-off");
        break;
    case Why::GmNamed:
        why = PlayText::tr("equal totals, the GM named it");
        break;
    case Why::GmOverride:
        why = PlayText::tr("the GM's choice");
        break;
    }
    return QStringLiteral("%1, %2").arg(why, fromStd(r.superiorReason));
}

/** How the table was chosen and who rolls: difference, ratio, major battle, the superior side (UD-84). */
QString tableChoiceHtml(const umbra::UmbraRuleset &rules, const BattleState &state, const umbra::Confrontation &c,
                        const umbra::ResolutionResult &r)
{
    const auto slotName = [&](int slot) { return sideName(state, c.sides[static_cast<std::size_t>(slot)]); };
    const int stronger = r.totals[static_cast<std::size_t>(r.superiorSlot)].total;
    const int weaker = r.totals[static_cast<std::size_t>(1 - r.superiorSlot)].total;
    const QString ratio = weaker > 0 ? QString::number(double(stronger) / weaker, 'f', 2) : QStringLiteral("∞");
    const umbra::ConfrontationTable &table = rules.tables[static_cast<std::size_t>(r.table.table)];
    return QStringLiteral("<p>") +
           PlayText::tr(
               "Difference <b>%1</b>, ratio <b>%2</b> → <b>%3</b> (%4, %5). %6 units: %7. <b>%8</b> is superior and "
               "rolls (%9).")
               .arg(r.table.difference)
               .arg(ratio, termLabel(table.label, table.id).toHtmlEscaped(), tableReasonText(r.table.why),
                    fromStd(r.table.ruleId))
               .arg(r.countedUnits)
               .arg(r.major ? PlayText::tr("<b>major battle</b>, two draws (UD-84)") : PlayText::tr("one draw (UD-84)"),
                    slotName(r.superiorSlot), superiorReasonText(r)) +
           QStringLiteral("</p>");
}

/** Each draw rolled so far with its losses; `shownRow` is the last one's table row, −1 before any. */
QString drawsHtml(const umbra::UmbraRuleset &rules, const umbra::DraftConfrontation &item, int &shownRow)
{
    const BattleState &state = item.before;
    const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(item.confrontation)];
    const umbra::ResolutionResult &r = item.preview;
    const umbra::ConfrontationTable &table = rules.tables[static_cast<std::size_t>(r.table.table)];
    const auto slotName = [&](int slot) { return sideName(state, c.sides[static_cast<std::size_t>(slot)]); };
    QString html;
    for (std::size_t d = 0; d < r.draws.size(); ++d) {
        const umbra::DrawRecord &draw = r.draws[d];
        const bool rolled = item.complete || (d < r.draws.size() - 1);
        if (!rolled)
            break;
        shownRow = draw.row;
        const umbra::Colour &colour = rules.colours[static_cast<std::size_t>(draw.colour)];
        QString die = PlayText::tr("d10 %1").arg(draw.natural);
        if (draw.redrawn)
            die += PlayText::tr(", redrawn %1").arg(draw.redrawn);
        for (int slot = 0; slot < 2; ++slot)
            if (const int shift = draw.sensTactique[static_cast<std::size_t>(slot)])
                die += PlayText::tr(", Sens tactique %1 %2").arg(slotName(slot), UnitText::signedNumber(shift));
        html += QStringLiteral("<p><b>%1</b> %2 → %3 %4 %5</p><ul>")
                    .arg(PlayText::tr("Draw %1:").arg(d + 1), die)
                    .arg(draw.final)
                    .arg(colourBadge(colour.display, termLabel(colour.label, colour.id)),
                         termLabel(table.rows[static_cast<std::size_t>(draw.row)].text).toHtmlEscaped());
        for (std::size_t i = draw.firstLoss; i < draw.firstLoss + draw.lossCount; ++i)
            html += QStringLiteral("<li>%1</li>").arg(lossText(rules, state, r.losses[i]).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace

QString confrontationHtml(const UmbraDocument &document, const umbra::DraftConfrontation &item)
{
    const umbra::UmbraRuleset &rules = document.ruleset();
    const BattleState &state = item.before;
    const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(item.confrontation)];
    const umbra::ResolutionResult &r = item.preview;
    const auto slotName = [&](int slot) { return sideName(state, c.sides[static_cast<std::size_t>(slot)]); };
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(PlayText::tr("Confrontation %1 · %2")
                                .arg(item.confrontation + 1)
                                .arg(termLabel(rules.terrains[static_cast<std::size_t>(c.terrain)].label,
                                               rules.terrains[static_cast<std::size_t>(c.terrain)].id)
                                         .toHtmlEscaped()));
    // What the GM waits for first: the die, its row and what it does, then why (the totals and the table).
    if (!item.error.empty())
        html += QStringLiteral("<p style='color:#b00020'><b>%1</b> %2</p>")
                    .arg(PlayText::tr("Refused:"), QString::fromStdString(item.error).toHtmlEscaped());
    int shownRow = -1;
    html += drawsHtml(rules, item, shownRow);
    if (!item.complete)
        html += QStringLiteral("<p style='background:#eef4ff'>%1 <b>%2</b></p>")
                    .arg(PlayText::tr("Waiting for:"), awaitedDieText(state, item));
    html += QStringLiteral("<table width='100%' cellspacing='6'><tr>");
    for (int slot = 0; slot < 2; ++slot) {
        html += QStringLiteral("<td valign='top' width='50%'><b>%1</b>%2%3</td>")
                    .arg(slotName(slot), breakdownHtml(rules, state, r.totals[static_cast<std::size_t>(slot)]),
                         skillsInPlayHtml(rules, state, c, slot));
    }
    html += QStringLiteral("</tr></table>");
    html += tableChoiceHtml(rules, state, c, r);
    const umbra::ConfrontationTable &table = rules.tables[static_cast<std::size_t>(r.table.table)];
    html += QStringLiteral("<h4>%1</h4>").arg(termLabel(table.label, table.id).toHtmlEscaped());
    return html + tableHtml(rules, r, shownRow);
}

} // namespace arbitre::gui
