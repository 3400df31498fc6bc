// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ruleset_labels.h"

#include <QSettings>

namespace arbitre::gui {

namespace {
bool g_french = false;
}

bool frenchTerms()
{
    return g_french;
}

void setFrenchTerms(bool french)
{
    g_french = french;
}

bool showIds()
{
    return QSettings().value(QStringLiteral("view/showIds"), false).toBool();
}

void setShowIds(bool show)
{
    QSettings().setValue(QStringLiteral("view/showIds"), show);
}

LogLanguage appLogLanguage()
{
    return LogLanguage(frenchTerms() ? LogLanguage::French : LogLanguage::English, showIds());
}

QString withId(const QString &name, std::string_view id)
{
    return showIds() && !id.empty() ? QStringLiteral("%1 · %2").arg(name, fromStd(id)) : name;
}

QString termLabel(const Label &label, std::string_view id)
{
    const std::string &preferred = g_french ? label.fr : label.en;
    const std::string &other = g_french ? label.en : label.fr;
    if (!preferred.empty())
        return QString::fromStdString(preferred);
    if (!other.empty())
        return QString::fromStdString(other);
    return fromStd(id);
}

} // namespace arbitre::gui
