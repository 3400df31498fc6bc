// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/bookmark.h"
#include "arbitre/core/log_text.h"
#include "arbitre/core/session.h"

#include <nlohmann/json.hpp>

#include <QObject>
#include <QString>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace arbitre {
struct Verdict;
}

namespace arbitre::gui {

class ReviewCursor;

/** A file the app cannot open or save, or a step the rules refuse, with the precise message (file:line:col: pointer:
 * what). */
class DocumentError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** A path the GM chose, as the core's file functions take it (UTF-16 on every platform). */
std::filesystem::path toFilePath(const QString &path);

/** What a change touched, so views redraw only that. */
struct DocumentChange
{
    bool terrain = false; /**< the map: terrain, places, positions, fortify sites */
    bool units = false;   /**< units: their states, places and attributes */
    bool sides = false;   /**< sides added, removed or renamed */
    bool play = false;    /**< the event log: an event played, undone or redone */
    bool draft = false;   /**< what the GM prepares before it is played */
    static DocumentChange everything() { return {true, true, true, true, true}; }
    static DocumentChange played() { return {false, true, false, true, false}; }
};

/**
 * An open session of any rule system, as the app's shared parts see it: the core Session, the undo stack
 * (one step per event), the file it lives in, atomic save, the autosave's form, recovery. Widgets change
 * the session only through it, and it says what changed. A module's document derives from it for what
 * only that system does (Umbra's set-up and prepared orders); the others use it as it is.
 */
class Document : public QObject
{
    Q_OBJECT

public:
    /** `path` is where the session is saved; empty for an untitled session (a new scenario, a demo). */
    Document(std::unique_ptr<Session> session, QString path);
    ~Document() override;

    /** The session the windows show: the live one, or while reviewing its state at the review's position. */
    const Session &session() const;
    /** The live session, with every event played, whatever is reviewed. */
    const Session &liveSession() const { return *m_session; }
    /**
     * Arbitre's dice for the events to come: derived from the secret the session's log commits to, each from its
     * place in the log, so a preview and the play that follows roll the same and an undo never rerolls
     * (docs/verifiable-dice.md). Bound to this document, whatever session it holds.
     */
    CommittedDice virtualDice();
    /** The secret behind virtualDice(), committed to in the log first if need be. */
    const DiceSecret &diceSecret();
    /** Test and screenshot hook: virtual dice from a public seed, marked so in the log. */
    void setPublicDiceSeed(std::uint64_t seed) { m_publicSeed = seed; }
    template <typename T> const T &sessionAs() const { return static_cast<const T &>(session()); }
    QUndoStack *undoStack() const { return m_undo; }
    /** Where it is saved, empty until the first save. */
    QString filePath() const { return m_path; }
    /** The battle's or scenario's name, or the file name. */
    virtual QString title() const;
    /** Unsaved changes, or never saved, or recovered after a crash. */
    bool isModified() const;
    /** The file to write at `path` (the ruleset reference rewritten relative to it). */
    virtual nlohmann::json toJson(const QString &path) const;
    /** Writes the file atomically and makes `path` the document's file. Throws DocumentError. */
    void saveAs(const QString &path);
    /** An autosave recovered after a crash: it belongs at `originalPath` (empty if never saved) and is unsaved. */
    void markRecovered(const QString &originalPath);
    /** Writes the players' battle log: one HTML page when `path` ends in .html or .htm, else Markdown. */
    void exportLog(const QString &path, LogLanguage language) const;
    /**
     * What `arbitre-cli verify` would say of this session saved now (docs/verifiable-dice.md): the chain's head the
     * players note at the table, and how its dice were rolled.
     */
    Verdict verdict() const;
    /** Some virtual dice were rolled from a secret the GM has not revealed yet. */
    bool hasUnrevealedDice() const;
    /**
     * The GM's explicit act (one undo step): the secrets behind the virtual dice rolled so far are published,
     * so players' copies carry them and anyone can check every roll. The dice to come use a fresh secret.
     */
    void revealDice();
    /** Writes the session as players may hold it, without any secret not yet revealed. Throws DocumentError. */
    void savePlayersCopy(const QString &path) const;
    /** The players' battle log (Umbra's document filters it as its log dock does). */
    virtual std::string battleLog(LogFormat format, LogLanguage language) const;

    /** Plays a procedure through the session contract: one event, one undo step. Throws DocumentError. */
    const Event &play(const ProcedureCall &call, Dice &dice);
    /** The same on a copy. Throws DocumentError. */
    Preview preview(const ProcedureCall &call, Dice &dice, LogLanguage language) const;

    /** Used by the undo commands: drops the last event, or puts a logged event back. */
    void undoEvent();
    void redoEvent(const Event &event);

    // Review (issue 24; docs/architecture.md, "Review"). While reviewing, session() is the live session's state after
    // reviewPosition() events, replayed from its log (ReviewCursor), and every change of the session is refused with a
    // DocumentError: playing, undo and redo, set-up edits, a module's own commands. Saving still saves the whole log.

    bool reviewing() const { return m_review != nullptr; }
    /** Shows the state at the end of the log, read-only. Replays the log once. */
    void beginReview();
    /** Back to the live session, editable. */
    void endReview();
    /** Shows the state after `position` events (clamped to the log's size). */
    void reviewAt(std::size_t position);
    /** How many events the shown state includes (the log's size when not reviewing). */
    std::size_t reviewPosition() const;
    /** The review's cursor, null when not reviewing. */
    const ReviewCursor *review() const { return m_review.get(); }
    /** Throws DocumentError while reviewing: for a module's commands that change the session or its draft. */
    void refuseWhileReviewing() const;

    /** The reader's notes on moments of the session, sorted by event; saved in the file, outside the chain. */
    const std::vector<Bookmark> &bookmarks() const { return m_bookmarks; }
    /** Adds a note at the state after `event` events (allowed while reviewing: bookmarks change no event). */
    void addBookmark(std::size_t event, const QString &note);
    void setBookmarkNote(std::size_t index, const QString &note);
    void removeBookmark(std::size_t index);
    /** The bookmarks read with the file (openDocument): no change to save. */
    void setBookmarks(std::vector<Bookmark> bookmarks);
    /** The bookmarks within the live log (those after undone events left out), as saves and exports write them. */
    std::vector<Bookmark> liveBookmarks() const;

Q_SIGNALS:
    void changed(const arbitre::gui::DocumentChange &change);
    /** The file path, the title or the modified flag changed. */
    void fileChanged();
    /** Review began or ended, or its position moved (changed() follows, for the views). */
    void reviewChanged();
    void bookmarksChanged();

protected:
    /** The live session, to change: throws DocumentError while reviewing. */
    Session &mutableSession()
    {
        refuseWhileReviewing();
        return *m_session;
    }
    template <typename T> T &mutableSessionAs() { return static_cast<T &>(mutableSession()); }
    /** Runs `action` on the session, whose last event becomes one undo step named `text`. */
    void pushEvent(const QString &text, const std::function<void(Session &)> &action);
    /** Another session takes this one's place (a scenario set up again); undo is the caller's business. */
    void replaceSession(std::unique_ptr<Session> session);
    /** A command of the module's own, pushed on the undo stack. */
    void push(QUndoCommand *command);

private:
    std::unique_ptr<Session> m_session;
    std::optional<std::uint64_t> m_publicSeed;
    QUndoStack *m_undo;
    QString m_path;
    bool m_recovered = false;
    std::unique_ptr<ReviewCursor> m_review;
    std::vector<Bookmark> m_bookmarks;
    bool m_bookmarksModified = false;

    void changeBookmarks(std::vector<Bookmark> bookmarks);
};

/**
 * What went wrong with the file at `path`, as the GM reads it: a LoadError's every diagnostic
 * (file:line:col: pointer: what), anything else after the file's name.
 */
QString describeError(const QString &path, const std::exception &error);

} // namespace arbitre::gui
