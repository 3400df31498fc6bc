// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/diagnostic.h"

#include <catch2/catch.hpp>

#include <string>

// Failed comparisons print diagnostics the way users see them.
namespace Catch {
template <> struct StringMaker<arbitre::Diagnostic>
{
    static std::string convert(const arbitre::Diagnostic &diagnostic) { return diagnostic.format(); }
};
} // namespace Catch
