// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The inputs of the napoleonic-figures procedures, as the GM gives them (figures_session_specs.h).
#include "figures_session_specs.h"

#include "common/session_contract.h"
#include "figures_log_words.h"
#include "figures_override.h"

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <string>

namespace arbitre::napoleonic::figures_spec {

namespace {

using nlohmann::json;
using namespace contract;

/** The modifier groups whose terms the session reads off the units or the dice (NF-M4): never ticked. */
constexpr std::array<std::string_view, 15> DerivedGroups{
    "shooter_factor",
    "shooter_pop",
    "shooter_cohesion", // NF-6, NF-3: the shooter's factor, POP, cohesion
    "melee_factor",
    "own_pop",
    "own_cohesion", // NF-10: the unit's factor, POP, cohesion
    "pace",
    "type",
    "general", // NF-10 paces and types, NF-11 the general's die
    "m9_superior_enemy",
    "m10_pa_excess",
    "m15_cav_vs_inf", // M9, M10, M15 from the units and the orders
    "m18_base_morale",
    "m20_leader",
    "reaction_stop"}; // M18, M20 from unit data, NF-47 from its pace

/** The control test's terms the session reads off the tester (NF-46, NF-M4, NF-A70): never ticked. */
constexpr std::array<std::string_view, 2> DerivedControlTerms{
    "tester_formed",        // its cohesion
    "general_unspecified"}; // its leader, when the GM states no character

Label testLabel(std::string_view id)
{
    if (id == "mac")
        return both("MAC", "MAC");
    if (id == "counter_mac")
        return both("contre-MAC", "counter-MAC");
    if (id == "standing")
        return both("de pied ferme, recevant une MAC", "standing, receiving a MAC");
    return both("autres raisons", "other reasons");
}

/** What the specs of one state read: the scenario, the units now, the GM's inputs so far, the log's words. */
class Specs
{
public:
    Specs(const FiguresScenario &scenario, const FiguresState &state, const json &input)
        : m_scenario(scenario), m_state(state), m_input(input), m_fr(scenario, LogLanguage::French),
          m_en(scenario, LogLanguage::English)
    {}

    const FiguresRuleset &rules() const { return m_scenario.ruleset(); }
    const FiguresState &state() const { return m_state; }
    const json &given() const { return m_input; }
    /** A label in both languages from the battle log's words. */
    Label words(const std::function<std::string(const detail::FiguresLogWords &)> &say) const
    {
        return Label{say(m_fr), say(m_en)};
    }
    /** The acting unit, when the input names one of the scenario's. */
    std::optional<std::size_t> acting() const { return m_scenario.unitIndex(textIn(m_input, "unit")); }

    ProcedureSpec procedure(FiguresProcedure procedure, std::string rule) const
    {
        const std::string kind = "napoleonic." + std::string(figuresProcedureId(procedure));
        return ProcedureSpec{std::string(figuresProcedureId(procedure)),
                             words([&](const auto &w) { return w.procedure(kind); }),
                             std::move(rule),
                             {},
                             {},
                             {}};
    }

    InputSpec unit(std::string rule) const
    {
        InputSpec spec = input("unit", InputKind::Unit, both("Unité", "Unit"), std::move(rule), true);
        spec.options = units([](std::size_t) { return true; });
        return spec;
    }

    /** A unit of another side than the acting one: the rules' target, opponent or enemy. */
    InputSpec enemy(Label label, std::string rule, bool required) const
    {
        InputSpec spec = input("target", InputKind::Unit, std::move(label), std::move(rule), required);
        spec.options = units([this](std::size_t i) { return isEnemy(i); });
        return spec;
    }

    /** The list's modifiers the GM ticks, each scaled one with its amount (`<modifier>_amount`). */
    void modifiers(ProcedureSpec &spec, ModifierList list, std::string rule) const
    {
        InputSpec ticks = input("modifiers", InputKind::Choices, both("Modificateurs", "Modifiers"), std::move(rule));
        std::vector<InputSpec> amounts;
        for (const Modifier &m : rules().modifiers[static_cast<std::size_t>(list)]) {
            const std::string &group = rules().groups.at(static_cast<std::size_t>(m.group)).id;
            if (derived(list, m, group))
                continue;
            ticks.options.push_back(option(m.id, m.label, m.ruleId, group));
            if (m.scaled)
                amounts.push_back(integerInput(
                    m.id + "_amount", Label{"Nombre — " + m.label.fr, "Amount — " + m.label.en}, m.ruleId, 1, 99, 1));
        }
        spec.inputs.push_back(std::move(ticks));
        spec.inputs.insert(spec.inputs.end(), amounts.begin(), amounts.end());
    }

    /** M11 (NF-32): the units in sight, friends apart from enemies, each counted at a box. */
    void sight(ProcedureSpec &spec) const
    {
        InputSpec friends = input(
            "friends_in_sight", InputKind::Units,
            both("Amis en vue à distance tactique (M11)", "Friends in sight at tactical distance (M11)"), "NF-32");
        InputSpec enemies = input("enemies_in_sight", InputKind::Units,
                                  both("Ennemis en vue à distance tactique, l'adversaire compris (M11)",
                                       "Enemies in sight at tactical distance, the opponent included (M11)"),
                                  "NF-32");
        // No tester chosen yet: any other unit may be a friend or an enemy.
        friends.options = units([this](std::size_t i) { return !isActing(i) && (!acting() || !isEnemy(i)); });
        enemies.options = units([this](std::size_t i) { return isEnemy(i); });
        spec.inputs.push_back(std::move(friends));
        spec.inputs.push_back(std::move(enemies));
        // NF-32, NF-39: each counts at its current box unless the GM says another (the opponent at AVANCE).
        for (std::size_t i = 0; i < m_scenario.units.size(); ++i) {
            if (isActing(i))
                continue;
            const std::string &name = nameOf(i);
            InputSpec box = input(m_scenario.units[i].unit.id + "_box", InputKind::Choice,
                                  Label{name + " : comptée en case (M11)", name + ": counted at box (M11)"}, "NF-32");
            box.options = namedOptions(rules().boxes);
            box.defaultValue = rules().boxes.at(static_cast<std::size_t>(m_state[i].box)).id;
            spec.inputs.push_back(std::move(box));
        }
    }

private:
    const FiguresScenario &m_scenario;
    const FiguresState &m_state;
    const json &m_input;
    detail::FiguresLogWords m_fr, m_en;

    bool isActing(std::size_t i) const { return acting() == i; }
    bool isEnemy(std::size_t i) const
    {
        const auto tester = acting();
        return !tester || m_scenario.units[i].side != m_scenario.units[*tester].side;
    }
    const std::string &nameOf(std::size_t i) const
    {
        const FiguresScenarioUnit &setup = m_scenario.units[i];
        return setup.name.empty() ? setup.unit.id : setup.name;
    }
    std::vector<InputOption> units(const std::function<bool(std::size_t)> &offered) const
    {
        std::vector<InputOption> out;
        for (std::size_t i = 0; i < m_scenario.units.size(); ++i) {
            if (offered(i))
                out.push_back(option(m_scenario.units[i].unit.id, Label{nameOf(i), nameOf(i)}, {},
                                     m_scenario.sides.at(m_scenario.units[i].side).id));
        }
        return out;
    }
    bool derived(ModifierList list, const Modifier &m, const std::string &group) const
    {
        if (std::find(DerivedGroups.begin(), DerivedGroups.end(), group) != DerivedGroups.end())
            return true;
        if (list == ModifierList::Control &&
            std::find(DerivedControlTerms.begin(), DerivedControlTerms.end(), m.id) != DerivedControlTerms.end())
            return true;
        // M12: formed, SAF or DES is the unit's cohesion; the GM adds only square or closed column.
        return list == ModifierList::Morale && std::any_of(rules().cohesion.begin(), rules().cohesion.end(),
                                                           [&](const Named &level) { return level.id == m.id; });
    }
};

InputSpec figuresEngaged(const Specs &s)
{
    const auto unit = s.acting();
    return integerInput("figures",
                        both("Figurines qui tirent ou combattent, si pas toutes (NF-A42)",
                             "Figures firing or fighting, when not all (NF-A42)"),
                        "NF-A42", 1, 100, unit ? json(s.state()[*unit].losses.figures) : json());
}

/** M15 (NF-34, NF-A54): the charged infantry's formation and flanks; its cohesion is read from the unit. */
InputSpec infantryParameters(const Specs &s)
{
    InputSpec spec = input("target_modifiers", InputKind::Choices,
                           both("L'infanterie chargée par la cavalerie : ses paramètres (M15)",
                                "The infantry charged by cavalry: its parameters (M15)"),
                           "NF-A54");
    for (const Modifier &m : s.rules().modifiers[static_cast<std::size_t>(ModifierList::Morale)]) {
        const std::string &group = s.rules().groups.at(static_cast<std::size_t>(m.group)).id;
        const bool parameter = std::find(InfantryParameterGroups.begin(), InfantryParameterGroups.end(), group) !=
                               InfantryParameterGroups.end();
        const bool cohesion = std::any_of(s.rules().cohesion.begin(), s.rules().cohesion.end(),
                                          [&](const Named &level) { return level.id == m.id; });
        if (parameter && !cohesion)
            spec.options.push_back(option(m.id, m.label, m.ruleId, group));
    }
    return spec;
}

InputSpec threatenedByCavalry()
{
    return flagInput("threatened_by_cavalry",
                     both("Menacée par de la cavalerie (M13 doublé)", "Threatened by cavalry (M13 doubled)"), "NF-34");
}

ProcedureSpec fire(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Fire, "NF-4");
    spec.inputs.push_back(s.unit("NF-4"));
    spec.inputs.push_back(s.enemy(both("Objectif", "Target"), "NF-4", true));
    s.modifiers(spec, ModifierList::Fire, "NF-5");
    spec.inputs.push_back(figuresEngaged(s));
    return spec;
}

ProcedureSpec melee(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Melee, "NF-9");
    spec.inputs.push_back(s.unit("NF-9"));
    spec.inputs.push_back(s.enemy(both("Ennemi", "Enemy"), "NF-9", true));
    s.modifiers(spec, ModifierList::Melee, "NF-10");
    spec.inputs.push_back(figuresEngaged(s));
    spec.inputs.push_back(
        flagInput("general", both("Le chef attaché combat (NF-11)", "The attached leader fights (NF-11)"), "NF-11"));
    return spec;
}

ProcedureSpec morale(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Morale, "NF-29");
    spec.inputs.push_back(s.unit("NF-29"));
    spec.inputs.push_back(s.enemy(both("Adversaire (M9, M13, M15)", "Opponent (M9, M13, M15)"), "NF-33", false));
    InputSpec test = input("test", InputKind::Choice, both("Test", "Test"), "NF-29");
    for (const std::string_view id : MoraleTests)
        test.options.push_back(option(std::string(id), testLabel(id)));
    test.defaultValue = "other";
    spec.inputs.push_back(std::move(test));
    s.modifiers(spec, ModifierList::Morale, "NF-30");
    s.sight(spec);
    spec.inputs.push_back(infantryParameters(s));
    spec.inputs.push_back(integerInput(
        "pa_to_spend", both("PA à dépenser ce tour (M10)", "PA to spend this turn (M10)"), "NF-31", 0, 20, 0));
    spec.inputs.push_back(integerInput("steps_from_objective",
                                       both("Pas de l'action infligés par l'objectif de la MAC (NF-A56)",
                                            "Steps of this action inflicted by the MAC's objective (NF-A56)"),
                                       "NF-A56", 0, 40, 0));
    spec.inputs.push_back(threatenedByCavalry());
    return spec;
}

ProcedureSpec control(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Control, "NF-45");
    spec.inputs.push_back(s.unit("NF-45"));
    spec.inputs.push_back(
        s.enemy(both("Ennemi (sa case et sa cohésion, NF-45)", "Enemy (its box and cohesion, NF-45)"), "NF-45", false));
    InputSpec situation = input("situation", InputKind::Choices, both("Ennemi (NF-46)", "Enemy (NF-46)"), "NF-45");
    situation.options = {
        option("flank", both("l'ennemi montre son flanc (compte RET)", "the enemy shows its flank (counts RET)"),
               "NF-45"),
        option("rear", both("l'ennemi montre son dos (compte DER)", "the enemy shows its rear (counts DER)"), "NF-45")};
    spec.inputs.push_back(std::move(situation));
    s.modifiers(spec, ModifierList::Control, "NF-46");
    return spec;
}

ProcedureSpec reaction(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Reaction, "NF-47");
    spec.inputs.push_back(s.unit("NF-47"));
    spec.inputs.push_back(s.enemy(both("Adversaire (M9, M13)", "Opponent (M9, M13)"), "NF-33", false));
    s.modifiers(spec, ModifierList::Morale, "NF-30");
    s.sight(spec);
    spec.inputs.push_back(
        integerInput("pa_to_spend", both("PA de la réaction (NF-47)", "The reaction's PA (NF-47)"), "NF-47", 0, 20, 0));
    spec.inputs.push_back(threatenedByCavalry());
    spec.inputs.push_back(flagInput("fires", both("Tire", "Fires"), "NF-47"));
    spec.inputs.push_back(flagInput("stops", both("S'arrête de son allure", "Stops from its pace"), "NF-47"));
    return spec;
}

ProcedureSpec formation(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Formation, "NF-25");
    spec.inputs.push_back(s.unit("NF-25"));
    InputSpec to = input("to", InputKind::Choice, both("Nouvelle formation", "New formation"), "NF-25", true);
    to.options = namedOptions(s.rules().formations, "NF-25");
    // The manoeuvres that are not formations (pivot, about face, reform), as the NF-25 rows name them.
    for (const FormationChangeRow &row : s.rules().formationChanges) {
        const bool listed =
            std::any_of(to.options.begin(), to.options.end(), [&](const InputOption &o) { return o.id == row.to; });
        if (!listed)
            to.options.push_back(option(row.to, s.words([&](const auto &w) { return w.shape(row.to); }), "NF-25"));
    }
    spec.inputs.push_back(std::move(to));
    return spec;
}

ProcedureSpec move(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Move, "NF-22");
    spec.inputs.push_back(s.unit("NF-22"));
    InputSpec pace = input("pace", InputKind::Choice, both("Allure", "Pace"), "NF-22");
    pace.options = namedOptions(s.rules().paces, "NF-22");
    if (const auto unit = s.acting())
        pace.defaultValue = s.rules().paces.at(static_cast<std::size_t>(s.state()[*unit].pace)).id;
    spec.inputs.push_back(std::move(pace));
    InputSpec terrains = input("terrains", InputKind::Choices,
                               both("Terrains traversés ou franchis", "Terrain entered or crossed"), "NF-27");
    terrains.options = namedOptions(s.rules().terrains, "NF-27");
    spec.inputs.push_back(std::move(terrains));
    spec.inputs.push_back(flagInput("backward_step", both("Pas arrière", "Backward step"), "NF-24"));
    return spec;
}

/** The value an override takes: an id of the field's list, a whole number within its bounds, or text. */
InputSpec overrideValue(const Specs &s)
{
    const std::string field = textIn(s.given(), "field");
    InputSpec spec = input("value", InputKind::Text, both("Nouvelle valeur", "New value"), "NF-M6", true);
    if (const std::vector<const Named *> ids = detail::overrideIds(s.rules(), field); !ids.empty()) {
        spec.kind = InputKind::Choice;
        for (const Named *entry : ids)
            spec.options.push_back(option(entry->id, entry->label));
        return spec;
    }
    FiguresUnit widest; // no unit chosen yet: the largest unit's bounds
    for (const FiguresUnit &unit : s.state())
        widest.figuresAtStart = std::max(widest.figuresAtStart, unit.figuresAtStart);
    const auto unit = s.acting();
    if (const auto bounds = detail::overrideBounds(s.rules(), unit ? s.state()[*unit] : widest, field)) {
        spec.kind = InputKind::Integer;
        spec.minimum = bounds->first;
        spec.maximum = bounds->second;
    }
    return spec;
}

ProcedureSpec overrideSpec(const Specs &s)
{
    ProcedureSpec spec = s.procedure(FiguresProcedure::Override, "NF-M6");
    spec.inputs.push_back(s.unit("NF-M6"));
    InputSpec field = input("field", InputKind::Choice, both("Valeur", "Value"), "NF-M6", true);
    for (const std::string_view key : detail::FiguresOverrideFields)
        field.options.push_back(
            option(std::string(key), s.words([&](const auto &w) { return w.key(std::string(key)); })));
    spec.inputs.push_back(std::move(field));
    spec.inputs.push_back(overrideValue(s));
    spec.inputs.push_back(input("reason", InputKind::Text,
                                both("Raison (gardée au journal)", "Reason (kept in the log)"), "NF-M6", true));
    return spec;
}

std::vector<ModifierChoice> ticks(const json &input, const std::string &key)
{
    std::vector<ModifierChoice> out;
    for (const std::string &id : textsIn(input, key))
        out.push_back({id, numberIn(input, id + "_amount", 1)});
    return out;
}

/** M11: the boxes the units in sight count at, in the GM's order (NF-32). */
std::vector<std::string> boxesInSight(const FiguresScenario &scenario, const FiguresState &state, const json &input,
                                      const std::string &key, const std::string &procedure)
{
    const std::vector<std::string> units = textsIn(input, key);
    refuseRepeats(procedure, key, units); // NF-32: one equivalent unit each
    std::vector<std::string> boxes;
    for (const std::string &id : units) {
        const auto index = scenario.unitIndex(id);
        if (!index)
            throw SessionError(procedure + ": " + key + ": no unit '" + id + "'");
        const std::string chosen = textIn(input, id + "_box");
        boxes.push_back(chosen.empty() ? scenario.ruleset().boxes.at(static_cast<std::size_t>(state[*index].box)).id
                                       : chosen);
    }
    return boxes;
}

} // namespace

ProcedureSpec procedureSpec(const FiguresScenario &scenario, const FiguresState &state, FiguresProcedure procedure,
                            const json &input)
{
    const Specs s(scenario, state, input);
    ProcedureSpec spec;
    switch (procedure) {
    case FiguresProcedure::Fire:
        spec = fire(s);
        break;
    case FiguresProcedure::Melee:
        spec = melee(s);
        break;
    case FiguresProcedure::Morale:
        spec = morale(s);
        break;
    case FiguresProcedure::Control:
        spec = control(s);
        break;
    case FiguresProcedure::Reaction:
        spec = reaction(s);
        break;
    case FiguresProcedure::Formation:
        spec = formation(s);
        break;
    case FiguresProcedure::Move:
        spec = move(s);
        break;
    case FiguresProcedure::Action:
        spec = s.procedure(FiguresProcedure::Action, "NF-A25");
        spec.inputs.push_back(s.unit("NF-A25"));
        break;
    case FiguresProcedure::Override:
        spec = overrideSpec(s);
        break;
    }
    refuseWhenEmpty(spec);
    return spec;
}

FiguresOrders ordersFromInput(const FiguresScenario &scenario, const FiguresState &state, FiguresProcedure procedure,
                              const json &input)
{
    const std::string id(figuresProcedureId(procedure));
    FiguresOrders orders;
    orders.unit = textIn(input, "unit");
    orders.target = textIn(input, "target");
    orders.modifiers = ticks(input, "modifiers");
    for (const std::string &tick : textsIn(input, "target_modifiers"))
        orders.targetModifiers.push_back({tick, 1});
    orders.test = textIn(input, "test");
    orders.friends = boxesInSight(scenario, state, input, "friends_in_sight", id);
    orders.enemies = boxesInSight(scenario, state, input, "enemies_in_sight", id);
    orders.situation = textsIn(input, "situation");
    if (input.contains("figures"))
        orders.figures = numberIn(input, "figures");
    orders.stepsFromObjective = numberIn(input, "steps_from_objective");
    orders.paToSpend = numberIn(input, "pa_to_spend");
    orders.threatenedByCavalry = flagIn(input, "threatened_by_cavalry");
    orders.general = flagIn(input, "general");
    orders.fires = flagIn(input, "fires");
    orders.stops = flagIn(input, "stops");
    orders.to = textIn(input, "to");
    orders.pace = textIn(input, "pace");
    orders.terrains = textsIn(input, "terrains");
    orders.backwardStep = flagIn(input, "backward_step");
    orders.field = textIn(input, "field");
    if (input.contains("value"))
        orders.value = input["value"];
    orders.reason = textIn(input, "reason");
    return orders;
}

std::string derivedTickRefusal(const FiguresRuleset &rules, FiguresProcedure procedure, std::string_view modifier)
{
    if (procedure != FiguresProcedure::Control)
        return {};
    if (modifier == DerivedControlTerms[0])
        return std::string(modifier) +
               " is not ticked: the tester's +1 when formed is read from its cohesion (NF-46, NF-M4)";
    if (modifier == DerivedControlTerms[1])
        return std::string(modifier) + " is not ticked: the general counted in M20, within " +
               std::to_string(rules.parameters.controlGeneralRangeUd) +
               " UD, gives +1 when the GM states no character (NF-46, NF-A70)";
    return {};
}

} // namespace arbitre::napoleonic::figures_spec
