// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The cryptography the log's trust rests on, from OpenSSL's libcrypto: SHA-256, HMAC-SHA-256 and the
// operating system's random source. Nothing here is hand-written (docs/verifiable-dice.md).

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace arbitre {

using Digest = std::array<std::uint8_t, 32>;

Digest sha256(std::string_view bytes);
Digest hmacSha256(std::span<const std::uint8_t> key, std::string_view message);
/** Fills `out` from the operating system's random source; throws std::runtime_error if it cannot. */
void secureRandom(std::span<std::uint8_t> out);

/** Lower-case hexadecimal. */
std::string toHex(std::span<const std::uint8_t> bytes);
/** 64 hexadecimal digits (either case), or nullopt. */
std::optional<Digest> digestFromHex(std::string_view hex);

/** SHA-256 of `bytes` in lower-case hexadecimal. */
std::string sha256Hex(std::string_view bytes);

} // namespace arbitre
