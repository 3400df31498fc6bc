// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// bench_gui: how fast the map view opens and repaints a large battle. It writes a 200 × 200 scenario
// with 2,000 troops, opens it as the app does (gui::openDocument) and times full repaints of a
// 1600 × 1000 view: warm (the caches hold, as in most repaints), cold (every cache dropped, as after a
// zoom step) and panning (a third of the tiles new each frame), at the default zoom and fitted to the
// window. It prints figures against the targets (open < 300 ms, frame < 16 ms) but fails only when
// something throws or draws nothing: `--smoke` (ctest's bench:gui-smoke) runs a few frames of each.
#include "common/module_ui.h"
#include "gui_bench.h"
#include "umbra/map/hex_map_view.h"
#include "umbra/map/map_painter.h"
#include "umbra/umbra_document.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

using arbitre::OffsetCoord;
using arbitre::gui::DocumentChange;
using arbitre::gui::HexMapView;
using arbitre::gui::MapOverlay;
using arbitre::gui::MapPainter;
using arbitre::gui::MapViewport;
using arbitre::gui::UmbraDocument;

constexpr int MapSize = 200;
constexpr int TroopsPerSide = 1000;

// A deterministic generator: the same map on every run and machine.
struct Lcg
{
    std::uint64_t state = 0x9e3779b97f4a7c15ULL;
    int next(int bound)
    {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(bound));
    }
};

// Blobs of forest and hills, a meandering river with a ford every 15 rows.
char terrainAt(int col, int row)
{
    const int river = MapSize / 2 + static_cast<int>(std::lround(8.0 * std::sin(row / 9.0)));
    if (col == river)
        return row % 15 == 7 ? '=' : '~';
    const double forest = std::sin(col / 7.0) * std::cos(row / 5.0) + std::sin((col + row) / 13.0);
    const double hills = std::cos(col / 11.0 + 1.0) * std::sin(row / 8.0 + 2.0);
    if (forest > 1.1)
        return 'F';
    if (hills > 0.85)
        return 'H';
    if (hills > 0.6)
        return 'h';
    return '.';
}

nlohmann::json scenarioJson()
{
    using nlohmann::json;
    json rows = json::array();
    for (int row = 0; row < MapSize; ++row) {
        std::string line;
        for (int col = 0; col < MapSize; ++col)
            line += terrainAt(col, row);
        rows.push_back(line);
    }
    Lcg random;
    json places = json::array();
    for (int i = 0; i < 60; ++i)
        places.push_back({{"id", "place" + std::to_string(i)},
                          {"name", "Lieu-dit " + std::to_string(i)},
                          {"hex", {5 + (i % 10) * 19, 5 + (i / 10) * 32}}});
    json positions = json::array();
    json sites = json::array();
    for (int i = 0; i < 20; ++i) {
        if (terrainAt(20 + i * 8, 100 + (i % 3)) == '~')
            continue;
        positions.push_back(
            {{"hex", {20 + i * 8, 100 + (i % 3)}}, {"position", i % 2 ? "fortification" : "position_defensive"}});
        sites.push_back({21 + i * 8, 90});
    }
    static const char *types[] = {"fantassins", "archers",       "cavalerie",
                                  "pietaille",  "troupe_montee", "machine_de_guerre"};
    json sides = json::array();
    for (int s = 0; s < 2; ++s) {
        json troops = json::array();
        // Two armies facing each other across the river, packed enough to make stacks.
        const int col0 = s == 0 ? 62 : 110;
        for (int i = 0; i < TroopsPerSide; ++i) {
            int col = 0;
            int row = 0;
            do {
                col = col0 + random.next(28);
                row = 60 + random.next(80);
            } while (terrainAt(col, row) == '~');
            const char *type = types[i % 6];
            json troop = {{"id", std::string(s ? "b" : "a") + std::to_string(i)},
                          {"name", "Troupe " + std::to_string(i)},
                          {"type", type},
                          {"hex", {col, row}}};
            if (std::strcmp(type, "troupe_montee") == 0)
                troop["base_type"] = "fantassins";
            if (std::strcmp(type, "machine_de_guerre") == 0)
                troop["force"] = 3;
            troops.push_back(troop);
        }
        json personalities = json::array();
        for (int i = 0; i < 20; ++i)
            personalities.push_back({{"id", std::string(s ? "pb" : "pa") + std::to_string(i)},
                                     {"name", "Sire " + std::to_string(i)},
                                     {"rank", "figure"},
                                     {"vs", 1},
                                     {"hex", {col0 + i, 70 + i * 3}}});
        sides.push_back({{"id", s ? "rouge" : "bleu"},
                         {"name", s ? "Rouge" : "Bleu"},
                         {"troops", troops},
                         {"personalities", personalities}});
    }
    return {{"ruleset", ARBITRE_SOURCE_DIR "/rulesets/umbra-draconis.json"},
            {"name", "Bench 200 x 200"},
            {"terrain", "plaine"},
            {"day", 1},
            {"turn", 1},
            {"map",
             {{"width", MapSize},
              {"height", MapSize},
              {"orientation", "pointy"},
              {"legend",
               {{".", "plaine"},
                {"F", "foret"},
                {"h", "colline"},
                {"H", "colline_escarpee"},
                {"~", "riviere"},
                {"=", "gue"}}},
              {"rows", rows},
              {"places", places},
              {"positions", positions},
              {"fortify_sites", sites}}},
            {"sides", sides}};
}

struct Figures
{
    double median = 0;
    double max = 0;
};

Figures time(int frames, const std::function<void(int)> &frame)
{
    std::vector<double> ms;
    for (int i = 0; i < frames; ++i) {
        QElapsedTimer timer;
        timer.start();
        frame(i);
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.back()};
}

void report(const char *what, Figures f, double target)
{
    std::printf("  %-44s median %7.2f ms  max %7.2f ms  %s\n", what, f.median, f.max,
                f.median <= target ? "ok" : "OVER TARGET");
}

// True when the image holds something else than one flat colour: the map was drawn.
bool drewSomething(const QImage &image)
{
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            if (image.pixel(x, y) != first)
                return true;
    return false;
}

bool run(bool smoke)
{
    const int frames = smoke ? 3 : 50;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench-200x200.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw std::runtime_error("cannot write the bench scenario");
    file.write(QByteArray::fromStdString(scenarioJson().dump()));
    file.close();

    QElapsedTimer timer;
    timer.start();
    const auto opened = arbitre::gui::openDocument(path, path);
    auto *document = qobject_cast<UmbraDocument *>(opened.get());
    if (document == nullptr)
        throw std::runtime_error("the bench scenario did not open as an Umbra Draconis session");
    const double openMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    std::printf("bench_gui: %d x %d map, %d troops\n", MapSize, MapSize, 2 * TroopsPerSide);
    std::printf("  %-44s %7.2f ms  %s\n", "open the scenario (gui::openDocument)", openMs,
                openMs <= 300 ? "ok" : "OVER TARGET");

    HexMapView view;
    view.resize(1600, 1000);
    view.setDocument(document);
    view.centerOn(OffsetCoord{100, 100});
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    MapPainter painter; // the view's own painter is private: the cold frames use one like it
    painter.setScene(document->map(), document->ruleset(), document->state(), true);
    bool drew = true;

    for (const bool fit : {false, true}) {
        if (fit)
            view.fitToWindow();
        std::printf(" %s (zoom %.2f):\n", fit ? "fit to window" : "default zoom", view.zoom());
        timer.restart();
        view.render(&image);
        std::printf("  %-44s %7.2f ms\n", "first frame (fills the caches)",
                    static_cast<double>(timer.nsecsElapsed()) / 1e6);
        report("warm frame (QWidget::render)", time(frames, [&](int) { view.render(&image); }), 16);
        drew = drew && drewSomething(image);
        const MapViewport viewport{view.zoom(), view.visibleMapRect().center(), view.size(), 1.0};
        {
            QPainter target(&image); // builds this painter's atlas, which only a terrain edit drops
            painter.paint(target, viewport, MapOverlay());
        }
        report("cold frame (MapPainter, caches dropped)",
               time(frames,
                    [&](int) {
                        painter.dropCaches();
                        QPainter target(&image);
                        painter.paint(target, viewport, MapOverlay());
                    }),
               16);
        report("zoom step frame (zoomIn / zoomOut, render)",
               time(frames,
                    [&](int i) {
                        if (i % 2 == 0)
                            view.zoomIn();
                        else
                            view.zoomOut();
                        view.render(&image);
                    }),
               16);
        if (!fit) {
            const QPointF start = view.visibleMapRect().center();
            report("panning frame (37 px a frame)",
                   time(frames,
                        [&](int i) {
                            view.centerOnMapPoint(start + QPointF(37.0 * (i + 1) / view.zoom(), 0));
                            view.render(&image);
                        }),
                   16);
        }
    }
    if (!drew)
        std::printf("bench_gui: the view drew nothing\n");
    return drew;
}

} // namespace

int main(int argc, char *argv[])
{
    const bool smoke = argc > 1 && std::strcmp(argv[1], "--smoke") == 0;
    const arbitre::bench::BenchApp app(argc, argv);
    try {
        return run(smoke) ? 0 : 1;
    } catch (const std::exception &error) {
        std::printf("bench_gui failed: %s\n", error.what());
        return 1;
    }
}
