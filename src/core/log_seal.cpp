// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/log_seal.h"
#include "arbitre/core/event_log.h"

#include <nlohmann/json.hpp>

namespace arbitre {

namespace {

void appendBigEndian(std::string &out, std::uint64_t value, int bytes)
{
    for (int i = bytes - 1; i >= 0; --i)
        out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

} // namespace

DiceSecret DiceSecret::fresh()
{
    DiceSecret secret;
    secureRandom(secret.bytes);
    return secret;
}

DiceSecret DiceSecret::fromPublicSeed(std::uint64_t seed)
{
    std::string message = "arbitre.public-seed.v1\n";
    appendBigEndian(message, seed, 8);
    return DiceSecret{sha256(message)};
}

std::optional<DiceSecret> DiceSecret::fromHex(std::string_view hex)
{
    if (std::optional<Digest> bytes = digestFromHex(hex))
        return DiceSecret{*bytes};
    return std::nullopt;
}

std::string commitmentOf(const DiceSecret &secret)
{
    std::string message = "arbitre.dice-commitment.v1\n";
    message.append(reinterpret_cast<const char *>(secret.bytes.data()), secret.bytes.size());
    return sha256Hex(message);
}

int deriveDie(const DiceSecret &secret, std::size_t event, std::size_t position, int sides)
{
    if (sides < 1)
        throw DiceError("a die needs at least 1 side, got " + std::to_string(sides));
    const auto n = static_cast<std::uint64_t>(sides);
    // 2^64 mod n: draws below it would favour the low faces (as in SeededDice::roll).
    const std::uint64_t threshold = (0 - n) % n;
    for (std::uint32_t block = 0;; ++block) {
        std::string message = "arbitre.die.v1\n";
        appendBigEndian(message, event, 8);
        appendBigEndian(message, position, 8);
        appendBigEndian(message, n, 4);
        appendBigEndian(message, block, 4);
        const Digest mac = hmacSha256(secret.bytes, message);
        for (std::size_t word = 0; word < mac.size() / 8; ++word) {
            std::uint64_t draw = 0;
            for (std::size_t b = 0; b < 8; ++b)
                draw = (draw << 8) | mac[word * 8 + b];
            if (draw >= threshold)
                return static_cast<int>(draw % n) + 1;
        }
    }
}

const DiceCommitment *LogSeal::commitmentAt(std::size_t index) const
{
    const DiceCommitment *found = nullptr;
    for (const DiceCommitment &commitment : commitments) {
        if (commitment.from <= index)
            found = &commitment;
    }
    return found;
}

std::string chainGenesis(std::string_view rulesetHash, std::string_view scenarioHash)
{
    std::string message = "arbitre.log.v1\n";
    message.append(rulesetHash).append("\n").append(scenarioHash);
    return sha256Hex(message);
}

std::string eventHash(std::string_view previous, std::string_view commitment, const Event &event)
{
    // nlohmann::json keeps object keys sorted, so the dump is canonical: the same event, the same bytes.
    const nlohmann::json content{
        {"kind", event.kind}, {"input", event.input}, {"dice", diceToJson(event.dice)}, {"result", event.result}};
    std::string message = "arbitre.event.v1\n";
    message.append(previous).append("\n").append(commitment).append("\n").append(content.dump());
    return sha256Hex(message);
}

std::string shortHash(std::string_view hash)
{
    if (hash.size() < 8)
        return std::string(hash);
    return std::string(hash.substr(0, 4)) + " " + std::string(hash.substr(4, 4));
}

int CommittedDice::roll(int sides)
{
    const std::size_t event = m_eventIndex();
    if (event != m_event) {
        m_event = event;
        m_count = 0;
    }
    return deriveDie(m_secret, event, m_count++, sides);
}

int CommittedDice::rollAt(std::size_t position, int sides)
{
    return deriveDie(m_secret, m_eventIndex(), position, sides);
}

} // namespace arbitre
