// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the Napoleonic and VE windows share to show a logged event's JSON as text.

#include "arbitre/core/log_text.h"
#include "common/ruleset_labels.h"

#include <QCoreApplication>
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

using gui::appLogLanguage;

/** The words of the Napoleonic windows' undo steps, for the translators. */
struct UndoText
{
    Q_DECLARE_TR_FUNCTIONS(UndoText)
};

/** An undo step's name: "Fire of 1st Line on IR 7", or "Rally of 1st Line" with no target. */
inline QString undoText(const QString &procedure, const QString &unit, const QString &target)
{
    return target.isEmpty() ? UndoText::tr("%1 of %2").arg(procedure, unit)
                            : UndoText::tr("%1 of %2 on %3").arg(procedure, unit, target);
}

} // namespace arbitre::gui::event_text
