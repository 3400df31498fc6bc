// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/dice.h"

#include <charconv>
#include <cstddef>
#include <random>
#include <string>
#include <system_error>
#include <utility>

namespace arbitre {

namespace {

std::string dieName(int sides)
{
    return "d" + std::to_string(sides);
}

void checkSides(int sides)
{
    if (sides < 1) {
        throw DiceError("a die needs at least 1 side, got " + std::to_string(sides));
    }
}

std::string_view trim(std::string_view text)
{
    const auto isBlank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && isBlank(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && isBlank(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

bool allDigits(std::string_view text)
{
    for (const char c : text) {
        if (c < '0' || c > '9') {
            return false;
        }
    }
    return !text.empty();
}

[[noreturn]] void badItem(std::string_view list, std::size_t index, std::string_view item, std::string_view why)
{
    throw DiceError("dice list \"" + std::string(list) + "\": item " + std::to_string(index) + " \"" +
                    std::string(item) + "\" " + std::string(why));
}

} // namespace

std::string_view dieSourceId(DieSource source)
{
    switch (source) {
    case DieSource::Seeded:
        return "seeded";
    case DieSource::Scripted:
        return "scripted";
    case DieSource::Entered:
        return "entered";
    }
    return "seeded"; // unreachable with a valid enum value; keeps -Wreturn-type quiet
}

bool parseDieSource(std::string_view id, DieSource &out)
{
    for (const DieSource source : {DieSource::Seeded, DieSource::Scripted, DieSource::Entered}) {
        if (id == dieSourceId(source)) {
            out = source;
            return true;
        }
    }
    return false;
}

SeededDice::SeededDice(std::uint64_t seed) : m_state(seed) {}

// SplitMix64 (Steele, Lea, Flood 2014; Vigna's reference constants): fixed-width integer
// arithmetic only, so every platform and compiler produces the same stream.
std::uint64_t SeededDice::next()
{
    m_state += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = m_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int SeededDice::roll(int sides)
{
    checkSides(sides);
    const auto n = static_cast<std::uint64_t>(sides);
    // 2^64 mod n: drawing below this would favour the low faces, so those draws are rejected and the
    // accepted range [threshold, 2^64) holds an exact multiple of n values. Rejection odds < n / 2^64.
    if (n != m_sides) {
        m_sides = n;
        m_threshold = (0 - n) % n;
    }
    const std::uint64_t threshold = m_threshold;
    std::uint64_t draw = next();
    while (draw < threshold) {
        draw = next();
    }
    return static_cast<int>(draw % n) + 1;
}

ListDice::ListDice(std::vector<int> values, DieSource source) : m_values(std::move(values)), m_source(source) {}

ListDice::ListDice(std::vector<int> values, std::vector<DieSource> sources)
    : m_values(std::move(values)), m_source(DieSource::Scripted), m_sources(std::move(sources))
{
    if (m_sources.size() != m_values.size())
        throw DiceError("one source per die value: " + std::to_string(m_values.size()) + " values, " +
                        std::to_string(m_sources.size()) + " sources");
}

DieSource ListDice::source() const
{
    if (m_sources.empty())
        return m_source;
    return m_sources[m_next > 0 ? m_next - 1 : 0];
}

int ListDice::roll(int sides)
{
    checkSides(sides);
    if (m_next >= m_values.size()) {
        throw DiceError("no die value left for a " + dieName(sides) + " (" + std::to_string(m_values.size()) +
                        " given)");
    }
    const int value = m_values[m_next];
    if (value < 1 || value > sides) {
        // The bad value is not consumed: used() counts only values that were actually rolled.
        throw DiceError("die value " + std::to_string(value) + " does not fit a " + dieName(sides));
    }
    ++m_next;
    return value;
}

int TypedDice::rollAt(std::size_t position, int sides)
{
    const std::size_t index = m_values.size();
    int value = 0;
    if (index < m_typed.size() && m_typed[index] != 0) {
        value = m_typed[index];
        if (value < 1 || value > sides) {
            throw DiceError("a " + std::to_string(value) + " typed for a " + dieName(sides));
        }
        m_source = DieSource::Entered;
    } else {
        value = m_then.rollAt(position, sides);
        m_source = m_then.source();
    }
    m_values.push_back(value);
    m_sources.push_back(m_source);
    return value;
}

int ProbeDice::roll(int sides)
{
    const std::size_t index = m_asked.size();
    m_asked.push_back(sides);
    const int typed = index < m_typed.size() ? m_typed[index] : 0;
    return typed >= 1 && typed <= sides ? typed : 1;
}

std::uint64_t randomSeed()
{
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

std::vector<int> parseDiceList(std::string_view text)
{
    if (trim(text).empty()) {
        throw DiceError("dice list is empty (expected values like \"8,3,10\")");
    }
    std::vector<int> values;
    std::size_t index = 1;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string_view raw =
            text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        const std::string_view item = trim(raw);
        if (item.empty()) {
            throw DiceError("dice list \"" + std::string(text) + "\": item " + std::to_string(index) + " is empty");
        }
        if (item.front() == '-' && allDigits(item.substr(1))) {
            badItem(text, index, item, "is negative");
        }
        if (!allDigits(item)) {
            badItem(text, index, item, "is not a whole number");
        }
        int value = 0;
        const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (ec == std::errc::result_out_of_range) {
            badItem(text, index, item, "is too large");
        }
        if (ec != std::errc() || end != item.data() + item.size()) {
            badItem(text, index, item, "is not a whole number");
        }
        if (value == 0) {
            badItem(text, index, item, "is not a die value (dice start at 1)");
        }
        values.push_back(value);
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
        ++index;
    }
    return values;
}

} // namespace arbitre
