// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "umbra_document.h"

#include <QUndoCommand>

#include <functional>

namespace arbitre::gui {

/** A change to what the GM prepares (orders of the step, dice and decisions of the turn) as an undo step. */
class DraftCommand : public QUndoCommand
{
public:
    DraftCommand(UmbraDocument *document, const QString &text, PlayDraft before, PlayDraft after);
    void redo() override;
    void undo() override;

private:
    UmbraDocument *m_document;
    PlayDraft m_before;
    PlayDraft m_after;
};

/** The GM ends the set-up and begins the battle. */
class BeginPlayCommand : public QUndoCommand
{
public:
    explicit BeginPlayCommand(UmbraDocument *document);
    void redo() override { m_document->setPlaying(true); }
    void undo() override { m_document->setPlaying(false); }

private:
    UmbraDocument *m_document;
};

/**
 * One action of play as an undo step: redo plays it on the session (its dice and decisions are in
 * `action`, so a redo is the same event), undo drops the events it logged and gives back the draft
 * it consumed. The document has played it once already when the command is pushed.
 */
class PlayCommand : public QUndoCommand
{
public:
    PlayCommand(UmbraDocument *document, const QString &text, std::function<void(umbra::UmbraSession &)> action,
                PlayDraft before, std::size_t events);
    void redo() override;
    void undo() override;

private:
    UmbraDocument *m_document;
    std::function<void(umbra::UmbraSession &)> m_action;
    PlayDraft m_before;
    std::size_t m_events;
    bool m_played = true; /**< the first redo(), from push(), finds it played */
};

} // namespace arbitre::gui
