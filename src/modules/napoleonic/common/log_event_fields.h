// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: how the battle-log builders read an event's JSON. A loaded
// session has replayed and checked its log, so a key that is absent simply reads as empty.

#include <nlohmann/json.hpp>

#include <string>

namespace arbitre::napoleonic::detail {

inline std::string str(const nlohmann::json &value, const char *key)
{
    const auto found = value.find(key);
    return found != value.end() && found->is_string() ? found->get<std::string>() : std::string();
}

inline int number(const nlohmann::json &value, const char *key)
{
    const auto found = value.find(key);
    return found != value.end() && found->is_number_integer() ? found->get<int>() : 0;
}

inline bool flag(const nlohmann::json &value, const char *key)
{
    const auto found = value.find(key);
    return found != value.end() && found->is_boolean() && found->get<bool>();
}

} // namespace arbitre::napoleonic::detail
