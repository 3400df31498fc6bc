// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "args.h"

namespace arbitre::cli {

Args::Args(const std::vector<std::string> &args, std::set<std::string> flags, std::set<std::string> options)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (arg.rfind("--", 0) != 0 || arg.size() == 2) {
            m_positional.push_back(arg);
            continue;
        }
        const std::string name = arg.substr(2);
        if (flags.count(name)) {
            m_flags.insert(name);
        } else if (options.count(name)) {
            if (i + 1 >= args.size())
                throw UsageError("option --" + name + " needs a value");
            m_options[name].push_back(args[++i]);
        } else {
            throw UsageError("unknown option --" + name);
        }
    }
}

std::optional<std::string> Args::option(const std::string &name) const
{
    const auto it = m_options.find(name);
    if (it == m_options.end())
        return std::nullopt;
    if (it->second.size() > 1)
        throw UsageError("option --" + name + " given more than once");
    return it->second.front();
}

std::vector<std::string> Args::all(const std::string &name) const
{
    const auto it = m_options.find(name);
    return it == m_options.end() ? std::vector<std::string>{} : it->second;
}

std::vector<std::string> splitList(const std::string &text, char separator)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find(separator, start);
        std::string item = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (item.empty())
            throw UsageError("empty item in '" + text + "'");
        items.push_back(std::move(item));
        if (end == std::string::npos)
            return items;
        start = end + 1;
    }
}

} // namespace arbitre::cli
