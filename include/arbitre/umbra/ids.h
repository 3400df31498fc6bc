// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/label.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace arbitre::umbra {

/** The confrontation tables, table_i … table_iv in that order (UD-91–UD-94). */
inline constexpr std::size_t TableCount = 4;

/** The rule of confrontation table `table` (0 = Table I, UD-91 … 3 = Table IV, UD-94); empty out of range. */
constexpr std::string_view tableRuleId(int table)
{
    constexpr std::string_view Rules[TableCount] = {"UD-91", "UD-92", "UD-93", "UD-94"};
    return table >= 0 && table < static_cast<int>(TableCount) ? Rules[table] : std::string_view{};
}

/** Skills whose effects the rules core implements; the ruleset holds their labels and numbers (UD-46–UD-65). */
enum class SkillKind : std::uint8_t
{
    AimeDuPeuple,        /**< aime_du_peuple (UD-46) */
    Castrametisation,    /**< castrametisation (UD-47) */
    CombattantDeRupture, /**< combattant_de_rupture X (UD-48) */
    Contournement,       /**< contournement (UD-49) */
    Defenseur,           /**< defenseur X (UD-50) */
    Discipline,          /**< discipline X (UD-51) */
    Galvaniseur,         /**< galvaniseur (UD-52) */
    Logistique,          /**< logistique (UD-53), GM matter */
    MaitreDArmes,        /**< maitre_d_armes (UD-54), GM matter */
    Meneur,              /**< meneur (UD-55) */
    MeneurForestier,     /**< meneur_forestier (UD-56) */
    MeneurLegendaire,    /**< meneur_legendaire (UD-57) */
    MeneurMontagnard,    /**< meneur_montagnard (UD-58) */
    MeneurTirailleur,    /**< meneur_tirailleur (UD-59) */
    Opportuniste,        /**< opportuniste (UD-60) */
    Poliorcetique,       /**< poliorcetique X (UD-61) */
    SensTactique,        /**< sens_tactique X/Y (UD-62) */
    TactiquesVariees,    /**< tactiques_variees X (UD-63) */
    TerreurDesFaibles,   /**< terreur_des_faibles X (UD-64) */
    VisionStrategique,   /**< vision_strategique X (UD-65) */
    Count
};
constexpr int SkillKindCount = static_cast<int>(SkillKind::Count);

/** The JSON id of a skill kind ("combattant_de_rupture"). */
std::string_view skillKindId(SkillKind kind);

/** How a troop type behaves in the rules, beyond its numbers (UD-20–UD-23). */
enum class TroopRole : std::uint8_t
{
    Standard,  /**< fantassins, cavalerie: base F from the ruleset */
    Pietaille, /**< F fixed, never wounded: disloquée instead (UD-32) */
    Archers,   /**< −2 when only archers remain (UD-21) */
    Mounted,   /**< troupe_montee: a base type + a bonus (UD-22) */
    Machine,   /**< machine_de_guerre: F set per machine by the GM (UD-23) */
};
constexpr std::size_t TroopRoleCount = static_cast<std::size_t>(TroopRole::Machine) + 1;

/** Where a troop stands in the battle. */
enum class TroopStatus : std::uint8_t
{
    Present,  /**< on the field */
    Elimine,  /**< second wound (UD-28) */
    Disloque, /**< piétaille that took a wound (UD-32) */
    EnFuite,  /**< reached rupture; may rally at the end of the day (UD-27, UD-100) */
    Deserte,  /**< deserted for good after a failed rally (UD-101) */
    ALever,   /**< raised by a levy, not arrived yet (UD-18) */
    NonLevee, /**< a piétaille its contested lieu-dit could not raise (UD-70) */
};
std::string_view troopStatusId(TroopStatus status);

/** Where a personality stands. */
enum class PersonalityStatus : std::uint8_t
{
    Present,
    Capture, /**< eliminated: captured (UD-41) */
};
std::string_view personalityStatusId(PersonalityStatus status);

/** A troop's declared action for the turn (UD-71–UD-80); only what the combat core reads. */
enum class TroopOrder : std::uint8_t
{
    None,
    Consolider,             /**< consolidates: +1 to its side (UD-78) */
    Deplacement,            /**< moved this turn */
    LeverPositionDefensive, /**< building a position: counts as consolidating (UD-80) */
    QuitterConfrontation,   /**< leaving: −2 F (UD-73) */
};
std::string_view troopOrderId(TroopOrder order);

/** Which side of a resolution: the stronger side rolls (UD-85). */
enum class Rank : std::uint8_t
{
    Superior,
    Inferior
};

} // namespace arbitre::umbra
