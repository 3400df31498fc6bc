// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QWidget;

namespace arbitre::gui {

/**
 * The text of rule `id` (`UD-83`, `NF-A11`, `PM-W1`) in the rule digests the app ships (the Markdown files of
 * resources/rules/, found like the rulesets), as Markdown; empty when no digest defines it.
 */
QString ruleText(const QString &id);

/**
 * Shows rule `id`'s text in the rule window (one for the app, raised and reused), ids in it linked to theirs.
 * Returns it; when no digest defines `id`, it says so.
 */
QWidget *showRule(const QString &id, QWidget *parent);

/**
 * For `QLabel::linkActivated` and `QTextBrowser::anchorClicked`: opens a `rule:UD-83` link's rule and returns
 * true; other links are left to the caller (false). A window links its rule ids with linkRuleIds() and adds
 * `connect(label, &QLabel::linkActivated, this, [this](const QString &link) { openRuleLink(link, this); });`
 */
bool openRuleLink(const QString &link, QWidget *parent);

/** `text` (plain, or HTML without links of its own) with every rule id made a `rule:ID` link. */
QString linkRuleIds(const QString &text);

/** Asks for a rule id (Help ▸ Rule Lookup…) and shows its rule. */
void lookUpRule(QWidget *parent);

} // namespace arbitre::gui
