// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// arbitre-long-session EVENTS OUT [SEED]: writes an Umbra session of EVENTS events (long_session.h), the demo
// battle played on with seeded dice, for measuring by hand (`arbitre-cli validate OUT`, `arbitre OUT`).
#include "long_session.h"

#include <cstdio>
#include <cstdlib>
#include <exception>

int main(int argc, char *argv[])
{
    if (argc < 3 || argc > 4) {
        std::fprintf(stderr, "usage: arbitre-long-session EVENTS OUT [SEED]\n");
        return 2;
    }
    try {
        const std::size_t events = std::strtoull(argv[1], nullptr, 10);
        const std::uint64_t seed = argc == 4 ? std::strtoull(argv[3], nullptr, 10) : 23;
        const std::size_t written = arbitre::bench::writeLongUmbraSession(argv[2], events, seed);
        std::printf("%zu events written to %s\n", written, argv[2]);
        return 0;
    } catch (const std::exception &error) {
        std::fprintf(stderr, "arbitre-long-session: %s\n", error.what());
        return 1;
    }
}
