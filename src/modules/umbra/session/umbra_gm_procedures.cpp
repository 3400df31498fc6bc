// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The specs of Vision stratégique (UD-65) and of the GM's overrides of the state (UD-M5).

#include "session/umbra_procedures.h"
#include "session_override.h"

#include <algorithm>
#include <array>
#include <string>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

std::string skillRule(SkillKind kind)
{
    return "UD-" + std::to_string(46 + static_cast<int>(kind)); // the skills are UD-46…UD-65, in this order
}

/** Vision stratégique holders (UD-65) engaged in confrontation `index`, by slot. */
std::array<std::vector<const Personality *>, 2> visionHolders(const BattleState &state, int index)
{
    std::array<std::vector<const Personality *>, 2> holders;
    const Confrontation &c = state.confrontations[static_cast<std::size_t>(index)];
    for (std::size_t slot = 0; slot < 2; ++slot) {
        const Side &side = state.sides[static_cast<std::size_t>(c.sides[slot])];
        for (const int p : c.personalities[slot]) {
            const Personality &personality = side.personalities[static_cast<std::size_t>(p)];
            if (personality.present() && personality.skill(SkillKind::VisionStrategique))
                holders[slot].push_back(&personality);
        }
    }
    return holders;
}

/** The confrontations where a side has Vision stratégique, as options; the input's choice else the first. */
int visionConfrontation(const BattleState &state, const json &input, std::vector<InputOption> &options)
{
    int chosen = -1;
    for (const InputOption &option : confrontationOptions(state)) {
        const int index = std::stoi(option.id) - 1;
        const auto holders = visionHolders(state, index);
        if (holders[0].empty() && holders[1].empty())
            continue;
        options.push_back(option);
        if (chosen < 0 || option.id == stringIn(input, "confrontation"))
            chosen = index;
    }
    return chosen;
}

void addCounterInputs(const UmbraSession &session, const json &input, int index, ProcedureSpec &spec)
{
    const BattleState &state = session.state();
    const Confrontation &c = state.confrontations[static_cast<std::size_t>(index)];
    const auto holders = visionHolders(state, index);
    InputSpec holder = inputSpec("holder", InputKind::Choice, {"Qui voit", "Holder"}, "UD-65", true);
    InputSpec target =
        inputSpec("target", InputKind::Choice, {"Personnalité visée", "Target personality"}, "UD-65", true);
    InputSpec skill = inputSpec("skill", InputKind::Choice, {"Compétence contrée", "Skill countered"}, "UD-65", true);
    const std::string chosenHolder = stringIn(input, "holder");
    std::vector<const Personality *> targets;
    for (std::size_t slot = 0; slot < 2; ++slot) {
        const Side &own = state.sides[static_cast<std::size_t>(c.sides[slot])];
        const Side &enemy = state.sides[static_cast<std::size_t>(c.sides[1 - slot])];
        bool chosen = chosenHolder.empty();
        for (const Personality *p : holders[slot]) {
            holder.options.push_back(option(p->id, {p->name, p->name}, "UD-65", sideName(own)));
            chosen = chosen || p->id == chosenHolder;
        }
        if (holders[slot].empty() || !chosen)
            continue; // only the holder's enemies are targets
        for (const int e : c.personalities[1 - slot]) {
            const Personality &p = enemy.personalities[static_cast<std::size_t>(e)];
            if (p.present() && !p.skills.empty()) {
                target.options.push_back(option(p.id, {p.name, p.name}, "UD-65", sideName(enemy)));
                targets.push_back(&p);
            }
        }
    }
    // The skills of the target chosen, else of every target offered.
    const std::string chosenTarget = stringIn(input, "target");
    const bool offered =
        std::any_of(targets.begin(), targets.end(), [&](const Personality *p) { return p->id == chosenTarget; });
    for (const Personality *p : targets) {
        if (offered && p->id != chosenTarget)
            continue;
        for (const SkillInstance &held : p->skills) {
            const SkillDefinition &definition = session.ruleset().skill(held.kind);
            if (std::none_of(skill.options.begin(), skill.options.end(),
                             [&](const InputOption &o) { return o.id == definition.id; }))
                skill.options.push_back(option(definition.id, definition.label, skillRule(held.kind)));
        }
    }
    spec.inputs.push_back(std::move(holder));
    spec.inputs.push_back(std::move(target));
    spec.inputs.push_back(std::move(skill));
    spec.inputs.push_back(
        inputSpec("known", InputKind::Flag,
                  {"Compétence déjà connue (contrée dès ce tour)", "Skill already known (countered now)"}, "UD-A38"));
    spec.inputs.back().defaultValue = false;
}

/** The value an override of `field` takes, as its ruleset or the state allows it (UD-M5). */
InputSpec valueSpec(const UmbraSession &session, const std::string &field, const std::string &unitKind)
{
    const UmbraRuleset &rules = session.ruleset();
    InputSpec value = inputSpec("value", InputKind::Choice, {"Nouvelle valeur", "New value"},
                                std::string(overriddenRule(field)), true);
    const auto ladder = [&](const Scale &scale) {
        for (const ScaleLevel &level : scale.levels)
            value.options.push_back(option(level.id, level.label, value.rule));
    };
    if (field == "morale") {
        ladder(rules.morale);
    } else if (field == "fatigue") {
        ladder(rules.fatigue);
    } else if (field == "blesse") {
        value.kind = InputKind::Flag;
        value.required = false;
        value.defaultValue = false;
    } else if (field == "wounds") {
        value.kind = InputKind::Integer;
        value.maximum = 2;
    } else if (field == "status") {
        if (unitKind != "personality")
            for (int s = 0; s <= static_cast<int>(TroopStatus::NonLevee); ++s) {
                const auto status = static_cast<TroopStatus>(s);
                value.options.push_back(
                    option(std::string(troopStatusId(status)), troopStatusLabel(status), troopStatusRule(status)));
            }
        if (unitKind != "troop")
            value.options.push_back(option(std::string(personalityStatusId(PersonalityStatus::Capture)),
                                           personalityStatusLabel(PersonalityStatus::Capture), "UD-41"));
        if (unitKind == "personality")
            value.options.insert(value.options.begin(),
                                 option(std::string(personalityStatusId(PersonalityStatus::Present)),
                                        personalityStatusLabel(PersonalityStatus::Present), "UD-97"));
    } else {
        // `hex`: "col,row", or "off" to take it off the map; any other field: refused when played.
        value.kind = InputKind::Text;
        value.label = field == "hex" ? Label{"Case « col,ligne », ou « off » : hors carte",
                                             "Hex \"col,row\", or \"off\": off the map"}
                                     : value.label;
    }
    return value;
}

} // namespace

ProcedureSpec counterSkillSpec(const UmbraSession &session, const json &input)
{
    ProcedureSpec spec;
    spec.id = "counter_skill";
    spec.label = session.ruleset().skill(SkillKind::VisionStrategique).label;
    spec.rule = "UD-65";
    InputSpec which = inputSpec("confrontation", InputKind::Choice, {"Confrontation", "Confrontation"}, "UD-65");
    const int index = visionConfrontation(session.state(), input, which.options);
    if (!which.options.empty())
        which.defaultValue = which.options.front().id;
    spec.inputs.push_back(std::move(which));
    if (index < 0) {
        spec.refusal = "no personality with Vision stratégique is engaged in a confrontation being fought (UD-65)";
        return spec;
    }
    addCounterInputs(session, input, index, spec);
    return spec;
}

ProcedureSpec overrideSpec(const UmbraSession &session, const json &input)
{
    ProcedureSpec spec;
    spec.id = "override";
    spec.label = {"Décision du MJ sur une valeur", "GM override of a value"};
    spec.rule = "UD-M5";
    InputSpec unit =
        inputSpec("unit", InputKind::Unit, {"Troupe ou personnalité", "Troop or personality"}, "UD-M5", true);
    const std::string chosen = stringIn(input, "unit");
    std::string kind; // "troop", "personality", or empty when none is chosen
    for (const Side &side : session.state().sides) {
        for (const Troop &troop : side.troops) {
            unit.options.push_back(option(troop.id, {troop.name, troop.name}, {}, sideName(side)));
            kind = troop.id == chosen ? "troop" : kind;
        }
        for (const Personality &personality : side.personalities) {
            unit.options.push_back(option(personality.id, {personality.name, personality.name}, {}, sideName(side)));
            kind = personality.id == chosen ? "personality" : kind;
        }
    }
    spec.inputs.push_back(std::move(unit));
    InputSpec field = inputSpec("field", InputKind::Choice, {"Valeur", "Value"}, "UD-M5", true);
    const std::array<std::pair<const char *, Label>, 6> fields{
        std::pair{"morale", Label{"Moral", "Morale"}},    std::pair{"fatigue", Label{"Fatigue", "Fatigue"}},
        std::pair{"blesse", Label{"Blessée", "Wounded"}}, std::pair{"wounds", Label{"Blessures", "Wounds"}},
        std::pair{"status", Label{"Statut", "Status"}},   std::pair{"hex", Label{"Case", "Hex"}}};
    for (const auto &[id, label] : fields) {
        const std::string name = id;
        const bool troopOnly = name == "morale" || name == "fatigue" || name == "blesse";
        if ((troopOnly && kind == "personality") || (name == "wounds" && kind == "troop") ||
            (name == "hex" && !session.hasMap()))
            continue;
        field.options.push_back(option(name, label, std::string(overriddenRule(name))));
    }
    spec.inputs.push_back(std::move(field));
    spec.inputs.push_back(valueSpec(session, stringIn(input, "field"), kind));
    spec.inputs.push_back(inputSpec("reason", InputKind::Text, {"Raison du MJ", "The GM's reason"}, "UD-M5", true));
    return spec;
}

} // namespace arbitre::umbra::detail
