// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// bench_long_sessions: how long a long campaign takes to open (issue 23). It generates Umbra sessions of 1,000,
// 10,000 and 100,000 events (long_session.h: the demo played on with seeded dice) and times, for each, the
// command line's path (ModuleRegistry::openSession: read, parse, replay every event, compare the snapshot, as
// `arbitre-cli validate` does) and the app's (Shell::openFile to the window shown, then the events that paint
// it, offscreen at 1600 × 1000). It prints the figures and the ratio of the 100k and 10k ones against the
// targets (200 ms to a usable window at 100k, growth linear: a ratio under 12), but fails only when something
// throws or the window shows no log: `--smoke` (ctest's bench:long-smoke) runs 1,000 events only.
// `bench_long_sessions N…` times the sizes given instead.
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/verify.h"
#include "arbitre/modules/registry.h"
#include "common/document.h"
#include "gui_bench.h"
#include "long_session.h"
#include "shell/shell.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/umbra_window.h"

#include <QTemporaryDir>
#include <QTreeView>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace {

using arbitre::bench::Clock;
using arbitre::bench::msSince;

struct Figures
{
    double json = 0;    /**< ms: reading and parsing the file alone (JsonDocument, positions and DOM) */
    double cli = 0;     /**< ms: load and replay */
    double window = 0;  /**< ms: Shell::openFile to the window shown */
    double paint = 0;   /**< ms: the same to its first paint done */
    double verdict = 0; /**< ms: the status bar's verdict (Document::verdict), computed again after each event */
};

/** The app's open path: the window the GM gets, painted once. Null figures and false if nothing shows. */
bool openInApp(const QString &path, const QString &autosaves, Figures &figures, std::size_t events)
{
    arbitre::gui::Shell shell(autosaves);
    shell.setInteractive(false);
    const Clock::time_point start = Clock::now();
    arbitre::gui::DocumentWindow *opened = shell.openFile(path);
    auto *window = qobject_cast<arbitre::gui::UmbraWindow *>(opened);
    if (window == nullptr) {
        std::printf("  the app refused it: %s\n", shell.lastError().toStdString().c_str());
        return false;
    }
    window->resize(1600, 1000);
    figures.window = msSince(start);
    QApplication::processEvents();
    QApplication::processEvents();
    figures.paint = msSince(start);
    const Clock::time_point verdictStart = Clock::now();
    const arbitre::Verdict verdict = opened->document()->verdict();
    figures.verdict = msSince(verdictStart);
    if (!verdict.trusted()) {
        std::printf("  the status bar says %s\n", verdict.status().c_str());
        return false;
    }
    const std::size_t entries = window->battleLog()->entries().size();
    const int days = window->battleLog()->tree()->model()->rowCount();
    window->close();
    QApplication::processEvents();
    if (entries == 0 || days == 0 || entries > events) {
        std::printf("  the window shows %zu log entries in %d days for %zu events\n", entries, days, events);
        return false;
    }
    return true;
}

bool measure(std::size_t events, const QTemporaryDir &folder, std::map<std::size_t, Figures> &all)
{
    const std::string path = folder.filePath(QStringLiteral("long-%1.json").arg(events)).toStdString();
    Clock::time_point start = Clock::now();
    const std::size_t written = arbitre::bench::writeLongUmbraSession(path, events);
    const double generated = msSince(start);
    Figures figures;
    start = Clock::now();
    const std::size_t values = arbitre::JsonDocument::fromFile(path).root()["log"]["events"].size();
    figures.json = msSince(start);
    start = Clock::now();
    const std::unique_ptr<arbitre::Session> session = arbitre::shippedModules().openSession(path);
    figures.cli = msSince(start);
    if (session->log().size() != written || values != written) {
        std::printf("  %zu events written, %zu read back\n", written, session->log().size());
        return false;
    }
    const bool shown =
        openInApp(QString::fromStdString(path), folder.filePath(QStringLiteral("autosaves")), figures, written);
    std::printf("%7zu events, %6.1f MB (generated in %.0f ms): JSON alone %7.1f ms | CLI load + replay %8.1f ms (%.1f "
                "us an event) | app: window %8.1f ms, painted %8.1f ms, verdict %6.1f ms\n",
                written, static_cast<double>(std::filesystem::file_size(path)) / 1e6, generated, figures.json,
                figures.cli, 1000.0 * figures.cli / static_cast<double>(written), figures.window, figures.paint,
                figures.verdict);
    std::fflush(stdout);
    all[events] = figures;
    return shown;
}

} // namespace

int main(int argc, char *argv[])
{
    const arbitre::bench::BenchApp app(argc, argv);
    const bool smoke = argc > 1 && std::strcmp(argv[1], "--smoke") == 0;
    std::vector<std::size_t> sizes = smoke ? std::vector<std::size_t>{1000} : std::vector<std::size_t>{};
    for (int i = smoke ? 2 : 1; i < argc; ++i)
        sizes.push_back(static_cast<std::size_t>(std::strtoull(argv[i], nullptr, 10)));
    if (sizes.empty())
        sizes = {1000, 10000, 100000};
    const QTemporaryDir folder;
    std::map<std::size_t, Figures> all;
    bool ok = true;
    try {
        for (const std::size_t events : sizes)
            ok = measure(events, folder, all) && ok;
    } catch (const std::exception &error) {
        std::printf("bench_long_sessions failed: %s\n", error.what());
        return 1;
    }
    if (all.count(10000) && all.count(100000)) {
        const Figures &small = all[10000];
        const Figures &large = all[100000];
        std::printf("ratio 100k / 10k: CLI %.1f, app window %.1f, app painted %.1f (target: under 12)\n",
                    large.cli / small.cli, large.window / small.window, large.paint / small.paint);
        std::printf("100k to a usable window: %.0f ms (target: 200 ms)\n", large.paint);
    }
    return ok ? 0 : 1;
}
