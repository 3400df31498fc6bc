// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>

namespace arbitre::gui {

/** Icons drawn in code, so they are sharp at every scale and need no icon theme on the GM's machine. */
enum class IconKind
{
    App,
    NewFile,
    Open,
    Save,
    Undo,
    Redo,
    ZoomIn,
    ZoomOut,
    ZoomFit,
    Select,
    Brush,
    Place,
    Troop,
    Personality,
    Side,
    Levy,
    Position,
    Remove,
};

QIcon icon(IconKind kind);

} // namespace arbitre::gui
