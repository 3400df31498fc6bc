// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "outlook_marks.h"

#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/map.h"
#include "umbra/unit_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace arbitre::gui {

using umbra::BattleState;

namespace {

/** The context of this file's words for the translators. */
struct OutlookText
{
    Q_DECLARE_TR_FUNCTIONS(OutlookText)
};

QString names(const BattleState &state, int side, const std::vector<int> &troops, const std::vector<int> &personalities)
{
    QStringList out;
    for (const int t : troops)
        out << UnitText::name(state, umbra::MemberRef{umbra::MemberRef::Kind::Troop, side, t});
    for (const int p : personalities)
        out << UnitText::name(state, umbra::MemberRef{umbra::MemberRef::Kind::Personality, side, p});
    return out.join(QStringLiteral(", "));
}

QString sideName(const BattleState &state, int side)
{
    return QString::fromStdString(state.sides[static_cast<std::size_t>(side)].name);
}

/** "Montfaucon at [14, 10] (Chevaliers, Hugues)". */
QString groupText(const umbra::UmbraMap &map, const BattleState &state, const umbra::MapGroup &group)
{
    return OutlookText::tr("%1 at %2 (%3)")
        .arg(sideName(state, group.side), UnitText::hex(map, true, group.hex),
             names(state, group.side, group.troops, group.personalities));
}

MapOverlay::Outlook contactMark(const umbra::UmbraMap &map, const BattleState &state,
                                const umbra::WaitingContact &contact)
{
    MapOverlay::Outlook mark;
    mark.kind = MapOverlay::Outlook::Kind::Contact;
    mark.soon = contact.thisTurn;
    for (const umbra::MapGroup &group : contact.groups)
        mark.cells.push_back(map.grid.cellOf(group.hex));
    const QString groups = OutlookText::tr("%1 and %2 are adjacent.")
                               .arg(groupText(map, state, contact.groups[0]), groupText(map, state, contact.groups[1]));
    mark.tooltip =
        groups + QLatin1Char('\n') +
        (contact.thisTurn ? OutlookText::tr("They fight at the end of this turn's movement if they stay so (UD-82, "
                                            "UD-A52).")
                          : OutlookText::tr("They fight next turn if they stay so (UD-A52)."));
    return mark;
}

MapOverlay::Outlook fightMark(const umbra::UmbraMap &map, const BattleState &state, int index)
{
    const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(index)];
    MapOverlay::Outlook mark;
    mark.kind = MapOverlay::Outlook::Kind::Fight;
    for (const Hex &hex : c.hexes)
        if (map.contains(hex))
            mark.cells.push_back(map.grid.cellOf(hex));
    const auto slot = [&](int s) {
        const int side = c.sides[static_cast<std::size_t>(s)];
        return OutlookText::tr("%1 (%2)").arg(
            sideName(state, side),
            names(state, side, c.troops[static_cast<std::size_t>(s)], c.personalities[static_cast<std::size_t>(s)]));
    };
    const QString who = OutlookText::tr("%1 against %2").arg(slot(0), slot(1));
    mark.tooltip = state.phase == umbra::Phase::Confrontation
                       ? OutlookText::tr("Confrontation %1, to resolve this turn (UD-83):\n%2").arg(index + 1).arg(who)
                       : OutlookText::tr("Confrontation %1, under way (UD-82):\n%2").arg(index + 1).arg(who);
    return mark;
}

MapOverlay::Outlook arrivalMark(const umbra::UmbraMap &map, const BattleState &state,
                                const umbra::ComingArrival &arrival)
{
    MapOverlay::Outlook mark;
    mark.kind = MapOverlay::Outlook::Kind::Arrival;
    mark.cells.push_back(map.grid.cellOf(arrival.hex));
    mark.soon = arrival.nextTurn;
    mark.count = static_cast<int>(arrival.troops.size());
    const QString who = names(state, arrival.side, arrival.troops, {});
    const QString where = UnitText::hex(map, true, arrival.hex);
    if (arrival.nextTurn) {
        mark.tooltip = OutlookText::tr("%1 (%2) enters %3 next turn: a difficult hex takes two turns (UD-A43).")
                           .arg(who, sideName(state, arrival.side), where);
        return mark;
    }
    const QString place = QString::fromStdString(map.places[static_cast<std::size_t>(arrival.place)].name);
    mark.tooltip = OutlookText::tr("%n troop(s) of %1 arrive at %2 %3 on day %4 (UD-18, UD-69):", "", mark.count)
                       .arg(sideName(state, arrival.side), place, where)
                       .arg(arrival.day) +
                   QLatin1Char('\n') + who;
    return mark;
}

} // namespace

std::vector<MapOverlay::Outlook> outlookMarks(const umbra::UmbraMap &map, const BattleState &state,
                                              const umbra::MapOutlook &outlook)
{
    std::vector<MapOverlay::Outlook> marks;
    for (const umbra::WaitingContact &contact : outlook.contacts)
        marks.push_back(contactMark(map, state, contact));
    for (std::size_t c = 0; c < state.confrontations.size(); ++c)
        if (!state.confrontations[c].ended)
            marks.push_back(fightMark(map, state, static_cast<int>(c)));
    for (const umbra::ComingArrival &arrival : outlook.arrivals)
        marks.push_back(arrivalMark(map, state, arrival));
    return marks;
}

} // namespace arbitre::gui
