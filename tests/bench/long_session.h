// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/umbra/session.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>

namespace arbitre::bench {

/**
 * Long Umbra sessions for the benchmarks and tests of issue 23. The demo battle
 * (resources/scenarios/battle-of-vaudrey-ford.json) is played through its orders file as `arbitre-cli umbra
 * play` plays it (playOrders, with the file's scripted dice), then played on, one step at a time, by the
 * session's own methods (each side's movement step with no orders, the turn, the end of the day), with
 * SeededDice(seed): never the virtual dice, so the same `events` and `seed` give the same session, byte for
 * byte. Stops at exactly `events` events (or the demo's own, if fewer were asked).
 */
umbra::UmbraSession longUmbraSession(std::size_t events, std::uint64_t seed = 23);

/** Plays `session` on as longUmbraSession() does, one event a step, until it holds `events` events. */
void playOn(umbra::UmbraSession &session, std::size_t events, Dice &dice);

/** The session as `umbra play --save` writes it (its ruleset named relative to `path`). */
std::string longUmbraSessionText(const umbra::UmbraSession &session, const std::filesystem::path &path);

/** Generates and writes a session of `events` events to `path`; returns the number of events written. */
std::size_t writeLongUmbraSession(const std::filesystem::path &path, std::size_t events, std::uint64_t seed = 23);

/** The demo scenario the long sessions start from, in the source tree. */
std::filesystem::path demoScenarioPath();

} // namespace arbitre::bench
