// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QChar>
#include <QColor>
#include <QPointF>
#include <QRectF>

#include <cstdint>

class QPainter;

namespace arbitre::umbra {
class UmbraRuleset;
struct Troop;
struct Personality;
} // namespace arbitre::umbra

namespace arbitre::gui {

/** The NATO-like symbol in a troop counter's box, from its type's role (and id for cavalry). */
enum class UnitSymbol : std::uint8_t
{
    Infantry,  /**< crossed box */
    Cavalry,   /**< one diagonal */
    Archers,   /**< a drawn bow */
    Pietaille, /**< a chevron: half an infantry cross */
    Machine,   /**< a filled dot, as artillery */
};

/** How much of a counter the zoom leaves room for. */
enum class CounterDetail : std::uint8_t
{
    Full,   /**< symbol, Force and markers */
    Symbol, /**< symbol only */
    Block,  /**< a block of the side's colour */
};

/** Everything a counter shows; two counters with the same look share one cached image. */
struct CounterLook
{
    bool personality = false;
    int side = 0;
    UnitSymbol symbol = UnitSymbol::Infantry;
    bool mounted = false; /**< troupe montée: the base type's symbol with a mount mark */
    int force = 0;        /**< troopForce / personalityForce */
    int moraleStep = -1;  /**< 0 (worst) … 4 (best) on a five-colour scale, −1 none */
    int fatigue = 0;      /**< Force lost to fatigue, drawn as bars */
    bool wounded = false; /**< blessé (troop) or at least one wound (personality) */
    QChar initial;        /**< personality: first letter of the rank */

    /** A key unique to this look (for the image cache). */
    quint64 key() const;
};

/** The colour of side `index`: blue, red, then green, yellow, purple, brown, cycling. */
QColor sideColour(int index);

CounterLook troopLook(const umbra::UmbraRuleset &rules, const umbra::Troop &troop, int side);
/** `terrain` is the terrain of its hex (Forestier X counts in forest). */
CounterLook personalityLook(const umbra::UmbraRuleset &rules, const umbra::Personality &personality, int side,
                            int terrain);

/** Draws a square troop counter filling `rect`. */
void paintCounter(QPainter &painter, const QRectF &rect, const CounterLook &look, CounterDetail detail);
/** Draws a personality's round token of `radius` centred on `centre`. */
void paintPersonality(QPainter &painter, QPointF centre, double radius, const CounterLook &look, CounterDetail detail);
/** Draws the number of counters in a stack in a small dark disc. */
void paintStackBadge(QPainter &painter, QPointF centre, double radius, int count);

} // namespace arbitre::gui
