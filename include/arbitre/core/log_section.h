// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A section added to a battle log after its module wrote it: the verdict and the bookmarks.

#include "arbitre/core/session.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

/** How the lines of an appended section are set in HTML: a list, or a paragraph each. Markdown lists both. */
enum class SectionLines : std::uint8_t
{
    List,
    Paragraphs,
};

/**
 * `battleLog` with a titled section of `lines` at its end, the lines escaped: a "## title" list in Markdown; in
 * HTML a `<section class="cssClass">` inserted before `</body>`, so that the page stays one document.
 */
std::string appendLogSection(std::string battleLog, LogFormat format, std::string_view cssClass,
                             std::string_view title, const std::vector<std::string> &lines, SectionLines style);

} // namespace arbitre
