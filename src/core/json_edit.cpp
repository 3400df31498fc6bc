// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_edit.h"

#include <cstddef>
#include <string_view>

namespace arbitre {

namespace {

using nlohmann::json;
using Pointer = json::json_pointer;

[[noreturn]] void fail(const std::string &pointer, std::string_view why)
{
    throw JsonEditError("JSON edit at '" + pointer + "': " + std::string(why));
}

Pointer parsePointer(const std::string &pointer)
{
    try {
        return Pointer(pointer);
    } catch (const json::exception &error) {
        fail(pointer, std::string("not a JSON pointer (") + error.what() + ")");
    }
}

// An array index as RFC 6901 writes it: digits without a leading zero. "-" (past the end) is refused: an edit
// must name its index exactly so that its inverse erases the same element.
std::size_t arrayIndex(const std::string &pointer, const std::string &token)
{
    const bool digits = !token.empty() && token.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || (token.size() > 1 && token[0] == '0') || token.size() > 9) {
        fail(pointer, "'" + token + "' is not an array index");
    }
    return static_cast<std::size_t>(std::stoul(token));
}

void checkBefore(const std::string &pointer, const json &there, const JsonEdit &edit)
{
    if (there != *edit.before) {
        fail(pointer, "expected " + edit.before->dump() + ", found " + there.dump());
    }
}

void editRoot(json &document, const JsonEdit &edit)
{
    if (!edit.before || !edit.after) {
        fail(edit.pointer, "the root can only be replaced");
    }
    checkBefore(edit.pointer, document, edit);
    document = *edit.after;
}

void editObject(json &object, const std::string &key, const JsonEdit &edit)
{
    const auto found = object.find(key);
    if (!edit.before) {
        if (found != object.end()) {
            fail(edit.pointer, "key '" + key + "' already exists");
        }
        object.emplace(key, *edit.after);
        return;
    }
    if (found == object.end()) {
        fail(edit.pointer, "no key '" + key + "'");
    }
    checkBefore(edit.pointer, *found, edit);
    if (edit.after) {
        *found = *edit.after;
    } else {
        object.erase(found);
    }
}

void editArray(json &array, const std::string &token, const JsonEdit &edit)
{
    const std::size_t index = arrayIndex(edit.pointer, token);
    const std::size_t size = array.size();
    if (!edit.before) {
        if (index > size) {
            fail(edit.pointer, "index " + token + " is past the end of an array of " + std::to_string(size));
        }
        array.insert(array.begin() + static_cast<std::ptrdiff_t>(index), *edit.after);
        return;
    }
    if (index >= size) {
        fail(edit.pointer, "no element " + token + " in an array of " + std::to_string(size));
    }
    checkBefore(edit.pointer, array[index], edit);
    if (edit.after) {
        array[index] = *edit.after;
    } else {
        array.erase(index);
    }
}

} // namespace

void applyEdit(json &document, const JsonEdit &edit)
{
    if (!edit.before && !edit.after) {
        fail(edit.pointer, "an edit needs a value before or after");
    }
    const Pointer pointer = parsePointer(edit.pointer);
    if (pointer.empty()) {
        editRoot(document, edit);
        return;
    }
    const Pointer parentPointer = pointer.parent_pointer();
    json *parent = nullptr;
    try {
        parent = &document.at(parentPointer);
    } catch (const json::exception &) {
        fail(edit.pointer, "its parent '" + parentPointer.to_string() + "' does not exist");
    }
    // Each branch checks everything before it changes anything, so a refused edit leaves the document as it was.
    if (parent->is_object()) {
        editObject(*parent, pointer.back(), edit);
    } else if (parent->is_array()) {
        editArray(*parent, pointer.back(), edit);
    } else {
        fail(edit.pointer, "its parent is a " + std::string(parent->type_name()) + ", not an object or array");
    }
}

void applyEdits(json &document, const JsonEdits &edits)
{
    std::size_t applied = 0;
    try {
        for (; applied < edits.size(); ++applied) {
            applyEdit(document, edits[applied]);
        }
    } catch (const JsonEditError &) {
        // The inverse of an edit that has just applied always applies: it undoes exactly what was done.
        while (applied > 0) {
            applyEdit(document, edits[--applied].inverse());
        }
        throw;
    }
}

JsonEdits inverseEdits(const JsonEdits &edits)
{
    JsonEdits inverse;
    inverse.reserve(edits.size());
    for (auto it = edits.rbegin(); it != edits.rend(); ++it) {
        inverse.push_back(it->inverse());
    }
    return inverse;
}

JsonEdit replaceEdit(const json &document, const std::string &pointer, json value)
{
    const Pointer parsed = parsePointer(pointer);
    std::optional<json> before;
    try {
        if (document.contains(parsed)) {
            before = document.at(parsed);
        }
    } catch (const json::exception &error) {
        fail(pointer, error.what()); // an index too large for the machine
    }
    return {pointer, std::move(before), std::move(value)};
}

} // namespace arbitre
