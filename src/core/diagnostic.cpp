// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/diagnostic.h"

#include <string>
#include <utility>

namespace arbitre {

namespace {

std::string joinFormatted(const std::vector<Diagnostic> &diagnostics)
{
    std::string text;
    for (const Diagnostic &diagnostic : diagnostics) {
        if (!text.empty()) {
            text += '\n';
        }
        text += diagnostic.format();
    }
    return text;
}

} // namespace

std::string Diagnostic::format() const
{
    // "" is a valid pointer (the whole document) but would print as nothing, and "/" already means the key "".
    const std::string shownPointer = pointer.empty() ? std::string("(document)") : pointer;
    return file + ':' + std::to_string(line) + ':' + std::to_string(column) + ": " + shownPointer + ": " + message;
}

LoadError::LoadError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(joinFormatted(diagnostics)), m_diagnostics(std::move(diagnostics))
{}

LoadError::LoadError(Diagnostic diagnostic) : LoadError(std::vector<Diagnostic>{std::move(diagnostic)}) {}

} // namespace arbitre
