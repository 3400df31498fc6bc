// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"
#include "arbitre/core/json_edit.h"
#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/movement.h"
#include "arbitre/umbra/session.h"
#include "arbitre/umbra/turn_draft.h"
#include "common/document.h"
#include "umbra/selection.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string>

class QUndoCommand;

namespace arbitre::gui {

/**
 * What the GM prepares before it is played: the moving side's orders of this movement step, and the
 * turn's dice and decisions per confrontation. Every change to it is an undo step too.
 */
struct PlayDraft
{
    std::vector<umbra::UnitOrder> orders;
    std::vector<umbra::ConditionalOrder> conditionals;
    struct Resolution
    {
        int confrontation = 0;
        std::vector<umbra::DraftDie> dice;
        umbra::ConfrontationOrders orders;
        friend bool operator==(const Resolution &, const Resolution &) = default;
    };
    std::vector<Resolution> turn;
    friend bool operator==(const PlayDraft &, const PlayDraft &) = default;
};

/**
 * An Umbra Draconis session as the app sees it: the common Document over an UmbraSession, with what only
 * this system has. Before anything is played the scenario can be set up: each set-up action is a list of
 * JsonEdits on the scenario's file form, checked by the scenario reader, pushed as one undo step. In play,
 * the GM prepares orders, dice and decisions (the draft) before each step is played, and selects units
 * and hexes on the map and in the docks.
 */
class UmbraDocument : public Document
{
    Q_OBJECT

public:
    /** An opened session (the shell opens every file through the module registry); `path` empty: untitled. */
    UmbraDocument(std::unique_ptr<umbra::UmbraSession> session, QString path);
    /** A new, unsaved scenario of the ruleset at `rulesetPath`: a map of `terrain` everywhere (setup::newScenario). */
    static std::unique_ptr<UmbraDocument> createNew(const QString &rulesetPath, const QString &name, int width,
                                                    int height, Orientation orientation, const QString &terrain);
    ~UmbraDocument() override;

    const umbra::UmbraSession &session() const { return sessionAs<umbra::UmbraSession>(); }
    const umbra::UmbraScenario &scenario() const { return session().scenario(); }
    const umbra::UmbraRuleset &ruleset() const { return session().ruleset(); }
    const umbra::BattleState &state() const { return session().state(); }
    const umbra::UmbraMap &map() const { return session().map(); }
    /** The scenario's file form while it is set up (empty log); edits apply to it. */
    const nlohmann::json &setup() const { return m_setup; }
    /** True until the GM begins the battle (and while nothing is played): set-up edits are allowed. */
    bool inSetup() const { return !reviewing() && !m_playing && session().log().empty(); }
    /** Ends the set-up: the map's gestures become orders (one undo step). */
    void beginPlay();
    /** Used by the undo command of beginPlay(). */
    void setPlaying(bool playing);

    /**
     * One set-up action: checks the edits by reading the result back and, when the reader accepts it,
     * pushes one undo step named `text`. Successive edits with the same non-negative `mergeId` on the
     * same object make one step (one drag). Throws DocumentError with the reader's message and changes
     * nothing when refused, or when the session is no longer in set-up.
     */
    void edit(const QString &text, const JsonEdits &edits, int mergeId = -1);

    const Selection &selection() const { return m_selection; }
    void select(const Selection &selection);

    /** Applies already-checked set-up edits (used by the undo commands). */
    void applySetup(const JsonEdits &edits);

    // Play (umbra_document_play.cpp). Each call is one undo step; a refusal throws DocumentError
    // with the rule id and the reason, and changes nothing.

    const PlayDraft &draft() const { return reviewing() ? s_noDraft : m_draft; }
    /**
     * The turn being prepared, from the session's state and the draft: null outside a confrontation step, and while
     * reviewing (the draft belongs to the live session).
     */
    const umbra::TurnDraft *turnDraft() const { return reviewing() ? nullptr : m_turnDraft.get(); }
    /** The side whose movement step it is, or empty. */
    std::string movingSide() const;
    /** What `unit` may do now, its side's earlier orders of this step applied (UD-71–UD-81). */
    umbra::LegalMoves legalMoves(const std::string &unit) const;
    /**
     * What comes next on the map (UD-82, UD-A52, UD-18, UD-A43): the core's mapOutlook on the state with the
     * moving side's orders of this step applied, so that a contact shows as soon as the move is ordered.
     */
    umbra::MapOutlook outlook() const;
    /**
     * Why `unit` cannot be ordered to `hex` now (UD-71–UD-81), as the core says it: a refusal of its legal
     * moves for that hex, else the movement step's own; nothing when the hex is in its reach.
     */
    std::optional<umbra::MoveRefusal> moveRefusal(const std::string &unit, Hex hex) const;
    /** The pending order of `unit` in this movement step, if any. */
    const umbra::UnitOrder *pendingOrder(const std::string &unit) const;

    void orderUnit(const umbra::UnitOrder &order);
    void cancelOrder(const std::string &unit);
    void addConditional(const umbra::ConditionalOrder &order);
    /** Plays the moving side's step with its orders (one `umbra.movement` event). */
    void endMovementStep();
    void settleConditionals(const std::vector<bool> &fire);
    void mergeConfrontations(int into, int other);
    void splitConfrontation(int index, const std::vector<Hex> &hexes);

    /** The next die of a confrontation, rolled by Arbitre (Seeded) or typed by the GM (Entered). */
    void addDie(int confrontation, int value, DieSource source);
    void dropDie(int confrontation);
    void setConfrontationOrders(const umbra::ConfrontationOrders &orders);
    /** Resolves the turn with the draft's dice and decisions (one `umbra.turn` event). */
    void resolveTurn();
    /** Rally dice, one per fleeing troop in side and troop order (UD-100), then rest and the next day. */
    void endOfDay(const std::vector<umbra::DraftDie> &rally, const std::string &firstMover = {});
    void overrideState(const umbra::StateOverride &change);
    /** Vision stratégique (UD-65, UD-A38): `holder` names `target`'s skill, which stops acting. */
    void counterSkill(int confrontation, const std::string &holder, const std::string &target, umbra::SkillKind skill,
                      bool known);

    /**
     * Arbitre's die for the GM who does not roll at the table: the next die of `confrontation`, derived from the
     * secret the log commits to and from the place the die takes in the turn's event (docs/verifiable-dice.md).
     */
    int rollTurnDie(int confrontation, int sides);
    /** Arbitre's rally die for the fleeing troop at `index` in the order endOfDay() takes them (UD-100). */
    int rollRallyDie(std::size_t index, int sides);
    /** Makes the virtual dice reproducible (tests, screenshots): a public seed, marked so in the log. */
    void setDiceSeed(std::uint64_t seed) { setPublicDiceSeed(seed); }

    /** Used by the undo commands: sets the draft, or plays or takes back session events. */
    void setDraft(const PlayDraft &draft);
    void runPlay(const std::function<void(umbra::UmbraSession &)> &action);
    void undoPlay(std::size_t events);

Q_SIGNALS:
    void selectionChanged(const arbitre::gui::Selection &selection);

private:
    nlohmann::json m_setup;
    Selection m_selection;
    /** The result of edit()'s check, handed to the redo() that push() runs at once. */
    struct Checked
    {
        nlohmann::json setup;
        std::shared_ptr<const umbra::UmbraScenario> scenario;
    };
    std::optional<Checked> m_checked;

    bool m_playing = false;
    PlayDraft m_draft;
    static const PlayDraft s_noDraft; /**< what draft() shows while reviewing */
    std::unique_ptr<umbra::TurnDraft> m_turnDraft;

    umbra::UmbraSession &umbraSession() { return mutableSessionAs<umbra::UmbraSession>(); }
    /** The secret behind Arbitre's dice among `dice`, when there are any. */
    std::optional<DiceSecret> secretFor(const std::vector<umbra::DraftDie> &dice);
    void replaceScenario(std::shared_ptr<const umbra::UmbraScenario> scenario);
    void rebuildTurnDraft();
    void changeDraft(const QString &text, const PlayDraft &next);
    /** Pushes a play step; the first one also begins the battle, in the same undo step. */
    void pushPlay(QUndoCommand *command, bool beginsBattle);
    void playStep(const QString &text, const std::function<void(umbra::UmbraSession &)> &action);
};

} // namespace arbitre::gui
