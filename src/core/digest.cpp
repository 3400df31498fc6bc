// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/digest.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <limits>
#include <stdexcept>

namespace arbitre {

Digest sha256(std::string_view bytes)
{
    Digest out{};
    unsigned int length = 0;
    if (EVP_Digest(bytes.data(), bytes.size(), out.data(), &length, EVP_sha256(), nullptr) != 1 || length != out.size())
        throw std::runtime_error("SHA-256 failed (libcrypto)");
    return out;
}

Digest hmacSha256(std::span<const std::uint8_t> key, std::string_view message)
{
    Digest out{};
    unsigned int length = 0;
    if (key.size() > static_cast<std::size_t>(std::numeric_limits<int>::max()) ||
        HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
             reinterpret_cast<const unsigned char *>(message.data()), message.size(), out.data(), &length) == nullptr ||
        length != out.size())
        throw std::runtime_error("HMAC-SHA-256 failed (libcrypto)");
    return out;
}

void secureRandom(std::span<std::uint8_t> out)
{
    if (out.size() > static_cast<std::size_t>(std::numeric_limits<int>::max()) ||
        RAND_priv_bytes(out.data(), static_cast<int>(out.size())) != 1)
        throw std::runtime_error("the operating system's random source is not available");
}

std::string toHex(std::span<const std::uint8_t> bytes)
{
    static constexpr char Digits[] = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 2);
    for (const std::uint8_t byte : bytes) {
        out.push_back(Digits[byte >> 4]);
        out.push_back(Digits[byte & 0x0f]);
    }
    return out;
}

namespace {

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

std::optional<Digest> digestFromHex(std::string_view hex)
{
    Digest out{};
    if (hex.size() != out.size() * 2)
        return std::nullopt;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int high = hexDigit(hex[2 * i]);
        const int low = hexDigit(hex[2 * i + 1]);
        if (high < 0 || low < 0)
            return std::nullopt;
        out[i] = static_cast<std::uint8_t>(high * 16 + low);
    }
    return out;
}

std::string sha256Hex(std::string_view bytes)
{
    return toHex(sha256(bytes));
}

} // namespace arbitre
