// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QString>

#include <exception>

namespace arbitre::gui {

/** Why a file did not open, in the GM's words first and the designer's details after. */
struct OpenError
{
    QString title;       /**< the window title: "Cannot open battle.png" */
    QString summary;     /**< one sentence: "This is not an Arbitre file." */
    QString explanation; /**< what the file is and what to do, in the user's language */
    QString details;     /**< every diagnostic, `file:line:col: pointer: message`, for designers */

    /** Everything, as kept for tests and the status bar. */
    QString text() const;
};

/** What `path`, which failed to open with `error`, is: classified by the core (arbitre::classifyFile). */
OpenError describeOpenError(const QString &path, const std::exception &error);

/** The error dialog: wide enough to read a path, the summary first, the details in a box below. */
class OpenErrorDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit OpenErrorDialog(const OpenError &error, QWidget *parent = nullptr);
};

} // namespace arbitre::gui
