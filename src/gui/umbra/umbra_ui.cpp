// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "umbra_ui.h"

#include "arbitre/umbra/session.h"
#include "common/bundled_files.h"
#include "common/icons.h"
#include "umbra/umbra_document.h"
#include "umbra/umbra_window.h"

#include <QAction>
#include <QCoreApplication>

namespace arbitre::gui {

namespace {

class UmbraUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(UmbraUi)

public:
    std::string_view system() const override { return umbra::SystemId; }

    std::unique_ptr<Document> createDocument(std::unique_ptr<Session> session, const QString &path) const override
    {
        return std::make_unique<UmbraDocument>(
            std::unique_ptr<umbra::UmbraSession>(static_cast<umbra::UmbraSession *>(session.release())), path);
    }

    DocumentWindow *createWindow(std::unique_ptr<Document> document, WindowHost &host) const override
    {
        return new UmbraWindow(std::unique_ptr<UmbraDocument>(static_cast<UmbraDocument *>(document.release())), host);
    }

    QList<QAction *> newActions(WindowHost &host, QWidget *parent) const override
    {
        auto *action = new QAction(icon(IconKind::NewFile), tr("New &Map Scenario…"), parent);
        action->setShortcut(QKeySequence::New);
        action->setToolTip(tr("Draw a map and raise the armies (Umbra Draconis)"));
        QObject::connect(action, &QAction::triggered, parent, [&host, parent] { newUmbraScenario(host, parent); });
        return {action};
    }

    QList<DemoEntry> demos() const override
    {
        return {{tr("The battle of Vaudrey ford (Umbra Draconis, on a hex map)"),
                 bundledPath(QStringLiteral("resources/scenarios/battle-of-vaudrey-ford.json"))},
                {tr("Blue against Red (Umbra Draconis, one confrontation, no map)"),
                 bundledPath(QStringLiteral("resources/scenarios/blue-vs-red.json"))}};
    }
};

} // namespace

std::unique_ptr<ModuleUi> umbraUi()
{
    return std::make_unique<UmbraUi>();
}

} // namespace arbitre::gui
