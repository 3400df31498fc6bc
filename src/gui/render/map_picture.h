// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"
#include "map/map_geometry.h"

#include <QByteArray>
#include <QImage>
#include <QSize>

#include <functional>
#include <optional>
#include <stdexcept>
#include <vector>

class QPainter;

namespace arbitre {
class Session;
}

namespace arbitre::gui {

/** A session whose map cannot be drawn (a rule system without a map, a scenario without one), or a bad frame. */
class MapPictureError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** How a map picture is framed and what it marks. */
struct MapPictureOptions
{
    std::optional<QSize> size;          /**< the picture's size, the whole map fitted in it as the app fits it */
    double scale = 28.0;                /**< without a size: pixels per hex radius, the picture as large as the map */
    std::vector<OffsetCoord> highlight; /**< hexes marked as the app marks the log entry the GM reads */
    bool markLastEvent = false;         /**< also mark the hexes of the session's last event (its log entry) */
};

/**
 * A session's map as a picture: what the app's map view draws at rest (terrain, places, positions, counters with
 * their states, fights, what comes next, marked hexes), drawn by the same painters (MapPainter for Umbra Draconis,
 * paintVeMapLayer for Vive l'Empereur !) through a MapViewport, with no widget. Needs a QGuiApplication (fonts);
 * `arbitre-cli render` makes one on the offscreen platform.
 */
class MapPicture
{
public:
    /** Largest side of a picture, in pixels. */
    static constexpr int MaxSide = 16384;

    /** Reads what to draw from `session` (copied: the session may go). Throws MapPictureError. */
    MapPicture(const Session &session, const MapPictureOptions &options);
    ~MapPicture();
    MapPicture(const MapPicture &) = delete;
    MapPicture &operator=(const MapPicture &) = delete;

    /** Whether the session's rule system draws a map (Umbra Draconis, Vive l'Empereur !). */
    static bool drawsMapOf(const Session &session);

    QSize size() const { return m_viewport.size; }
    const MapViewport &viewport() const { return m_viewport; }
    /** The hexes marked: the highlight, then the last event's. */
    const std::vector<OffsetCoord> &marked() const { return m_marked; }

    /** Draws every map layer in order onto `painter` (a device of size()). */
    void paint(QPainter &painter);
    /** The picture as an opaque image (RGB32). */
    QImage image();
    /** The picture as an SVG document of size() (QSvgGenerator); `title` names it. */
    QByteArray svg(const QString &title);

private:
    MapGeometry m_geometry;
    MapViewport m_viewport;
    std::vector<OffsetCoord> m_marked;
    std::function<void(QPainter &, const MapViewport &)> m_paint;
};

} // namespace arbitre::gui
