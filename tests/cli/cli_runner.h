// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "cli.h"

#include <sstream>
#include <string>
#include <vector>

namespace arbitre::test {

/** One in-process run of `arbitre-cli ARGS…`. */
struct CliRun
{
    int exitCode = 0;
    std::string out;
    std::string err;
};

inline CliRun runCli(const std::vector<std::string> &args)
{
    std::ostringstream out;
    std::ostringstream err;
    CliRun run;
    run.exitCode = cli::run(args, out, err);
    run.out = out.str();
    run.err = err.str();
    return run;
}

} // namespace arbitre::test
