// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "gui_fixtures.h"

#include <QFile>
#include <QTranslator>

#include <catch2/catch.hpp>

TEST_CASE("The French catalogue is complete and built into the app", "[translation]")
{
    QFile ts(arbitre::test::sourcePath("translations/arbitre_fr.ts"));
    REQUIRE(ts.open(QIODevice::ReadOnly));
    const QByteArray text = ts.readAll();
    CHECK(text.count("<message") > 250);
    CHECK_FALSE(text.contains("type=\"unfinished\""));

    QTranslator french;
    REQUIRE(french.load(QStringLiteral(":/i18n/arbitre_fr.qm")));
    CHECK(french.translate("StandardMenus", "&File") == QStringLiteral("&Fichier"));
    CHECK(french.translate("arbitre::gui::UmbraWindow", "Set-up") == QStringLiteral("Préparation"));
}

TEST_CASE("English plural forms come from the English catalogue", "[translation]")
{
    QTranslator english;
    REQUIRE(english.load(QStringLiteral(":/i18n/arbitre_en.qm")));
    CHECK(english.translate("arbitre::gui::LevyDialog", "%n piétaille(s)", nullptr, 1) ==
          QStringLiteral("%n piétaille"));
    CHECK(english.translate("arbitre::gui::LevyDialog", "%n piétaille(s)", nullptr, 3) ==
          QStringLiteral("%n piétailles"));
}
