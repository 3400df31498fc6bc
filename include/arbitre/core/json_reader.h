// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/json_document.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre {

class JsonNode;

/**
 * Reads a JsonDocument into plain structs and collects every semantic error with its location.
 *
 * Loaders walk the document through JsonNode; each typed accessor checks the value, records a
 * Diagnostic (with the pointer and what was expected) when it is wrong and returns an empty
 * optional, so a loader keeps going and reports every problem of the file at once. At the end
 * the loader calls throwIfErrors(): the caller gets either a complete object or a LoadError.
 */
class JsonReader
{
public:
    explicit JsonReader(const JsonDocument &document);

    JsonNode root() const;
    const JsonDocument &document() const { return m_document; }

    /** Records an error about the value at `pointer`. */
    void error(std::string_view pointer, std::string message);

    bool ok() const { return m_diagnostics.empty(); }
    const std::vector<Diagnostic> &diagnostics() const { return m_diagnostics; }

    /** Throws a LoadError with every diagnostic recorded, sorted by position (exact duplicates once). */
    void throwIfErrors() const;

private:
    const JsonDocument &m_document;
    // mutable: nodes handed out by root() const still record their errors here.
    mutable std::vector<Diagnostic> m_diagnostics;
};

/** A (possibly missing) value of the document with its JSON pointer. Cheap to copy. */
class JsonNode
{
public:
    JsonNode(JsonReader *reader, const nlohmann::json *value, std::string pointer);

    bool exists() const { return m_value != nullptr; }
    const nlohmann::json *value() const { return m_value; }
    const std::string &pointer() const { return m_pointer; }
    JsonReader &reader() const { return *m_reader; }

    /** Member `key` (missing if this is not an object or has no such key). Records nothing. */
    JsonNode operator[](std::string_view key) const;
    /** Element `index` (missing if out of range). Records nothing. */
    JsonNode operator[](std::size_t index) const;

    /** Records an error about this value. */
    void error(std::string message) const;

    // Shape checks: record "expected an object, got a string" (or "missing required key") and return false.
    bool requireObject() const;
    bool requireArray() const;
    /** Records an error for every member not in `known` ("unknown key 'x'"). */
    void allowOnlyKeys(std::initializer_list<std::string_view> known) const;

    // Required typed values: record an error and return nullopt when missing or wrong.
    std::optional<std::int64_t> integer(std::int64_t min = INT32_MIN, std::int64_t max = INT32_MAX) const;
    std::optional<double> number(double min, double max) const;
    std::optional<bool> boolean() const;
    std::optional<std::string> string() const;
    /** A string that must be one of `allowed`; returns its index. Message lists the allowed ids. */
    std::optional<std::size_t> oneOf(std::span<const std::string_view> allowed) const;

    // Optional typed values: missing -> fallback (no error); present but wrong -> error + fallback.
    std::int64_t integerOr(std::int64_t fallback, std::int64_t min = INT32_MIN, std::int64_t max = INT32_MAX) const;
    bool booleanOr(bool fallback) const;
    std::string stringOr(std::string fallback) const;
    std::size_t oneOfOr(std::size_t fallback, std::span<const std::string_view> allowed) const;

    /** Elements of an array (records an error and returns {} if not an array). */
    std::vector<JsonNode> items() const;
    /** Members of an object in key order (records an error and returns {} if not an object). */
    std::vector<std::pair<std::string, JsonNode>> members() const;

private:
    JsonReader *m_reader;
    const nlohmann::json *m_value;
    std::string m_pointer;
    bool m_isElement = false; /**< reached by index: "missing required element 3" rather than "key '3'" */

    /** True when the value exists and `matches`; otherwise records "missing…" or "expected…, got…". */
    bool expectType(bool (*matches)(const nlohmann::json &), std::string_view expected) const;
    void reportWrongType(std::string_view expected) const;
};

/** "a string", "an integer", … for messages. */
std::string_view describeJsonType(const nlohmann::json &value);

} // namespace arbitre
