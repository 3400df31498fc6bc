// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The inputs of the Vive l'Empereur ! procedures, as the GM or the owner gives them (ve_session_specs.h).
#include "ve_session_specs.h"

#include "arbitre/napoleonic/battle_log.h"
#include "common/session_contract.h"
#include "ve_session_support.h"

#include <algorithm>
#include <array>
#include <functional>
#include <optional>

namespace arbitre::napoleonic::ve_spec {

namespace {

using nlohmann::json;
using namespace contract;

struct Words
{
    std::string_view id, fr, en, rule;
};

constexpr std::array<Words, 8> LeaderEvents{{
    {"hit_check", "Chef touché ? (d10)", "Leader hit? (d10)", "VE-18"},
    {"fire_elimination", "Tir avec élimination", "Eliminated by fire", "VE-19"},
    {"melee_two_routs", "Mêlée avec élimination (2 déroutes successives)", "Eliminated in melee (two successive routs)",
     "VE-20"},
    {"melee_e", "Mêlée : résultat E", "Melee: result E", "VE-A17"},
    {"melee_retreat_impossible", "Mêlée avec élimination car recul impossible",
     "Eliminated in melee, retreat impossible", "VE-21"},
    {"rout_move", "Mouvement de déroute", "Rout movement", "VE-22"},
    {"rout_impossible", "Éliminé car déroute impossible", "Eliminated, rout impossible", "VE-22"},
    {"leaves_map", "Sort de la carte", "Leaves the map", "VE-22"},
}};

constexpr std::array<Words, 8> Facings{{
    {"e", "est", "east", ""},
    {"ne", "nord-est", "north-east", ""},
    {"nw", "nord-ouest", "north-west", ""},
    {"w", "ouest", "west", ""},
    {"sw", "sud-ouest", "south-west", ""},
    {"se", "sud-est", "south-east", ""},
    {"n", "nord", "north", ""},
    {"s", "sud", "south", ""},
}};

template <std::size_t N> std::vector<InputOption> wordOptions(const std::array<Words, N> &words)
{
    std::vector<InputOption> out;
    for (const Words &w : words)
        out.push_back(option(std::string(w.id), both(w.fr, w.en), std::string(w.rule)));
    return out;
}

/** A VE id in both languages, from the ruleset's labels (veIdLabel). */
Label idLabel(const VeRuleset &rules, std::string_view id)
{
    return Label{veIdLabel(rules, id, LogLanguage::French), veIdLabel(rules, id, LogLanguage::English)};
}

/** What the specs of one state read: the scenario, its map, the state now, the inputs so far. */
class Specs
{
public:
    Specs(const VeScenario &scenario, const VeState &state, const json &input)
        : m_scenario(scenario), m_state(state), m_input(input)
    {}

    const VeRuleset &rules() const { return m_scenario.ruleset(); }
    const VeScenario &scenario() const { return m_scenario; }
    const VeState &state() const { return m_state; }
    const json &given() const { return m_input; }
    /** The unit the input names under `key`, when the scenario has it. */
    std::optional<std::size_t> unitAt(const char *key) const { return m_scenario.unitIndex(textIn(m_input, key)); }
    const VePiece &piece(std::size_t i) const { return m_state.units[i]; }

    ProcedureSpec procedure(VeProcedure procedure, std::string rule) const
    {
        const std::string kind = "ve." + std::string(veProcedureId(procedure));
        return ProcedureSpec{
            std::string(veProcedureId(procedure)),
            Label{veProcedureName(kind, LogLanguage::French), veProcedureName(kind, LogLanguage::English)},
            std::move(rule),
            {},
            {},
            {}};
    }

    /** Units among the state's, labelled by name and grouped by side. */
    std::vector<InputOption> units(const std::function<bool(const VePiece &)> &offered) const
    {
        std::vector<InputOption> out;
        for (const VePiece &piece : m_state.units) {
            if (offered(piece))
                out.push_back(option(piece.id, Label{piece.name, piece.name}, {}, m_scenario.sides.at(piece.side).id));
        }
        return out;
    }

    /** The acting unit: one still in play, on the map when the procedure needs its hex. */
    InputSpec actor(std::string rule, bool onMap = false) const
    {
        InputSpec spec = input("unit", InputKind::Unit, both("Unité", "Unit"), std::move(rule), true);
        spec.options = units([onMap](const VePiece &p) { return !p.eliminated && (!onMap || p.hex); });
        return spec;
    }

    /** Units on the map, still in play, of the side `of` names (its own) or of any other. */
    std::vector<InputOption> engaged(const char *of, bool sameSide, const char *besides) const
    {
        const auto reference = unitAt(of);
        const auto excluded = unitAt(besides);
        return units([&](const VePiece &p) {
            const bool side = !reference || (p.side == piece(*reference).side) == sameSide;
            const bool other =
                (!excluded || p.id != piece(*excluded).id) && (!reference || p.id != piece(*reference).id);
            return !p.eliminated && p.hex && side && other;
        });
    }

    /** Every hex as "col,row" with its terrain; `besidesEnemies` leaves out those an enemy holds. */
    std::vector<InputOption> hexes(bool besidesEnemies) const
    {
        const VeMap &map = m_scenario.map;
        const auto actor = unitAt("unit");
        std::vector<InputOption> out;
        for (int i = 0; i < map.grid.cellCount(); ++i) {
            const Hex hex = map.grid.hexAt(i);
            const bool enemy = std::any_of(m_state.units.begin(), m_state.units.end(), [&](const VePiece &p) {
                return actor && p.side != piece(*actor).side && !p.eliminated && p.hex == hex;
            });
            if (besidesEnemies && enemy)
                continue;
            const VeTerrain &terrain = rules().terrains.at(static_cast<std::size_t>(map.terrainAt(hex)));
            const std::string id = hexId(map, hex);
            const std::string level = std::to_string(map.levelAt(hex));
            out.push_back(option(id,
                                 Label{id + " — " + terrain.label.fr + ", niveau " + level,
                                       id + " — " + terrain.label.en + ", level " + level},
                                 {}, terrain.id));
        }
        return out;
    }

    /** The facings of this map's orientation (VE-28). */
    std::vector<InputOption> facings() const
    {
        std::vector<InputOption> out;
        for (const std::string_view id : veFacingIds(m_scenario.map.grid.orientation))
            out.push_back(option(std::string(id), facingLabel(id)));
        return out;
    }

    /** The formations of the acting unit's arm (VE-66), every formation id while none is chosen. */
    std::vector<InputOption> formations(std::optional<std::size_t> unit) const
    {
        std::vector<InputOption> out;
        for (const VeFormation &f : rules().formations) {
            const bool listed = std::any_of(out.begin(), out.end(), [&](const InputOption &o) { return o.id == f.id; });
            if (!listed && (!unit || f.arm == piece(*unit).unit.arm))
                out.push_back(option(f.id, f.label, "VE-66", std::string(veArmId(f.arm))));
        }
        return out;
    }

private:
    const VeScenario &m_scenario;
    const VeState &m_state;
    const json &m_input;
};

InputSpec facingTo(const Specs &s, std::string rule)
{
    InputSpec spec = input("facing_to", InputKind::Choice, both("Nouvelle orientation", "New facing"), std::move(rule));
    spec.options = s.facings();
    return spec;
}

ProcedureSpec fire(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Fire, "VE-40");
    spec.inputs.push_back(s.actor("VE-40", true));
    InputSpec target = input("target", InputKind::Unit, both("Cible", "Target"), "VE-40", true);
    target.options = s.engaged("unit", false, "unit");
    spec.inputs.push_back(std::move(target));
    return spec;
}

ProcedureSpec melee(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Melee, "VE-55");
    spec.inputs.push_back(s.actor("VE-55", true));
    InputSpec target = input("target", InputKind::Unit, both("Défenseur", "Defender"), "VE-55", true);
    target.options = s.engaged("unit", false, "unit");
    InputSpec with = input("with", InputKind::Units, both("Autres attaquants", "Other attackers"), "VE-A39");
    with.options = s.engaged("unit", true, "target");
    InputSpec defenders = input("defenders", InputKind::Units, both("Autres défenseurs", "Other defenders"), "VE-A39");
    defenders.options = s.unitAt("target") ? s.engaged("target", true, "unit") : s.engaged("unit", false, "unit");
    InputSpec modifiers = input("modifiers", InputKind::Choices, both("Déclaré", "Stated"), "VE-64");
    modifiers.options = {option("charge_de_cavalerie", both("Charge de cavalerie", "Cavalry charge"), "VE-64")};
    InputSpec facing = input("facing", InputKind::Choice, both("Attaque par", "Attack through"), "VE-77");
    facing.options = {option("front", both("le front", "the front")), option("flank", both("le flanc", "the flank")),
                      option("rear", both("l'arrière", "the rear"))};
    facing.defaultValue = "front";
    InputSpec blocked =
        input("blocked", InputKind::Choices, both("Recul D impossible", "D retreat impossible"), "VE-A44");
    blocked.options = {option("attacker", both("pour l'attaquant", "for the attacker")),
                       option("defender", both("pour le défenseur", "for the defender"))};
    for (InputSpec *each : {&target, &with, &defenders, &modifiers, &facing, &blocked})
        spec.inputs.push_back(std::move(*each));
    return spec;
}

ProcedureSpec morale(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Morale, "VE-80");
    spec.inputs.push_back(s.actor("VE-80"));
    // VE-83–VE-86: the GM states the circumstances of the test; the unit's state gives the other modifiers.
    InputSpec stated = input("modifiers", InputKind::Choices, both("Circonstances", "Circumstances"), "VE-79");
    for (const VeModifier &m : s.rules().moraleModifiers) {
        if (std::find(vesession::GmStatedMorale.begin(), vesession::GmStatedMorale.end(), m.when) !=
            vesession::GmStatedMorale.end())
            stated.options.push_back(
                option(m.id, m.label, m.ruleId, m.group < 0 ? std::string() : s.rules().moraleGroups.at(m.group).id));
    }
    spec.inputs.push_back(std::move(stated));
    return spec;
}

ProcedureSpec result(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Result, "VE-9");
    spec.inputs.push_back(s.actor("VE-9"));
    InputSpec result = input("result", InputKind::Choice, both("Résultat", "Result"), "VE-89", true);
    result.options = namedOptions(s.rules().results, "VE-9");
    InputSpec blocked = input("blocked", InputKind::Choices, both("Recul impossible", "Retreat blocked"), "VE-10");
    blocked.options = {option("rear", both("hex arrière", "rear hexes"), "VE-10"),
                       option("front", both("hex avant", "front hexes"), "VE-10"),
                       option("straight", both("ligne droite", "straight line"), "VE-11"),
                       option("any", both("tout chemin", "any path"), "VE-12")};
    spec.inputs.push_back(std::move(result));
    spec.inputs.push_back(std::move(blocked));
    spec.inputs.push_back(flagInput(
        "stays", both("Le propriétaire reste et perd un niveau", "The owner stays and loses a level"), "VE-10"));
    return spec;
}

ProcedureSpec formation(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Formation, "VE-66");
    InputSpec to = input("to", InputKind::Choice, both("Nouvelle formation", "New formation"), "VE-66", true);
    to.options = s.formations(s.unitAt("unit"));
    spec.inputs = {s.actor("VE-66"), std::move(to)};
    return spec;
}

ProcedureSpec move(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Move, "VE-26");
    spec.inputs.push_back(s.actor("VE-26"));
    InputSpec hex = input("hex", InputKind::Choice, both("Hexagone d'arrivée", "Destination hex"), "VE-26", true);
    hex.options = s.hexes(true);
    spec.inputs.push_back(std::move(hex));
    spec.inputs.push_back(facingTo(s, "VE-28"));
    spec.inputs.push_back(input("reason", InputKind::Text, both("Raison", "Reason"), "VE-M6"));
    return spec;
}

ProcedureSpec initiative(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Initiative, "VE-33");
    for (const VeSide &side : s.scenario().sides) {
        InputSpec score = integerInput(side.id + "_score",
                                       Label{"Score d'initiative : " + side.name, "Initiative score: " + side.name},
                                       "VE-A27", 0, 99, json());
        score.required = true;
        spec.inputs.push_back(std::move(score));
    }
    return spec;
}

ProcedureSpec leader(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Leader, "VE-17");
    InputSpec leader = input("leader", InputKind::Choice, both("Chef", "Leader"), "VE-17", true);
    const VeLeaderPiece *chosen = nullptr;
    for (const VeLeaderPiece &l : s.state().leaders) {
        if (l.active())
            leader.options.push_back(option(l.id, Label{l.name, l.name}, {}, s.scenario().sides.at(l.side).id));
        if (l.id == textIn(s.given(), "leader"))
            chosen = &l;
    }
    InputSpec event = input("event", InputKind::Choice, both("Événement", "Event"), "VE-17", true);
    event.options = wordOptions(LeaderEvents);
    // VE-19: the nearest unit of his banner, which the owner names.
    InputSpec attach = input("attach", InputKind::Unit, both("Unité de sa bannière", "Unit of his banner"), "VE-19");
    attach.options = s.units([&](const VePiece &p) { return !p.eliminated && (!chosen || p.side == chosen->side); });
    spec.inputs.push_back(std::move(leader));
    spec.inputs.push_back(std::move(event));
    spec.inputs.push_back(flagInput("encircled", both("Unité encerclée", "Unit encircled"), "VE-21"));
    spec.inputs.push_back(
        flagInput("holds_enemy_leader", both("Tient un chef adverse", "Holds an enemy leader"), "VE-A19"));
    spec.inputs.push_back(std::move(attach));
    return spec;
}

constexpr std::array<Words, 11> FieldWords{{
    {"freshness", "fraîcheur", "freshness", "VE-7"},
    {"cohesion", "cohésion", "cohesion", "VE-8"},
    {"formation", "formation", "formation", "VE-67"},
    {"losses", "pertes", "losses", "VE-M1"},
    {"commanded", "commandée", "commanded", "VE-26"},
    {"skirmishers", "en tirailleurs", "skirmishers", "VE-A36"},
    {"eliminated", "éliminée", "eliminated", "VE-M1"},
    {"hex", "hexagone", "hex", ""},
    {"facing", "orientation", "facing", "VE-28"},
    {"status", "statut", "status", "VE-17"},
    {"attached", "avec l'unité", "with unit", "VE-82"},
}};

/** The value an override of `field` takes, as overrideField() reads it (ve_session_leader.cpp). */
InputSpec overrideValue(const Specs &s, const VeLeaderPiece *leader)
{
    const std::string field = textIn(s.given(), "field");
    const auto unit = s.unitAt("unit");
    InputSpec spec = input("value", InputKind::Text, both("Nouvelle valeur", "New value"), "VE-M7", true);
    const auto choose = [&](InputKind kind, std::vector<InputOption> options) {
        spec.kind = kind;
        spec.options = std::move(options);
    };
    const auto ids = [&](const auto &list) {
        std::vector<InputOption> out;
        for (const auto id : list)
            out.push_back(option(std::string(id), idLabel(s.rules(), id)));
        return out;
    };
    if (field == "hex") {
        choose(InputKind::Choice, s.hexes(false));
        spec.options.push_back(option("off", both("hors de la carte", "off the map")));
    } else if (leader && field == "status") {
        choose(InputKind::Choice, ids(vesession::LeaderStatusIds));
    } else if (leader && field == "attached") {
        choose(InputKind::Unit, s.units([&](const VePiece &p) { return !p.eliminated && p.side == leader->side; }));
    } else if (leader) {
        return spec; // not a key of a leader: the override says so
    } else if (field == "freshness") {
        choose(InputKind::Choice, ids(std::array{freshnessId(Freshness::Fraiche), freshnessId(Freshness::Fatiguee)}));
    } else if (field == "cohesion") {
        choose(InputKind::Choice, ids(std::array{cohesionId(Cohesion::Vaillante), cohesionId(Cohesion::Decouragee),
                                                 cohesionId(Cohesion::Deroute)}));
    } else if (field == "formation") {
        choose(InputKind::Choice, s.formations(unit));
    } else if (field == "facing") {
        choose(InputKind::Choice, s.facings());
    } else if (field == "losses") {
        spec.kind = InputKind::Integer; // 0 to the unit's loss steps; no unit yet: the largest's
        for (const VePiece &p : s.state().units)
            spec.maximum = std::max(spec.maximum, p.lossSteps);
        if (unit)
            spec.maximum = s.piece(*unit).lossSteps;
    } else if (field == "commanded" || field == "skirmishers" || field == "eliminated") {
        spec.kind = InputKind::Flag;
    }
    return spec;
}

ProcedureSpec overrideSpec(const Specs &s)
{
    ProcedureSpec spec = s.procedure(VeProcedure::Override, "VE-M7");
    InputSpec unit = input("unit", InputKind::Unit, both("Unité", "Unit"), "VE-M7");
    unit.options = s.units([](const VePiece &) { return true; }); // even an eliminated one
    InputSpec leader = input("leader", InputKind::Choice, both("Chef", "Leader"), "VE-M7");
    const VeLeaderPiece *chosen = nullptr;
    for (const VeLeaderPiece &l : s.state().leaders) {
        leader.options.push_back(option(l.id, Label{l.name, l.name}, {}, s.scenario().sides.at(l.side).id));
        if (l.id == textIn(s.given(), "leader"))
            chosen = &l;
    }
    // A leader named makes it a leader's override, whatever the unit (overrideField()).
    const bool leaders = !textIn(s.given(), "leader").empty();
    InputSpec field = input("field", InputKind::Choice, both("Valeur", "Value"), "VE-M7", true);
    for (const Words &w : FieldWords) {
        const auto &keys = leaders ? std::vector<std::string_view>(vesession::LeaderOverrideFields.begin(),
                                                                   vesession::LeaderOverrideFields.end())
                                   : std::vector<std::string_view>(vesession::UnitOverrideFields.begin(),
                                                                   vesession::UnitOverrideFields.end());
        if (std::find(keys.begin(), keys.end(), w.id) != keys.end())
            field.options.push_back(option(std::string(w.id), both(w.fr, w.en), std::string(w.rule)));
    }
    spec.inputs.push_back(std::move(unit));
    spec.inputs.push_back(std::move(leader));
    spec.inputs.push_back(std::move(field));
    spec.inputs.push_back(overrideValue(s, chosen));
    spec.inputs.push_back(input("reason", InputKind::Text,
                                both("Raison (gardée au journal)", "Reason (kept in the log)"), "VE-M7", true));
    return spec;
}

/** "col,row" back to the hex it names; the spec offered only hexes of the map. */
Hex hexOf(const VeMap &map, const std::string &id)
{
    const std::size_t comma = id.find(',');
    try {
        const OffsetCoord cell{std::stoi(id.substr(0, comma)), std::stoi(id.substr(comma + 1))};
        if (comma != std::string::npos && map.grid.contains(cell))
            return map.grid.hexOf(cell);
    } catch (const std::logic_error &) {
    }
    throw SessionError("'" + id + "' is not a hex of this map, written col,row");
}

} // namespace

ProcedureSpec procedureSpec(const VeScenario &scenario, const VeState &state, VeProcedure procedure, const json &input)
{
    const Specs s(scenario, state, input);
    ProcedureSpec spec;
    switch (procedure) {
    case VeProcedure::Fire:
        spec = fire(s);
        break;
    case VeProcedure::Melee:
        spec = melee(s);
        break;
    case VeProcedure::Morale:
        spec = morale(s);
        break;
    case VeProcedure::Result:
        spec = result(s);
        break;
    case VeProcedure::Rally:
        spec = s.procedure(VeProcedure::Rally, "VE-30");
        spec.inputs = {s.actor("VE-30"), facingTo(s, "VE-28")};
        break;
    case VeProcedure::Rest:
        spec = s.procedure(VeProcedure::Rest, "VE-31");
        spec.inputs = {s.actor("VE-31")};
        break;
    case VeProcedure::Formation:
        spec = formation(s);
        break;
    case VeProcedure::Move:
        spec = move(s);
        break;
    case VeProcedure::Initiative:
        spec = initiative(s);
        break;
    case VeProcedure::Leader:
        spec = leader(s);
        break;
    case VeProcedure::Override:
        spec = overrideSpec(s);
        break;
    }
    refuseWhenEmpty(spec);
    return spec;
}

VeOrders ordersFromInput(const VeScenario &scenario, VeProcedure procedure, const json &input)
{
    const std::string id(veProcedureId(procedure));
    VeOrders orders;
    orders.unit = textIn(input, "unit");
    orders.target = textIn(input, "target");
    orders.with = textsIn(input, "with");
    orders.defenders = textsIn(input, "defenders");
    refuseRepeats(id, "with", orders.with); // one unit's shock counts once (VE-A39)
    refuseRepeats(id, "defenders", orders.defenders);
    orders.modifiers = textsIn(input, "modifiers");
    orders.facing = textIn(input, "facing");
    orders.blocked = textsIn(input, "blocked");
    orders.stays = flagIn(input, "stays");
    orders.result = textIn(input, "result");
    orders.to = textIn(input, "to");
    if (input.contains("hex"))
        orders.hex = hexOf(scenario.map, textIn(input, "hex"));
    orders.facingTo = textIn(input, "facing_to");
    orders.leader = textIn(input, "leader");
    orders.event = textIn(input, "event");
    orders.encircled = flagIn(input, "encircled");
    orders.holdsEnemyLeader = flagIn(input, "holds_enemy_leader");
    orders.attach = textIn(input, "attach");
    if (procedure == VeProcedure::Initiative) {
        for (const VeSide &side : scenario.sides) // VE-A27: the scores in side order
            orders.scores.push_back(numberIn(input, side.id + "_score"));
    }
    orders.field = textIn(input, "field");
    if (input.contains("value")) {
        const json &value = input["value"];
        const bool hex = orders.field == "hex" && value.is_string();
        orders.value = !hex             ? value
                       : value == "off" ? json()
                                        : veHexJson(scenario.map, hexOf(scenario.map, value.get<std::string>()));
    }
    orders.reason = textIn(input, "reason");
    return orders;
}

Label facingLabel(std::string_view id)
{
    const auto w = std::find_if(Facings.begin(), Facings.end(), [&](const Words &f) { return f.id == id; });
    return w == Facings.end() ? Label{std::string(id), std::string(id)} : both(w->fr, w->en);
}

std::string hexId(const VeMap &map, Hex hex)
{
    const OffsetCoord cell = map.grid.cellOf(hex);
    return std::to_string(cell.col) + "," + std::to_string(cell.row);
}

} // namespace arbitre::napoleonic::ve_spec
