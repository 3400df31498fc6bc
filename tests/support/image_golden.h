// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Pictures compared within a tolerance: a rendered map against its golden image (tests/data/golden, rewritten with
// ARBITRE_UPDATE_GOLDEN=1 like every golden file), or two drawings that must agree. Type may be rasterised a
// little differently from one machine's fonts to another's, so a golden image allows a small mean difference and
// a small share of pixels that differ visibly; a change of what is drawn (a counter, a mark, a colour) exceeds both.

#include "golden.h"

#include <catch2/catch.hpp>

#include <QImage>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace arbitre::test {

/** How two pictures of one size differ. */
struct ImageDifference
{
    bool sameSize = false;
    double meanAbsolute = 0.0;     /**< mean of |a − b| over every pixel's R, G and B (0–255) */
    double differingShare = 0.0;   /**< share of pixels with a channel off by more than `threshold` */
    long long differingPixels = 0; /**< how many pixels differ at all */
};

inline ImageDifference compareImages(const QImage &first, const QImage &second, int threshold = 24)
{
    ImageDifference result;
    const QImage a = first.convertToFormat(QImage::Format_RGB32);
    const QImage b = second.convertToFormat(QImage::Format_RGB32);
    result.sameSize = a.size() == b.size();
    if (!result.sameSize || a.isNull())
        return result;
    long long total = 0;
    long long visible = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *ra = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *rb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int dr = std::abs(qRed(ra[x]) - qRed(rb[x]));
            const int dg = std::abs(qGreen(ra[x]) - qGreen(rb[x]));
            const int db = std::abs(qBlue(ra[x]) - qBlue(rb[x]));
            total += dr + dg + db;
            if (dr + dg + db > 0)
                ++result.differingPixels;
            if (dr > threshold || dg > threshold || db > threshold)
                ++visible;
        }
    }
    const double pixels = static_cast<double>(a.width()) * a.height();
    result.meanAbsolute = static_cast<double>(total) / (3.0 * pixels);
    result.differingShare = static_cast<double>(visible) / pixels;
    return result;
}

/**
 * CHECKs `actual` against the golden image `name` (a PNG under tests/data/golden): same size, a mean difference
 * under `maxMean` and under `maxShare` of the pixels visibly different. A mismatch writes `actual` under
 * ARBITRE_GOLDEN_ACTUAL_DIR; ARBITRE_UPDATE_GOLDEN=1 rewrites the golden image instead.
 */
inline void checkGoldenImage(const std::string &name, const QImage &actual, double maxMean = 1.5,
                             double maxShare = 0.01)
{
    namespace fs = std::filesystem;
    const fs::path golden = goldenDir() / name;
    const fs::path copy = fs::path(ARBITRE_GOLDEN_ACTUAL_DIR) / name;
    if (updatingGolden()) {
        fs::create_directories(golden.parent_path());
        REQUIRE(actual.save(QString::fromStdString(golden.string()), "PNG"));
        WARN("ARBITRE_UPDATE_GOLDEN=1: rewrote " << golden.string());
        return;
    }
    const QImage expected(QString::fromStdString(golden.string()));
    const ImageDifference difference = compareImages(expected, actual);
    INFO("golden " << golden.string() << " (" << expected.width() << "x" << expected.height() << "), actual "
                   << actual.width() << "x" << actual.height() << ": mean difference " << difference.meanAbsolute
                   << ", visibly different " << difference.differingShare * 100 << " % of the pixels");
    const bool matches =
        difference.sameSize && difference.meanAbsolute <= maxMean && difference.differingShare <= maxShare;
    std::error_code ignored;
    if (matches) {
        fs::remove(copy, ignored);
        SUCCEED(name << " matches its golden image");
        return;
    }
    fs::create_directories(copy.parent_path());
    actual.save(QString::fromStdString(copy.string()), "PNG");
    FAIL_CHECK(name << " differs from its golden image; actual picture: " << copy.string()
                    << "\n(if the change is meant, ARBITRE_UPDATE_GOLDEN=1 rewrites the golden files)");
}

} // namespace arbitre::test
