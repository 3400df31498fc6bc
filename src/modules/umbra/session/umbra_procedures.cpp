// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The specs of the combat turn and the end of the day (UD-83–UD-102), from the ruleset and the state. What the
// resolution accepts is asked of the resolution itself, through TurnDraft: no rule is repeated here.

#include "session/umbra_procedures.h"
#include "arbitre/umbra/turn_draft.h"

#include <limits>
#include <string>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

constexpr int Unbounded = std::numeric_limits<int>::max();

const Side &sideOf(const BattleState &state, const Confrontation &confrontation, int slot)
{
    return state.sides[static_cast<std::size_t>(confrontation.sides[static_cast<std::size_t>(slot)])];
}

const Confrontation &confrontationAt(const UmbraSession &session, int index)
{
    return session.state().confrontations[static_cast<std::size_t>(index)];
}

/** "Confrontation 2 · Maison de Brisemont": where a long list shows a side's option. */
std::string groupOf(int index, const Side &side)
{
    return "Confrontation " + confrontationId(index) + " · " + sideName(side);
}

/** Who may take a loss (UD-88, UD-M4): the members still on the field, by confrontation and side. */
std::vector<InputOption> memberOptions(const BattleState &state, const std::vector<int> &fought)
{
    std::vector<InputOption> options;
    for (const int index : fought) {
        const Confrontation &c = state.confrontations[static_cast<std::size_t>(index)];
        for (int slot = 0; slot < 2; ++slot) {
            const Side &side = sideOf(state, c, slot);
            for (const int t : c.troops[static_cast<std::size_t>(slot)]) {
                const Troop &troop = side.troops[static_cast<std::size_t>(t)];
                if (troop.present())
                    options.push_back(option(troop.id, {troop.name, troop.name}, "UD-88", groupOf(index, side)));
            }
            for (const int p : c.personalities[static_cast<std::size_t>(slot)]) {
                const Personality &who = side.personalities[static_cast<std::size_t>(p)];
                if (who.present())
                    options.push_back(option(who.id, {who.name, who.name}, "UD-88", groupOf(index, side)));
            }
        }
    }
    return options;
}

/** The decisions taken before the draw (UD-A55, UD-M5), which the resolution needs to run at all. */
void setPreRollOrders(const UmbraSession &session, const json &input, TurnDraft &draft)
{
    json preRoll = json::object();
    for (const auto &[key, value] : input.items())
        if (key == "superior" || key.rfind("override_", 0) == 0)
            preRoll[key] = value;
    try {
        for (const ConfrontationOrders &given : turnOrders(session, preRoll))
            draft.setOrders(given);
    } catch (const std::exception &) { // a malformed choice is checkInput()'s to refuse
    }
}

void addPostRoll(const UmbraSession &session, const TurnDraft &draft, const std::vector<int> &fought,
                 ProcedureSpec &spec)
{
    const UmbraRuleset &rules = session.ruleset();
    InputSpec sens =
        inputSpec("sens_tactique", InputKind::Choices, rules.skill(SkillKind::SensTactique).label, "UD-62");
    InputSpec redraw = inputSpec("redraw", InputKind::Choices, rules.skill(SkillKind::TactiquesVariees).label, "UD-63");
    for (const int index : fought) {
        const Confrontation &c = confrontationAt(session, index);
        for (const ConfrontationOrders::PostRoll &use : draft.postRollOptions(index)) {
            const Side &side = sideOf(session.state(), c, sideOf(session.state(), c, 0).id == use.side ? 0 : 1);
            const std::string draw = std::to_string(use.draw + 1);
            const bool sensTactique = use.skill == SkillKind::SensTactique;
            (sensTactique ? sens : redraw)
                .options.push_back(option(confrontationId(index) + ":" + use.side + "@" + draw,
                                          {sideName(side) + ", tirage " + draw, sideName(side) + ", draw " + draw},
                                          sensTactique ? "UD-62" : "UD-63", groupOf(index, side)));
        }
    }
    spec.inputs.push_back(std::move(sens));
    spec.inputs.push_back(std::move(redraw));
}

void addContournement(const UmbraSession &session, const TurnDraft &draft, const std::vector<int> &fought,
                      ProcedureSpec &spec)
{
    const UmbraRuleset &rules = session.ruleset();
    // In order, one aim a wound; an aim may come twice (two wounds at the same troop type).
    InputSpec aims = inputSpec("contournement", InputKind::Units, rules.skill(SkillKind::Contournement).label, "UD-49");
    for (const int index : fought)
        for (int slot = 0; slot < 2; ++slot) {
            const Side &own = sideOf(session.state(), confrontationAt(session, index), slot);
            for (const ConfrontationOrders::Aim &aim : draft.contournementOptions(index, slot)) {
                Label target{memberName(session.state(), aim.personality),
                             memberName(session.state(), aim.personality)};
                if (const auto type = rules.findTroopType(aim.troopType))
                    target = rules.troopType(*type).label;
                const std::string id = confrontationId(index) + ":" + aim.side + ":" +
                                       (aim.troopType.empty() ? "@" + aim.personality : aim.troopType);
                aims.options.push_back(
                    option(id, {sideName(own) + " vise " + target.fr, sideName(own) + " aims at " + target.en},
                           "UD-A29", groupOf(index, own)));
            }
        }
    spec.inputs.push_back(std::move(aims));
}

void addDiscipline(const UmbraSession &session, const TurnDraft &draft, const std::vector<int> &fought,
                   ProcedureSpec &spec)
{
    for (const int index : fought)
        for (int slot = 0; slot < 2; ++slot) {
            const Side &side = sideOf(session.state(), confrontationAt(session, index), slot);
            const std::string where = groupOf(index, side);
            // UD-51, UD-A30: the resolution says how far the side's reserve goes.
            InputSpec points = inputSpec("discipline_" + confrontationId(index) + "_" + side.id, InputKind::Integer,
                                         {"Points de Discipline : " + where, "Discipline points: " + where}, "UD-51");
            points.maximum = draft.disciplineReserve(index, slot);
            points.defaultValue = 0;
            spec.inputs.push_back(std::move(points));
        }
}

/** Equal totals (UD-A55) and the GM's word over totals, table and roller (UD-M5): "N:side", "N:table". */
void addSuperiorAndOverride(const UmbraSession &session, const std::vector<int> &fought, ProcedureSpec &spec)
{
    InputSpec superior = inputSpec("superior", InputKind::Choices,
                                   {"Camp supérieur à totaux égaux", "Superior side on equal totals"}, "UD-A55");
    InputSpec table =
        inputSpec("override_table", InputKind::Choices, {"Table imposée par le MJ", "GM's table"}, "UD-M5");
    InputSpec roller =
        inputSpec("override_roller", InputKind::Choices, {"Camp qui tire, imposé par le MJ", "GM's roller"}, "UD-M5");
    for (const int index : fought) {
        const std::string number = confrontationId(index) + ":";
        for (int slot = 0; slot < 2; ++slot) {
            const Side &side = sideOf(session.state(), confrontationAt(session, index), slot);
            const std::string where = groupOf(index, side);
            superior.options.push_back(option(number + side.id, {where, where}, "UD-A55"));
            roller.options.push_back(option(number + side.id, {where, where}, "UD-M5"));
            InputSpec total = inputSpec("override_total_" + confrontationId(index) + "_" + side.id, InputKind::Integer,
                                        {"Total imposé par le MJ : " + where, "GM's total: " + where}, "UD-M5");
            total.maximum = Unbounded;
            spec.inputs.push_back(std::move(total));
        }
        for (const ConfrontationTable &t : session.ruleset().tables)
            table.options.push_back(option(number + t.id, t.label, "UD-87", "Confrontation " + confrontationId(index)));
    }
    spec.inputs.push_back(std::move(superior));
    spec.inputs.push_back(std::move(table));
    spec.inputs.push_back(std::move(roller));
    spec.inputs.push_back(inputSpec("override_reason", InputKind::Text, {"Raison du MJ", "The GM's reason"}, "UD-M5"));
}

} // namespace

std::vector<int> foughtConfrontations(const BattleState &state)
{
    std::vector<int> fought;
    for (std::size_t i = 0; i < state.confrontations.size(); ++i)
        if (!state.confrontations[i].ended)
            fought.push_back(static_cast<int>(i));
    return fought;
}

std::string confrontationId(int index)
{
    return std::to_string(index + 1);
}

int chosenConfrontation(const BattleState &state, const json &input, const char *key)
{
    const std::vector<int> fought = foughtConfrontations(state);
    const std::string chosen = stringIn(input, key);
    for (const int index : fought)
        if (confrontationId(index) == chosen)
            return index;
    return fought.empty() ? -1 : fought.front();
}

std::vector<InputOption> confrontationOptions(const BattleState &state)
{
    std::vector<InputOption> options;
    for (const int index : foughtConfrontations(state)) {
        const Confrontation &c = state.confrontations[static_cast<std::size_t>(index)];
        const std::string sides = sideName(sideOf(state, c, 0)) + " — " + sideName(sideOf(state, c, 1));
        const std::string id = confrontationId(index);
        options.push_back(
            option(id, {"Confrontation " + id + " : " + sides, "Confrontation " + id + ": " + sides}, "UD-82"));
    }
    return options;
}

ProcedureSpec turnSpec(const UmbraSession &session, const json &input, bool withDice)
{
    ProcedureSpec spec;
    spec.id = "turn";
    spec.label = {"Tour de combat", "Combat turn"};
    spec.rule = "UD-83";
    spec.refusal = session.turnRefusal();
    const BattleState &state = session.state();
    // A decision names its confrontation ("2:brisemont@1"), a loss's target its own; a confrontation listed here
    // is logged even without one, as `arbitre-cli umbra resolve --confrontation N` logs it.
    InputSpec named = inputSpec("confrontations", InputKind::Choices,
                                {"Confrontations nommées dans le journal", "Confrontations named in the log"}, "UD-82");
    named.options = confrontationOptions(state);
    spec.inputs.push_back(std::move(named));
    const std::vector<int> fought = foughtConfrontations(state);
    if (!spec.refusal.empty() || fought.empty())
        return spec;
    TurnDraft draft(session);
    setPreRollOrders(session, input, draft);
    InputSpec allocation = inputSpec("allocation", InputKind::Units,
                                     {"Pertes attribuées, dans l'ordre", "Losses allocated, in order"}, "UD-88");
    allocation.options = memberOptions(state, fought);
    spec.inputs.push_back(std::move(allocation));
    addPostRoll(session, draft, fought, spec);
    addContournement(session, draft, fought, spec);
    addDiscipline(session, draft, fought, spec);
    addSuperiorAndOverride(session, fought, spec);
    if (withDice)
        spec.dice = probeDice(session, spec, input);
    return spec;
}

ProcedureSpec endOfDaySpec(const UmbraSession &session, const json &input, bool withDice)
{
    ProcedureSpec spec;
    spec.id = "end_of_day";
    spec.label = {"Fin de la journée", "End of the day"};
    spec.rule = "UD-99";
    spec.refusal = session.endOfDayRefusal();
    if (session.hasMap()) {
        // UD-A22: the GM's word when the army VS and the Force are equal; otherwise unread.
        InputSpec first =
            inputSpec("first_mover", InputKind::Choice,
                      {"Premier à se déplacer à VS et Force égales", "First mover on equal VS and Force"}, "UD-A22");
        for (const Side &side : session.state().sides)
            first.options.push_back(option(side.id, {sideName(side), sideName(side)}, "UD-71"));
        spec.inputs.push_back(std::move(first));
    }
    if (spec.refusal.empty() && withDice)
        spec.dice = probeDice(session, spec, input);
    return spec;
}

} // namespace arbitre::umbra::detail
