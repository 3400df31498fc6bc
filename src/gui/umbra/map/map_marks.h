// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QString>

#include <array>

class QPainter;

namespace arbitre::gui {

// The map's symbols other than terrain and counters. Each is drawn for a hex of `radius` pixels
// centred on `centre`; `corners` are the corners of a radius-1 hex (MapGeometry::unitCorners()).

/**
 * A privileged position: a ring inside the hex, with palisade teeth (strength 0, doubled for 1) or
 * crenellated walls (2, doubled for 3), as on a military map.
 */
void paintPositionMark(QPainter &painter, QPointF centre, double radius, const std::array<QPointF, 6> &corners,
                       int strength);
/** A hex fit for raising a position: a short palisade at the top of the hex. */
void paintFortifySiteMark(QPainter &painter, QPointF centre, double radius);
/** Crossed swords on a disc of `fill`, of radius `r` centred on `c`: a fight, or one to come. */
void paintSwordsBadge(QPainter &painter, QPointF c, double r, const QColor &fill);
/** Crossed swords on a red disc, at the right of a hex where a confrontation is under way. */
void paintFightMark(QPainter &painter, QPointF centre, double radius);
/**
 * A place name on a light plate that reads over any terrain: upright with a dot for a levy point,
 * italic with a ring for a landmark. The image carries `dpr`.
 */
QImage renderPlaceLabel(const QString &name, bool levyPoint, double zoom, double dpr);

} // namespace arbitre::gui
