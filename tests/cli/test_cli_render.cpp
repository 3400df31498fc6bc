// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// `arbitre-cli render` (issue 24): the map of a session as a picture, drawn by the app's painters with no display.
// The demo battle is played with its orders file and scripted dice (tests/cli/test_demo_battle_cli.cpp), then
// drawn at chosen events.

#include "cli_runner.h"
#include "image_golden.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QImage>
#include <QXmlStreamReader>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

using namespace arbitre::test;

namespace {

std::string demoFile(const char *name)
{
    return (sourceDir() / "resources" / "scenarios" / name).string();
}

// The dice of tests/umbra/test_demo_battle.cpp: every draw and rally roll of the three days.
const char *const DemoDice = "4,8,6,8,7,2,5,9,3,5,8,4,6,7,9,7,1,10,2,5";

/** The demo battle played through its three days (41 events), saved in `dir`. */
std::string playedDemo(const TempDir &dir)
{
    const std::string saved = (dir / "vaudrey.json").string();
    const CliRun run = runCli({"umbra", "play", demoFile("battle-of-vaudrey-ford.json"), "--orders",
                               demoFile("battle-of-vaudrey-ford.orders.json"), "--dice", DemoDice, "--save", saved});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    return saved;
}

QImage rendered(const std::vector<std::string> &args, const std::string &out)
{
    std::vector<std::string> all{"render"};
    all.insert(all.end(), args.begin(), args.end());
    all.insert(all.end(), {"-o", out});
    const CliRun run = runCli(all);
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.find("wrote " + out) != std::string::npos);
    const QImage image(QString::fromStdString(out));
    REQUIRE_FALSE(image.isNull());
    return image;
}

/** The share of the pixels of `a` inside `area` that differ from `b`'s. */
double changedIn(const QImage &a, const QImage &b, const QRect &area)
{
    return compareImages(a.copy(area), b.copy(area), 0).differingShare;
}

} // namespace

TEST_CASE("render: the demo battle at event 10 matches its golden picture", "[cli][render][golden]")
{
    TempDir dir;
    const std::string session = playedDemo(dir);
    const QImage image = rendered({session, "--at", "10", "--size", "800x600"}, (dir / "at10.png").string());
    CHECK(image.size() == QSize(800, 600));
    checkGoldenImage("umbra-draconis/render/vaudrey-at-10.png", image);
}

TEST_CASE("render: SVG output is well-formed XML of the size asked for", "[cli][render]")
{
    TempDir dir;
    const std::string out = (dir / "demo.svg").string();
    const CliRun run = runCli({"render", demoFile("battle-of-vaudrey-ford.json"), "--size", "640x480", "-o", out});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    QFile file(QString::fromStdString(out));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString width;
    QString height;
    QString viewBox;
    int elements = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (elements++ == 0) {
                CHECK(xml.name() == QStringLiteral("svg"));
                width = xml.attributes().value(QStringLiteral("width")).toString();
                height = xml.attributes().value(QStringLiteral("height")).toString();
                viewBox = xml.attributes().value(QStringLiteral("viewBox")).toString();
            }
        }
    }
    INFO(xml.errorString().toStdString());
    CHECK_FALSE(xml.hasError());
    CHECK(elements > 100); // hexes, counters, names: the map, not an empty page
    // QSvgGenerator states the size in millimetres at the picture's resolution (96 dpi), and the view box in pixels.
    CHECK(viewBox == QStringLiteral("0 0 640 480"));
    CHECK(width.endsWith(QStringLiteral("mm")));
    CHECK(width.chopped(2).toDouble() == Approx(640 * 25.4 / 96).epsilon(0.01));
    CHECK(height.chopped(2).toDouble() == Approx(480 * 25.4 / 96).epsilon(0.01));
}

TEST_CASE("render: --at and --highlight change the picture where they should", "[cli][render]")
{
    TempDir dir;
    const std::string session = playedDemo(dir);
    const auto at = [&](const std::string &events, std::vector<std::string> more = {}) {
        std::vector<std::string> args{session, "--size", "800x600", "--at", events};
        args.insert(args.end(), more.begin(), more.end());
        return rendered(args, (dir / ("at" + events + std::to_string(more.size()) + ".png")).string());
    };
    const QImage start = at("0");
    const QImage later = at("10");
    const QImage end = at("41");
    // Units moved and fought: the pictures differ.
    CHECK(compareImages(start, later).differingPixels > 500);
    CHECK(compareImages(later, end).differingPixels > 500);
    // The whole log is the file's own state.
    CHECK(compareImages(end, rendered({session, "--size", "800x600", "--at", "41"}, (dir / "again.png").string()))
              .differingPixels == 0);

    // A hex marked at the start: the pixels change around that hex, and nowhere far from it.
    const QImage marked = at("0", {"--highlight", "2,2"});
    const ImageDifference difference = compareImages(start, marked, 0);
    CHECK(difference.differingPixels > 50);
    // The map is 32 columns by 22: hex (2, 2) lies in the top-left quarter, the bottom-right quarter is untouched.
    CHECK(changedIn(start, marked, QRect(0, 0, 400, 300)) > 0.0);
    CHECK(changedIn(start, marked, QRect(400, 300, 400, 300)) == 0.0);

    // Several hexes in one option, and the option repeated, mark more.
    const QImage more = at("0", {"--highlight", "2,2,5,5", "--highlight", "8,8"});
    CHECK(compareImages(start, more, 0).differingPixels > difference.differingPixels);
}

TEST_CASE("render: --scale sizes the picture by the map, and the Vive l'Empereur ! map is drawn too", "[cli][render]")
{
    TempDir dir;
    const QImage small = rendered({demoFile("battle-of-vaudrey-ford.json"), "--scale", "10"}, (dir / "s.png").string());
    const QImage large = rendered({demoFile("battle-of-vaudrey-ford.json"), "--scale", "20"}, (dir / "l.png").string());
    CHECK(large.width() == Approx(2 * small.width()).margin(2));
    CHECK(large.height() == Approx(2 * small.height()).margin(2));
    const QImage ve = rendered({demoFile("vive-l-empereur-demo.json"), "--size", "600x400", "--highlight", "3,3"},
                               (dir / "ve.png").string());
    CHECK(ve.size() == QSize(600, 400));
    const QImage vePlain =
        rendered({demoFile("vive-l-empereur-demo.json"), "--size", "600x400"}, (dir / "ve-plain.png").string());
    CHECK(compareImages(ve, vePlain, 0).differingPixels > 50);
}

TEST_CASE("render: a rule system without a map is refused in one line", "[cli][render]")
{
    TempDir dir;
    for (const char *file : {"pm-bataille-de-lerac.json", "napoleonic-figures-demo.json", "duel-at-the-mill.json"}) {
        const std::string out = (dir / "none.png").string();
        const CliRun run = runCli({"render", demoFile(file), "-o", out});
        INFO(file << ": " << run.err);
        CHECK(run.exitCode == 1);
        CHECK(run.err.find("has no map to draw") != std::string::npos);
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
        CHECK_FALSE(std::filesystem::exists(out));
    }
}

TEST_CASE("render: usage errors and --help", "[cli][render]")
{
    TempDir dir;
    const std::string demo = demoFile("battle-of-vaudrey-ford.json");
    const std::string out = (dir / "x.png").string();
    const CliRun help = runCli({"render", "--help"});
    CHECK(help.exitCode == 0);
    CHECK(help.out.find("usage: arbitre-cli render FILE") != std::string::npos);
    CHECK(help.out.find("--highlight") != std::string::npos);
    CHECK(runCli({"--help"}).out.find("render FILE") != std::string::npos);
    CHECK(runCli({"render", demo}).exitCode == 2);                                 // no -o
    CHECK(runCli({"render", demo, "-o", (dir / "x.jpg").string()}).exitCode == 2); // not png or svg
    CHECK(runCli({"render", demo, "--size", "800", "-o", out}).exitCode == 2);     // not WxH
    CHECK(runCli({"render", demo, "--size", "8x8", "--scale", "3", "-o", out}).exitCode == 2);
    CHECK(runCli({"render", demo, "--at", "1", "-o", out}).exitCode == 2);            // the scenario has no log
    CHECK(runCli({"render", demo, "--highlight", "1,2,3", "-o", out}).exitCode == 2); // not pairs
    const CliRun offMap = runCli({"render", demo, "--highlight", "99,99", "-o", out});
    CHECK(offMap.exitCode == 1);
    CHECK(offMap.err.find("not on the map") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(out));
}
