// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_document.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/json_document.h"
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

fs::path toPath(const QString &path)
{
    return fs::path(path.toStdU16String());
}

// A log that does not replay, placed at its event in the file as `arbitre-cli validate` places it.
std::string describe(const QString &path, const umbra::SessionError &error)
{
    try {
        // Read again only to find the line: the loader has already accepted this text once.
        return umbra::locateSessionError(JsonDocument::fromFile(toPath(path)), error).format();
    } catch (const LoadError &) {
        return QFileInfo(path).fileName().toStdString() + ": " + error.what();
    }
}

// Which parts of the scenario a set of edits touches, from their pointers.
SessionChange changeOf(const JsonEdits &edits)
{
    SessionChange change;
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
            change = SessionChange::everything();
        }
    }
    return change;
}

} // namespace

SessionDocument::SessionDocument(std::shared_ptr<const UmbraScenario> scenario, QString path)
    : m_undo(new QUndoStack(this)), m_path(std::move(path))
{
    replaceScenario(std::move(scenario));
    connect(m_undo, &QUndoStack::cleanChanged, this, &SessionDocument::fileChanged);
}

SessionDocument::~SessionDocument() = default;

std::unique_ptr<SessionDocument> SessionDocument::open(const QString &path)
{
    try {
        auto loaded = shippedModules().loadScenario(toPath(path));
        auto scenario = std::dynamic_pointer_cast<const UmbraScenario>(loaded);
        if (!scenario)
            throw DocumentError(QFileInfo(path).fileName().toStdString() +
                                ": Arbitre can open Umbra Draconis scenarios only for now");
        return std::unique_ptr<SessionDocument>(new SessionDocument(std::move(scenario), path));
    } catch (const LoadError &error) {
        throw DocumentError(error.what()); // every diagnostic, one per line
    } catch (const umbra::SessionError &error) {
        throw DocumentError(describe(path, error));
    } catch (const std::exception &error) {
        // A file that passes the loader yet trips something else must still not take the app down.
        throw DocumentError(QFileInfo(path).fileName().toStdString() + ": " + error.what());
    }
}

std::unique_ptr<SessionDocument> SessionDocument::createNew(const QString &rulesetPath, const QString &name, int width,
                                                            int height, Orientation orientation, const QString &terrain)
{
    try {
        const fs::path rulesetFile = fs::absolute(toPath(rulesetPath));
        auto ruleset = std::dynamic_pointer_cast<const umbra::UmbraRuleset>(shippedModules().loadRuleset(rulesetFile));
        if (!ruleset)
            throw DocumentError(rulesetPath.toStdString() + ": not an Umbra Draconis ruleset");
        // Until the first save the ruleset is referred to by its absolute path; saving makes it relative.
        const nlohmann::json setup =
            umbra::setup::newScenario(*ruleset, rulesetFile.generic_string(), name.toStdString(), width, height,
                                      orientation, terrain.toStdString());
        auto scenario = umbra::setup::readSetup(setup, fs::path("untitled.json"), ruleset);
        return std::unique_ptr<SessionDocument>(new SessionDocument(std::move(scenario), QString()));
    } catch (const LoadError &error) {
        throw DocumentError(error.what()); // every diagnostic, one per line
    } catch (const umbra::setup::SetupError &error) {
        throw DocumentError(error.what());
    }
}

void SessionDocument::replaceScenario(std::shared_ptr<const UmbraScenario> scenario)
{
    m_session = std::make_unique<umbra::UmbraSession>(scenario);
    m_setup = m_session->log().empty() ? umbra::setup::setupDocument(*scenario) : nlohmann::json();
    rebuildTurnDraft();
}

QString SessionDocument::title() const
{
    if (!scenario().name.empty())
        return QString::fromStdString(scenario().name);
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

bool SessionDocument::isModified() const
{
    return !m_undo->isClean() || m_path.isEmpty() || m_recovered;
}

void SessionDocument::markRecovered(const QString &originalPath)
{
    m_path = originalPath;
    m_recovered = true;
    Q_EMIT fileChanged();
}

void SessionDocument::edit(const QString &text, const JsonEdits &edits, int mergeId)
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
    m_undo->push(new SetupCommand(this, text, edits, mergeId));
    m_checked.reset();
}

void SessionDocument::applySetup(const JsonEdits &edits)
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
    m_session = std::make_unique<umbra::UmbraSession>(std::move(reread));
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

nlohmann::json SessionDocument::toJson(const QString &path) const
{
    return m_session->toJson(toPath(path));
}

void SessionDocument::saveAs(const QString &path)
{
    try {
        writeFileAtomically(toPath(path), toJson(path).dump(2) + '\n');
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    m_path = path;
    m_recovered = false;
    m_undo->setClean();
    Q_EMIT fileChanged();
}

void SessionDocument::select(const Selection &selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    Q_EMIT selectionChanged(m_selection);
}

} // namespace arbitre::gui
