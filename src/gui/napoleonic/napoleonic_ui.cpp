// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "napoleonic_ui.h"

#include "arbitre/napoleonic/figures_session.h"
#include "arbitre/napoleonic/ve_session.h"
#include "common/bundled_files.h"
#include "napoleonic/figures_document.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_window.h"

#include <QCoreApplication>

namespace arbitre::gui {

namespace {

struct NapoleonicDemos
{
    Q_DECLARE_TR_FUNCTIONS(NapoleonicDemos)
};

/** The GUI of one Napoleonic ruleset: its session's document in its window. */
template <typename SessionT, typename DocumentT, typename WindowT> class NapoleonicUi final : public ModuleUi
{
public:
    /** `demoTitle` untranslated: the module lives as long as the app, the language is the menu's. */
    NapoleonicUi(std::string_view system, const char *demoTitle, QString demoFile)
        : m_system(system), m_demoTitle(demoTitle),
          m_demoPath(bundledPath(QStringLiteral("resources/scenarios/") + demoFile))
    {}

    std::string_view system() const override { return m_system; }

    std::unique_ptr<Document> createDocument(std::unique_ptr<Session> session, const QString &path) const override
    {
        return std::make_unique<DocumentT>(std::unique_ptr<SessionT>(static_cast<SessionT *>(session.release())), path);
    }

    DocumentWindow *createWindow(std::unique_ptr<Document> document, WindowHost &host) const override
    {
        return new WindowT(std::unique_ptr<DocumentT>(static_cast<DocumentT *>(document.release())), host);
    }

    QList<DemoEntry> demos() const override { return {{NapoleonicDemos::tr(m_demoTitle), m_demoPath}}; }

private:
    std::string_view m_system;
    const char *m_demoTitle;
    QString m_demoPath;
};

} // namespace

std::unique_ptr<ModuleUi> figuresUi()
{
    return std::make_unique<NapoleonicUi<napoleonic::FiguresSession, FiguresDocument, FiguresWindow>>(
        napoleonic::FiguresSystemId,
        QT_TRANSLATE_NOOP("NapoleonicDemos",
                          "The figure rules' table (napoleonic-figures, the worked examples' units)"),
        QStringLiteral("napoleonic-figures-demo.json"));
}

std::unique_ptr<ModuleUi> veUi()
{
    return std::make_unique<NapoleonicUi<napoleonic::VeSession, VeDocument, VeWindow>>(
        napoleonic::VeSystemId, QT_TRANSLATE_NOOP("NapoleonicDemos", "Hohenau (Vive l'Empereur !, on a hex map)"),
        QStringLiteral("vive-l-empereur-demo.json"));
}

} // namespace arbitre::gui
