// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "pm_document.h"

namespace arbitre::gui {

PmDocument::PmDocument(std::unique_ptr<pm::PmSession> session, QString path)
    : Document(std::move(session), std::move(path))
{}

PmDocument::~PmDocument() = default;

void PmDocument::playPhase(Dice &dice, const pm::PhaseOrders &orders)
{
    pushEvent(tr("Phase %1").arg(state().phase + 1),
              [&](Session &s) { static_cast<pm::PmSession &>(s).playPhase(dice, orders); });
}

void PmDocument::decide(const pm::PhaseDecisions &decisions)
{
    pushEvent(tr("Decisions after phase %1").arg(state().phase),
              [&](Session &s) { static_cast<pm::PmSession &>(s).decide(decisions); });
}

void PmDocument::overrideState(const pm::StateOverride &change)
{
    pushEvent(tr("Override %1 of %2").arg(QString::fromStdString(change.field), QString::fromStdString(change.side)),
              [&](Session &s) { static_cast<pm::PmSession &>(s).overrideState(change); });
}

} // namespace arbitre::gui
