// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra {

/**
 * Why an order or a hex is refused: the rule that forbids it, in English words for the log and the CLI,
 * and the same facts for a front end that words them in its own language (`why`, `unit`, `hex`).
 */
struct MoveRefusal
{
    /** The case of the rule, for the words of a front end; Other: only `rule` and `reason` say it. */
    enum class Why : std::uint8_t
    {
        Other,
        AlreadyThere,        /**< the destination is the unit's own hex (UD-72) */
        OffMap,              /**< UD-72 */
        TooFar,              /**< beyond its movement points left (`pointsLeft`), forced march or not (UD-72) */
        NeedsForcedMarch,    /**< in reach by a forced march, which was not ordered (UD-72, UD-74) */
        Impassable,          /**< the hex's terrain is impassable (UD-A43) */
        NoForcedMarch,       /**< the unit may not force-march now (UD-74–UD-76, UD-A46, UD-A47) */
        ForcedMarchTerrain,  /**< every way there crosses terrain that forbids forced marches (UD-75) */
        EntersNextTurn,      /**< a difficult hex: it stays this turn and enters the next (UD-A43) */
        CannotStartEntering, /**< a difficult hex, and it already moved this turn (UD-A43) */
        NotMovementStep,     /**< no side moves now: units move only in a movement step (UD-68) */
        NotInThisStep,       /**< not the moving side's unit on the map, or a second order for it (UD-71) */
        ForcedMarchAlone,    /**< a piétaille force-marched with no troop of its side along (UD-76, UD-A47) */
        EngagedConsolidate,  /**< it fought last turn: engaged troops cannot consolidate (UD-A48) */
    };

    std::string_view rule; /**< "UD-76", "UD-A47"… (static text) */
    std::string reason;
    UnitOrder::Action action = UnitOrder::Action::Move;
    bool hasHex = false; /**< the refusal is about one destination hex */
    Hex hex;
    Why why = Why::Other;
    std::string unit;   /**< the id of the unit refused, empty when the refusal is about a hex alone */
    int pointsLeft = 0; /**< movement points it has left this turn (TooFar, NeedsForcedMarch) */

    friend bool operator==(const MoveRefusal &, const MoveRefusal &) = default;
};

/** An illegal order: the whole movement step is refused and the state left unchanged. */
class MovementError : public std::runtime_error
{
public:
    explicit MovementError(MoveRefusal refusal);
    const MoveRefusal &refusal() const { return m_refusal; }

private:
    MoveRefusal m_refusal;
};

/** A hex a troop or personality can reach this turn, and what getting there costs. */
struct Reach
{
    Hex hex;
    int cost = 0;                     /**< movement points spent (UD-72, UD-A43) */
    bool forcedMarch = false;         /**< needs the turn's forced march (UD-74, UD-A45) */
    int fatigueSteps = 0;             /**< fatigue the forced march costs: 1, or 0 with Coriace's free one (UD-77) */
    bool entering = false;            /**< a difficult hex it lacks the points for: it arrives next turn (UD-A43) */
    bool contact = false;             /**< an enemy stands there: the move ends in contact (UD-82) */
    bool leavesConfrontation = false; /**< UD-73 */
    int disengageMalus = 0;           /**< F malus for leaving, 0 when free (UD-73, UD-A44) */

    friend bool operator==(const Reach &, const Reach &) = default;
};

/** Everything a unit may do in its side's movement step, computed by the core (UD-71–UD-81). */
struct LegalMoves
{
    MemberRef unit;
    int allowance = 0;        /**< movement points this turn (1 foot, 2 rapide; personalities: movement.personality) */
    std::vector<Reach> reach; /**< sorted by hex; a hex appears once, with its cheapest way (normal before forced) */
    std::vector<MoveRefusal> refusals; /**< actions and hexes refused, each with its rule id */
    bool canForcedMarch = false;
    bool canConsolidate = false;
    bool canBuildPosition = false;
    int buildTurns = 0; /**< turns a position takes here (4, or 2 with Castramétisation in an appropriate place) */

    void clear();
};

/**
 * The movement rules over one state (UD-72–UD-81): who stands where is indexed once, then any
 * number of units can be asked for. Queries allocate nothing once `out`'s buffers have grown: they
 * work in scratch space of the object, so one MovementRules serves one thread at a time. It reads
 * `state` when asked, except who stands where, taken when it is built.
 */
class MovementRules
{
public:
    /**
     * Precondition: at most limits::MaxSides sides (one bit a side per hex). A loaded scenario and the
     * set-up never hold more (the scenario reader and the set-up refuse a 33rd side); a state built by
     * hand with more is refused with a SessionError, never read past its bits.
     */
    MovementRules(const UmbraRuleset &rules, const UmbraMap &map, const BattleState &state);

    /** The legal moves of a present, on-map troop or personality. Refusals name the rule that forbids. */
    void legalMoves(MemberRef unit, LegalMoves &out) const;

private:
    struct Profile;    /**< what one unit may do: allowance, forced march, confrontation (movement.cpp) */
    struct Decision;   /**< how one order to one hex is carried out, or why not (movement.cpp) */
    struct BuildCheck; /**< whether a troop may raise a position where it stands (movement.cpp) */
    /** One hex of the square of axial offsets searched around a unit (radius = its longest move). */
    struct Node
    {
        int cell = -1; /**< map cell, −1 off the map or beyond the radius */
        unsigned flags = 0;
        int normal = 0; /**< cheapest cost without a forced march */
        int forced = 0; /**< cheapest cost with one (UD-74, UD-75) */
        int free = 0;   /**< with one, terrain ignored: tells UD-75 from UD-72 in refusals */
    };
    enum class Search : std::uint8_t
    {
        Normal,
        Forced,
        Free
    };

    void describe(MemberRef unit, Profile &profile) const;
    void describeTroop(const Troop &troop, Profile &profile) const;
    void blockForcedMarch(const Troop &troop, Profile &profile) const;
    void prepare(const Profile &profile, int radius) const;
    void search(const Profile &profile, Search mode, int budget, bool escort) const;
    int stepCost(const Profile &profile, int from, int to, bool escort) const;
    int nodeOf(Hex start, Hex hex) const;
    void decide(const Profile &profile, Hex to, bool forcedMarch, bool escort, Decision &decision) const;
    void refuseUnreached(const Profile &profile, Hex to, bool forcedMarch, bool escort, const Node &node, int entryCost,
                         Decision &decision) const;
    void buildCheck(const Profile &profile, bool helpers, BuildCheck &check) const;
    MoveRefusal &addRefusal(LegalMoves &out, std::string_view rule, UnitOrder::Action action) const;
    // legalMoves, part by part (movement_decide.cpp).
    int addReach(const Profile &profile, bool forcedOk, bool escort, LegalMoves &out) const;
    void refuseImpassableNeighbours(const Profile &profile, LegalMoves &out) const;
    void checkForcedMarch(const Profile &profile, bool forcedOk, bool escort, int forcedAdded, LegalMoves &out) const;
    void checkConsolidation(const Profile &profile, const Troop &troop, LegalMoves &out) const;
    void checkBuildPosition(const Profile &profile, const Troop &troop, LegalMoves &out) const;

    const UmbraRuleset &m_rules;
    const UmbraMap &m_map;
    const BattleState &m_state;
    std::vector<std::uint32_t> m_sidesAt; /**< per cell: bit s = side s has a present troop or personality there */
    std::vector<std::vector<int>> m_troopConfrontation;       /**< per side, per troop: active confrontation or −1 */
    std::vector<std::vector<int>> m_personalityConfrontation; /**< the same for personalities */
    std::vector<std::vector<Hex>> m_troopHex;                 /**< where each troop stood when the rules were built */
    std::vector<std::vector<std::uint8_t>> m_troopOnField;    /**< present and on the map then */
    std::vector<std::vector<Hex>> m_personalityHex;           /**< the same for personalities */
    std::vector<std::vector<std::uint8_t>> m_personalityOnField; /**< present and on the map then */
    int m_ereinte = -1;                                          /**< fatigue index of éreinté (UD-76) */
    // Scratch for the queries (not shared between threads): the search square and reused refusal strings.
    mutable std::vector<Node> m_nodes;
    mutable int m_radius = 0;
    mutable int m_width = 1;
    mutable std::vector<MoveRefusal> m_spare;
    friend struct MovementStep;
};

/** What one order did, for the log. */
struct MoveRecord
{
    MemberRef unit;
    UnitOrder::Action action = UnitOrder::Action::Stay;
    Hex from;
    Hex to;
    int cost = 0;
    bool forcedMarch = false;
    int fatigueSteps = 0;           /**< fatigue levels lost (UD-74) */
    int moraleSteps = 0;            /**< morale the fatigue cost through the F floor (UD-30, UD-A17) */
    bool coriace = false;           /**< the forced march was Coriace's free one (UD-77) */
    bool entering = false;          /**< stopped short of a difficult hex it will enter next turn (UD-A43) */
    bool leftConfrontation = false; /**< UD-73 */
    int disengageMalus = 0;
    bool fled = false; /**< the fatigue's morale loss broke it (UD-27) */

    friend bool operator==(const MoveRecord &, const MoveRecord &) = default;
};

/**
 * Carries out a side's movement step (UD-71–UD-81): each order is checked against the rules and
 * the units' positions as the earlier orders left them, then applied (position, movement points,
 * forced-march fatigue, consolidation and building orders, leaving a confrontation). Units without
 * an order stay. Throws MovementError for the first illegal order; `state` is then unspecified, so
 * callers work on a copy. Piétaille forced marches are checked once every order is applied (UD-A47:
 * accompanied from start to end), and so are the builders of a position (UD-A51: a helper); without
 * `checkWholeStep` those two checks wait (the app's orders, given one at a time, before the step ends).
 */
std::vector<MoveRecord> applyMovementStep(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, int side,
                                          const std::vector<UnitOrder> &orders, bool checkWholeStep = true);

/** The troop or personality of `side` with this id, if any (kind and index in MemberRef). */
bool findMember(const BattleState &state, int side, const std::string &id, MemberRef &out);

} // namespace arbitre::umbra
