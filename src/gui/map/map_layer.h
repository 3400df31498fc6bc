// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>

namespace arbitre::gui {

/**
 * The layers of a hex map, drawn in this order, each over the ones before. A rule system's map draws
 * its own items in each (or nothing): the canvas and the map pictures only know the order.
 */
enum class MapLayer
{
    Terrain,  /**< the background, the hexes' fills, patterns and outlines, what is built on them */
    Areas,    /**< shaded hexes under the counters: a unit's reach or range, the hover, the marked hexes */
    Places,   /**< names of places and marks that stand under the counters */
    Counters, /**< the units, their selection and what sits on them (leaders) */
    Marks,    /**< over the counters: fights, orders, the line of sight */
    Gesture,  /**< what follows the pointer (a counter being dragged) */
};

inline constexpr std::array<MapLayer, 6> MapLayers{MapLayer::Terrain,  MapLayer::Areas, MapLayer::Places,
                                                   MapLayer::Counters, MapLayer::Marks, MapLayer::Gesture};

} // namespace arbitre::gui
