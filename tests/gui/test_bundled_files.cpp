// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The app's shipped files found through the data lookup (issue 25, arbitre::dataRoots): in the build tree the
// source tree, by its own names; the user's rulesets in $XDG_DATA_HOME/arbitre offered beside the shipped ones;
// the shipped demos opened untitled, the user's own files not. The installed layout is checked by ctest `install`.
#include "common/bundled_files.h"
#include "gui_fixtures.h"
#include "umbra/dialogs/new_scenario_dialog.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <optional>
#include <string>

using arbitre::test::sourcePath;

namespace {

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

/** Sets XDG_DATA_HOME for the scope, then puts back what it was. */
class DataHome
{
public:
    explicit DataHome(const QString &folder)
    {
        if (const char *old = std::getenv("XDG_DATA_HOME"))
            m_old = old;
        ::setenv("XDG_DATA_HOME", folder.toUtf8().constData(), 1);
    }
    ~DataHome()
    {
        if (m_old)
            ::setenv("XDG_DATA_HOME", m_old->c_str(), 1);
        else
            ::unsetenv("XDG_DATA_HOME");
    }
    DataHome(const DataHome &) = delete;
    DataHome &operator=(const DataHome &) = delete;

private:
    std::optional<std::string> m_old;
};

} // namespace

TEST_CASE("bundled files: in the build tree, the source tree's files by their source names", "[bundled]")
{
    const QString demo = QStringLiteral("resources/scenarios/battle-of-vaudrey-ford.json");
    CHECK(canonical(arbitre::gui::bundledPath(demo)) ==
          canonical(sourcePath("resources/scenarios/battle-of-vaudrey-ford.json")));
    CHECK(canonical(arbitre::gui::bundledPath(QStringLiteral("docs/gm-guide.md"))) ==
          canonical(sourcePath("docs/gm-guide.md")));
    CHECK(canonical(arbitre::gui::bundledPath(QStringLiteral("rulesets/schema/duel.schema.json"))) ==
          canonical(sourcePath("rulesets/schema/duel.schema.json")));
    const QStringList rulesets = arbitre::gui::bundledFolders(QStringLiteral("rulesets"));
    REQUIRE_FALSE(rulesets.isEmpty());
    CHECK(canonical(rulesets.front()) == canonical(sourcePath("rulesets")));
    CHECK(arbitre::gui::isBundled(sourcePath("resources/scenarios/blue-vs-red.json")));
    CHECK(arbitre::gui::isBundled(sourcePath("resources/levy/peu-puissant.json")));
    CHECK_FALSE(arbitre::gui::isBundled(sourcePath("tests/data/invalid/scenario-one-side.json")));
}

TEST_CASE("bundled files: the user's rulesets in XDG_DATA_HOME are offered for a new scenario, and their files are "
          "not bundled",
          "[bundled]")
{
    QTemporaryDir home;
    REQUIRE(home.isValid());
    REQUIRE(QDir(home.path()).mkpath(QStringLiteral("arbitre/rulesets")));
    REQUIRE(QDir(home.path()).mkpath(QStringLiteral("arbitre/scenarios")));
    const QString mine = home.filePath(QStringLiteral("arbitre/rulesets/umbra-draconis.json"));
    REQUIRE(QFile::copy(sourcePath("rulesets/umbra-draconis.json"), mine));
    const QString scenario = home.filePath(QStringLiteral("arbitre/scenarios/mine.json"));
    REQUIRE(QFile::copy(sourcePath("resources/scenarios/blue-vs-red.json"), scenario));
    const DataHome dataHome(home.path());

    const QStringList rulesets = arbitre::gui::bundledFolders(QStringLiteral("rulesets"));
    REQUIRE(rulesets.size() >= 2);
    CHECK(canonical(rulesets[0]) == canonical(sourcePath("rulesets")));
    CHECK(canonical(rulesets[1]) == canonical(home.filePath(QStringLiteral("arbitre/rulesets"))));
    CHECK_FALSE(arbitre::gui::isBundled(scenario));

    arbitre::gui::NewScenarioDialog dialog;
    auto *choices = dialog.findChild<QComboBox *>();
    REQUIRE(choices != nullptr);
    QStringList paths;
    for (int i = 0; i < choices->count(); ++i)
        paths << canonical(choices->itemData(i).toString());
    CHECK(paths.contains(canonical(sourcePath("rulesets/umbra-draconis.json"))));
    CHECK(paths.contains(canonical(mine)));
    // The user's copy is named like the shipped one: its label says where it is.
    CHECK(choices->findText(QStringLiteral("umbra-draconis.json (") + rulesets[1] + QLatin1Char(')')) >= 0);
}
