// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "pm_document.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/modules/registry.h"
#include "arbitre/pm/report.h"
#include "common/document.h"

#include <QFileInfo>

namespace arbitre::gui {

std::unique_ptr<PmDocument> PmDocument::open(const QString &path)
{
    try {
        auto battle = std::dynamic_pointer_cast<const pm::PmBattle>(shippedModules().loadScenario(toFilePath(path)));
        if (!battle)
            return nullptr;
        return std::unique_ptr<PmDocument>(new PmDocument(std::move(battle), path));
    } catch (...) {
        rethrowOpenError(path);
    }
}

PmDocument::PmDocument(std::shared_ptr<const pm::PmBattle> battle, QString path)
    : LoggedDocument(std::move(path)), m_session(std::make_unique<pm::PmSession>(std::move(battle)))
{}

PmDocument::~PmDocument() = default;

QString PmDocument::title() const
{
    if (!battle().name.empty())
        return QString::fromStdString(battle().name);
    return filePath().isEmpty() ? tr("Untitled battle") : QFileInfo(filePath()).completeBaseName();
}

nlohmann::json PmDocument::toJson(const QString &path) const
{
    return m_session->toJson(toFilePath(path));
}

void PmDocument::push(const QString &text)
{
    pushEvent(m_session->log().events().back(), text);
}

void PmDocument::playPhase(Dice &dice, const pm::PhaseOrders &orders)
{
    try {
        m_session->playPhase(dice, orders);
    } catch (const SessionError &error) {
        throw DocumentError(error.what());
    } catch (const DiceError &error) {
        throw DocumentError(error.what());
    }
    push(tr("Phase %1").arg(state().phase));
}

void PmDocument::decide(const pm::PhaseDecisions &decisions)
{
    try {
        m_session->decide(decisions);
    } catch (const SessionError &error) {
        throw DocumentError(error.what());
    }
    push(tr("Decisions after phase %1").arg(state().phase));
}

void PmDocument::overrideState(const pm::StateOverride &change)
{
    try {
        m_session->overrideState(change);
    } catch (const SessionError &error) {
        throw DocumentError(error.what());
    }
    push(tr("Override %1 of %2").arg(QString::fromStdString(change.field), QString::fromStdString(change.side)));
}

void PmDocument::exportLog(const QString &path) const
{
    exportBattleLog(
        path, [this](bool html) { return html ? pm::battleLogHtml(*m_session) : pm::battleLogMarkdown(*m_session); });
}

} // namespace arbitre::gui
