// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "logged_document.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/session_error.h"
#include "document.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

namespace arbitre::gui {

namespace {

/** One logged event as an undo step: undo drops it, redo puts the same event back. */
class EventCommand final : public QUndoCommand
{
public:
    EventCommand(LoggedDocument *document, Event event, const QString &text)
        : QUndoCommand(text), m_document(document), m_event(std::move(event))
    {}
    void undo() override { m_document->undoEvent(); }
    void redo() override
    {
        if (m_first) {
            m_first = false; // the event is already in the session
            return;
        }
        m_document->redoEvent(m_event);
    }

private:
    LoggedDocument *m_document;
    Event m_event;
    bool m_first = true;
};

} // namespace

std::filesystem::path toFilePath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

void exportBattleLog(const QString &path, const std::function<std::string(bool html)> &render)
{
    const bool html = path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive) ||
                      path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive);
    try {
        writeFileAtomically(toFilePath(path), render(html));
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

LoggedDocument::LoggedDocument(QString path) : m_undo(new QUndoStack(this)), m_path(std::move(path))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &LoggedDocument::fileChanged);
}

bool LoggedDocument::isModified() const
{
    return !m_undo->isClean() || m_recovered;
}

void LoggedDocument::rethrowOpenError(const QString &path)
{
    try {
        throw;
    } catch (const LoadError &error) {
        throw DocumentError(error.what()); // every diagnostic, one per line
    } catch (const SessionError &error) {
        throw DocumentError(locateSessionError(JsonDocument::fromFile(toFilePath(path)), error).format());
    } catch (const std::exception &error) {
        // A file that passes the loader yet trips something else must still not take the app down.
        throw DocumentError(QFileInfo(path).fileName().toStdString() + ": " + error.what());
    }
}

void LoggedDocument::pushEvent(const Event &event, const QString &text)
{
    m_undo->push(new EventCommand(this, event, text));
    Q_EMIT changed();
}

void LoggedDocument::undoEvent()
{
    dropLastEvent();
    Q_EMIT changed();
}

void LoggedDocument::redoEvent(const Event &event)
{
    appendEvent(event);
    Q_EMIT changed();
}

void LoggedDocument::saveAs(const QString &path)
{
    try {
        writeFileAtomically(toFilePath(path), toJson(path).dump(2) + '\n');
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    m_path = path;
    m_recovered = false;
    m_undo->setClean();
    Q_EMIT fileChanged();
}

void LoggedDocument::markRecovered(const QString &originalPath)
{
    m_path = originalPath;
    m_recovered = true;
    Q_EMIT fileChanged();
}

} // namespace arbitre::gui
