// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

#include <QObject>
#include <QString>

#include <stdexcept>

class QUndoStack;

namespace arbitre::gui {

/** A file the app cannot open or save, with the loader's precise message (file:line:col: pointer: what). */
class DocumentError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/**
 * An open file of any rule system, as the app's shared services see it: the autosaver writes it,
 * the history shows its undo stack, the title bar its name. Each module's document derives from it.
 */
class Document : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual QUndoStack *undoStack() const = 0;
    /** Where it is saved, empty until the first save. */
    virtual QString filePath() const = 0;
    /** The battle's or scenario's name, or the file name. */
    virtual QString title() const = 0;
    virtual bool isModified() const = 0;
    /** The file to write at `path` (paths inside rewritten relative to it). */
    virtual nlohmann::json toJson(const QString &path) const = 0;
};

} // namespace arbitre::gui
