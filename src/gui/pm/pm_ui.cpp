// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "pm_ui.h"

#include <QCoreApplication>

#include "arbitre/pm/module.h"
#include "arbitre/pm/session.h"
#include "common/bundled_files.h"
#include "pm/pm_battle_window.h"
#include "pm/pm_document.h"

namespace arbitre::gui {

namespace {

class PmUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(PmUi)

public:
    std::string_view system() const override { return pm::SystemId; }

    std::unique_ptr<Document> createDocument(std::unique_ptr<Session> session, const QString &path) const override
    {
        return std::make_unique<PmDocument>(
            std::unique_ptr<pm::PmSession>(static_cast<pm::PmSession *>(session.release())), path);
    }

    DocumentWindow *createWindow(std::unique_ptr<Document> document, WindowHost &host) const override
    {
        return new PmBattleWindow(std::unique_ptr<PmDocument>(static_cast<PmDocument *>(document.release())), host);
    }

    QList<DemoEntry> demos() const override
    {
        return {{tr("The battle of the Lérac (a PM battle, phase by phase)"),
                 bundledPath(QStringLiteral("resources/scenarios/pm-bataille-de-lerac.json"))}};
    }
};

} // namespace

std::unique_ptr<ModuleUi> pmUi()
{
    return std::make_unique<PmUi>();
}

} // namespace arbitre::gui
