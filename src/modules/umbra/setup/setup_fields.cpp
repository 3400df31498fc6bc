// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/setup.h"
#include "scenario/scenario_defaults.h"
#include "setup_support.h"

#include <algorithm>
#include <array>

namespace arbitre::umbra::setup {

using nlohmann::json;
using namespace support;

namespace {

template <typename T> std::vector<Choice> choicesOf(const std::vector<T> &items)
{
    std::vector<Choice> choices;
    choices.reserve(items.size());
    for (const T &item : items) {
        choices.push_back({item.id, item.label});
    }
    return choices;
}

FieldSpec text(std::string key)
{
    return {std::move(key), "", FieldKind::Text, 0, 0, {}, "", {}};
}

FieldSpec choice(std::string key, std::string_view rule, std::vector<Choice> choices, json defaultValue)
{
    return {std::move(key), rule, FieldKind::Choice, 0, 0, std::move(choices), std::move(defaultValue), {}};
}

FieldSpec integer(std::string key, std::string_view rule, int minimum, int maximum, json defaultValue)
{
    return {std::move(key), rule, FieldKind::Integer, minimum, maximum, {}, std::move(defaultValue), {}};
}

FieldSpec flags(std::string key, std::string_view rule, std::vector<Choice> choices)
{
    return {std::move(key), rule, FieldKind::Flags, 0, 0, std::move(choices), json::array(), {}};
}

// The id at `index` of a scale, or null (a required key) when the ruleset gives no default.
template <typename T> json idOr(const std::vector<T> &items, std::optional<int> index)
{
    return index ? json(items.at(static_cast<std::size_t>(*index)).id) : json();
}

// Statuses are the rules' words (UD-27, UD-28, UD-32, UD-101), not ruleset ids: their labels live here.
std::vector<Choice> troopStatuses(bool pietaille)
{
    std::vector<Choice> choices{{std::string(troopStatusId(TroopStatus::Present)), {"présente", "present"}},
                                {std::string(troopStatusId(TroopStatus::Elimine)), {"éliminée", "eliminated"}}};
    if (pietaille) {
        choices.push_back({std::string(troopStatusId(TroopStatus::Disloque)), {"disloquée", "broken up"}}); // UD-32
    }
    choices.push_back({std::string(troopStatusId(TroopStatus::EnFuite)), {"en fuite", "fleeing"}});
    choices.push_back({std::string(troopStatusId(TroopStatus::Deserte)), {"désertée", "deserted"}});
    return choices;
}

// The base type of a troupe montée as the file gives it, when it is one the reader takes (UD-22).
int baseTypeOf(const UmbraRuleset &rules, const json &troop)
{
    const json id = troop.value("base_type", json());
    for (const std::size_t index : baseTypes(rules)) {
        if (id == rules.troopTypes[index].id) {
            return static_cast<int>(index);
        }
    }
    return -1;
}

// UD-25: the training values, labelled by level; the file writes the value, an integer.
FieldSpec trainingField(const UmbraRuleset &rules)
{
    int low = 0;
    int high = 0;
    for (const ScaleLevel &level : rules.entrainement) {
        low = std::min(low, level.force);
        high = std::max(high, level.force);
    }
    FieldSpec field = integer("entrainement", "UD-25", low, high, 0);
    field.choices = choicesOf(rules.entrainement);
    return field;
}

// The adjectives a troop may add to its type's own (UD-33–UD-38, UD-A11).
std::vector<Choice> extraAdjectives(const UmbraRuleset &rules, const TroopType *type)
{
    std::vector<Choice> choices;
    for (std::size_t i = 0; i < rules.troopAdjectives.size(); ++i) {
        const bool own = type != nullptr && std::find(type->adjectives.begin(), type->adjectives.end(),
                                                      static_cast<int>(i)) != type->adjectives.end();
        if (!own) {
            choices.push_back({rules.troopAdjectives[i].id, rules.troopAdjectives[i].label});
        }
    }
    return choices;
}

} // namespace

namespace support {

std::vector<FieldSpec> troopFieldsOf(const UmbraRuleset &rules, const json &troop, bool levied)
{
    if (!troop.is_object()) {
        return troopFieldsOf(rules, json::object(), levied);
    }
    const std::optional<std::size_t> typeIndex = troopTypeOf(rules, troop);
    const TroopType *type = typeIndex ? &rules.troopTypes[*typeIndex] : nullptr;
    const TroopRole role = type != nullptr ? type->role : TroopRole::Standard;
    const int typeId = type != nullptr ? static_cast<int>(*typeIndex) : -1;
    const int baseType = baseTypeOf(rules, troop);

    std::vector<FieldSpec> fields{text("name"), choice("type", "UD-20", choicesOf(rules.troopTypes), json())};
    if (role == TroopRole::Mounted) {
        std::vector<Choice> bases;
        for (const std::size_t index : baseTypes(rules)) {
            bases.push_back({rules.troopTypes[index].id, rules.troopTypes[index].label});
        }
        fields.push_back(choice("base_type", "UD-22", std::move(bases), json()));
    }
    if (role == TroopRole::Machine) {
        fields.push_back(integer("force", "UD-23", 0, MaxCount, json()));
    }
    fields.push_back(
        choice("armement", "UD-24", choicesOf(rules.armement), idOr(rules.armement, detail::neutralArmement(rules))));
    if (role != TroopRole::Pietaille) {
        fields.push_back(trainingField(rules)); // piétaille is untrained (UD-A13)
    }
    // UD-A14, UD-A11, UD-A13: the defaults the reader fills in for this very troop.
    const std::optional<int> fatigue = type ? detail::defaultStartFatigue(rules, typeId, baseType) : std::nullopt;
    fields.push_back(choice("fatigue", "UD-26", choicesOf(rules.fatigue.levels), idOr(rules.fatigue.levels, fatigue)));
    const std::optional<int> morale =
        type ? detail::defaultStartMorale(rules, typeId, baseType, trainingOf(rules, troop)) : std::nullopt;
    fields.push_back(choice("morale", "UD-27", choicesOf(rules.morale.levels), idOr(rules.morale.levels, morale)));
    if (role != TroopRole::Pietaille) {
        fields.push_back({"blesse", "UD-28", FieldKind::Boolean, 0, 0, {}, false, {}}); // never wounded (UD-32)
    }
    fields.push_back(flags("adjectives", "UD-33", extraAdjectives(rules, type)));
    if (!levied) {
        fields.push_back(choice("status", "", troopStatuses(role == TroopRole::Pietaille), "present"));
    }
    return fields;
}

} // namespace support

std::vector<FieldSpec> troopFields(const UmbraRuleset &rules, const json &troop, bool levied)
{
    return troopFieldsOf(rules, troop, levied);
}

std::vector<FieldSpec> personalityFields(const UmbraRuleset &rules)
{
    std::vector<Choice> statuses{
        {std::string(personalityStatusId(PersonalityStatus::Present)), {"présente", "present"}},
        {std::string(personalityStatusId(PersonalityStatus::Capture)), {"capturée", "captured"}}};
    return {text("name"),
            choice("rank", "UD-44", choicesOf(rules.personalityRanks), json()),
            integer("vs", "UD-42", 0, MaxCount, json()),
            integer("forestier", "UD-45", 0, MaxCount, 0),
            integer("wounds", "UD-41", 0, 2, 0), // the second eliminates (UD-A23)
            choice("status", "UD-41", std::move(statuses), "present"),
            flags("skills", "UD-46", choicesOf(rules.skills))};
}

namespace {

// Each skill's own rule: SkillKind lists the skills in the order of UD-46 (aime_du_peuple) … UD-65
// (vision_strategique).
static_assert(static_cast<int>(SkillKind::VisionStrategique) == 19);
std::string_view skillRule(SkillKind kind)
{
    static constexpr std::array<std::string_view, 20> rules{
        "UD-46", "UD-47", "UD-48", "UD-49", "UD-50", "UD-51", "UD-52", "UD-53", "UD-54", "UD-55",
        "UD-56", "UD-57", "UD-58", "UD-59", "UD-60", "UD-61", "UD-62", "UD-63", "UD-64", "UD-65"};
    const auto index = static_cast<std::size_t>(kind);
    return index < rules.size() ? rules[index] : "UD-46";
}

} // namespace

std::vector<FieldSpec> personalityFields(const UmbraRuleset &rules, const json &personality)
{
    std::vector<FieldSpec> fields = personalityFields(rules);
    const json skills = personality.is_object() ? personality.value("skills", json::array()) : json::array();
    for (const json &skill : skills) {
        const std::optional<SkillKind> kind = skill.is_object() && skill.contains("id") && skill["id"].is_string()
                                                  ? rules.findSkill(skill["id"].get<std::string>())
                                                  : std::nullopt;
        if (!kind) {
            continue;
        }
        const SkillDefinition &definition = rules.skill(*kind);
        const auto named = [&](FieldSpec field, const char *suffix) {
            field.label = {definition.label.fr + suffix, definition.label.en + suffix};
            fields.push_back(std::move(field));
        };
        const std::string stem = "skill." + definition.id + ".";
        if (detail::skillTakesX(*kind)) {
            named(integer(stem + "x", skillRule(*kind), 0, MaxCount,
                          definition.defaultX ? json(*definition.defaultX) : json()),
                  " X");
        }
        if (detail::skillTakesY(*kind)) {
            named(integer(stem + "y", "UD-62", 0, MaxCount, json(definition.defaultY.value_or(0))), " Y");
        }
        if (*kind == SkillKind::Poliorcetique) {
            named(choice(stem + "sens", "UD-61",
                         {{"offensif", {"offensif", "offensive"}}, {"defensif", {"défensif", "defensive"}}},
                         "offensif"),
                  "");
        }
    }
    return fields;
}

std::vector<FieldSpec> sideFields(const UmbraRuleset &rules)
{
    return sideFields(rules, json::object());
}

std::vector<FieldSpec> sideFields(const UmbraRuleset &rules, const json &side)
{
    std::vector<FieldSpec> fields{text("name")};
    if (!rules.scouts.empty()) {
        // UD-39, UD-A21: the VS lies in the side's scouts level's range, its default that level's.
        const json scouts = side.is_object() ? side.value("scouts", json()) : json();
        const std::optional<int> known = rules.findScoutLevel(scouts.is_string() ? scouts.get<std::string>() : "");
        const ScoutLevel &level = rules.scouts[static_cast<std::size_t>(known.value_or(0))];
        fields.push_back(choice("scouts", "UD-39", choicesOf(rules.scouts), rules.scouts.front().id));
        fields.push_back(integer("scouts_vs", "UD-39", level.minVs, level.maxVs, detail::defaultScoutsVs(level)));
    }
    if (!rules.rallyTables.empty()) {
        fields.push_back(choice("command_level", "UD-100", choicesOf(rules.rallyTables),
                                idOr(rules.rallyTables, rules.parameters.defaultCommandLevel)));
    }
    return fields;
}

} // namespace arbitre::umbra::setup
