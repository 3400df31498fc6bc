// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace arbitre::cli {

/** Bad command-line usage: exit 2 with the message. */
class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** Parsed `POSITIONAL… --flag --option VALUE` arguments; repeated options keep every value. */
class Args
{
public:
    /** `flags` take no value, `options` take one; anything else starting with `--` is a UsageError. */
    Args(const std::vector<std::string> &args, std::set<std::string> flags, std::set<std::string> options);

    const std::vector<std::string> &positional() const { return m_positional; }
    bool flag(const std::string &name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> option(const std::string &name) const;
    std::vector<std::string> all(const std::string &name) const;

private:
    std::vector<std::string> m_positional;
    std::set<std::string> m_flags;
    std::map<std::string, std::vector<std::string>> m_options;
};

/** Splits "a,b,c" (empty items refused). */
std::vector<std::string> splitList(const std::string &text, char separator = ',');

} // namespace arbitre::cli
