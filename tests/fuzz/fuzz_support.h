// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What every fuzz target of tests/fuzz accepts: a loader either returns a complete object or refuses its input with
// a LoadError that says where and why. Any other exception is a finding, reported like a crash (abort), as are
// the sanitizers' reports, leaks and timeouts that libFuzzer catches itself.

#include "arbitre/core/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <string>
#include <typeinfo>

namespace arbitre::fuzz {

/** The source tree, where the shipped rulesets are. */
inline std::filesystem::path sourceDir()
{
    return std::filesystem::path(ARBITRE_SOURCE_DIR);
}

inline std::string text(const std::uint8_t *data, std::size_t size)
{
    return std::string(reinterpret_cast<const char *>(data), size);
}

[[noreturn]] inline void finding(const std::string &what)
{
    std::fprintf(stderr, "\n== Arbitre fuzz finding: %s\n", what.c_str());
    std::abort();
}

/** A refusal must say something: at least one diagnostic with a message. */
inline void checkRefusal(const LoadError &error)
{
    if (error.diagnostics().empty()) {
        finding("a LoadError without a diagnostic");
    }
    for (const Diagnostic &diagnostic : error.diagnostics()) {
        if (diagnostic.message.empty()) {
            finding("a diagnostic without a message at " + diagnostic.pointer);
        }
        (void)diagnostic.format();
    }
}

/**
 * Runs `load`; a LoadError is the accepted way to refuse, every other exception a finding. Returns whether `load`
 * went through.
 */
template <typename Load> bool acceptsOrRefuses(const char *step, Load &&load)
{
    try {
        load();
        return true;
    } catch (const LoadError &error) {
        checkRefusal(error);
    } catch (const std::exception &error) {
        finding(std::string(step) + ": " + typeid(error).name() + ": " + error.what());
    } catch (...) {
        finding(std::string(step) + ": an exception that is not a std::exception");
    }
    return false;
}

} // namespace arbitre::fuzz
