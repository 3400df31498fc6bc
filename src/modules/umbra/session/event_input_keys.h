// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

namespace arbitre::umbra::detail {

/**
 * Refuses (SessionError at `/input/…`) a key an Umbra event of `kind` never writes in its input, at any depth:
 * what the session would ignore on replay must not ride along in a log players trust (UD-M6). The keys are
 * those UmbraSession writes; a kind it does not know is left to the replay, which refuses it.
 */
void checkInputKeys(std::string_view kind, const nlohmann::json &input);

} // namespace arbitre::umbra::detail
