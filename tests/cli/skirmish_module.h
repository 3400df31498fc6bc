// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A rule system written for the tests of the generic commands (`procedures`, `play`, `log`, `validate`): small
// enough to predict every output, and on every branch, whichever shipped modules implement the session
// contract yet.

#include "arbitre/core/module_registry.h"

#include <filesystem>
#include <string>

namespace arbitre::test {

/**
 * `skirmish`: units of two sides strike each other. `strike` reads an attacker, a target of the other side
 * (narrowed once the attacker is known), an optional bonus 0–3, ticked modifiers (`ford`, `hill`), a flag and a
 * note, and one d6 (total = die + bonus + 1 a modifier); `rest` is refused until something was struck.
 */
ModuleRegistry skirmishModules();

/** Writes `skirmish.json` (the ruleset) and `mill.json` (a scenario of three units, no event) to `folder`;
 *  returns the scenario's path. */
std::filesystem::path writeSkirmish(const std::filesystem::path &folder);

} // namespace arbitre::test
