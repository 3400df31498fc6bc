// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the benchmarks that open the app's windows share: a clock in milliseconds, figures summed up as mean, 95th
// percentile and worst, and an application offscreen with settings of its own.

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace arbitre::bench {

using Clock = std::chrono::steady_clock;

inline double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/** One line: "what  mean … | p95 … | worst …" and the target it is held against. Nothing when `times` is empty. */
inline void reportTimes(const char *what, std::vector<double> times, double targetMs)
{
    if (times.empty())
        return;
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (const double t : times)
        sum += t;
    const double p95 = times[std::min(times.size() - 1, times.size() * 95 / 100)];
    std::printf("%-44s mean %6.2f ms | p95 %6.2f ms | worst %6.2f ms (target: under %.0f ms)\n", what,
                sum / static_cast<double>(times.size()), p95, times.back(), targetMs);
}

/**
 * The app as a benchmark runs it: offscreen unless QT_QPA_PLATFORM names a platform, and with settings in a
 * throwaway folder, so the GM's own settings and recent files are left alone.
 */
class BenchApp
{
public:
    BenchApp(int &argc, char **argv) : m_app(offscreenUnlessNamed(argc), argv)
    {
        QApplication::setOrganizationName(QStringLiteral("arbitre-bench"));
        QApplication::setApplicationName(QStringLiteral("arbitre-bench"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }

private:
    /** Before QApplication reads the platform; `argc` passed through, so that it runs first. */
    static int &offscreenUnlessNamed(int &argc)
    {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return argc;
    }

    QApplication m_app;
    QTemporaryDir m_settings;
};

} // namespace arbitre::bench
