// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// Same drawing code (issue 24): the app's map views, grabbed offscreen at a size, show exactly the picture
// `arbitre-cli render` writes at that size, pixel for pixel, for the Umbra Draconis and Vive l'Empereur ! maps.

#include "arbitre/core/atomic_file.h"
#include "arbitre/modules/registry.h"
#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/session.h"
#include "cli.h"
#include "gui_fixtures.h"
#include "image_golden.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_map_view.h"
#include "temp_dir.h"
#include "umbra/map/hex_map_view.h"

#include <catch2/catch.hpp>

#include <QImage>

#include <sstream>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::test;

namespace {

const char *const DemoDice = "4,8,6,8,7,2,5,9,3,5,8,4,6,7,9,7,1,10,2,5";

/** `arbitre-cli ARGS…` in-process; REQUIREs success. */
void runCliOk(const std::vector<std::string> &args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int code = arbitre::cli::run(args, out, err);
    INFO(err.str());
    REQUIRE(code == 0);
}

QImage cliPicture(const std::string &file, const std::vector<std::string> &more, const std::string &out)
{
    std::vector<std::string> args{"render", file, "-o", out};
    args.insert(args.end(), more.begin(), more.end());
    runCliOk(args);
    const QImage image(QString::fromStdString(out));
    REQUIRE_FALSE(image.isNull());
    return image;
}

void requireSame(const QImage &app, const QImage &cli)
{
    const ImageDifference difference = compareImages(app, cli, 0);
    INFO("app " << app.width() << "x" << app.height() << ", cli " << cli.width() << "x" << cli.height() << ": "
                << difference.differingPixels << " pixels differ, mean " << difference.meanAbsolute);
    CHECK(difference.sameSize);
    CHECK(difference.differingPixels == 0);
}

} // namespace

TEST_CASE("map picture: the Umbra map view at a size draws what arbitre-cli render writes", "[gui][render]")
{
    TempDir dir;
    // The demo battle played three days, then cut to its first 10 events (a turn of fighting on day 1).
    const std::string full = (dir / "vaudrey.json").string();
    runCliOk({"umbra", "play", demoPath().toStdString(), "--orders",
              sourcePath("resources/scenarios/battle-of-vaudrey-ford.orders.json").toStdString(), "--dice", DemoDice,
              "--save", full});
    const std::string ten = (dir / "vaudrey-10.json").string();
    {
        std::unique_ptr<Session> session = shippedModules().openSession(full);
        session->truncate(10);
        writeFileAtomically(ten, session->toJson(ten).dump(2) + "\n");
    }
    auto document = openDocument<gui::UmbraDocument>(QString::fromStdString(ten));
    REQUIRE(document);
    REQUIRE(document->session().log().size() == 10);
    // The app marks a log entry's hexes when the GM selects it; render --at marks the last event's the same way.
    std::vector<OffsetCoord> marked;
    for (const umbra::LogEntry &entry : umbra::battleLog(document->sessionAs<umbra::UmbraSession>(), {}))
        if (entry.event == 9)
            marked.insert(marked.end(), entry.hexes.begin(), entry.hexes.end());
    REQUIRE_FALSE(marked.empty());

    gui::HexMapView view;
    view.setDocument(document.get());
    for (const QSize size : {QSize(800, 600), QSize(517, 731)}) {
        view.resize(size);
        view.fitToWindow();
        view.setMarkedCells(marked);
        const QImage app = view.grab().toImage();
        const std::string w = std::to_string(size.width()) + "x" + std::to_string(size.height());
        requireSame(app, cliPicture(ten, {"--at", "10", "--size", w}, (dir / ("umbra-" + w + ".png")).string()));
        // Without the marks the pictures differ: the comparison sees them.
        view.setMarkedCells({});
        CHECK(compareImages(view.grab().toImage(), app, 0).differingPixels > 0);
    }
}

TEST_CASE("map picture: the Vive l'Empereur ! map view at a size draws what arbitre-cli render writes", "[gui][render]")
{
    TempDir dir;
    const QString demo = sourcePath("resources/scenarios/vive-l-empereur-demo.json");
    auto document = openDocument<gui::VeDocument>(demo);
    REQUIRE(document);
    gui::VeMapView view(document.get());
    view.resize(640, 480);
    view.fitToWindow();
    const QImage app = view.grab().toImage();
    requireSame(app, cliPicture(demo.toStdString(), {"--size", "640x480"}, (dir / "ve.png").string()));
    // A selected unit draws its ring: the view then differs from the picture, which shows none.
    view.setSelectedUnit(QString::fromStdString(document->state().units.front().id));
    CHECK(compareImages(view.grab().toImage(), app, 0).differingPixels > 0);
}
