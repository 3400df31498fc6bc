// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/ruleset.h"

#include "arbitre/umbra/state.h"

#include <array>

namespace arbitre::umbra {

namespace {

// The JSON ids of the enums of ids.h, in enum order.
constexpr std::array<std::string_view, SkillKindCount> SkillKindIds{
    "aime_du_peuple",
    "castrametisation",
    "combattant_de_rupture",
    "contournement",
    "defenseur",
    "discipline",
    "galvaniseur",
    "logistique",
    "maitre_d_armes",
    "meneur",
    "meneur_forestier",
    "meneur_legendaire",
    "meneur_montagnard",
    "meneur_tirailleur",
    "opportuniste",
    "poliorcetique",
    "sens_tactique",
    "tactiques_variees",
    "terreur_des_faibles",
    "vision_strategique",
};
constexpr std::array<std::string_view, 7> TroopStatusIds{"present", "elimine", "disloque", "en_fuite",
                                                         "deserte", "a_lever", "non_levee"};
constexpr std::array<std::string_view, 4> PhaseIds{"movement", "conditional", "confrontation", "end_of_day"};
constexpr std::array<std::string_view, 2> PersonalityStatusIds{"present", "capture"};
constexpr std::array<std::string_view, 5> TroopOrderIds{"none", "consolider", "deplacement", "lever_position_defensive",
                                                        "quitter_confrontation"};

template <std::size_t N, typename E> std::string_view idAt(const std::array<std::string_view, N> &ids, E value)
{
    const auto index = static_cast<std::size_t>(value);
    return index < N ? ids[index] : std::string_view();
}

template <typename Entry> std::optional<int> findById(const std::vector<Entry> &entries, std::string_view id)
{
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

} // namespace

std::string_view skillKindId(SkillKind kind)
{
    return idAt(SkillKindIds, kind);
}

std::string_view troopStatusId(TroopStatus status)
{
    return idAt(TroopStatusIds, status);
}

const std::string &memberId(const BattleState &state, const MemberRef &ref)
{
    const Side &side = state.sides[static_cast<std::size_t>(ref.side)];
    return ref.kind == MemberRef::Kind::Troop ? side.troops[static_cast<std::size_t>(ref.index)].id
                                              : side.personalities[static_cast<std::size_t>(ref.index)].id;
}

std::string_view phaseId(Phase phase)
{
    return idAt(PhaseIds, phase);
}

std::string_view personalityStatusId(PersonalityStatus status)
{
    return idAt(PersonalityStatusIds, status);
}

std::string_view troopOrderId(TroopOrder order)
{
    return idAt(TroopOrderIds, order);
}

std::string_view unitOrderActionId(UnitOrder::Action action)
{
    switch (action) {
    case UnitOrder::Action::Move:
        return "deplacement";
    case UnitOrder::Action::Consolidate:
        return "consolider";
    case UnitOrder::Action::BuildPosition:
        return "lever_position_defensive";
    case UnitOrder::Action::Stay:
        break;
    }
    return "rester";
}

std::optional<int> Scale::find(std::string_view id) const
{
    return findById(levels, id);
}

const SkillInstance *Personality::skill(SkillKind kind) const
{
    for (const SkillInstance &instance : skills) {
        if (instance.kind == kind) {
            return &instance;
        }
    }
    return nullptr;
}

std::optional<int> UmbraRuleset::findTroopType(std::string_view id) const
{
    return findById(troopTypes, id);
}

std::optional<int> UmbraRuleset::findAdjective(std::string_view id) const
{
    return findById(troopAdjectives, id);
}

std::optional<int> UmbraRuleset::findTerrain(std::string_view id) const
{
    return findById(terrains, id);
}

std::optional<int> UmbraRuleset::findPosition(std::string_view id) const
{
    return findById(positions, id);
}

std::optional<int> UmbraRuleset::findRank(std::string_view id) const
{
    return findById(personalityRanks, id);
}

std::optional<int> UmbraRuleset::findArmement(std::string_view id) const
{
    return findById(armement, id);
}

std::optional<int> UmbraRuleset::findColour(std::string_view id) const
{
    return findById(colours, id);
}

std::optional<int> UmbraRuleset::findRallyTable(std::string_view id) const
{
    return findById(rallyTables, id);
}

std::optional<int> UmbraRuleset::findScoutLevel(std::string_view id) const
{
    return findById(scouts, id);
}

std::optional<SkillKind> UmbraRuleset::findSkill(std::string_view id) const
{
    // Skill ids are fixed by the procedures (SkillKind), not by the ruleset: no lookup in `skills`.
    for (int k = 0; k < SkillKindCount; ++k) {
        if (SkillKindIds[static_cast<std::size_t>(k)] == id) {
            return static_cast<SkillKind>(k);
        }
    }
    return std::nullopt;
}

std::optional<int> UmbraRuleset::findTrainingValue(int value) const
{
    for (std::size_t i = 0; i < entrainement.size(); ++i) {
        if (entrainement[i].force == value) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

} // namespace arbitre::umbra
