// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/setup.h"
#include "scenario/scenario_defaults.h"
#include "setup_support.h"

#include <algorithm>
#include <set>

namespace arbitre::umbra::setup {

using nlohmann::json;
using namespace support;

namespace {

enum class ObjectKind : std::uint8_t
{
    Side,
    Troop,
    Personality,
    LeviedTroop,
};

// What the pointer names, from its shape: /sides/i, /sides/i/troops/k, /sides/i/personalities/k or
// /sides/i/levies/j/units/k.
ObjectKind kindOf(const std::string &pointer)
{
    std::vector<std::string> tokens;
    for (std::size_t start = 1; start <= pointer.size();) {
        const std::size_t end = std::min(pointer.find('/', start), pointer.size());
        tokens.push_back(pointer.substr(start, end - start));
        start = end + 1;
    }
    const auto is = [&](std::size_t i, const char *name) { return tokens.size() > i && tokens[i] == name; };
    if (is(0, "sides") && tokens.size() == 2) {
        return ObjectKind::Side;
    }
    if (is(0, "sides") && tokens.size() == 4 && is(2, "troops")) {
        return ObjectKind::Troop;
    }
    if (is(0, "sides") && tokens.size() == 4 && is(2, "personalities")) {
        return ObjectKind::Personality;
    }
    if (is(0, "sides") && tokens.size() == 6 && is(2, "levies") && is(4, "units")) {
        return ObjectKind::LeviedTroop;
    }
    throw SetupError(inQuotes(pointer) + " is not a side, a troop or a personality");
}

std::vector<FieldSpec> fieldsOf(const UmbraRuleset &rules, const json &object, ObjectKind kind)
{
    switch (kind) {
    case ObjectKind::Side:
        return sideFields(rules, object);
    case ObjectKind::Personality:
        return personalityFields(rules, object);
    case ObjectKind::Troop:
        return troopFieldsOf(rules, object, false);
    case ObjectKind::LeviedTroop:
        break;
    }
    return troopFieldsOf(rules, object, true);
}

std::string choiceList(const FieldSpec &field)
{
    std::string out;
    for (const Choice &item : field.choices) {
        out += (out.empty() ? "" : ", ") + inQuotes(item.id);
    }
    return out;
}

std::optional<FieldSpec> fieldNamed(const std::vector<FieldSpec> &fields, std::string_view key)
{
    const auto field = std::find_if(fields.begin(), fields.end(), [&](const FieldSpec &f) { return f.key == key; });
    return field != fields.end() ? std::optional<FieldSpec>(*field) : std::nullopt;
}

bool hasChoice(const FieldSpec &field, const json &value)
{
    return value.is_string() && std::any_of(field.choices.begin(), field.choices.end(),
                                            [&](const Choice &item) { return value == item.id; });
}

json checkedInteger(const UmbraRuleset &rules, const FieldSpec &field, const json &value)
{
    if (field.key == "entrainement" && hasChoice(field, value)) {
        for (const ScaleLevel &level : rules.entrainement) {
            if (value == level.id) {
                return level.force; // the file writes the training value (UD-25)
            }
        }
    }
    if (!value.is_number_integer() || value.get<std::int64_t>() < field.minimum ||
        value.get<std::int64_t>() > field.maximum) {
        throw SetupError(inQuotes(field.key) + " takes a whole number from " + std::to_string(field.minimum) + " to " +
                         std::to_string(field.maximum) + ", got " + value.dump());
    }
    if (field.key == "entrainement" && !rules.findTrainingValue(value.get<int>())) {
        throw SetupError("entrainement " + value.dump() + " is not a training level (UD-25)");
    }
    return value;
}

// Flags keep the ruleset's order, so the same set is always written the same way.
json checkedFlags(const FieldSpec &field, const json &value)
{
    if (!value.is_array()) {
        throw SetupError(inQuotes(field.key) + " takes a list of ids, got " + value.dump());
    }
    std::set<std::string> seen;
    for (const json &item : value) {
        if (!hasChoice(field, item)) {
            throw SetupError("unknown " + inQuotes(field.key) + " id " + item.dump() + "; expected one of " +
                             choiceList(field));
        }
        seen.insert(item.get<std::string>());
    }
    json ordered = json::array();
    for (const Choice &item : field.choices) {
        if (seen.contains(item.id)) {
            ordered.push_back(item.id);
        }
    }
    return ordered;
}

json checkedValue(const UmbraRuleset &rules, const FieldSpec &field, const json &value)
{
    switch (field.kind) {
    case FieldKind::Text:
        if (value.is_string()) {
            return value;
        }
        throw SetupError(inQuotes(field.key) + " takes a text, got " + value.dump());
    case FieldKind::Integer:
        return checkedInteger(rules, field, value);
    case FieldKind::Boolean:
        if (value.is_boolean()) {
            return value;
        }
        throw SetupError(inQuotes(field.key) + " takes true or false, got " + value.dump());
    case FieldKind::Choice:
        if (hasChoice(field, value)) {
            return value;
        }
        throw SetupError("unknown " + inQuotes(field.key) + " " + value.dump() + "; expected one of " +
                         choiceList(field));
    case FieldKind::Flags:
        break;
    }
    return checkedFlags(field, value);
}

// A personality's skills as ids: those kept keep their numbers (x, y, sens); a new one takes the ruleset's
// defaults (UD-A26), an X the ruleset leaves to the scenario starts at 0 and poliorcétique's sens at offensif (UD-61).
json mergedSkills(const UmbraRuleset &rules, const json &personality, const json &ids)
{
    json old = personality.value("skills", json::array());
    if (!old.is_array()) {
        old = json::array();
    }
    json skills = json::array();
    for (const json &id : ids) {
        const auto kept = std::find_if(old.begin(), old.end(),
                                       [&](const json &s) { return s.is_object() && s.value("id", json()) == id; });
        if (kept != old.end()) {
            skills.push_back(*kept);
            continue;
        }
        json skill{{"id", id}};
        const SkillKind kind = rules.findSkill(id.get<std::string>()).value_or(SkillKind::Meneur);
        if (detail::skillTakesX(kind) && !rules.skill(kind).defaultX) {
            skill["x"] = 0;
        }
        if (kind == SkillKind::Poliorcetique) {
            skill["sens"] = "offensif";
        }
        skills.push_back(std::move(skill));
    }
    return skills;
}

// A new type takes only its own keys (UD-22, UD-23, UD-32, UD-A13) and gets the required ones.
void fitToType(const UmbraRuleset &rules, json &troop)
{
    const std::size_t typeIndex = troopTypeOf(rules, troop).value_or(0); // checked as a choice already
    const json required = makeTroop(rules, typeIndex, "", "");
    for (const char *key : {"base_type", "force"}) {
        if (!required.contains(key)) {
            troop.erase(key);
        } else if (!troop.contains(key)) {
            troop[key] = required[key];
        }
    }
    if (rules.troopTypes[typeIndex].role == TroopRole::Pietaille) {
        troop.erase("entrainement"); // untrained (UD-A13)
        troop.erase("blesse");       // never wounded (UD-32)
    } else if (troop.value("status", json()) == troopStatusId(TroopStatus::Disloque)) {
        troop.erase("status"); // only a piétaille is disloquée (UD-32)
    }
    const std::optional<FieldSpec> adjectives = fieldNamed(troopFieldsOf(rules, troop, false), "adjectives");
    if (troop.contains("adjectives") && adjectives) {
        json kept = json::array();
        for (const json &id : troop["adjectives"]) {
            if (hasChoice(*adjectives, id)) {
                kept.push_back(id); // the new type's own adjectives are not listed (UD-A11)
            }
        }
        troop["adjectives"] = kept;
        if (kept.empty()) {
            troop.erase("adjectives");
        }
    }
}

// Keys that follow from the one just set.
void followUp(const UmbraRuleset &rules, json &object, ObjectKind kind, const std::string &key)
{
    if ((kind == ObjectKind::Troop || kind == ObjectKind::LeviedTroop) && key == "type") {
        fitToType(rules, object);
    } else if (kind == ObjectKind::Personality && key == "wounds") {
        object.erase("blesse"); // `blesse` or `wounds`, not both
    } else if (kind == ObjectKind::Side && key == "scouts" && object.contains("scouts_vs")) {
        // UD-39: a VS outside the new level's range falls back to the level's default (UD-A21).
        const std::optional<FieldSpec> vs = fieldNamed(sideFields(rules, object), "scouts_vs");
        const json value = object["scouts_vs"];
        if (vs && (!value.is_number_integer() || value.get<int>() < vs->minimum || value.get<int>() > vs->maximum)) {
            object.erase("scouts_vs");
        }
    }
}

// `skill.<id>.<x|y|sens>`: the number lives in the skill's own object of the `skills` array.
void setSkillNumber(json &personality, const std::string &key, const FieldSpec &field, json value)
{
    const std::size_t dot = key.rfind('.');
    const std::string id = key.substr(6, dot - 6);
    const std::string number = key.substr(dot + 1);
    for (json &skill : personality["skills"]) {
        if (skill.is_object() && skill.value("id", std::string()) == id) {
            if (!field.defaultValue.is_null() && value == field.defaultValue) {
                skill.erase(number);
            } else {
                skill[number] = std::move(value);
            }
            return;
        }
    }
    throw SetupError("the personality has no skill " + inQuotes(id));
}

} // namespace

JsonEdits setField(const UmbraRuleset &rules, const json &scenario, const std::string &objectPointer,
                   const std::string &key, const json &value)
{
    const ObjectKind kind = kindOf(objectPointer);
    const json *object = find(scenario, objectPointer);
    if (object == nullptr || !object->is_object()) {
        throw SetupError("nothing to edit at " + inQuotes(objectPointer));
    }
    const std::vector<FieldSpec> fields = fieldsOf(rules, *object, kind);
    const std::optional<FieldSpec> field = fieldNamed(fields, key);
    if (!field) {
        throw SetupError(inQuotes(key) + " is not a field of " + inQuotes(objectPointer));
    }
    json newValue = checkedValue(rules, *field, value);
    if (kind == ObjectKind::Personality && key == "skills") {
        newValue = mergedSkills(rules, *object, newValue);
    }
    json after = *object;
    if (kind == ObjectKind::Personality && key.rfind("skill.", 0) == 0) {
        setSkillNumber(after, key, *field, std::move(newValue));
        return objectEdits(objectPointer, *object, after);
    }
    if (!field->defaultValue.is_null() && newValue == field->defaultValue) {
        after.erase(key); // an absent key means the default: the file says only what differs
    } else {
        after[key] = std::move(newValue);
    }
    followUp(rules, after, kind, key);
    return objectEdits(objectPointer, *object, after);
}

json fieldValue(const json &object, const std::string &key)
{
    if (!object.is_object()) {
        return json();
    }
    if (key.rfind("skill.", 0) != 0) {
        return object.value(key, json());
    }
    const std::size_t dot = key.rfind('.');
    const std::string id = key.substr(6, dot - 6);
    for (const json &skill : object.value("skills", json::array())) {
        if (skill.is_object() && skill.value("id", std::string()) == id) {
            return skill.value(key.substr(dot + 1), json());
        }
    }
    return json();
}

} // namespace arbitre::umbra::setup
