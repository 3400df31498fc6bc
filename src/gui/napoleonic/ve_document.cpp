// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ve_document.h"

namespace arbitre::gui {

VeDocument::VeDocument(std::unique_ptr<napoleonic::VeSession> session, QString path)
    : Document(std::move(session), std::move(path))
{}

VeDocument::~VeDocument() = default;

Event VeDocument::preview(napoleonic::VeProcedure procedure, const napoleonic::VeOrders &orders, Dice &dice) const
{
    napoleonic::VeState copy = state();
    try {
        return napoleonic::resolveVeProcedure(scenario(), procedure, orders, dice, copy);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void VeDocument::apply(napoleonic::VeProcedure procedure, const napoleonic::VeOrders &orders, Dice &dice,
                       const QString &text)
{
    pushEvent(text, [&](Session &s) { static_cast<napoleonic::VeSession &>(s).apply(procedure, orders, dice); });
}

} // namespace arbitre::gui
