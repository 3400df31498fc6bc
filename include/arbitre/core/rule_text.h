// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arbitre {

/**
 * Whether `text` is a rule id as the digests and the app write them: two capital letters, a dash, an optional
 * capital (A ambiguity, M mechanization, T test vector, W worked example) and a number (`UD-83`, `UD-A52`,
 * `NF-M5`, `PM-W1`).
 */
bool isRuleId(std::string_view text);

/**
 * The paragraph that defines rule `id` in a rules digest (Markdown, as in resources/rules/): from the line that
 * starts with it in bold (`**UD-83** …`, `**NF-11 Generals in melee.** …`) or as a heading (`### PM-W1 …`) up to
 * the next rule's line or heading, with what belongs to it (lists, tables); trailing blank lines dropped.
 * Nothing when the digest does not define `id`.
 */
std::optional<std::string> findRuleParagraph(std::string_view markdown, std::string_view id);

} // namespace arbitre
