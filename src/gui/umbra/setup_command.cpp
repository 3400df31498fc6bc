// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "setup_command.h"

#include "umbra_document.h"

#include <algorithm>

namespace arbitre::gui {

SetupCommand::SetupCommand(UmbraDocument *document, const QString &text, JsonEdits edits, int mergeId)
    : QUndoCommand(text), m_document(document), m_edits(std::move(edits)), m_mergeId(mergeId)
{}

void SetupCommand::redo()
{
    m_document->applySetup(m_edits);
}

void SetupCommand::undo()
{
    m_document->applySetup(inverseEdits(m_edits));
}

bool SetupCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetupCommand *>(other);
    if (next->m_edits.size() != m_edits.size())
        return false;
    const bool samePointers = std::equal(m_edits.begin(), m_edits.end(), next->m_edits.begin(),
                                         [](const JsonEdit &a, const JsonEdit &b) { return a.pointer == b.pointer; });
    if (!samePointers)
        return false;
    // Keep the first edit's `before` and take the latest `after`: one step from where it started.
    for (std::size_t i = 0; i < m_edits.size(); ++i)
        m_edits[i].after = next->m_edits[i].after;
    return true;
}

} // namespace arbitre::gui
