// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the Napoleonic and VE windows share to show a logged event's JSON as text.

#include <QString>

#include <nlohmann/json.hpp>

namespace arbitre::gui::event_text {

/** A JSON value as the GM reads it: a string as written, null as "—", anything else as JSON. */
inline QString str(const nlohmann::json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_null())
        return QStringLiteral("—");
    return QString::fromStdString(value.dump());
}

/** "+2", "-1", "0": the sign as the logs write it. */
inline QString signedNumber(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

} // namespace arbitre::gui::event_text
