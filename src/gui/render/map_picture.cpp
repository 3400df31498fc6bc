// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A session's map drawn without a widget, by the painters the app's map views draw with (issue 24).
#include "map_picture.h"

#include "napoleonic/ve_map_painter.h"
#include "umbra/map/map_painter.h"
#include "umbra/map/outlook_marks.h"

#include "arbitre/core/session.h"
#include "arbitre/napoleonic/ve_map_queries.h"
#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/session.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

namespace arbitre::gui {

namespace {

/** Adds `cell` to `cells` once. */
void addOnce(std::vector<OffsetCoord> &cells, OffsetCoord cell)
{
    if (std::find(cells.begin(), cells.end(), cell) == cells.end())
        cells.push_back(cell);
}

/** The hexes of the last event's log entries, as the app marks them when the GM selects the entry. */
std::vector<OffsetCoord> lastEventHexes(const umbra::UmbraSession &session)
{
    std::vector<OffsetCoord> cells;
    if (session.log().empty())
        return cells;
    const std::size_t last = session.log().size() - 1;
    for (const umbra::LogEntry &entry : umbra::battleLog(session, LogLanguage::English))
        if (entry.event == last)
            for (const OffsetCoord &cell : entry.hexes)
                addOnce(cells, cell);
    return cells;
}

} // namespace

bool MapPicture::drawsMapOf(const Session &session)
{
    if (const auto *umbraSession = dynamic_cast<const umbra::UmbraSession *>(&session))
        return umbraSession->hasMap();
    return dynamic_cast<const napoleonic::VeSession *>(&session) != nullptr;
}

MapPicture::MapPicture(const Session &session, const MapPictureOptions &options)
{
    if (!drawsMapOf(session)) {
        if (dynamic_cast<const umbra::UmbraSession *>(&session))
            throw MapPictureError("this Umbra Draconis scenario has no map to draw");
        throw MapPictureError("a " + std::string(session.system()) +
                              " session has no map to draw (maps: umbra-draconis, vive-l-empereur)");
    }
    if (QGuiApplication::instance() == nullptr)
        throw MapPictureError("drawing a map needs a QGuiApplication");
    for (const OffsetCoord &cell : options.highlight)
        addOnce(m_marked, cell);
    // The painters read the session as they draw: a copy of it lives as long as the picture.
    const std::shared_ptr<const Session> held = session.clone();
    const QFont font = QGuiApplication::font();
    if (const auto *umbraSession = dynamic_cast<const umbra::UmbraSession *>(held.get())) {
        if (options.markLastEvent)
            for (const OffsetCoord &cell : lastEventHexes(*umbraSession))
                addOnce(m_marked, cell);
        auto painter = std::make_shared<MapPainter>();
        painter->setScene(umbraSession->map(), umbraSession->ruleset(), umbraSession->state(), true);
        m_geometry = painter->geometry();
        // What HexMapView shows with nothing selected: the outlook in play (none in set-up), the marked hexes.
        MapOverlay overlay;
        if (!umbraSession->log().empty())
            overlay.outlook =
                outlookMarks(umbraSession->map(), umbraSession->state(),
                             umbra::mapOutlook(umbraSession->ruleset(), umbraSession->map(), umbraSession->state()));
        overlay.marked = m_marked;
        m_paint = [held, painter, overlay = std::move(overlay), font](QPainter &p, const MapViewport &viewport) {
            p.setFont(font);
            painter->paint(p, viewport, overlay);
        };
    } else {
        const auto &ve = static_cast<const napoleonic::VeSession &>(*held);
        m_geometry = MapGeometry(ve.scenario().map.grid);
        if (options.markLastEvent)
            for (const Hex &hex : napoleonic::veLastEventHexes(ve))
                addOnce(m_marked, ve.scenario().map.grid.cellOf(hex));
        const QColor background = QGuiApplication::palette().color(QPalette::Window);
        m_paint = [held, geometry = m_geometry, marked = m_marked, font, background](QPainter &p,
                                                                                     const MapViewport &viewport) {
            const auto &veSession = static_cast<const napoleonic::VeSession &>(*held);
            const VeMapScene scene{
                veSession.scenario(), veSession.state(), geometry, {}, std::nullopt, marked, font, background};
            p.setFont(font);
            for (const MapLayer layer : MapLayers)
                paintVeMapLayer(p, viewport, scene, layer);
        };
    }
    for (const OffsetCoord &cell : options.highlight)
        if (!m_geometry.grid().contains(cell))
            throw MapPictureError("hex " + std::to_string(cell.col) + "," + std::to_string(cell.row) +
                                  " is not on the map (" + std::to_string(m_geometry.grid().width) + " columns, " +
                                  std::to_string(m_geometry.grid().height) + " rows, from 0,0)");
    const auto fits = [](QSize size) {
        return size.width() >= 1 && size.height() >= 1 && size.width() <= MaxSide && size.height() <= MaxSide;
    };
    if (options.size) {
        if (!fits(*options.size))
            throw MapPictureError("a picture is 1 to " + std::to_string(MaxSide) + " pixels a side");
        m_viewport = fittedViewport(m_geometry, *options.size);
        return;
    }
    if (!(options.scale >= MapZoom::Min && options.scale <= MapZoom::Max))
        throw MapPictureError("the scale (pixels per hex radius) goes from " +
                              std::to_string(MapZoom::Min).substr(0, 4) + " to " +
                              std::to_string(static_cast<int>(MapZoom::Max)));
    // The map at that scale with the border a fitted view leaves.
    const QSizeF extent = m_geometry.bounds().size() * options.scale / MapZoom::FitMargin;
    const QSize size(static_cast<int>(std::ceil(extent.width())), static_cast<int>(std::ceil(extent.height())));
    if (!fits(size))
        throw MapPictureError("the map at scale " + std::to_string(options.scale) + " would be " +
                              std::to_string(size.width()) + "×" + std::to_string(size.height()) +
                              " pixels; the most is " + std::to_string(MaxSide) + " a side");
    m_viewport = MapViewport{options.scale, m_geometry.bounds().center(), size, 1.0};
}

MapPicture::~MapPicture() = default;

void MapPicture::paint(QPainter &painter)
{
    // A painter begins on a widget with its palette's foreground and its font: so it does here.
    const QPalette palette = QGuiApplication::palette();
    painter.setPen(palette.color(QPalette::WindowText));
    painter.setBackground(palette.brush(QPalette::Window));
    painter.setFont(QGuiApplication::font());
    m_paint(painter, m_viewport);
}

QImage MapPicture::image()
{
    // Opaque, as a widget's backing store: the map covers every pixel.
    QImage image(m_viewport.size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter);
    painter.end();
    return image;
}

QByteArray MapPicture::svg(const QString &title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(m_viewport.size);
    generator.setViewBox(QRect(QPoint(0, 0), m_viewport.size));
    generator.setResolution(96); // as an image's: type sized in points comes out the same
    generator.setTitle(title);
    QPainter painter(&generator);
    paint(painter);
    painter.end();
    return buffer.data();
}

} // namespace arbitre::gui
