// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace arbitre::cli {

int validateCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int umbraCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int pmCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int napoleonicCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace arbitre::cli
