// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "cli.h"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    // Every command reports its own errors; this is the last line of defence, so nothing ends in an abort.
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        return arbitre::cli::run(args, std::cout, std::cerr);
    } catch (const std::exception &error) {
        std::cerr << "arbitre-cli: internal error (please report it): " << error.what() << '\n';
    } catch (...) {
        std::cerr << "arbitre-cli: internal error (please report it)\n";
    }
    return 3;
}
