// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPointF>

#include <cstdint>
#include <string_view>

class QPainter;

namespace arbitre::gui {

/** The symbol drawn over a terrain's colour, so that the map reads in black and white too. */
enum class TerrainPattern : std::uint8_t
{
    None,          /**< open ground */
    Trees,         /**< forest: small tree crowns */
    Hachures,      /**< hill: a contour arc with hatching */
    DenseHachures, /**< steep hill: chevrons with dense hatching */
    Peaks,         /**< mountain */
    Waves,         /**< river, lake */
    Ford,          /**< a ford: pale water crossed by a dotted path */
    Marsh,         /**< marsh: water dashes and reed tufts */
    Houses,        /**< village, town */
    Fields,        /**< cultivated fields: furrows */
    Dots,          /**< any terrain the style does not know */
};

/** How one terrain is drawn: a fill, an ink for its pattern and the pattern itself. */
struct TerrainStyle
{
    QColor fill;
    QColor ink;
    TerrainPattern pattern = TerrainPattern::None;
};

/** The hand-picked style of a pattern (its fill and ink). */
TerrainStyle styleOf(TerrainPattern pattern);

/**
 * The style of a ruleset terrain: the one of the symbol its ruleset states (`map_symbol`: "ford",
 * "trees"…), else a guess from its id's usual English and French words; any other id gets a stable
 * colour from a hash of the id, the same on every run.
 */
TerrainStyle terrainStyle(std::string_view terrainId, std::string_view mapSymbol = {});

/**
 * Draws `pattern` for a hex of `radius` pixels centred on `centre`. The caller clips to the hex.
 * `variant` (0 or 1) shifts the symbols so that a large forest does not look stamped.
 */
void paintTerrainPattern(QPainter &painter, TerrainPattern pattern, const QColor &ink, QPointF centre, double radius,
                         int variant);

} // namespace arbitre::gui
