// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_override.h"

#include "arbitre/umbra/movement.h"
#include "session_map.h"

#include <array>
#include <string>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

constexpr std::array TroopStatuses{TroopStatus::Present, TroopStatus::Elimine, TroopStatus::Disloque,
                                   TroopStatus::EnFuite, TroopStatus::Deserte, TroopStatus::ALever,
                                   TroopStatus::NonLevee};

std::string text(const json &value)
{
    return value.is_string() ? value.get<std::string>() : value.dump();
}

int ladderIndex(const Scale &scale, const json &value, const char *what)
{
    if (value.is_string())
        if (const auto index = scale.find(value.get<std::string>()))
            return *index;
    throw SessionError("override: " + text(value) + " is not a " + what + " level of the ruleset");
}

/** Where the member stands, as logged: [col, row], or null off the map. */
json placeJson(const UmbraMap *map, bool onMap, Hex hex)
{
    return map && onMap ? hexToJson(*map, hex) : json(nullptr);
}

/** Moves a member onto `value` ([col, row]) or off the map (null). */
void place(const UmbraMap *map, const json &value, bool &onMap, Hex &hex)
{
    if (!map)
        throw SessionError("override: this scenario has no map");
    if (value.is_null()) {
        onMap = false;
        return;
    }
    hex = hexFromJson(*map, value);
    onMap = true;
}

json overrideTroop(const UmbraRuleset &rules, const UmbraMap *map, Troop &troop, const std::string &field,
                   const json &value)
{
    json from;
    if (field == "morale") {
        from = rules.morale.id(troop.morale);
        troop.morale = ladderIndex(rules.morale, value, "morale");
    } else if (field == "fatigue") {
        from = rules.fatigue.id(troop.fatigue);
        troop.fatigue = ladderIndex(rules.fatigue, value, "fatigue");
    } else if (field == "blesse") {
        if (!value.is_boolean())
            throw SessionError("override: blesse is true or false, got " + value.dump());
        from = troop.blesse;
        troop.blesse = value.get<bool>();
    } else if (field == "status") {
        from = std::string(troopStatusId(troop.status));
        const std::string id = value.is_string() ? value.get<std::string>() : "";
        bool found = false;
        for (const TroopStatus status : TroopStatuses)
            if (troopStatusId(status) == id) {
                troop.status = status;
                found = true;
            }
        if (!found)
            throw SessionError("override: " + text(value) + " is not a troop status");
        // UD-97: a troop out of the fight leaves the map; brought back, the GM places it with a `hex` override.
        if (!troop.present())
            troop.onMap = false;
    } else if (field == "hex") {
        from = placeJson(map, troop.onMap, troop.hex);
        if (!value.is_null() && !troop.present())
            throw SessionError("override: " + troop.id + " is " + std::string(troopStatusId(troop.status)) +
                               ": make it present before placing it");
        place(map, value, troop.onMap, troop.hex);
    } else {
        throw SessionError("override: a troop's overridable values are morale, fatigue, blesse, status and hex, not '" +
                           field + "'");
    }
    return from;
}

json overridePersonality(const UmbraMap *map, Personality &personality, const std::string &field, const json &value)
{
    json from;
    if (field == "wounds") {
        if (!value.is_number_integer() || value.get<int>() < 0 || value.get<int>() > 2)
            throw SessionError("override: a personality's wounds are 0, 1 or 2, got " + value.dump());
        from = personality.wounds;
        personality.wounds = value.get<int>();
    } else if (field == "status") {
        from = std::string(personalityStatusId(personality.status));
        if (value == personalityStatusId(PersonalityStatus::Present))
            personality.status = PersonalityStatus::Present;
        else if (value == personalityStatusId(PersonalityStatus::Capture))
            personality.status = PersonalityStatus::Capture;
        else
            throw SessionError("override: " + text(value) + " is not a personality status");
        if (!personality.present())
            personality.onMap = false;
    } else if (field == "hex") {
        from = placeJson(map, personality.onMap, personality.hex);
        if (!value.is_null() && !personality.present())
            throw SessionError("override: " + personality.id + " is captured: make it present before placing it");
        place(map, value, personality.onMap, personality.hex);
    } else {
        throw SessionError("override: a personality's overridable values are wounds, status and hex, not '" + field +
                           "'");
    }
    return from;
}

} // namespace

std::string_view overriddenRule(std::string_view field)
{
    if (field == "morale")
        return "UD-27";
    if (field == "fatigue")
        return "UD-26";
    if (field == "blesse")
        return "UD-28";
    if (field == "wounds")
        return "UD-41";
    if (field == "status")
        return "UD-97";
    if (field == "hex")
        return "UD-72";
    return "UD-M5";
}

json runOverride(const UmbraRuleset &rules, const UmbraMap *map, BattleState &state, const json &input)
{
    const std::string unit = input.value("unit", "");
    const std::string field = input.value("field", "");
    if (input.value("reason", "").empty())
        throw SessionError("override of " + unit + "'s " + field + ": the GM's reason is required (UD-M5)");
    if (!input.contains("value"))
        throw SessionError("override of " + unit + "'s " + field + ": no value");
    const json &value = input["value"];
    for (int side = 0; side < static_cast<int>(state.sides.size()); ++side) {
        MemberRef ref;
        if (!findMember(state, side, unit, ref))
            continue;
        Side &owner = state.sides[static_cast<std::size_t>(side)];
        const json from =
            ref.kind == MemberRef::Kind::Troop
                ? overrideTroop(rules, map, owner.troops[static_cast<std::size_t>(ref.index)], field, value)
                : overridePersonality(map, owner.personalities[static_cast<std::size_t>(ref.index)], field, value);
        return {{"from", from}, {"rule", overriddenRule(field)}};
    }
    throw SessionError("override: no troop or personality '" + unit + "'");
}

} // namespace arbitre::umbra::detail
