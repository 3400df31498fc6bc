// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_document.h"

#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/battle_log.h"
#include "common/document.h"

#include <QFileInfo>

namespace arbitre::gui {

std::unique_ptr<FiguresDocument> FiguresDocument::open(const QString &path)
{
    try {
        auto scenario = std::dynamic_pointer_cast<const napoleonic::FiguresScenario>(
            shippedModules().loadScenario(toFilePath(path)));
        if (!scenario)
            return nullptr;
        return std::unique_ptr<FiguresDocument>(new FiguresDocument(std::move(scenario), path));
    } catch (...) {
        rethrowOpenError(path);
    }
}

FiguresDocument::FiguresDocument(std::shared_ptr<const napoleonic::FiguresScenario> scenario, QString path)
    : LoggedDocument(std::move(path)), m_session(std::make_unique<napoleonic::FiguresSession>(std::move(scenario)))
{}

FiguresDocument::~FiguresDocument() = default;

QString FiguresDocument::title() const
{
    if (!scenario().name.empty())
        return QString::fromStdString(scenario().name);
    return filePath().isEmpty() ? tr("Untitled table") : QFileInfo(filePath()).completeBaseName();
}

nlohmann::json FiguresDocument::toJson(const QString &path) const
{
    return m_session->toJson(toFilePath(path));
}

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
    try {
        m_session->apply(procedure, orders, dice);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    pushEvent(m_session->log().events().back(), text);
}

void FiguresDocument::exportLog(const QString &path, LogLanguage language) const
{
    const BattleLog log = napoleonic::figuresBattleLog(*m_session, language);
    exportBattleLog(path, [&log](bool html) { return html ? battleLogHtml(log) : battleLogMarkdown(log); });
}

} // namespace arbitre::gui
