// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ve_document.h"

namespace arbitre::gui {

VeDocument::VeDocument(std::unique_ptr<napoleonic::VeSession> session, QString path)
    : Document(std::move(session), std::move(path))
{}

VeDocument::~VeDocument() = default;

Preview VeDocument::preview(napoleonic::VeProcedure procedure, const napoleonic::VeOrders &orders, Dice &dice,
                            LogLanguage language) const
{
    try {
        napoleonic::VeSession copy = session();
        copy.apply(procedure, orders, dice);
        const std::size_t last = copy.log().size() - 1;
        return Preview{copy.log()[last], copy.eventText(last, language)};
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
