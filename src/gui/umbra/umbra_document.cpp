// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "umbra_document.h"

#include "arbitre/modules/registry.h"
#include "arbitre/umbra/setup.h"
#include "setup_command.h"

#include <QFileInfo>
#include <QUndoStack>

#include <filesystem>

namespace arbitre::gui {

namespace fs = std::filesystem;
using umbra::UmbraScenario;

namespace {

// Which parts of the scenario a set of edits touches, from their pointers.
DocumentChange changeOf(const JsonEdits &edits)
{
    DocumentChange change;
    for (const JsonEdit &edit : edits) {
        const std::string &p = edit.pointer;
        if (p.rfind("/map", 0) == 0) {
            change.terrain = true;
        } else if (p.rfind("/sides/", 0) == 0) {
            const auto slash = p.find('/', 7);
            if (slash == std::string::npos || p.compare(slash, 5, "/name") == 0)
                change.sides = true;
            change.units = true;
        } else {
            change = DocumentChange::everything();
        }
    }
    return change;
}

} // namespace

UmbraDocument::UmbraDocument(std::unique_ptr<umbra::UmbraSession> session, QString path)
    : Document(std::move(session), std::move(path))
{
    m_setup = this->session().log().empty() ? umbra::setup::setupDocument(scenario()) : nlohmann::json();
    rebuildTurnDraft();
}

UmbraDocument::~UmbraDocument() = default;

std::unique_ptr<UmbraDocument> UmbraDocument::createNew(const QString &rulesetPath, const QString &name, int width,
                                                        int height, Orientation orientation, const QString &terrain)
{
    try {
        const fs::path rulesetFile = fs::absolute(toFilePath(rulesetPath));
        auto ruleset = std::dynamic_pointer_cast<const umbra::UmbraRuleset>(shippedModules().loadRuleset(rulesetFile));
        if (!ruleset)
            throw DocumentError(rulesetPath.toStdString() + ": not an Umbra Draconis ruleset");
        // Until the first save the ruleset is referred to by its absolute path; saving makes it relative.
        const nlohmann::json setup =
            umbra::setup::newScenario(*ruleset, rulesetFile.generic_string(), name.toStdString(), width, height,
                                      orientation, terrain.toStdString());
        auto scenario = umbra::setup::readSetup(setup, fs::path("untitled.json"), ruleset);
        return std::make_unique<UmbraDocument>(std::make_unique<umbra::UmbraSession>(std::move(scenario)), QString());
    } catch (const LoadError &error) {
        throw DocumentError(error.what()); // every diagnostic, one per line
    } catch (const umbra::setup::SetupError &error) {
        throw DocumentError(error.what());
    }
}

void UmbraDocument::replaceScenario(std::shared_ptr<const UmbraScenario> scenario)
{
    replaceSession(std::make_unique<umbra::UmbraSession>(scenario));
    m_setup = session().log().empty() ? umbra::setup::setupDocument(*scenario) : nlohmann::json();
    rebuildTurnDraft();
}

void UmbraDocument::edit(const QString &text, const JsonEdits &edits, int mergeId)
{
    if (!inSetup())
        throw DocumentError(tr("The battle has begun: the scenario can no longer be set up.").toStdString());
    if (edits.empty())
        return;
    nlohmann::json candidate = m_setup;
    std::shared_ptr<const UmbraScenario> checked;
    try {
        applyEdits(candidate, edits);
        checked = umbra::setup::readSetup(candidate, scenario().path(), scenario().rulesetPtr());
    } catch (const LoadError &error) {
        throw DocumentError(error.what()); // every diagnostic, one per line
    } catch (const JsonEditError &error) {
        throw DocumentError(error.what());
    }
    // push() runs the command's first redo() at once: it takes this reading instead of reading again.
    m_checked = Checked{std::move(candidate), std::move(checked)};
    push(new SetupCommand(this, text, edits, mergeId));
    m_checked.reset();
}

void UmbraDocument::applySetup(const JsonEdits &edits)
{
    nlohmann::json next;
    std::shared_ptr<const UmbraScenario> reread;
    if (m_checked) {
        next = std::move(m_checked->setup);
        reread = std::move(m_checked->scenario);
        m_checked.reset();
    } else {
        next = m_setup;
        applyEdits(next, edits);
        reread = umbra::setup::readSetup(next, scenario().path(), scenario().rulesetPtr());
    }
    replaceSession(std::make_unique<umbra::UmbraSession>(std::move(reread)));
    m_setup = std::move(next);
    rebuildTurnDraft();
    Q_EMIT changed(changeOf(edits));
    if (m_selection.kind == Selection::Kind::Unit) {
        try {
            umbra::setup::findUnit(m_setup, m_selection.id);
        } catch (const umbra::setup::SetupError &) {
            select({});
        }
    }
}

void UmbraDocument::select(const Selection &selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    Q_EMIT selectionChanged(m_selection);
}

} // namespace arbitre::gui
