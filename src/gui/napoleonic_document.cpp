// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "napoleonic_document.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
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

/** One logged event as an undo step: undo drops it, redo puts the same event back. */
class NapoleonicEventCommand final : public QUndoCommand
{
public:
    NapoleonicEventCommand(NapoleonicDocument *document, Event event, const QString &text)
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
    NapoleonicDocument *m_document;
    Event m_event;
    bool m_first = true;
};

} // namespace

std::unique_ptr<NapoleonicDocument> NapoleonicDocument::open(const QString &path)
{
    try {
        auto scenario =
            std::dynamic_pointer_cast<const napoleonic::FiguresScenario>(registry().loadScenario(toPath(path)));
        if (!scenario)
            return nullptr;
        return std::unique_ptr<NapoleonicDocument>(new NapoleonicDocument(std::move(scenario), path));
    } catch (const LoadError &error) {
        throw DocumentError(error.what());
    } catch (const SessionError &error) {
        throw DocumentError(locateSessionError(JsonDocument::fromFile(toPath(path)), error).format());
    } catch (const std::exception &error) {
        throw DocumentError(QFileInfo(path).fileName().toStdString() + ": " + error.what());
    }
}

NapoleonicDocument::NapoleonicDocument(std::shared_ptr<const napoleonic::FiguresScenario> scenario, QString path)
    : m_session(std::make_unique<napoleonic::FiguresSession>(std::move(scenario))), m_undo(new QUndoStack(this)),
      m_path(std::move(path))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &NapoleonicDocument::fileChanged);
}

NapoleonicDocument::~NapoleonicDocument() = default;

QString NapoleonicDocument::title() const
{
    if (!scenario().name.empty())
        return QString::fromStdString(scenario().name);
    return m_path.isEmpty() ? tr("Untitled table") : QFileInfo(m_path).completeBaseName();
}

bool NapoleonicDocument::isModified() const
{
    return !m_undo->isClean() || m_recovered;
}

nlohmann::json NapoleonicDocument::toJson(const QString &path) const
{
    return m_session->toJson(toPath(path));
}

Event NapoleonicDocument::preview(napoleonic::Procedure procedure, const napoleonic::FiguresOrders &orders,
                                  Dice &dice) const
{
    napoleonic::FiguresState copy = state();
    try {
        return napoleonic::resolveProcedure(scenario(), procedure, orders, dice, copy);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void NapoleonicDocument::apply(napoleonic::Procedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice,
                               const QString &text)
{
    try {
        m_session->apply(procedure, orders, dice);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    m_undo->push(new NapoleonicEventCommand(this, m_session->log().events().back(), text));
    Q_EMIT changed();
}

void NapoleonicDocument::undoEvent()
{
    m_session->undo();
    Q_EMIT changed();
}

void NapoleonicDocument::redoEvent(const Event &event)
{
    m_session->append(event);
    Q_EMIT changed();
}

void NapoleonicDocument::saveAs(const QString &path)
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

void NapoleonicDocument::markRecovered(const QString &originalPath)
{
    m_path = originalPath;
    m_recovered = true;
    Q_EMIT fileChanged();
}

} // namespace arbitre::gui
