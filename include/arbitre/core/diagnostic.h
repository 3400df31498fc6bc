// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace arbitre {

/** One problem found in an input file, located precisely enough for a designer's editor. */
struct Diagnostic
{
    std::string file;    /**< path as given by the caller */
    int line = 0;        /**< 1-based; 0 when the file could not be read at all */
    int column = 0;      /**< 1-based, counted in bytes */
    std::string pointer; /**< RFC 6901 JSON pointer of the offending value ("" = the whole document) */
    std::string message; /**< what was expected and what was found */

    /** `file:line:col: pointer: message`, the one format every tool of ours prints. */
    std::string format() const;

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

/** Thrown by every loader; carries all the problems found, never a half-loaded object. */
class LoadError : public std::runtime_error
{
public:
    explicit LoadError(std::vector<Diagnostic> diagnostics);
    explicit LoadError(Diagnostic diagnostic);

    const std::vector<Diagnostic> &diagnostics() const { return m_diagnostics; }

private:
    std::vector<Diagnostic> m_diagnostics;
};

} // namespace arbitre
