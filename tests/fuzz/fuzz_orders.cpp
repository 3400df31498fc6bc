// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The orders file of `umbra play` (src/cli/umbra/umbra_orders.cpp), played as the command plays it on the shipped
// map scenario, Battle of Vaudrey Ford, from its start, with seeded dice: an entry the rules refuse or a malformed
// one is a LoadError at /turns/N; anything else is a finding.
#include "arbitre/core/dice.h"
#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "arbitre/umbra/session.h"
#include "fuzz_support.h"
#include "umbra/umbra_cli_support.h"

#include <memory>
#include <optional>

namespace {

using namespace arbitre;

const umbra::UmbraSession &startingSession()
{
    static const umbra::UmbraSession session =
        cli::openUmbraSession((fuzz::sourceDir() / "resources" / "scenarios" / "battle-of-vaudrey-ford.json").string());
    return session;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    (void)startingSession(); // the shipped scenario opens, or the target stops here with its LoadError
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::optional<JsonDocument> document;
    fuzz::acceptsOrRefuses("parse",
                           [&] { document.emplace(JsonDocument::fromText(fuzz::text(data, size), "orders.json")); });
    if (!document) {
        return 0;
    }
    umbra::UmbraSession session = startingSession();
    SeededDice dice(19);
    fuzz::acceptsOrRefuses("play the orders", [&] { cli::playOrders(session, dice, *document); });
    return 0;
}
