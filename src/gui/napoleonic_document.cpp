// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "napoleonic_document.h"

#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/battle_log.h"
#include "document.h"

#include <QFileInfo>

namespace arbitre::gui {

std::unique_ptr<NapoleonicDocument> NapoleonicDocument::open(const QString &path)
{
    try {
        auto scenario = std::dynamic_pointer_cast<const napoleonic::FiguresScenario>(
            shippedModules().loadScenario(toFilePath(path)));
        if (!scenario)
            return nullptr;
        return std::unique_ptr<NapoleonicDocument>(new NapoleonicDocument(std::move(scenario), path));
    } catch (...) {
        rethrowOpenError(path);
    }
}

NapoleonicDocument::NapoleonicDocument(std::shared_ptr<const napoleonic::FiguresScenario> scenario, QString path)
    : LoggedDocument(std::move(path)), m_session(std::make_unique<napoleonic::FiguresSession>(std::move(scenario)))
{}

NapoleonicDocument::~NapoleonicDocument() = default;

QString NapoleonicDocument::title() const
{
    if (!scenario().name.empty())
        return QString::fromStdString(scenario().name);
    return filePath().isEmpty() ? tr("Untitled table") : QFileInfo(filePath()).completeBaseName();
}

nlohmann::json NapoleonicDocument::toJson(const QString &path) const
{
    return m_session->toJson(toFilePath(path));
}

Event NapoleonicDocument::preview(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders,
                                  Dice &dice) const
{
    napoleonic::FiguresState copy = state();
    try {
        return napoleonic::resolveFiguresProcedure(scenario(), procedure, orders, dice, copy);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void NapoleonicDocument::apply(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders,
                               Dice &dice, const QString &text)
{
    try {
        m_session->apply(procedure, orders, dice);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    pushEvent(m_session->log().events().back(), text);
}

void NapoleonicDocument::exportLog(const QString &path, LogLanguage language) const
{
    const napoleonic::BattleLog log = napoleonic::figuresBattleLog(*m_session, language);
    exportBattleLog(
        path, [&log](bool html) { return html ? napoleonic::battleLogHtml(log) : napoleonic::battleLogMarkdown(log); });
}

} // namespace arbitre::gui
