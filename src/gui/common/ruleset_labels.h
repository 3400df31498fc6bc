// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/log_text.h"
#include "arbitre/umbra/ids.h"

#include <QString>

#include <string_view>

namespace arbitre::gui {

/** Whether ruleset terms are shown in French (the app's language is French) rather than English. */
bool frenchTerms();
/** Chooses the language of ruleset terms; the application sets it from the chosen UI language. */
void setFrenchTerms(bool french);

/** Whether ids (`mf_garde`) are shown beside names: what a designer needs, not a GM (View ▸ Show Ids, kept). */
bool showIds();
void setShowIds(bool show);
/** The logs' language the app speaks now: its terms' language, units named with their ids only when Show Ids is on. */
LogLanguage appLogLanguage();
/** `name`, followed by "· id" when ids are shown. */
QString withId(const QString &name, std::string_view id);

/** A ruleset term in the app's language: the ruleset's own label, or its id when the label is empty. */
QString termLabel(const Label &label, std::string_view id = {});

inline QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace arbitre::gui
