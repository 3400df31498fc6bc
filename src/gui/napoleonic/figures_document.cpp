// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_document.h"

#include "arbitre/napoleonic/battle_log.h"

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

FiguresPreview FiguresDocument::preview(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders,
                                        Dice &dice, LogLanguage language) const
{
    try {
        napoleonic::FiguresSession copy = session();
        copy.apply(procedure, orders, dice);
        const std::size_t last = copy.log().size() - 1;
        FiguresPreview preview;
        preview.event = copy.log()[last];
        preview.text = copy.eventText(last, language);
        const LogEntry entry = napoleonic::figuresLogEntry(copy, last, language);
        if (entry.table)
            preview.table = entry.table->table;
        for (const LogDie &die : entry.dice)
            preview.purposes.push_back(die.purpose);
        return preview;
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
