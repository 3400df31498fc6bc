// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "play_command.h"

namespace arbitre::gui {

DraftCommand::DraftCommand(UmbraDocument *document, const QString &text, PlayDraft before, PlayDraft after)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)), m_after(std::move(after))
{}

void DraftCommand::redo()
{
    m_document->setDraft(m_after);
}

void DraftCommand::undo()
{
    m_document->setDraft(m_before);
}

BeginPlayCommand::BeginPlayCommand(UmbraDocument *document)
    : QUndoCommand(UmbraDocument::tr("Begin the battle")), m_document(document)
{}

PlayCommand::PlayCommand(UmbraDocument *document, const QString &text,
                         std::function<void(umbra::UmbraSession &)> action, PlayDraft before, std::size_t events)
    : QUndoCommand(text), m_document(document), m_action(std::move(action)), m_before(std::move(before)),
      m_events(events)
{}

void PlayCommand::redo()
{
    if (m_played) {
        m_played = false;
        return;
    }
    m_document->runPlay(m_action);
}

void PlayCommand::undo()
{
    m_document->undoPlay(m_events);
    m_document->setDraft(m_before);
}

} // namespace arbitre::gui
