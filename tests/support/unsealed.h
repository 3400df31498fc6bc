// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

namespace arbitre::test {

/**
 * A saved session's log as a version of Arbitre without hashes wrote it (or a forger who rewrote every hash):
 * what the replay alone must still refuse. A sealed log's chain refuses any edit before the replay runs.
 */
inline void unseal(nlohmann::json &file)
{
    nlohmann::json &log = file["log"];
    for (const char *key : {"ruleset", "scenario", "sealed_from", "commitments"})
        log.erase(key);
    for (nlohmann::json &event : log["events"])
        event.erase("hash");
}

} // namespace arbitre::test
