// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "module_ui.h"

#include "arbitre/core/diagnostic.h"
#include "arbitre/core/safe_file.h"
#include "arbitre/core/session.h"
#include "arbitre/modules/registry.h"
#include "common/bundled_files.h"
#include "common/document.h"
#include "common/procedure_window.h"
#include "common/ruleset_labels.h"

#include <QFile>

#include <nlohmann/json.hpp>

#include <map>
#include <mutex>
#include <string>

namespace arbitre::gui {

namespace {

/** The window of a system that has no GUI of its own: procedures from their specs, the units, the log. */
class GenericModuleUi final : public ModuleUi
{
public:
    explicit GenericModuleUi(std::string system) : m_system(std::move(system)) {}
    std::string_view system() const override { return m_system; }
    DocumentWindow *createWindow(std::unique_ptr<Document> document, WindowHost &host) const override
    {
        return new ProcedureWindow(std::move(document), host);
    }

private:
    std::string m_system;
};

/** A scenario's `name`, or empty when the file cannot be read or has none. */
QString scenarioName(const QString &path)
{
    std::string text;
    try {
        text = readRegularFile(path.toStdString(), MaxFileBytes); // never waits on a FIFO
    } catch (const LoadError &) {
        return {};
    }
    const nlohmann::json root = nlohmann::json::parse(text, nullptr, false);
    return root.is_object() && root.contains("name") && root["name"].is_string()
               ? fromStd(root["name"].get<std::string>())
               : QString();
}

} // namespace

std::unique_ptr<Document> ModuleUi::createDocument(std::unique_ptr<Session> session, const QString &path) const
{
    return std::make_unique<Document>(std::move(session), path);
}

QList<QAction *> ModuleUi::newActions(WindowHost & /*host*/, QWidget * /*parent*/) const
{
    return {};
}

QList<DemoEntry> ModuleUi::demos() const
{
    QList<DemoEntry> entries;
    const RuleModule *module = shippedModules().find(system());
    if (module == nullptr)
        return entries;
    for (const std::string &file : module->demoScenarios()) {
        const QString path = bundledPath(QStringLiteral("resources/scenarios/") + fromStd(file));
        // The scenario's own name when it has one ("The duel at the mill (Duel)"), else its file.
        const QString name = scenarioName(path);
        entries.push_back(
            {QStringLiteral("%1 (%2)").arg(name.isEmpty() ? fromStd(file) : name, fromStd(module->displayName())),
             path});
    }
    return entries;
}

const ModuleUi &moduleUiFor(std::string_view system)
{
    for (const std::unique_ptr<ModuleUi> &ui : moduleUis()) {
        if (ui->system() == system)
            return *ui;
    }
    // One generic UI per system, made the first time it is asked for and kept for the app's life.
    static std::map<std::string, std::unique_ptr<ModuleUi>, std::less<>> generic;
    static std::mutex guard;
    const std::lock_guard lock(guard);
    auto found = generic.find(system);
    if (found == generic.end())
        found = generic.emplace(std::string(system), std::make_unique<GenericModuleUi>(std::string(system))).first;
    return *found->second;
}

std::unique_ptr<Document> openDocument(const QString &file, const QString &documentPath)
{
    // One parse of the file and one of its ruleset, whatever its rule system.
    std::vector<Bookmark> bookmarks;
    std::unique_ptr<Session> session = shippedModules().openSession(toFilePath(file), bookmarks);
    const ModuleUi &ui = moduleUiFor(session->system());
    std::unique_ptr<Document> document = ui.createDocument(std::move(session), documentPath);
    document->setBookmarks(std::move(bookmarks));
    return document;
}

} // namespace arbitre::gui
