// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "shell/application.h"

#include <cstdio>
#include <exception>

int main(int argc, char *argv[])
{
    // Events are guarded by GuardedApplication::notify; this catches what escapes before or after the loop.
    try {
        return arbitre::gui::runApplication(argc, argv);
    } catch (const std::exception &error) {
        std::fprintf(stderr, "arbitre: internal error (please report it): %s\n", error.what());
    } catch (...) {
        std::fprintf(stderr, "arbitre: internal error (please report it)\n");
    }
    return 3;
}
