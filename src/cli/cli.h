// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace arbitre::cli {

/** Runs `arbitre-cli ARGS…`; returns the exit code (0 ok, 1 invalid input or refused, 2 usage). */
int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace arbitre::cli
