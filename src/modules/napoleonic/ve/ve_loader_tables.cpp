// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ve_loader_support.h"

#include <algorithm>
#include <array>

namespace arbitre::napoleonic::ve {

namespace {

template <typename Enum>
std::vector<Enum> readEnumList(const JsonNode &array, const std::vector<Named> &ids, std::string_view what)
{
    std::vector<Enum> out;
    for (const JsonNode &item : array.items()) {
        if (const std::optional<int> index = readRef(item, ids, what)) {
            out.push_back(static_cast<Enum>(*index));
        }
    }
    return out;
}

VeCode readCode(const JsonNode &node)
{
    VeCode code;
    if (openBlock(node, {"losses", "morale_test", "disorganised", "retreat_hexes", "eliminated"})) {
        code.losses = static_cast<int>(node["losses"].integerOr(0, 0, 3));
        code.moraleTest = node["morale_test"].booleanOr(false);
        code.disorganised = node["disorganised"].booleanOr(false);
        code.retreatHexes = static_cast<int>(node["retreat_hexes"].integerOr(0, 0, 5));
        code.eliminated = node["eliminated"].booleanOr(false);
    }
    return code;
}

std::vector<std::pair<std::string, VeCode>> readCodes(const JsonNode &node)
{
    std::vector<std::pair<std::string, VeCode>> out;
    if (node.requireObject()) {
        for (const auto &[key, child] : node.members()) {
            out.emplace_back(key, readCode(child));
        }
    }
    return out;
}

bool known(const std::vector<std::pair<std::string, VeCode>> &codes, std::string_view cell)
{
    for (const auto &[key, code] : codes) {
        if (key == cell) {
            return true;
        }
    }
    return false;
}

} // namespace

void readCombatResults(const JsonNode &node, VeRuleset &rules)
{
    if (!openBlock(node, {"rule", "transitions"})) {
        return;
    }
    static constexpr std::array<std::string_view, 3> Paths{"straight", "rear", "any"};
    static constexpr std::array<std::string_view, 3> Blocked{"any_path_then_eliminate", "eliminate", "front_or_stay"};
    for (const JsonNode &item : node["transitions"].items()) {
        VeTransition t;
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"row", "result", "from", "to", "no_advance", "retreat", "eliminate"});
        t.row = item["row"].string().value_or("");
        t.result = static_cast<CombatResult>(readRef(item["result"], rules.results, "result").value_or(0));
        const JsonNode from = item["from"];
        if (openBlock(from, {"freshness", "cohesion"})) {
            // An absent axis matches any value (rows 1, 2 and 6–10 name one axis only).
            if (from["freshness"].exists()) {
                t.fromFreshness = readEnumList<Freshness>(from["freshness"], rules.freshness, "freshness");
            }
            if (from["cohesion"].exists()) {
                t.fromCohesion = readEnumList<Cohesion>(from["cohesion"], rules.cohesion, "cohesion");
            }
        }
        const JsonNode to = item["to"];
        if (openBlock(to, {"freshness", "cohesion"})) {
            if (to["freshness"].exists()) {
                t.toFreshness =
                    static_cast<Freshness>(readRef(to["freshness"], rules.freshness, "freshness").value_or(0));
            }
            if (to["cohesion"].exists()) {
                t.toCohesion = static_cast<Cohesion>(readRef(to["cohesion"], rules.cohesion, "cohesion").value_or(0));
            }
        }
        t.noAdvance = item["no_advance"].booleanOr(false);
        t.eliminate = item["eliminate"].booleanOr(false);
        const JsonNode retreat = item["retreat"];
        if (retreat.exists() && openBlock(retreat, {"hexes", "path", "blocked"})) {
            t.retreat.hexes = readInt(retreat["hexes"], 1, 5).value_or(1);
            t.retreat.path = static_cast<RetreatPath>(retreat["path"].oneOf(Paths).value_or(0));
            t.retreat.blocked = static_cast<RetreatBlocked>(retreat["blocked"].oneOf(Blocked).value_or(0));
        }
        rules.transitions.push_back(std::move(t));
    }
    // VE-16: every (cohesion, freshness, result) must have exactly one row, or the table is ambiguous.
    for (int c = 0; c < 3; ++c) {
        for (int f = 0; f < 2; ++f) {
            for (int r = 0; r < 4; ++r) {
                int matches = 0;
                for (const VeTransition &t : rules.transitions) {
                    const bool fOk = t.fromFreshness.empty() ||
                                     std::find(t.fromFreshness.begin(), t.fromFreshness.end(), Freshness(f)) !=
                                         t.fromFreshness.end();
                    const bool cOk = t.fromCohesion.empty() || std::find(t.fromCohesion.begin(), t.fromCohesion.end(),
                                                                         Cohesion(c)) != t.fromCohesion.end();
                    matches += (fOk && cOk && t.result == CombatResult(r)) ? 1 : 0;
                }
                if (matches != 1 && rules.cohesion.size() == 3 && rules.freshness.size() == 2 &&
                    rules.results.size() == 4) {
                    node["transitions"].error("state " + rules.cohesion[std::size_t(c)].id + "/" +
                                              rules.freshness[std::size_t(f)].id + " with result " +
                                              rules.results[std::size_t(r)].id + " matches " + std::to_string(matches) +
                                              " rows; expected exactly 1");
                }
            }
        }
    }
}

void readLeaderFate(const JsonNode &node, VeRuleset &rules)
{
    if (!openBlock(node, {"rule", "hit_check", "rows"})) {
        return;
    }
    const JsonNode hit = node["hit_check"];
    if (openBlock(hit, {"rule", "faces"})) {
        const std::vector<JsonNode> faces = hit["faces"].items();
        if (faces.size() != 2) {
            hit["faces"].error("expected 2 faces");
        }
        for (std::size_t i = 0; i < faces.size() && i < 2; ++i) {
            rules.leaderHitFaces[i] = readInt(faces[i], 0, 10).value_or(0);
        }
    }
    static constexpr std::array<std::string_view, 6> Events{"fire_elimination",         "melee_two_routs",
                                                            "melee_retreat_impossible", "rout_move",
                                                            "rout_impossible",          "leaves_map"};
    static constexpr std::array<std::string_view, 3> Enc{"no", "yes", "any"};
    static constexpr std::array<std::string_view, 6> Consequences{
        "killed", "captured", "replaced_on_banner_unit", "follows_unit", "removed_not_counted", ""};
    for (const JsonNode &item : node["rows"].items()) {
        LeaderFateRow row;
        if (!openBlock(item, {"row", "event", "encircled", "consequence", "else"})) {
            continue;
        }
        row.row = readInt(item["row"], 1, 9).value_or(0);
        row.event = std::string(Events[item["event"].oneOf(Events).value_or(0)]);
        row.encircled = static_cast<Encircled>(item["encircled"].oneOf(Enc).value_or(2));
        row.consequence = std::string(Consequences[item["consequence"].oneOf(Consequences).value_or(0)]);
        if (item["else"].exists()) {
            row.otherwise = std::string(Consequences[item["else"].oneOf(Consequences).value_or(0)]);
        }
        rules.leaderFate.push_back(std::move(row));
    }
    // VE-17: every event has a row for an encircled unit and one for a unit that is not.
    for (std::string_view event : Events) {
        for (Encircled enc : {Encircled::No, Encircled::Yes}) {
            const bool found =
                std::any_of(rules.leaderFate.begin(), rules.leaderFate.end(), [&](const LeaderFateRow &r) {
                    return r.event == event && (r.encircled == Encircled::Any || r.encircled == enc);
                });
            if (!found && !rules.leaderFate.empty()) {
                node["rows"].error("no row for event '" + std::string(event) + "' with encircled '" +
                                   std::string(Enc[static_cast<std::size_t>(enc)]) + "'");
            }
        }
    }
}

void readUnitStates(const JsonNode &node, VeRuleset &rules)
{
    if (!openBlock(node, {"rule", "states"})) {
        return;
    }
    static constexpr std::array<std::string_view, 3> Rest{"no", "yes", "if_fatiguee"};
    // The action columns, in VeAction order.
    static constexpr std::array<std::string_view, 7> Actions{"mouvement",           "melee_initiative", "charge",
                                                             "contre_charge",       "ralliement",       "mise_au_repos",
                                                             "capture_chef_adverse"};
    std::vector<std::string> seen;
    for (const JsonNode &item : node["states"].items()) {
        StateActions s;
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"id", "label_fr", "label_en", "mouvement", "melee_initiative", "charge", "contre_charge",
                            "ralliement", "mise_au_repos", "capture_chef_adverse", "mp_factor_halves", "blank_cells"});
        readNamed(item, s, seen, "unit state");
        s.mouvement = item["mouvement"].boolean().value_or(true);
        s.meleeInitiative = item["melee_initiative"].boolean().value_or(true);
        s.charge = item["charge"].boolean().value_or(true);
        s.contreCharge = item["contre_charge"].boolean().value_or(true);
        s.ralliement = item["ralliement"].boolean().value_or(true);
        s.miseAuRepos = static_cast<RestRule>(item["mise_au_repos"].oneOf(Rest).value_or(1));
        s.captureChefAdverse = item["capture_chef_adverse"].boolean().value_or(true);
        s.mpHalvings = readInt(item["mp_factor_halves"], 0, 3).value_or(0);
        // VE-A22: the cells empty in the source read as forbidden; `no_rule` reads them as allowed.
        for (const JsonNode &cell : item["blank_cells"].items()) {
            const std::optional<std::size_t> action = readChoice(cell, Actions);
            if (!action) {
                continue;
            }
            const std::array<bool, 7> allowed{s.mouvement,         s.meleeInitiative, s.charge,
                                              s.contreCharge,      s.ralliement,      s.miseAuRepos != RestRule::No,
                                              s.captureChefAdverse};
            if (allowed[*action]) {
                cell.error("blank cell '" + std::string(Actions[*action]) +
                           "' must read as forbidden (false, or \"no\" for mise_au_repos) (VE-A22)");
            }
            s.blank[*action] = true;
        }
        rules.states.push_back(std::move(s));
    }
    for (std::string_view id : {"non_commandee", "decouragee", "deroute", "fatiguee"}) {
        if (!rules.state(id)) {
            node["states"].error("missing unit state '" + std::string(id) + "'");
        }
    }
}

namespace {

// One row of the fire table (VE-41): a code of fire.codes for each fire value column.
std::vector<std::string> readFireLine(const JsonNode &line, const VeRuleset &rules)
{
    std::vector<std::string> out = readStrings(line);
    if (line.exists() && line.value()->is_array() && out.size() != rules.fireColumns.size()) {
        line.error("expected " + std::to_string(rules.fireColumns.size()) + " cells");
    }
    for (std::size_t c = 0; c < out.size(); ++c) {
        if (!known(rules.fireCodes, out[c])) {
            line[c].error("unknown fire code '" + out[c] + "'");
        }
    }
    return out;
}

// One melee column set (VE-55, VE-A38): each column's label and the lowest ratio it reads.
std::vector<MeleeColumn> readColumnSet(const JsonNode &set)
{
    std::vector<MeleeColumn> columns;
    for (const JsonNode &item : set.items()) {
        MeleeColumn column;
        if (openBlock(item, {"label", "min_ratio"})) {
            column.label = item["label"].string().value_or("");
            column.num = readInt(item["min_ratio"][0], 0, 20).value_or(0);
            column.den = readInt(item["min_ratio"][1], 1, 20).value_or(1);
        }
        columns.push_back(std::move(column));
    }
    return columns;
}

} // namespace

void readFire(const JsonNode &node, VeRuleset &rules, std::string_view row1Reading)
{
    if (!openBlock(node, {"rule", "rows", "columns", "cells", "row_1_readings", "codes", "die_modifiers", "artillery",
                          "los"})) {
        return;
    }
    const std::vector<JsonNode> rows = node["rows"].items();
    if (rows.size() == 2) {
        rules.fireMinRow = readInt(rows[0], 0, 10).value_or(1);
        rules.fireMaxRow = readInt(rows[1], rules.fireMinRow, 20).value_or(7);
    } else {
        node["rows"].error("expected [first, last]");
    }
    rules.fireColumns = readStrings(node["columns"]);
    if (node["columns"].exists() && rules.fireColumns.empty()) {
        node["columns"].error("expected at least one fire value column");
    }
    rules.fireCodes = readCodes(node["codes"]);
    const JsonNode cells = node["cells"];
    // VE-41, VE-A30: row 1 comes from the reading the parameter names. Every reading is checked, chosen or
    // not, so switching the parameter never uncovers a broken row.
    const JsonNode readings = node["row_1_readings"];
    if (readings.exists() && readings.requireObject()) {
        readings.allowOnlyKeys({"fill", "printed", "shift"});
        for (const auto &[key, reading] : readings.members()) {
            if (key != row1Reading) {
                readFireLine(reading, rules);
            }
        }
    }
    for (int row = rules.fireMinRow; cells.requireObject() && row <= rules.fireMaxRow; ++row) {
        const bool fromReading = row == rules.fireMinRow && readings.exists();
        if (fromReading && cells[std::to_string(row)].exists()) {
            readFireLine(cells[std::to_string(row)], rules); // the printed row, replaced by the reading
        }
        rules.fireCells.push_back(
            readFireLine(fromReading ? readings[row1Reading] : cells[std::to_string(row)], rules));
    }
    static constexpr std::array<std::string_view, 2> When{"target_carre", "target_skirmish"};
    rules.fireDieModifiers = readModifiers(node["die_modifiers"], When, nullptr);
    const JsonNode art = node["artillery"];
    if (openBlock(art, {"rule", "range_penalty_per_hex", "floor", "loss_halving_min_losses"})) {
        rules.rangePenaltyPerHex = readInt(art["range_penalty_per_hex"], 0, 5).value_or(1);
        rules.artilleryFloor = readInt(art["floor"], 0, 5).value_or(1);
        rules.lossHalvingMinLosses = readInt(art["loss_halving_min_losses"], 1, 5).value_or(1);
    }
    const JsonNode los = node["los"];
    if (openBlock(los, {"rule", "blocking_terrain", "units_block", "level_change_blocks"})) {
        rules.losBlockingTerrain = readStrings(los["blocking_terrain"]);
        rules.losUnitsBlock = los["units_block"].boolean().value_or(true);
        rules.losLevelChangeBlocks = los["level_change_blocks"].boolean().value_or(true);
    }
}

void readMelee(const JsonNode &node, VeRuleset &rules, std::string_view columnSet)
{
    if (!openBlock(node, {"rule", "rows", "column_sets", "cells", "codes", "die_modifiers", "cavalry_charge",
                          "morale_test_exempt_terrain"})) {
        return;
    }
    const std::vector<JsonNode> rows = node["rows"].items();
    if (rows.size() == 2) {
        rules.meleeMinRow = readInt(rows[0], 0, 10).value_or(0);
        rules.meleeMaxRow = readInt(rows[1], rules.meleeMinRow, 20).value_or(7);
    } else {
        node["rows"].error("expected [first, last]");
    }
    // VE-55, VE-A38: the parameter melee.column_set picks one of the sets; the others are checked as well, and
    // each must fit the printed pairs, so the GM may switch to any of them.
    const JsonNode sets = node["column_sets"];
    std::vector<std::pair<JsonNode, std::size_t>> otherSets;
    if (sets.exists() && sets.requireObject()) {
        sets.allowOnlyKeys({"insert_5_2", "append_5_1", "printed_seven"});
        for (const auto &[key, set] : sets.members()) {
            if (key != columnSet) {
                otherSets.emplace_back(set, readColumnSet(set).size());
            }
        }
    }
    rules.meleeColumns = readColumnSet(sets[columnSet]);
    rules.meleeCodes = readCodes(node["codes"]);
    const JsonNode cells = node["cells"];
    for (int row = rules.meleeMinRow; cells.requireObject() && row <= rules.meleeMaxRow; ++row) {
        const JsonNode line = cells[std::to_string(row)];
        std::vector<std::array<std::string, 2>> out;
        for (const JsonNode &pair : line.items()) {
            std::vector<std::string> codes = readStrings(pair);
            if (codes.size() != 2) {
                pair.error("expected [attacker, defender]");
                codes.resize(2);
            }
            for (std::size_t side = 0; side < 2; ++side) {
                if (!known(rules.meleeCodes, codes[side])) {
                    pair[side].error("unknown melee code '" + codes[side] + "'");
                }
            }
            out.push_back({codes[0], codes[1]});
        }
        // Eight printed pairs (VE-53); a seven-column set leaves the last unused.
        if (line.exists() && out.size() < rules.meleeColumns.size()) {
            line.error("expected at least " + std::to_string(rules.meleeColumns.size()) + " pairs");
        }
        for (const auto &[set, size] : otherSets) {
            if (line.exists() && out.size() >= rules.meleeColumns.size() && out.size() < size) {
                line.error("expected at least " + std::to_string(size) + " pairs, the columns of " + set.pointer());
            }
        }
        rules.meleeCells.push_back(std::move(out));
    }
    static constexpr std::array<std::string_view, 2> When{"attacker_leader", "defender_leader"};
    rules.meleeDieModifiers = readModifiers(node["die_modifiers"], When, nullptr);
    const JsonNode charge = node["cavalry_charge"];
    if (openBlock(charge, {"rule", "extra_defender_losses", "target_arm", "not_if_formation"})) {
        rules.chargeExtraLosses = readInt(charge["extra_defender_losses"], 0, 3).value_or(1);
        readRef(charge["target_arm"], rules.arms, "arm");
        rules.chargeNotIfFormation = readStrings(charge["not_if_formation"]);
    }
    rules.moraleExemptTerrain = readStrings(node["morale_test_exempt_terrain"]);
}

} // namespace arbitre::napoleonic::ve
