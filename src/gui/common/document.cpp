// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "document.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/session_error.h"
#include "arbitre/core/verify.h"
#include "common/review_cursor.h"
#include "common/ruleset_labels.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace arbitre::gui {

namespace {

/** One logged event as an undo step: undo drops it, redo puts the same event back through the session's checks. */
class EventCommand final : public QUndoCommand
{
public:
    EventCommand(Document *document, Event event, const QString &text)
        : QUndoCommand(text), m_document(document), m_event(std::move(event))
    {}
    void undo() override { m_document->undoEvent(); }
    void redo() override
    {
        if (m_first) {
            m_first = false; // the event is already in the session
            return;
        }
        m_document->redoEvent(m_event);
    }

private:
    Document *m_document;
    Event m_event;
    bool m_first = true;
};

} // namespace

std::filesystem::path toFilePath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

QString describeError(const QString &path, const std::exception &error)
{
    if (dynamic_cast<const LoadError *>(&error) != nullptr || dynamic_cast<const DocumentError *>(&error) != nullptr)
        return QString::fromStdString(error.what()); // every diagnostic, file:line:col: pointer: what
    // Whatever else a file trips must still reach the GM as a sentence, never take the app down.
    return QFileInfo(path).fileName() + QStringLiteral(": ") + QString::fromStdString(error.what());
}

Document::Document(std::unique_ptr<Session> session, QString path)
    : m_session(std::move(session)), m_undo(new QUndoStack(this)), m_path(std::move(path))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &Document::fileChanged);
}

Document::~Document() = default;

QString Document::title() const
{
    const std::string title = m_session->title();
    if (!title.empty())
        return QString::fromStdString(title);
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

const Session &Document::session() const
{
    return m_review ? m_review->session() : *m_session;
}

bool Document::isModified() const
{
    return !m_undo->isClean() || m_path.isEmpty() || m_recovered || m_bookmarksModified;
}

nlohmann::json Document::toJson(const QString &path) const
{
    nlohmann::json file = m_session->toJson(toFilePath(path));
    // Next to the log, outside its chain (scenarioHashOf leaves them out): a note changes no head.
    if (!m_bookmarks.empty() && file.is_object())
        file["bookmarks"] = bookmarksToJson(m_bookmarks, m_session->log().size());
    return file;
}

void Document::saveAs(const QString &path)
{
    try {
        writeFileAtomically(toFilePath(path), toJson(path).dump(2) + '\n');
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
    m_path = path;
    m_recovered = false;
    m_bookmarksModified = false;
    m_undo->setClean();
    Q_EMIT fileChanged();
}

void Document::markRecovered(const QString &originalPath)
{
    m_path = originalPath;
    m_recovered = true;
    Q_EMIT fileChanged();
}

Verdict Document::verdict() const
{
    VerifyOptions options;
    options.asSaved = true;
    return verifyLog(*m_session, scenarioHashOf(toJson(m_path)), options);
}

bool Document::hasUnrevealedDice() const
{
    return hidesDice(m_session->log());
}

namespace {

/** Revealing the seed: undone by putting back the session as it was, which only undone events can have changed. */
class RevealDiceCommand final : public QUndoCommand
{
public:
    RevealDiceCommand(std::function<void()> reveal, std::function<void()> hide)
        : QUndoCommand(QCoreApplication::translate("arbitre::gui::Document", "Reveal the Dice Seed")),
          m_reveal(std::move(reveal)), m_hide(std::move(hide))
    {}
    void redo() override { m_reveal(); }
    void undo() override { m_hide(); }

private:
    std::function<void()> m_reveal;
    std::function<void()> m_hide;
};

} // namespace

void Document::revealDice()
{
    if (!hasUnrevealedDice())
        return;
    std::shared_ptr<const Session> before = m_session->clone();
    push(new RevealDiceCommand(
        [this] {
            m_session->revealDice();
            DocumentChange change;
            change.play = true;
            Q_EMIT changed(change);
        },
        [this, before] {
            replaceSession(before->clone());
            Q_EMIT changed(DocumentChange::everything());
        }));
}

void Document::savePlayersCopy(const QString &path) const
{
    try {
        writeFileAtomically(toFilePath(path), playersCopy(toJson(path)).dump(2) + '\n');
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void Document::exportLog(const QString &path, LogLanguage language) const
{
    const bool html = path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive) ||
                      path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive);
    const LogFormat format = html ? LogFormat::Html : LogFormat::Markdown;
    try {
        // Every export ends with the chain's head and the dice's verdict, which players compare with the table's.
        std::string log = withBookmarks(battleLog(format, language), format, liveBookmarks(), *m_session, language);
        writeFileAtomically(toFilePath(path), withVerdict(std::move(log), format, verdict(), language));
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

std::string Document::battleLog(LogFormat format, LogLanguage language) const
{
    return m_session->battleLog(format, language);
}

const Event &Document::play(const ProcedureCall &call, Dice &dice)
{
    QString text = QString::fromStdString(call.procedure);
    try {
        const ProcedureSpec spec = m_session->procedure(call.procedure, call.input);
        text = QString::fromStdString(frenchTerms() ? spec.label.fr : spec.label.en);
    } catch (const SessionError &) {
        // play() below says why
    }
    pushEvent(text.isEmpty() ? QString::fromStdString(call.procedure) : text,
              [&call, &dice](Session &session) { session.play(call, dice); });
    return m_session->log().events().back();
}

const DiceSecret &Document::diceSecret()
{
    return m_publicSeed ? m_session->commitPublicSeed(*m_publicSeed) : m_session->commitDice();
}

CommittedDice Document::virtualDice()
{
    return CommittedDice(diceSecret(), [this] { return m_session->log().size(); });
}

Preview Document::preview(const ProcedureCall &call, Dice &dice, LogLanguage language) const
{
    try {
        return m_session->preview(call, dice, language);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void Document::pushEvent(const QString &text, const std::function<void(Session &)> &action)
{
    refuseWhileReviewing();
    try {
        action(*m_session);                 // all or nothing: a refusal leaves the session as it was
    } catch (const std::exception &error) { // the rules' refusal, a die that does not fit, a module's own error
        throw DocumentError(error.what());
    }
    m_undo->push(new EventCommand(this, m_session->log().events().back(), text));
    Q_EMIT changed(DocumentChange::played());
}

void Document::undoEvent()
{
    m_session->undo();
    Q_EMIT changed(DocumentChange::played());
}

void Document::redoEvent(const Event &event)
{
    m_session->append(event);
    Q_EMIT changed(DocumentChange::played());
}

void Document::replaceSession(std::unique_ptr<Session> session)
{
    m_session = std::move(session);
}

void Document::push(QUndoCommand *command)
{
    if (reviewing()) {
        delete command;
        refuseWhileReviewing();
    }
    m_undo->push(command);
}

void Document::refuseWhileReviewing() const
{
    if (reviewing())
        throw DocumentError(
            tr("The session is open for review: leave the review (View ▸ Review) to change it.").toStdString());
}

void Document::beginReview()
{
    if (reviewing())
        return;
    try {
        m_review = std::make_unique<ReviewCursor>(*m_session);
    } catch (const std::exception &error) { // a log the session itself replayed: a defect, said all the same
        throw DocumentError(error.what());
    }
    Q_EMIT reviewChanged();
    Q_EMIT changed(DocumentChange::everything());
}

void Document::endReview()
{
    if (!reviewing())
        return;
    m_review.reset();
    Q_EMIT reviewChanged();
    Q_EMIT changed(DocumentChange::everything());
}

void Document::reviewAt(std::size_t position)
{
    if (!reviewing() || position == m_review->position())
        return;
    m_review->moveTo(position);
    Q_EMIT reviewChanged();
    Q_EMIT changed(DocumentChange::played()); // the sides are the scenario's: only units and the log move
}

std::size_t Document::reviewPosition() const
{
    return m_review ? m_review->position() : m_session->log().size();
}

std::vector<Bookmark> Document::liveBookmarks() const
{
    std::vector<Bookmark> kept;
    for (const Bookmark &bookmark : m_bookmarks)
        if (bookmark.event <= m_session->log().size())
            kept.push_back(bookmark);
    return kept;
}

void Document::changeBookmarks(std::vector<Bookmark> bookmarks)
{
    std::stable_sort(bookmarks.begin(), bookmarks.end(),
                     [](const Bookmark &a, const Bookmark &b) { return a.event < b.event; });
    m_bookmarks = std::move(bookmarks);
    m_bookmarksModified = true;
    Q_EMIT bookmarksChanged();
    Q_EMIT fileChanged();
}

void Document::addBookmark(std::size_t event, const QString &note)
{
    std::vector<Bookmark> next = m_bookmarks;
    next.push_back({std::min(event, m_session->log().size()), note.toStdString()});
    changeBookmarks(std::move(next));
}

void Document::setBookmarkNote(std::size_t index, const QString &note)
{
    if (index >= m_bookmarks.size() || m_bookmarks[index].note == note.toStdString())
        return;
    std::vector<Bookmark> next = m_bookmarks;
    next[index].note = note.toStdString();
    changeBookmarks(std::move(next));
}

void Document::removeBookmark(std::size_t index)
{
    if (index >= m_bookmarks.size())
        return;
    std::vector<Bookmark> next = m_bookmarks;
    next.erase(next.begin() + static_cast<std::ptrdiff_t>(index));
    changeBookmarks(std::move(next));
}

void Document::setBookmarks(std::vector<Bookmark> bookmarks)
{
    m_bookmarks = std::move(bookmarks);
    m_bookmarksModified = false;
    Q_EMIT bookmarksChanged();
}

} // namespace arbitre::gui
