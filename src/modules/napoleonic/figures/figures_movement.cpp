// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_procedure_support.h"

#include <algorithm>
#include <cstdlib>

namespace arbitre::napoleonic {

using namespace detail;

namespace {

/** NF-24: 1 UD to take or leave PCH on foot; on horseback 1 UD per pace level gained or lost. */
int paceChangeUd(const FiguresRuleset &rules, const MovementInput &input)
{
    if (!input.fromPace || *input.fromPace == input.pace) {
        return 0;
    }
    if (*input.fromPace < 0 || *input.fromPace >= static_cast<int>(rules.paces.size())) {
        throw ProcedureError("unknown pace index " + std::to_string(*input.fromPace));
    }
    const Pace &from = rules.paces[static_cast<std::size_t>(*input.fromPace)];
    const Pace &to = rules.paces[static_cast<std::size_t>(input.pace)];
    if (input.horse) {
        return std::abs(to.rank - from.rank) * rules.paceLevelChangeUdCav;
    }
    return (from.id == "pch") != (to.id == "pch") ? rules.pchChangeUdInf : 0;
}

} // namespace

FormationChange formationChangeCost(const FiguresRuleset &rules, std::string_view nationColumn, std::string_view from,
                                    std::string_view to)
{
    FormationChange out;
    const std::optional<int> column = rules.nationColumnIndex(nationColumn);
    if (!column) {
        throw ProcedureError("unknown nation column '" + std::string(nationColumn) + "'");
    }
    out.table = "formation_change_pa";
    out.column = std::string(nationColumn);
    out.row = std::string(from) + ">" + std::string(to);
    for (const FormationChangeRow &row : rules.formationChanges) {
        if (row.to != to || (row.from != from && row.from != "any")) {
            continue;
        }
        out.listed = true;
        out.pa = row.pa[static_cast<std::size_t>(*column)];
        out.cell = out.pa ? std::to_string(*out.pa) : "-";
        // NF-A12: `-` = no direct change (a chain of listed changes may reach it), or never, or GM.
        out.result = out.pa ? std::to_string(*out.pa) : (rules.parameters.dashNever ? "never" : "not_direct");
        out.score = out.pa.value_or(0);
        if (out.pa) {
            out.add("NF-25", "formation_change", "formation_change", *out.pa);
        }
        return out;
    }
    out.result = "unlisted"; // NF-A13: the GM decides
    out.needsGm = true;
    return out;
}

Movement movementAllowance(const FiguresRuleset &rules, const MovementInput &input)
{
    Movement out;
    const MovementTable &table = rules.movement[input.horse ? 1 : 0];
    if (input.pace < 0 || input.pace >= static_cast<int>(rules.paces.size()) || input.formation < 0 ||
        input.formation >= static_cast<int>(rules.formations.size())) {
        throw ProcedureError("unknown pace or formation index");
    }
    // NF-A34: limbered artillery moves in the column movement.art_column names, whatever its formation.
    const bool limbered = input.arm == Arm::Artillery && !input.unlimberedArtillery && rules.parameters.artColumn;
    const int column = limbered ? *rules.parameters.artColumn : input.formation;
    const std::string &formation = rules.formations[static_cast<std::size_t>(column)].id;
    const std::string &pace = rules.paces[static_cast<std::size_t>(input.pace)].id;
    out.table = "movement_ud";
    out.row = pace;
    out.column = formation;
    const auto p = static_cast<std::size_t>(input.pace);
    const auto f = static_cast<std::size_t>(column);
    std::optional<int> base = table.ud[p][f];
    const bool special = input.unlimberedArtillery || formation == "cof" || input.backwardStep;
    if (!table.listed[p][f] && !special) {
        out.result = "unlisted"; // not in NF-22 / NF-23 (ARR, EBI): the GM decides
        out.needsGm = true;
        return out;
    }
    if (input.unlimberedArtillery) {
        base = 0; // NF-A34: unlimbered guns do not move
    } else if (formation == "cof") {
        base = pace == "por" ? std::optional<int>(rules.parameters.cofUd) : std::nullopt; // NF-24, NF-A34
    } else if (input.backwardStep) {
        base = pace == "por" ? std::optional<int>(rules.backwardStepUd) : std::nullopt; // NF-24 (*)
    }
    out.cell = base ? std::to_string(*base) : "X";
    if (!base) {
        out.result = "pace_not_allowed";
        return out;
    }
    out.add(input.horse ? "NF-23" : "NF-22", "allowance", "allowance", *base);
    out.paceChangeUd = paceChangeUd(rules, input);
    if (out.paceChangeUd > 0 && rules.parameters.paceChangeDeducted) {
        out.add("NF-24", "pace_change", "pace_change", -out.paceChangeUd); // NF-A34 deducted
    }
    const auto &penalties = rules.terrainPenalty[static_cast<std::size_t>(input.arm)];
    const bool perUd = rules.parameters.terrainPerUd;
    if (perUd && input.terrainUd.size() != input.terrains.size()) {
        throw ProcedureError("terrain.apply per_ud: give the UD moved inside each terrain feature (NF-A35)");
    }
    for (std::size_t i = 0; i < input.terrains.size(); ++i) {
        const int terrain = input.terrains[i];
        if (terrain < 0 || terrain >= static_cast<int>(penalties.size())) {
            throw ProcedureError("unknown terrain index " + std::to_string(terrain));
        }
        const TerrainPenalty &penalty = penalties[static_cast<std::size_t>(terrain)];
        const std::string &id = rules.terrains[static_cast<std::size_t>(terrain)].id;
        if (!penalty.ud) {
            out.result = "impassable:" + id; // NF-28 `xxx`
            return out;
        }
        // NF-A35: once per feature, or per UD moved inside it; the cohesion effect stays once per feature.
        const int times = perUd ? input.terrainUd[i] : 1;
        if (times < 0) {
            throw ProcedureError("negative UD inside terrain '" + id + "'");
        }
        if (*penalty.ud != 0 && times != 0) {
            out.add("NF-27", id, "terrain", -*penalty.ud * times, times);
        }
        // NF-28, NF-A35: once per feature; a DDF is one cohesion level.
        out.ddf += penalty.effect == CohesionEffect::Ddf ? 1 : 0;
        out.disorder = out.disorder || penalty.effect == CohesionEffect::Des;
    }
    out.allowance = std::max(0, out.breakdown.total());
    out.score = *out.allowance;
    out.result = std::to_string(*out.allowance);
    return out;
}

} // namespace arbitre::napoleonic
