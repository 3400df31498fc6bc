// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/rest.h"

#include <algorithm>
#include <stdexcept>

namespace arbitre::umbra {

namespace {

// A gain that stops at `cap` and never takes a troop already above the cap down (UD-T7).
int gainUpTo(int fatigue, int gain, int cap)
{
    return std::max(fatigue, std::min(fatigue + gain, cap));
}

bool holdsSkill(const Personality &personality, SkillKind kind)
{
    return personality.present() && std::any_of(personality.skills.begin(), personality.skills.end(),
                                                [kind](const SkillInstance &skill) { return skill.kind == kind; });
}

// UD-47a/b, UD-A27: marks the troops of every confrontation slot with a present Castramétisation holder
// and sets the slot's overnight consolidation. Returns the marks, per side and troop.
std::vector<std::vector<bool>> castrametisation(BattleState &state)
{
    std::vector<std::vector<bool>> marks(state.sides.size());
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        marks[s].assign(state.sides[s].troops.size(), false);
    }
    for (Confrontation &confrontation : state.confrontations) {
        if (confrontation.ended) {
            continue;
        }
        for (std::size_t slot = 0; slot < 2; ++slot) {
            const int sideIndex = confrontation.sides[slot];
            if (sideIndex < 0 || sideIndex >= static_cast<int>(state.sides.size())) {
                throw std::invalid_argument("rest: confrontation names an unknown side");
            }
            const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
            const bool holder = std::any_of(
                confrontation.personalities[slot].begin(), confrontation.personalities[slot].end(), [&](int index) {
                    return index >= 0 && index < static_cast<int>(side.personalities.size()) &&
                           holdsSkill(side.personalities[static_cast<std::size_t>(index)], SkillKind::Castrametisation);
                });
            if (!holder) {
                continue;
            }
            confrontation.castrametisation[slot] = true;
            for (int troop : confrontation.troops[slot]) {
                if (troop >= 0 && troop < static_cast<int>(side.troops.size())) {
                    marks[static_cast<std::size_t>(sideIndex)][static_cast<std::size_t>(troop)] = true;
                }
            }
        }
    }
    return marks;
}

} // namespace

std::string_view restCategoryId(RestCategory category)
{
    switch (category) {
    case RestCategory::Engagee:
        return "engagee";
    case RestCategory::Desengagee:
        return "desengagee";
    case RestCategory::ReposComplet:
        return "repos_complet";
    }
    return "?";
}

RestCategory restCategory(const UmbraRuleset &rules, const Troop &troop)
{
    // UD-A70: engaged = still in a confrontation now, or (`any_time_today`) in one at any time today.
    const bool anyTime = rules.parameters.restEngagedDefinition == UmbraParameters::EngagedDefinition::AnyTimeToday;
    if (anyTime ? troop.engagedToday : troop.engaged) {
        return RestCategory::Engagee;
    }
    return troop.activeToday ? RestCategory::Desengagee : RestCategory::ReposComplet;
}

int restedFatigue(const UmbraRuleset &rules, RestCategory category, int fatigue)
{
    const UmbraParameters &p = rules.parameters;
    switch (category) {
    case RestCategory::ReposComplet:
        return gainUpTo(fatigue, p.restFullGain, p.restFullCap);
    case RestCategory::Desengagee:
        return gainUpTo(fatigue, p.restPartialGain, p.restPartialCap);
    case RestCategory::Engagee:
        break;
    }
    return fatigue;
}

std::vector<RestRecord> applyEndOfDayRest(const UmbraRuleset &rules, BattleState &state)
{
    const UmbraParameters &p = rules.parameters;
    std::vector<std::vector<bool>> marks;
    if (p.castrametisationTiming == UmbraParameters::CastrametisationTiming::EndOfDay) {
        marks = castrametisation(state);
    }
    std::vector<RestRecord> records;
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        Side &side = state.sides[s];
        for (std::size_t t = 0; t < side.troops.size(); ++t) {
            Troop &troop = side.troops[t];
            if (!troop.present()) {
                continue;
            }
            RestRecord record;
            record.side = static_cast<int>(s);
            record.troop = static_cast<int>(t);
            record.troopId = troop.id;
            record.category = restCategory(rules, troop);
            record.fatigueBefore = troop.fatigue;
            record.fatigueAfter = restedFatigue(rules, record.category, troop.fatigue);
            record.ruleId = record.category == RestCategory::Engagee ? "UD-102, UD-A70" : "UD-102, UD-A69";
            if (record.category == RestCategory::Engagee && !marks.empty() && marks[s][t]) {
                // UD-47a: engaged troops regain a step as disengaged ones do.
                record.fatigueAfter = gainUpTo(troop.fatigue, p.restPartialGain, p.restPartialCap);
                record.castrametisation = true;
                record.ruleId = "UD-47, UD-A27";
            }
            troop.fatigue = record.fatigueAfter;
            records.push_back(std::move(record));
        }
    }
    return records;
}

Explanation startNewDay(const UmbraRuleset &rules, BattleState &state)
{
    const UmbraParameters &p = rules.parameters;
    const bool malusEnds = p.disengageMalusDuration == UmbraParameters::MalusDuration::RestOfDay;
    const bool disciplineRefills = p.disciplineRefresh == UmbraParameters::DisciplineRefresh::PerDay;
    for (Side &side : state.sides) {
        for (Troop &troop : side.troops) {
            troop.activeToday = false;
            troop.engagedToday = false;
            if (malusEnds) {
                troop.disengaging = false;
            }
        }
        for (Personality &personality : side.personalities) {
            personality.sensTactiqueUsed = 0;
            if (disciplineRefills) {
                personality.disciplineSpent = 0;
            }
        }
    }
    const bool galvaniseDaily = p.galvaniseurMode == UmbraParameters::GalvaniseurMode::StartOfDay;
    const bool visionDaily = p.visionDuration == UmbraParameters::VisionDuration::Day;
    for (Confrontation &confrontation : state.confrontations) {
        if (p.opportunisteResetAtEndOfDay) {
            confrontation.opportunisteStreak = {0, 0};
        }
        if (galvaniseDaily) {
            confrontation.galvanised = {false, false};
        }
        if (visionDaily) {
            confrontation.countered.clear();
        }
        if (!p.strategicAdvantageCarryOverNight) {
            confrontation.pendingAdvantage = {};
        }
    }
    ++state.day;
    state.turn = 1;

    Explanation why;
    why.push_back({"UD-68", "day " + std::to_string(state.day) + ", combat turn 1"});
    why.push_back({"UD-A70", "activity of the day cleared"});
    if (malusEnds) {
        why.push_back({"UD-73, UD-A44", "disengagement malus ends"});
    }
    why.push_back({"UD-62", "Sens tactique uses reset"});
    if (disciplineRefills) {
        why.push_back({"UD-51, UD-A30", "Discipline reserves refilled"});
    }
    if (p.opportunisteResetAtEndOfDay) {
        why.push_back({"UD-60, UD-A34", "Opportuniste streaks reset"});
    }
    if (galvaniseDaily) {
        why.push_back({"UD-52, UD-A31", "Galvaniseur may boost again"});
    }
    if (visionDaily) {
        why.push_back({"UD-65, UD-A38", "Vision stratégique counters end"});
    }
    if (!p.strategicAdvantageCarryOverNight) {
        why.push_back({"UD-A62", "pending strategic advantages lost overnight"});
    }
    return why;
}

} // namespace arbitre::umbra
