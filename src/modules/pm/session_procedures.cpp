// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The PM battle's procedures as the session contract declares them: a phase (PM-M1), the decisions after it
// (PM-19) and the GM's overrides (PM-M4), each input with the rule that asks for it.

#include "session_procedures.h"

#include "arbitre/pm/terms.h"

#include <algorithm>
#include <string>
#include <utility>

namespace arbitre::pm::detail {

using nlohmann::json;

namespace {

constexpr int Bound = 1000000; // what the log reader accepts of any number (session_json.cpp)

InputSpec inputSpec(std::string key, InputKind kind, Label label, std::string rule, bool required = false)
{
    InputSpec spec;
    spec.key = std::move(key);
    spec.kind = kind;
    spec.label = std::move(label);
    spec.rule = std::move(rule);
    spec.required = required;
    return spec;
}

InputSpec integer(std::string key, Label label, std::string rule, int minimum, int maximum)
{
    InputSpec spec = inputSpec(std::move(key), InputKind::Integer, std::move(label), std::move(rule));
    spec.minimum = minimum;
    spec.maximum = maximum;
    return spec;
}

/** "label: side name" in both languages. */
Label about(const char *fr, const char *en, const std::string &name)
{
    return Label{std::string(fr) + " : " + name, std::string(en) + ": " + name};
}

void addPlayerDice(const PmSession &session, ProcedureSpec &spec)
{
    const PmRuleset &rules = session.ruleset();
    // A player's `de` in the file is for the next phase after the file's log (docs/pm-battle-format.md).
    const auto filePhases = std::count_if(session.battle().log.events().begin(), session.battle().log.events().end(),
                                          [](const Event &event) { return event.kind == PhaseEventKind; });
    const bool nextAfterFile = session.state().phase == filePhases;
    for (const SideSetup &side : session.battle().sides) {
        for (const Player &player : side.players) {
            if (player.npc && !rules.playerDice.includeNpcs)
                continue; // PM-A12: a non-player officer does not roll
            // 0: Arbitre rolls it.
            InputSpec die = integer(
                "die_" + player.id,
                {"Dé de " + player.name + " (" + side.name + ")", "Die of " + player.name + " (" + side.name + ")"},
                "PM-6", 0, rules.playerDice.sides);
            die.defaultValue = player.de && nextAfterFile ? *player.de : 0;
            spec.inputs.push_back(std::move(die));
        }
    }
}

void addSideOrders(const PmSession &session, ProcedureSpec &spec)
{
    for (std::size_t i = 0; i < 2; ++i) {
        const SideSetup &side = session.battle().sides[i];
        InputSpec engaged = integer("engaged_" + side.id, about("PM engagés", "PM engaged", side.name), "PM-A2", 0,
                                    session.state().sides[i].pm);
        engaged.defaultValue = session.state().sides[i].pm;
        spec.inputs.push_back(std::move(engaged));
        InputSpec modifier = integer("modifier_" + side.id, about("Modificateur du score", "Score modifier", side.name),
                                     "PM-A18", -Bound, Bound);
        modifier.defaultValue = 0;
        spec.inputs.push_back(std::move(modifier));
        spec.inputs.push_back(inputSpec("modifier_reason_" + side.id, InputKind::Text,
                                        about("Raison du modificateur", "Reason of the modifier", side.name),
                                        "PM-A18"));
        if (session.ruleset().lossPick == LossPick::Gm)
            spec.inputs.push_back(integer("pick_" + side.id, about("Perte choisie par le MJ", "GM's pick", side.name),
                                          "PM-A5", 0, Bound));
    }
}

/** PM-M4: the GM's word over the phase's scores, band and losses, with the reason. */
void addPhaseOverride(const PmSession &session, ProcedureSpec &spec)
{
    for (const SideSetup &side : session.battle().sides)
        spec.inputs.push_back(integer("score_" + side.id, about("Score imposé par le MJ", "GM's score", side.name),
                                      "PM-M4", -Bound, Bound));
    InputSpec band = inputSpec("band", InputKind::Choice, {"Issue imposée par le MJ", "GM's outcome"}, "PM-M4");
    for (const Outcome &outcome : session.ruleset().outcomes)
        band.options.push_back(InputOption{outcome.id, outcome.label, outcome.rule, {}});
    spec.inputs.push_back(std::move(band));
    for (const SideSetup &side : session.battle().sides) {
        spec.inputs.push_back(integer("nominal_loss_" + side.id,
                                      about("Perte nominale imposée", "GM's nominal loss", side.name), "PM-M4", 0,
                                      Bound));
        spec.inputs.push_back(
            integer("loss_" + side.id, about("Perte imposée", "GM's loss", side.name), "PM-M4", 0, Bound));
    }
    spec.inputs.push_back(inputSpec("reason", InputKind::Text, {"Raison du MJ", "The GM's reason"}, "PM-M4"));
}

/** The dice read before any value is known: the PM dice, then the players' dice not given (PM-3, PM-6). */
std::vector<DieSpec> phaseDice(const PmSession &session, const ProcedureSpec &spec, const json &input)
{
    PmSession copy = session;
    ProbeDice probe;
    PhaseOrders orders;
    try {
        checkInput(spec, input);
        orders = phaseOrders(session, spec, input);
        copy.playPhase(probe, orders);
    } catch (const SessionError &) { // refused: the dice are not known
        return {};
    }
    const PmRuleset &rules = session.ruleset();
    std::size_t known = 0;
    for (std::size_t i = 0; i < 2; ++i) {
        const SideOrders &side = orders.sides[i];
        known += static_cast<std::size_t>(
            rules.diceFor(side.engagedPm && rules.engagedAffectsDice ? *side.engagedPm : session.state().sides[i].pm));
        const std::vector<Player> &players = session.battle().sides[i].players;
        for (std::size_t p = 0; p < players.size(); ++p)
            known += (!players[p].npc || rules.playerDice.includeNpcs) && !side.playerDice[p] ? 1 : 0;
    }
    // A loss drawn in a range (PM-A5) reads one more die, which the band decides: it is not listed.
    std::vector<DieSpec> dice;
    for (const DieRoll &roll : copy.log().events().back().dice)
        if (roll.source != DieSource::Entered && dice.size() < known)
            dice.push_back({roll.sides, roll.purpose});
    return dice;
}

InputSpec overrideValue(const PmSession &session, const std::string &field, const std::string &sideId)
{
    InputSpec value = integer("value", {"Nouvelle valeur", "New value"}, "PM-M4", 0, Bound);
    value.required = true;
    if (field == "moral_de_base") {
        value.minimum = -Bound;
    } else if (field == "out_of_combat") {
        value.kind = InputKind::Flag;
        value.required = false;
        value.defaultValue = false;
    } else if (field == "unit") {
        // PM-A11: a unit still with its side takes its morale bonus away.
        value.kind = InputKind::Choice;
        for (std::size_t i = 0; i < 2; ++i) {
            const SideSetup &side = session.battle().sides[i];
            for (std::size_t u = 0; u < side.units.size(); ++u)
                if (session.state().sides[i].unitPresent[u] && (sideId.empty() || sideId == side.id))
                    value.options.push_back(
                        InputOption{side.units[u].id, {side.units[u].name, side.units[u].name}, "PM-A11", side.name});
        }
    } else if (field != "pm" && field != "win_run") {
        value.kind = InputKind::Text; // no field chosen yet
    }
    return value;
}

std::string textOf(const json &input, const std::string &key)
{
    const auto found = input.find(key);
    return found != input.end() && found->is_string() ? found->get<std::string>() : std::string();
}

} // namespace

ProcedureSpec phaseSpec(const PmSession &session, const json &input, bool withDice)
{
    ProcedureSpec spec;
    spec.id = "phase";
    spec.label = {"Phase de bataille", "Battle phase"};
    spec.rule = "PM-M1";
    spec.refusal = session.phaseRefusal();
    if (!spec.refusal.empty())
        return spec;
    addPlayerDice(session, spec);
    addSideOrders(session, spec);
    addPhaseOverride(session, spec);
    if (withDice)
        spec.dice = phaseDice(session, spec, input);
    return spec;
}

ProcedureSpec decisionSpec(const PmSession &session, const json & /*input*/)
{
    ProcedureSpec spec;
    spec.id = "decision";
    spec.label = {"Décisions après la phase", "Decisions after the phase"};
    spec.rule = "PM-19";
    spec.refusal = session.decisionRefusal();
    if (!spec.refusal.empty())
        return spec;
    const PmRuleset &rules = session.ruleset();
    const BattleState &state = session.state();
    for (std::size_t i = 0; i < 2; ++i) {
        const SideSetup &side = session.battle().sides[i];
        InputSpec decision = inputSpec("decision_" + side.id, InputKind::Choice,
                                       about("Décision", "Decision", side.name), "PM-19", true);
        for (const DecisionDefinition &definition : rules.decisions) {
            // PM-17: an army out of combat withdraws; PM-9, PM-A7: after a tie, the ruleset's choices only.
            if (state.sides[i].outOfCombat && definition.kind != DecisionKind::SeRetirer)
                continue;
            if (state.lastWasTie && !rules.tieAllows(definition.kind))
                continue;
            decision.options.push_back(InputOption{std::string(DecisionIds[static_cast<std::size_t>(definition.kind)]),
                                                   definition.label,
                                                   definition.rule,
                                                   {}});
        }
        spec.inputs.push_back(std::move(decision));
        InputSpec change = inputSpec(
            "changer_de_strategie_" + side.id, InputKind::Flag,
            {rules.strategy.label.fr + " : " + side.name, rules.strategy.label.en + ": " + side.name}, "PM-A18");
        change.defaultValue = false;
        spec.inputs.push_back(std::move(change));
        spec.inputs.push_back(inputSpec("note_" + side.id, InputKind::Text, about("Note", "Note", side.name), "PM-19"));
    }
    InputSpec agreement =
        inputSpec("agreement", InputKind::Flag,
                  {"Accord conclu : la bataille finit", "Agreement reached: the battle ends"}, "PM-19");
    agreement.defaultValue = false;
    spec.inputs.push_back(std::move(agreement));
    return spec;
}

ProcedureSpec overrideSpec(const PmSession &session, const json &input)
{
    ProcedureSpec spec;
    spec.id = "override";
    spec.label = {"Décision du MJ sur une valeur", "GM override of a value"};
    spec.rule = "PM-M4";
    InputSpec side = inputSpec("side", InputKind::Choice, {"Camp", "Side"}, "PM-M4", true);
    for (const SideSetup &setup : session.battle().sides)
        side.options.push_back(InputOption{setup.id, {setup.name, setup.name}, {}, {}});
    spec.inputs.push_back(std::move(side));
    InputSpec field = inputSpec("field", InputKind::Choice, {"Valeur", "Value"}, "PM-M4", true);
    field.options = {InputOption{"pm", {"PM", "PM"}, "PM-A15", {}},
                     InputOption{"moral_de_base", {"Moral de base", "Base morale"}, "PM-15", {}},
                     InputOption{"win_run", {"Victoires d'affilée", "Win run"}, "PM-16", {}},
                     InputOption{"out_of_combat", {"Hors de combat", "Out of combat"}, "PM-17", {}},
                     InputOption{"unit", {"Unité qui quitte le camp", "Unit leaving the side"}, "PM-A11", {}}};
    spec.inputs.push_back(std::move(field));
    spec.inputs.push_back(overrideValue(session, textOf(input, "field"), textOf(input, "side")));
    spec.inputs.push_back(inputSpec("reason", InputKind::Text, {"Raison du MJ", "The GM's reason"}, "PM-M4", true));
    return spec;
}

PhaseOrders phaseOrders(const PmSession &session, const ProcedureSpec &spec, const json &input)
{
    PhaseOrders orders;
    const auto number = [&](const std::string &key) -> std::optional<int> {
        const auto found = input.find(key);
        return found != input.end() ? std::optional<int>(found->get<int>()) : std::nullopt;
    };
    for (std::size_t i = 0; i < 2; ++i) {
        const SideSetup &side = session.battle().sides[i];
        SideOrders &own = orders.sides[i];
        for (const Player &player : side.players) {
            const InputSpec *declared = findInput(spec, "die_" + player.id);
            const json die = input.contains("die_" + player.id) ? input["die_" + player.id]
                             : declared                         ? declared->defaultValue
                                                                : json();
            own.playerDice.push_back(die.is_number_integer() && die.get<int>() > 0 ? std::optional(die.get<int>())
                                                                                   : std::nullopt);
        }
        own.engagedPm = number("engaged_" + side.id);
        own.modifier = number("modifier_" + side.id).value_or(0);
        own.modifierReason = textOf(input, "modifier_reason_" + side.id);
        orders.rangePick[i] = number("pick_" + side.id);
        orders.gmOverride.score[i] = number("score_" + side.id);
        orders.gmOverride.nominalLoss[i] = number("nominal_loss_" + side.id);
        orders.gmOverride.loss[i] = number("loss_" + side.id);
    }
    if (input.contains("band"))
        orders.gmOverride.outcome = textOf(input, "band");
    orders.gmOverride.reason = textOf(input, "reason");
    return orders;
}

PhaseDecisions phaseDecisions(const PmSession &session, const json &input)
{
    PhaseDecisions decisions;
    for (std::size_t i = 0; i < 2; ++i) {
        const std::string &id = session.battle().sides[i].id;
        SideDecision &side = decisions.sides[i];
        if (const auto kind = parseDecision(textOf(input, "decision_" + id)))
            side.decision = *kind;
        side.changeStrategy = input.value("changer_de_strategie_" + id, false);
        side.note = textOf(input, "note_" + id);
    }
    decisions.agreement = input.value("agreement", false);
    return decisions;
}

StateOverride stateOverride(const json &input)
{
    StateOverride change{textOf(input, "side"), textOf(input, "field"), input.value("value", json()),
                         textOf(input, "reason")};
    if (change.field == "out_of_combat")
        change.value = input.value("value", false); // a flag: absent is false
    return change;
}

} // namespace arbitre::pm::detail
