// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_reader.h"

#include "arbitre/core/ruleset_json.h"

#include "json_position_index.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace arbitre {

namespace {

using Json = nlohmann::json;

// 1 rather than 1.0 for whole numbers, so ranges read like the designer wrote them.
std::string formatNumber(double value)
{
    if (std::isfinite(value) && std::trunc(value) == value && std::fabs(value) < 1e15) {
        return std::to_string(static_cast<long long>(value));
    }
    return Json(value).dump();
}

std::string allowedList(std::span<const std::string_view> allowed)
{
    std::string list;
    for (const std::string_view id : allowed) {
        list += list.empty() ? "" : ", ";
        list += inQuotes(id);
    }
    return list;
}

} // namespace

std::string_view describeJsonType(const nlohmann::json &value)
{
    switch (value.type()) {
    case Json::value_t::object:
        return "an object";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::string:
        return "a string";
    case Json::value_t::boolean:
        return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
        return "an integer";
    case Json::value_t::number_float:
        return "a number";
    case Json::value_t::null:
        return "null";
    case Json::value_t::binary:
        return "binary data";
    case Json::value_t::discarded:
        break;
    }
    return "nothing";
}

JsonReader::JsonReader(const JsonDocument &document) : m_document(document) {}

JsonNode JsonReader::root() const
{
    // Recording errors only touches m_diagnostics, which is mutable, so this is safe on a const reader.
    return JsonNode(const_cast<JsonReader *>(this), &m_document.root(), "");
}

void JsonReader::error(std::string_view pointer, std::string message)
{
    m_diagnostics.push_back(m_document.diagnostic(pointer, std::move(message)));
}

void JsonReader::throwIfErrors() const
{
    if (m_diagnostics.empty()) {
        return;
    }
    std::vector<Diagnostic> sorted = m_diagnostics;
    std::stable_sort(sorted.begin(), sorted.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    // A loader that reads a value twice would otherwise report its problem twice.
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    throw LoadError(std::move(sorted));
}

JsonNode::JsonNode(JsonReader *reader, const nlohmann::json *value, std::string pointer)
    : m_reader(reader), m_value(value), m_pointer(std::move(pointer))
{}

JsonNode JsonNode::operator[](std::string_view key) const
{
    const Json *member = nullptr;
    if (m_value != nullptr && m_value->is_object()) {
        if (const auto found = m_value->find(key); found != m_value->end()) {
            member = &*found;
        }
    }
    return JsonNode(m_reader, member, m_pointer + '/' + escapePointerToken(key));
}

JsonNode JsonNode::operator[](std::size_t index) const
{
    const Json *element = nullptr;
    if (m_value != nullptr && m_value->is_array() && index < m_value->size()) {
        element = &(*m_value)[index];
    }
    JsonNode node(m_reader, element, m_pointer + '/' + std::to_string(index));
    node.m_isElement = true;
    return node;
}

void JsonNode::error(std::string message) const
{
    m_reader->error(m_pointer, std::move(message));
}

bool JsonNode::expectType(bool (*matches)(const nlohmann::json &), std::string_view expected) const
{
    if (!exists()) {
        const std::string token =
            detail::unescapePointerToken(std::string_view(m_pointer).substr(m_pointer.rfind('/') + 1));
        error(m_isElement ? "missing required element " + token : "missing required key " + inQuotes(token));
        return false;
    }
    if (!matches(*m_value)) {
        reportWrongType(expected);
        return false;
    }
    return true;
}

void JsonNode::reportWrongType(std::string_view expected) const
{
    error("expected " + std::string(expected) + ", got " + std::string(describeJsonType(*m_value)));
}

bool JsonNode::requireObject() const
{
    return expectType([](const Json &value) { return value.is_object(); }, "an object");
}

bool JsonNode::requireArray() const
{
    return expectType([](const Json &value) { return value.is_array(); }, "an array");
}

void JsonNode::allowOnlyKeys(std::initializer_list<std::string_view> known) const
{
    if (m_value == nullptr || !m_value->is_object()) {
        return; // the shape itself is requireObject()'s business
    }
    for (const auto &[key, value] : m_value->items()) {
        if (std::find(known.begin(), known.end(), key) != known.end()) {
            continue;
        }
        std::string message = "unknown key " + inQuotes(key);
        if (const auto close =
                detail::closestName(key, std::span<const std::string_view>(known.begin(), known.size()))) {
            message += "; did you mean " + inQuotes(*close) + "?";
        }
        (*this)[key].error(std::move(message));
    }
}

std::optional<std::int64_t> JsonNode::integer(std::int64_t min, std::int64_t max) const
{
    if (!expectType([](const Json &value) { return value.is_number(); }, "an integer")) {
        return std::nullopt;
    }
    const auto outOfRange = [&](const std::string &shown) {
        error("expected an integer from " + std::to_string(min) + " to " + std::to_string(max) + ", got " + shown);
        return std::nullopt;
    };
    if (m_value->is_number_unsigned()) { // before is_number_integer(), which is also true for unsigned
        const auto value = m_value->get<std::uint64_t>();
        if (value > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) ||
            static_cast<std::int64_t>(value) < min || static_cast<std::int64_t>(value) > max) {
            return outOfRange(std::to_string(value));
        }
        return static_cast<std::int64_t>(value);
    }
    if (m_value->is_number_integer()) {
        const auto value = m_value->get<std::int64_t>();
        if (value < min || value > max) {
            return outOfRange(std::to_string(value));
        }
        return value;
    }
    if (m_value->is_number_float()) {
        // nlohmann stores integers too long for 64 bits as doubles: still an integer to the designer.
        const double value = m_value->get<double>();
        if (std::trunc(value) == value && std::fabs(value) >= 0x1p63) {
            const std::string_view written = m_reader->document().numberText(m_pointer);
            return outOfRange(written.empty() ? m_value->dump() : std::string(written));
        }
    }
    reportWrongType("an integer");
    return std::nullopt;
}

std::optional<double> JsonNode::number(double min, double max) const
{
    if (!expectType([](const Json &value) { return value.is_number(); }, "a number")) {
        return std::nullopt;
    }
    const double value = m_value->get<double>();
    if (value < min || value > max) {
        error("expected a number from " + formatNumber(min) + " to " + formatNumber(max) + ", got " + m_value->dump());
        return std::nullopt;
    }
    return value;
}

std::optional<bool> JsonNode::boolean() const
{
    if (!expectType([](const Json &value) { return value.is_boolean(); }, "a boolean")) {
        return std::nullopt;
    }
    return m_value->get<bool>();
}

std::optional<std::string> JsonNode::string() const
{
    if (!expectType([](const Json &value) { return value.is_string(); }, "a string")) {
        return std::nullopt;
    }
    return m_value->get<std::string>();
}

std::optional<std::size_t> JsonNode::oneOf(std::span<const std::string_view> allowed) const
{
    const std::optional<std::string> id = string();
    if (!id) {
        return std::nullopt;
    }
    if (const auto found = std::find(allowed.begin(), allowed.end(), *id); found != allowed.end()) {
        return static_cast<std::size_t>(found - allowed.begin());
    }
    error(allowed.empty() ? "unknown id " + inQuotes(*id) + "; no id is allowed here"
                          : "unknown id " + inQuotes(*id) + "; expected one of " + allowedList(allowed));
    return std::nullopt;
}

std::int64_t JsonNode::integerOr(std::int64_t fallback, std::int64_t min, std::int64_t max) const
{
    return exists() ? integer(min, max).value_or(fallback) : fallback;
}

bool JsonNode::booleanOr(bool fallback) const
{
    return exists() ? boolean().value_or(fallback) : fallback;
}

std::string JsonNode::stringOr(std::string fallback) const
{
    if (!exists()) {
        return fallback;
    }
    std::optional<std::string> value = string();
    return value ? std::move(*value) : std::move(fallback);
}

std::size_t JsonNode::oneOfOr(std::size_t fallback, std::span<const std::string_view> allowed) const
{
    return exists() ? oneOf(allowed).value_or(fallback) : fallback;
}

std::vector<JsonNode> JsonNode::items() const
{
    std::vector<JsonNode> result;
    if (!requireArray()) {
        return result;
    }
    result.reserve(m_value->size());
    for (std::size_t i = 0; i < m_value->size(); ++i) {
        result.push_back((*this)[i]);
    }
    return result;
}

std::vector<std::pair<std::string, JsonNode>> JsonNode::members() const
{
    std::vector<std::pair<std::string, JsonNode>> result;
    if (!requireObject()) {
        return result;
    }
    result.reserve(m_value->size());
    for (const auto &[key, value] : m_value->items()) {
        result.emplace_back(key, JsonNode(m_reader, &value, m_pointer + '/' + escapePointerToken(key)));
    }
    return result;
}

} // namespace arbitre
