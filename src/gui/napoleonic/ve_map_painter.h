// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/napoleonic/ve_map_queries.h"
#include "arbitre/napoleonic/ve_scenario.h"
#include "arbitre/napoleonic/ve_session.h"
#include "map/map_geometry.h"
#include "map/map_layer.h"

#include <QColor>
#include <QFont>
#include <QString>

#include <optional>
#include <string>
#include <vector>

class QPainter;

namespace arbitre::gui {

/**
 * What the Vive l'Empereur ! map draws: the session's scenario and state on its geometry, the selected unit
 * with its line of sight's target, and the hexes to mark. The app's VeMapView fills it from its document and
 * its widget (font, palette); `arbitre-cli render` from a session and the application's defaults.
 */
struct VeMapScene
{
    const napoleonic::VeScenario &scenario;
    const napoleonic::VeState &state;
    const MapGeometry &geometry;
    std::string selected;            /**< the selected unit's id, empty for none */
    std::optional<Hex> losTarget;    /**< where the selected unit's line of sight goes, if anywhere */
    std::vector<OffsetCoord> marked; /**< hexes marked over the terrain (a map picture's --highlight) */
    QFont font;                      /**< the type the names and marks are drawn from */
    QColor background;               /**< around the map */
};

/** The selected unit if it stands on the map (not eliminated), else nullptr. */
const napoleonic::VePiece *veSelectedPiece(const VeMapScene &scene);
/** The selected artillery unit's range bands (VE-45, VE-46); empty for another unit. */
std::vector<napoleonic::VeRangeBand> veSelectedRangeBands(const VeMapScene &scene);
/** The hexes those bands cover. */
std::vector<Hex> veSelectedRangeHexes(const VeMapScene &scene);
/** The selected unit's line of sight to the scene's target, from the core; nullopt without both. */
std::optional<napoleonic::LosResult> veSelectedLineOfSight(const VeMapScene &scene);
/** The unit's name as its counter shows it at `zoom`: elided on the right to its hex's width. */
QString veCounterName(const VeMapScene &scene, const napoleonic::VePiece &piece, double zoom);

/**
 * Draws the scene's items of `layer` for `viewport`: Terrain (background, terrain, levels, crests), Areas (a
 * battery's range bands, the marked hexes), Counters (units with the selection ring under, leaders), Marks
 * (the line of sight and why it is blocked). Needs no widget: the app's VeMapView and the map pictures call it.
 */
void paintVeMapLayer(QPainter &painter, const MapViewport &viewport, const VeMapScene &scene, MapLayer layer);

} // namespace arbitre::gui
