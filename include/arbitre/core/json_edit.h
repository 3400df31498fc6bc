// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace arbitre {

/** An edit that does not fit the document: a pointer that leads nowhere, or a value that is not there. */
class JsonEditError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/**
 * One reversible change of a JSON document at an RFC 6901 pointer. `before` absent: the edit
 * inserts (an object key, or an array element at that index, shifting the rest). `after` absent:
 * it erases. Both present: it replaces. An undo step is its inverse(), applied.
 */
struct JsonEdit
{
    std::string pointer;
    std::optional<nlohmann::json> before;
    std::optional<nlohmann::json> after;

    JsonEdit inverse() const { return {pointer, after, before}; }
    friend bool operator==(const JsonEdit &, const JsonEdit &) = default;
};

/** The edits of one user action, applied in order and undone in reverse order. */
using JsonEdits = std::vector<JsonEdit>;

/**
 * Applies `edit` to `document`. Checks first that what is there is `before` (or that nothing is,
 * when `before` is absent), so a stale edit fails instead of corrupting. Throws JsonEditError,
 * leaving `document` unchanged.
 */
void applyEdit(nlohmann::json &document, const JsonEdit &edit);

/** Applies every edit in order, all or nothing: on an error `document` is unchanged. */
void applyEdits(nlohmann::json &document, const JsonEdits &edits);

/** The edits that undo `edits`: each inverse, in reverse order. */
JsonEdits inverseEdits(const JsonEdits &edits);

/** A replacement of the value at `pointer` in `document` by `value` (inserting the key when absent). */
JsonEdit replaceEdit(const nlohmann::json &document, const std::string &pointer, nlohmann::json value);

} // namespace arbitre
