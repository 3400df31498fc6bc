// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the tests of the Napoleonic sessions as core Sessions: reading a procedure's declared
// inputs, and what a refusal says.

#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace arbitre::napoleonic::test {

/** A copy of the input `key` of `spec` (specs are often temporaries); the test fails when it is not declared. */
inline InputSpec inputOf(const ProcedureSpec &spec, const std::string &key)
{
    const InputSpec *found = findInput(spec, key);
    INFO(spec.id << " declares no input " << key);
    REQUIRE(found != nullptr);
    return *found;
}

/** The option ids of an input, in order. */
inline std::vector<std::string> optionIds(const InputSpec &input)
{
    std::vector<std::string> ids;
    for (const InputOption &option : input.options)
        ids.push_back(option.id);
    return ids;
}

inline bool offers(const InputSpec &input, const std::string &id)
{
    for (const InputOption &option : input.options) {
        if (option.id == id)
            return true;
    }
    return false;
}

inline const InputOption &optionOf(const InputSpec &input, const std::string &id)
{
    for (const InputOption &option : input.options) {
        if (option.id == id)
            return option;
    }
    FAIL(input.key << " offers no " << id);
    return input.options.front();
}

/** The keys a procedure declares, in order. */
inline std::vector<std::string> inputKeys(const ProcedureSpec &spec)
{
    std::vector<std::string> keys;
    for (const InputSpec &input : spec.inputs)
        keys.push_back(input.key);
    return keys;
}

/** Why play() refuses `call`, or "" when it plays; the session is left unchanged either way. */
inline std::string playRefusal(const Session &session, const ProcedureCall &call, std::vector<int> dice = {})
{
    const std::unique_ptr<Session> copy = session.clone();
    ListDice list(std::move(dice));
    try {
        copy->play(call, list);
    } catch (const SessionError &error) {
        return error.what();
    }
    return {};
}

/** The log as it is saved, for byte-for-byte comparisons. */
inline std::string logText(const Session &session)
{
    return session.log().toJson().dump(2);
}

} // namespace arbitre::napoleonic::test
