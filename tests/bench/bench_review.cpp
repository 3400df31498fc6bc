// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// bench_review: stepping in review mode (issue 24), from any event to any other, on the demo's saved session (the
// battle of Vaudrey ford played through its orders file, three days: long_session.h with no events asked beyond the
// demo's own). It opens the file for review in the app's window (offscreen, 1600 × 1000) and times random jumps
// between events three ways: the replay alone (a ReviewCursor of its own: the state from the nearest checkpoint), the
// document's (Document::reviewAt, whose change signal updates the window's views at once) and the whole window (the
// same, then the events that repaint the map, the order of battle, the log and the review dock). It prints the mean,
// the 95th percentile and the worst of each against the target (50 ms from any event to any other), and fails only when
// something throws or a step lands elsewhere.
// `--smoke` (ctest's bench:review-smoke) makes 20 jumps; `bench_review N` makes N (default 500); `--events E` plays
// the session on to E events first (long_session.h) to see how stepping grows.
#include "common/document.h"
#include "common/review_cursor.h"
#include "gui_bench.h"
#include "long_session.h"
#include "shell/shell.h"
#include "umbra/umbra_document.h"
#include "umbra/umbra_window.h"

#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

using arbitre::bench::Clock;
using arbitre::bench::msSince;
using arbitre::bench::reportTimes;

int main(int argc, char *argv[])
{
    const arbitre::bench::BenchApp app(argc, argv);
    std::size_t jumps = 500;
    std::size_t events = 0; // the demo's own
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--smoke") == 0)
            jumps = 20;
        else if (std::strcmp(argv[i], "--events") == 0 && i + 1 < argc)
            events = static_cast<std::size_t>(std::strtoull(argv[++i], nullptr, 10));
        else
            jumps = static_cast<std::size_t>(std::strtoull(argv[i], nullptr, 10));
    }
    try {
        const QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("vaudrey.json"));
        const std::size_t written = arbitre::bench::writeLongUmbraSession(path.toStdString(), events);
        arbitre::gui::Shell shell(folder.filePath(QStringLiteral("autosaves")));
        shell.setInteractive(false);
        Clock::time_point start = Clock::now();
        auto *window = qobject_cast<arbitre::gui::UmbraWindow *>(shell.openForReview(path));
        if (window == nullptr || !window->document()->reviewing()) {
            std::printf("bench_review: the app did not open %s for review: %s\n", path.toStdString().c_str(),
                        shell.lastError().toStdString().c_str());
            return 1;
        }
        window->resize(1600, 1000);
        window->show();
        QApplication::processEvents();
        arbitre::gui::Document &document = *window->document();
        std::printf("%zu events (checkpoint every %zu), opened for review and painted in %.1f ms\n", written,
                    document.review()->interval(), msSince(start));

        std::mt19937 random(24); // the same jumps every run
        std::uniform_int_distribution<std::size_t> any(0, written);
        // The replay alone: a cursor of its own, no window listening.
        arbitre::gui::ReviewCursor cursor(document.liveSession());
        std::vector<double> replay;
        for (std::size_t i = 0; i < jumps; ++i) {
            const std::size_t to = any(random);
            start = Clock::now();
            cursor.moveTo(to);
            replay.push_back(msSince(start));
        }
        reportTimes("any event to any other, the replay alone", replay, 50);
        std::vector<double> alone;
        std::vector<double> painted;
        bool ok = true;
        for (std::size_t i = 0; i < jumps; ++i) {
            const std::size_t to = any(random);
            start = Clock::now();
            document.reviewAt(to);
            alone.push_back(msSince(start));
            ok = ok && document.reviewPosition() == to && document.session().log().size() == to;
            // The same jump with the window's update and repaint: from elsewhere, so that it moves.
            document.reviewAt(any(random));
            QApplication::processEvents();
            start = Clock::now();
            document.reviewAt(to);
            QApplication::processEvents();
            window->repaint();
            painted.push_back(msSince(start));
        }
        reportTimes("the same, Document::reviewAt (its views updated)", alone, 50);
        reportTimes("the same, the window updated and repainted", painted, 50);
        if (!ok) {
            std::printf("bench_review: a step did not land on its event\n");
            return 1;
        }
    } catch (const std::exception &error) {
        std::printf("bench_review failed: %s\n", error.what());
        return 1;
    }
    return 0;
}
