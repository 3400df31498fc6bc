// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/rally.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace arbitre::umbra {

namespace {

std::string_view resultId(RallyResult result)
{
    switch (result) {
    case RallyResult::Deroute:
        return "deroute";
    case RallyResult::StatuQuo:
        return "statu_quo";
    case RallyResult::Ralliement:
        return "ralliement";
    }
    return "?";
}

// The present personality of `side` holding `kind`, or nullptr.
const Personality *presentHolder(const Side &side, SkillKind kind)
{
    for (const Personality &personality : side.personalities) {
        if (!personality.present()) {
            continue;
        }
        for (const SkillInstance &skill : personality.skills) {
            if (skill.kind == kind) {
                return &personality;
            }
        }
    }
    return nullptr;
}

// Row index of `face`, or −1 when no row covers it.
int rowOf(const RallyTable &table, int face)
{
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        if (table.rows[i].minFace <= face && face <= table.rows[i].maxFace) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

// Lowest face of the lowest `ralliement` row, or 0 when the table has none.
int lowestGreenFace(const RallyTable &table)
{
    int lowest = 0;
    for (const RallyRow &row : table.rows) {
        if (row.result == RallyResult::Ralliement && (lowest == 0 || row.minFace < lowest)) {
            lowest = row.minFace;
        }
    }
    return lowest;
}

const Troop &troopAt(const Side &side, int troopIndex)
{
    if (troopIndex < 0 || troopIndex >= static_cast<int>(side.troops.size())) {
        throw std::invalid_argument("rally: no troop " + std::to_string(troopIndex) + " on side " + side.id);
    }
    return side.troops[static_cast<std::size_t>(troopIndex)];
}

// UD-A68 with rally.rallied_morale `start_morale`: the type's start morale (a troupe montée's base type's).
int typeStartMorale(const UmbraRuleset &rules, const Troop &troop)
{
    const TroopType &type = rules.troopType(troop.type);
    int morale = type.startMorale;
    if (morale < 0 && type.role == TroopRole::Mounted && troop.baseType >= 0) {
        morale = rules.troopType(troop.baseType).startMorale;
    }
    return morale >= 0 ? morale : rules.parameters.ralliedMoraleLevel;
}

// UD-101, UD-A66: each rally skill present on the side raises the rate once; returns the faces (or pips) gained.
int addRallySkills(const UmbraRuleset &rules, const Side &side, RallyRoll &roll)
{
    const UmbraParameters &p = rules.parameters;
    const bool diePlus = p.rallySkillBonus == UmbraParameters::RallySkillBonus::DiePlus;
    const std::string effect = "+" + std::to_string(p.rallySkillBonusFaces) +
                               (diePlus                       ? " on the die"
                                : p.rallySkillBonusFaces == 1 ? " white face turned green"
                                                              : " white faces turned green");
    for (SkillKind kind : {SkillKind::Galvaniseur, SkillKind::Discipline}) {
        const Personality *holder = presentHolder(side, kind);
        if (holder == nullptr) {
            continue;
        }
        ++roll.skills;
        roll.explanation.push_back(
            {"UD-101, UD-A66", std::string(skillKindId(kind)) + " (" + holder->id + "): " + effect});
    }
    return roll.skills * p.rallySkillBonusFaces;
}

// The green band grows downward into the white faces just below it, never into red.
void turnWhiteFacesGreen(const RallyTable &table, int bonus, RallyRoll &roll)
{
    const int green = lowestGreenFace(table);
    for (int face = green - 1; green > 0 && face >= 1 && roll.greenFaces < bonus; --face) {
        const int row = rowOf(table, face);
        if (row < 0 || table.rows[static_cast<std::size_t>(row)].result != RallyResult::StatuQuo) {
            break;
        }
        ++roll.greenFaces;
        if (face == roll.face) {
            roll.turnedGreen = true;
            roll.row = rowOf(table, green);
        }
    }
}

// The die as the GM reads it on the table: roll, bonus, face, colour and result.
std::string readingOf(const RallyTable &table, const RallyRow &row, const RallyRoll &roll, int bonus)
{
    std::string read = "d" + std::to_string(table.dieSides) + " = " + std::to_string(roll.die);
    if (roll.face != roll.die) {
        read += " + " + std::to_string(bonus) + " → " + std::to_string(roll.face);
    }
    read += ": " + row.colour + ", " + std::string(resultId(row.result));
    if (roll.turnedGreen) {
        read += " (white face turned green)";
    }
    return read;
}

// What the result means for the troop (UD-101, UD-A68).
void explainRallyResult(const UmbraRuleset &rules, const Troop &troop, RallyRoll &roll)
{
    const UmbraParameters &p = rules.parameters;
    switch (roll.result) {
    case RallyResult::Deroute:
        roll.explanation.push_back({"UD-101", troop.id + " deserts for good"});
        break;
    case RallyResult::StatuQuo:
        roll.explanation.push_back({"UD-101", troop.id + " stays en fuite; it may try again next evening"});
        break;
    case RallyResult::Ralliement: {
        const int morale = p.ralliedMorale == UmbraParameters::RalliedMorale::StartMorale
                               ? typeStartMorale(rules, troop)
                               : p.ralliedMoraleLevel;
        roll.explanation.push_back(
            {"UD-A68", troop.id + " rallies at " + rules.morale.id(morale) + ", disengaged; the GM places it"});
        break;
    }
    }
}

} // namespace

RallyRoll rallyTroop(const UmbraRuleset &rules, const Side &side, int troopIndex, int die)
{
    const UmbraParameters &p = rules.parameters;
    const Troop &troop = troopAt(side, troopIndex);
    if (troop.status != TroopStatus::EnFuite) {
        throw std::invalid_argument("rally: troop " + troop.id + " is not en fuite");
    }
    if (side.commandLevel < 0 || side.commandLevel >= static_cast<int>(rules.rallyTables.size())) {
        throw std::invalid_argument("rally: side " + side.id + " has no rally table for its command level");
    }
    const RallyTable &table = rules.rallyTables[static_cast<std::size_t>(side.commandLevel)];
    if (die < 1 || die > table.dieSides) {
        throw std::invalid_argument("rally: die " + std::to_string(die) + " does not fit a d" +
                                    std::to_string(table.dieSides));
    }

    RallyRoll roll;
    roll.table = side.commandLevel;
    roll.die = die;
    roll.explanation.push_back({"UD-100, UD-A67", "command level " + table.id + ": table " + table.id});

    const bool diePlus = p.rallySkillBonus == UmbraParameters::RallySkillBonus::DiePlus;
    const int bonus = addRallySkills(rules, side, roll);
    roll.face = diePlus ? std::min(die + bonus, table.dieSides) : die;
    roll.row = rowOf(table, roll.face);
    if (roll.row < 0) {
        throw std::invalid_argument("rally: table " + table.id + " has no row for face " + std::to_string(roll.face));
    }
    if (!diePlus && bonus > 0) {
        turnWhiteFacesGreen(table, bonus, roll);
    }
    const RallyRow &row = table.rows[static_cast<std::size_t>(roll.row)];
    roll.result = row.result;
    roll.explanation.push_back({"UD-101, UD-A65", readingOf(table, row, roll, bonus)});
    explainRallyResult(rules, troop, roll);
    return roll;
}

void applyRally(const UmbraRuleset &rules, Side &side, int troopIndex, RallyResult result)
{
    const Troop &checked = troopAt(side, troopIndex);
    if (checked.status != TroopStatus::EnFuite) {
        throw std::invalid_argument("rally: troop " + checked.id + " is not en fuite");
    }
    Troop &troop = side.troops[static_cast<std::size_t>(troopIndex)];
    switch (result) {
    case RallyResult::Deroute:
        troop.status = TroopStatus::Deserte;
        break;
    case RallyResult::StatuQuo:
        break;
    case RallyResult::Ralliement: {
        const UmbraParameters &p = rules.parameters;
        const int morale = p.ralliedMorale == UmbraParameters::RalliedMorale::StartMorale
                               ? typeStartMorale(rules, troop)
                               : p.ralliedMoraleLevel;
        troop.status = TroopStatus::Present;
        troop.morale = std::clamp(morale, 0, rules.morale.top());
        troop.order = TroopOrder::None;
        troop.engaged = false;
        troop.engagedLastTurn = false;
        troop.activeToday = true; // counts as disengaged for the rest, not as a full rest (UD-A68)
        break;
    }
    }
}

std::vector<RallyRecord> rallyAll(const UmbraRuleset &rules, BattleState &state, Dice &dice)
{
    std::vector<RallyRecord> records;
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        Side &side = state.sides[s];
        for (std::size_t t = 0; t < side.troops.size(); ++t) {
            if (side.troops[t].status != TroopStatus::EnFuite) {
                continue;
            }
            if (side.commandLevel < 0 || side.commandLevel >= static_cast<int>(rules.rallyTables.size())) {
                throw std::invalid_argument("rally: side " + side.id + " has no rally table for its command level");
            }
            const int sides = rules.rallyTables[static_cast<std::size_t>(side.commandLevel)].dieSides;
            const int die = dice.roll(sides);
            RallyRecord record;
            record.side = static_cast<int>(s);
            record.troop = static_cast<int>(t);
            record.troopId = side.troops[t].id;
            record.roll = rallyTroop(rules, side, static_cast<int>(t), die);
            applyRally(rules, side, static_cast<int>(t), record.roll.result);
            records.push_back(std::move(record));
        }
    }
    return records;
}

} // namespace arbitre::umbra
