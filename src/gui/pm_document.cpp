// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "pm_document.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/pm/report.h"
#include "session_document.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

namespace arbitre::gui {

namespace {

std::filesystem::path toPath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

/** One logged event of the battle as an undo step: undo drops it, redo puts the same event back. */
class PmEventCommand final : public QUndoCommand
{
public:
    PmEventCommand(PmDocument *document, Event event, const QString &text)
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
    PmDocument *m_document;
    Event m_event;
    bool m_first = true;
};

} // namespace

std::unique_ptr<PmDocument> PmDocument::open(const QString &path)
{
    try {
        auto battle = std::dynamic_pointer_cast<const pm::PmBattle>(registry().loadScenario(toPath(path)));
        if (!battle)
            return nullptr;
        return std::unique_ptr<PmDocument>(new PmDocument(std::move(battle), path));
    } catch (const LoadError &error) {
        throw DocumentError(error.what());
    } catch (const SessionError &error) {
        throw DocumentError(locateSessionError(JsonDocument::fromFile(toPath(path)), error).format());
    } catch (const std::exception &error) {
        throw DocumentError(QFileInfo(path).fileName().toStdString() + ": " + error.what());
    }
}

PmDocument::PmDocument(std::shared_ptr<const pm::PmBattle> battle, QString path)
    : m_session(std::make_unique<pm::PmSession>(std::move(battle))), m_undo(new QUndoStack(this)),
      m_path(std::move(path))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &PmDocument::fileChanged);
}

PmDocument::~PmDocument() = default;

QString PmDocument::title() const
{
    if (!battle().name.empty())
        return QString::fromStdString(battle().name);
    return m_path.isEmpty() ? tr("Untitled battle") : QFileInfo(m_path).completeBaseName();
}

bool PmDocument::isModified() const
{
    return !m_undo->isClean() || m_recovered;
}

nlohmann::json PmDocument::toJson(const QString &path) const
{
    return m_session->toJson(toPath(path));
}

void PmDocument::push(const QString &text)
{
    m_undo->push(new PmEventCommand(this, m_session->log().events().back(), text));
    Q_EMIT changed();
}

void PmDocument::playPhase(Dice &dice, const pm::PhaseOrders &orders)
{
    try {
        m_session->playPhase(dice, orders);
    } catch (const SessionError &error) {
        throw DocumentError(error.what());
    } catch (const DiceError &error) {
        throw DocumentError(error.what());
    }
    push(tr("Phase %1").arg(state().phase));
}

void PmDocument::decide(const pm::PhaseDecisions &decisions)
{
    try {
        m_session->decide(decisions);
    } catch (const SessionError &error) {
        throw DocumentError(error.what());
    }
    push(tr("Decisions after phase %1").arg(state().phase));
}

void PmDocument::overrideState(const pm::StateOverride &change)
{
    try {
        m_session->overrideState(change);
    } catch (const SessionError &error) {
        throw DocumentError(error.what());
    }
    push(tr("Override %1 of %2").arg(QString::fromStdString(change.field), QString::fromStdString(change.side)));
}

void PmDocument::undoEvent()
{
    m_session->undo();
    Q_EMIT changed();
}

void PmDocument::redoEvent(const Event &event)
{
    m_session->append(event);
    Q_EMIT changed();
}

void PmDocument::saveAs(const QString &path)
{
    try {
        writeFileAtomically(toPath(path), toJson(path).dump(2) + '\n');
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    m_path = path;
    m_recovered = false;
    m_undo->setClean();
    Q_EMIT fileChanged();
}

void PmDocument::exportLog(const QString &path) const
{
    const bool html = path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive) ||
                      path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive);
    try {
        writeFileAtomically(toPath(path), html ? pm::battleLogHtml(*m_session) : pm::battleLogMarkdown(*m_session));
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void PmDocument::markRecovered(const QString &originalPath)
{
    m_path = originalPath;
    m_recovered = true;
    Q_EMIT fileChanged();
}

} // namespace arbitre::gui
