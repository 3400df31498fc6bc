# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# The Debian package: `cpack -G DEB` in a build directory (scripts/package.sh builds, installs and checks it).
# Its dependencies are computed from the shared libraries the executables link (dpkg-shlibdeps, package dpkg-dev);
# on Debian 12 libqt6gui6 holds the xcb and offscreen platform plugins the app opens its windows with.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "arbitre")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "Arbitre contributors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "wargame adjudicator for game masters")
set(CPACK_PACKAGE_DESCRIPTION
    "Arbitre adjudicates wargame battles: every number, table and term of the rules in an editable JSON ruleset, \
every total explained with the rule ids that produced it, every die roll in a replayable battle log. It ships \
Umbra Draconis, the PM battle and two Napoleonic rulesets, as a Qt desktop app (arbitre) and a command line \
(arbitre-cli), in English and French.")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Arbitre contributors")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${ARBITRE_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own French strings (dialog buttons), and the completion's loader.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, bash-completion")
include(CPack)
