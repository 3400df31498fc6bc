// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The JSON reader with positions: any bytes parse into a JsonDocument or are refused with a LoadError; every value of
// a parsed document can be located, quoted and read through JsonReader's typed accessors without anything but
// recorded diagnostics.
#include "arbitre/core/json_document.h"
#include "arbitre/core/json_reader.h"
#include "fuzz_support.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace {

using arbitre::JsonDocument;
using arbitre::JsonNode;

void readEverything(const JsonDocument &document, const JsonNode &node)
{
    const JsonDocument::Position position = document.locate(node.pointer());
    if (position.line < 1 || position.column < 1) {
        arbitre::fuzz::finding("locate(" + node.pointer() + ") gave a position before the text");
    }
    (void)document.numberText(node.pointer());
    (void)arbitre::describeJsonType(*node.value());
    (void)node.integerOr(0);
    (void)node.number(-1e300, 1e300);
    (void)node.booleanOr(false);
    (void)node.stringOr("");
    static constexpr std::array<std::string_view, 2> Allowed{"a", "b"};
    (void)node.oneOfOr(0, Allowed);
    if (node.value()->is_object()) {
        node.allowOnlyKeys({"system", "ruleset"});
        (void)node["missing"].integer();
        for (const auto &[key, member] : node.members()) {
            (void)arbitre::escapePointerToken(key);
            readEverything(document, member);
        }
    } else if (node.value()->is_array()) {
        (void)node[node.value()->size()].string();
        for (const JsonNode &item : node.items()) {
            readEverything(document, item);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::optional<JsonDocument> document;
    const std::string input = arbitre::fuzz::text(data, size);
    arbitre::fuzz::acceptsOrRefuses("parse", [&] { document.emplace(JsonDocument::fromText(input, "fuzz.json")); });
    if (!document) {
        return 0;
    }
    // One pass builds the document (issue 23): what it accepts, nlohmann's own parser reads to the same value.
    if (document->root() != nlohmann::json::parse(input)) {
        std::fprintf(stderr, "the one-pass document differs from nlohmann::json::parse\n");
        std::abort();
    }
    arbitre::fuzz::acceptsOrRefuses("read", [&] {
        arbitre::JsonReader reader(*document);
        readEverything(*document, reader.root());
        reader.throwIfErrors();
    });
    (void)document->locate("/no/such/value");
    return 0;
}
