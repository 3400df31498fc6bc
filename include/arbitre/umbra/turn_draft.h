// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/session.h"

#include <string>
#include <vector>

namespace arbitre::umbra {

/** One die of a draft as the GM gave it: rolled by Arbitre or typed from the table. */
struct DraftDie
{
    int value = 0;
    DieSource source = DieSource::Entered;

    friend bool operator==(const DraftDie &, const DraftDie &) = default;
};

/** The dice as the session consumes them, each with its source (typed and rolled ones mixed). */
ListDice draftDice(const std::vector<DraftDie> &dice);

/** A confrontation of the turn being prepared, with what its dice and decisions give. */
struct DraftConfrontation
{
    int confrontation = 0; /**< index in BattleState::confrontations */
    std::vector<DraftDie> dice;
    ConfrontationOrders orders;
    /**
     * The resolution with the dice given. Until `complete`, the missing dice read as 1: the totals,
     * table, major battle and roller are final, the draws are not.
     */
    ResolutionResult preview;
    BattleState before; /**< the state it is resolved from */
    BattleState after;  /**< where the preview leads: the consequences shown before confirming */
    bool complete = false;
    DieUse awaiting;   /**< the next die it needs (purpose, who rolls, sides) when not complete */
    std::string error; /**< why the orders are refused (the preview then uses none of them) */
};

/**
 * The GM's preparation of a combat turn in the app (UD-83–UD-98, UD-M4): dice rolled or typed
 * one at a time and decisions taken after seeing them, previewed by the same resolution the
 * session runs, then committed as one `umbra.turn` event. A pure function of the session's state,
 * the dice and the decisions; nothing is decided for the GM.
 */
class TurnDraft
{
public:
    /** Every confrontation fought this turn, in the order the session resolves them. */
    explicit TurnDraft(const UmbraSession &session);

    const std::vector<DraftConfrontation> &items() const { return m_items; }
    /** The draft of confrontation `confrontation`, or nullptr when it is not fought. */
    const DraftConfrontation *find(int confrontation) const;

    /** The next die of a confrontation. A die beyond what it needs is refused (std::invalid_argument). */
    void addDie(int confrontation, int value, DieSource source);
    /** Takes back the last die given. */
    void dropDie(int confrontation);
    /** The GM's decisions for `orders.confrontation`. Dice no longer needed are dropped. */
    void setOrders(const ConfrontationOrders &orders);

    /** Both at once, as an undo restores them: the dice, then the decisions taken after them. */
    void set(int confrontation, std::vector<DraftDie> dice, const ConfrontationOrders &orders);

    /** Every confrontation has all its dice and accepted orders: the turn can be committed. */
    bool complete() const;

    /** The post-roll skills (Sens tactique, Tactiques variées) the rules accept now, each by draw and side. */
    std::vector<ConfrontationOrders::PostRoll> postRollOptions(int confrontation) const;
    /** The most Discipline points side `slot` may spend in this resolution (UD-51, UD-A30), 0 when none. */
    int disciplineReserve(int confrontation, int slot) const;
    /** The Contournement aims side `slot` may take (UD-49, UD-A29): enemy troop types and personalities. */
    std::vector<ConfrontationOrders::Aim> contournementOptions(int confrontation, int slot) const;
    /** The members that may take loss `loss` of the preview (UD-88, UD-M4), by id. */
    std::vector<std::string> allocationOptions(int confrontation, std::size_t loss) const;
    /** Orders with loss `loss` given to `unit`: the losses before it keep the preview's targets. */
    ConfrontationOrders allocate(int confrontation, std::size_t loss, const std::string &unit) const;

    /** Every die of the turn in the order the session consumes them, with their sources. */
    std::vector<DraftDie> dice() const;
    std::vector<ConfrontationOrders> orders() const;

    /**
     * The decisions as the `turn` procedure's input (umbra_procedures.cpp declares its keys, umbra_play.cpp reads them
     * back): every confrontation fought, named by its number as the spec and the dock number them ("2:blue"). What
     * the odds of the turn are computed on.
     */
    nlohmann::json turnInput() const;

    /** Resolves the turn in the session with these dice and orders. Throws SessionError when incomplete. */
    void commit(UmbraSession &session) const;

private:
    const UmbraSession &m_session;
    std::vector<DraftConfrontation> m_items;

    DraftConfrontation *item(int confrontation);
    void refresh(std::size_t from);
    /** Runs one confrontation's resolution on `item.before`; false when the orders are refused. */
    bool run(DraftConfrontation &item, const ConfrontationOrders &orders, std::string *error) const;
    bool accepts(const DraftConfrontation &item, const ConfrontationOrders &orders) const;
};

} // namespace arbitre::umbra
