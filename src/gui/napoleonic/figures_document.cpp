// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_document.h"

namespace arbitre::gui {

FiguresDocument::FiguresDocument(std::unique_ptr<napoleonic::FiguresSession> session, QString path)
    : Document(std::move(session), std::move(path))
{}

FiguresDocument::~FiguresDocument() = default;

Event FiguresDocument::preview(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders,
                               Dice &dice) const
{
    napoleonic::FiguresState copy = state();
    try {
        return napoleonic::resolveFiguresProcedure(scenario(), procedure, orders, dice, copy);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void FiguresDocument::apply(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice,
                            const QString &text)
{
    pushEvent(text, [&](Session &s) { static_cast<napoleonic::FiguresSession &>(s).apply(procedure, orders, dice); });
}

} // namespace arbitre::gui
