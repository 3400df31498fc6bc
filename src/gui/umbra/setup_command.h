// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/json_edit.h"

#include <QUndoCommand>

namespace arbitre::gui {

class UmbraDocument;

/**
 * One set-up action as an undo step: redo applies its edits to the scenario's file form, undo their
 * inverse. The document has checked them before the command is pushed.
 */
class SetupCommand : public QUndoCommand
{
public:
    SetupCommand(UmbraDocument *document, const QString &text, JsonEdits edits, int mergeId);

    void redo() override;
    void undo() override;
    int id() const override { return m_mergeId; }
    /** Successive edits of the same pointers with the same merge id (one drag, one spin) make one step. */
    bool mergeWith(const QUndoCommand *other) override;

private:
    UmbraDocument *m_document;
    JsonEdits m_edits;
    int m_mergeId;
};

} // namespace arbitre::gui
