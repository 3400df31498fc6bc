// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ve_document.h"

#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/battle_log.h"
#include "common/document.h"

#include <QFileInfo>

namespace arbitre::gui {

std::unique_ptr<VeDocument> VeDocument::open(const QString &path)
{
    try {
        auto scenario =
            std::dynamic_pointer_cast<const napoleonic::VeScenario>(shippedModules().loadScenario(toFilePath(path)));
        if (!scenario)
            return nullptr;
        return std::unique_ptr<VeDocument>(new VeDocument(std::move(scenario), path));
    } catch (...) {
        rethrowOpenError(path);
    }
}

VeDocument::VeDocument(std::shared_ptr<const napoleonic::VeScenario> scenario, QString path)
    : LoggedDocument(std::move(path)), m_session(std::make_unique<napoleonic::VeSession>(std::move(scenario)))
{}

VeDocument::~VeDocument() = default;

QString VeDocument::title() const
{
    if (!scenario().name.empty())
        return QString::fromStdString(scenario().name);
    return filePath().isEmpty() ? tr("Untitled battle") : QFileInfo(filePath()).completeBaseName();
}

nlohmann::json VeDocument::toJson(const QString &path) const
{
    return m_session->toJson(toFilePath(path));
}

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
    try {
        m_session->apply(procedure, orders, dice);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    pushEvent(m_session->log().events().back(), text);
}

void VeDocument::exportLog(const QString &path, LogLanguage language) const
{
    const BattleLog log = napoleonic::veBattleLog(*m_session, language);
    exportBattleLog(path, [&log](bool html) { return html ? battleLogHtml(log) : battleLogMarkdown(log); });
}

} // namespace arbitre::gui
