// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QLockFile;
class QTimer;

namespace arbitre::gui {

class Document;

/** An autosave left behind by an Arbitre that did not close properly. */
struct RecoverableSession
{
    QString folder;       /**< the dead window's autosave folder */
    QStringList files;    /**< its autosaves, newest first: an older one when the newest cannot be read */
    QString originalPath; /**< where the session was saved by the GM, empty if never */
    QString title;
    QDateTime savedAt;
};

/**
 * Never a lost session: while a window is open, its session is written every few actions and on a timer
 * into a ring of files in a folder of that window, held by a lock file. Closing the window removes the
 * folder; a crash leaves every open window's folder, and the next start finds them (their locks are
 * stale) and offers each session back.
 */
class Autosaver : public QObject
{
    Q_OBJECT

public:
    static constexpr int RingSize = 5;
    static constexpr int ActionsPerSave = 5;
    static constexpr int IntervalMs = 60'000;

    /** `directory` holds one folder per running instance. */
    explicit Autosaver(const QString &directory, QObject *parent = nullptr);
    ~Autosaver() override;

    /** The app's autosave directory (in the user's application data). */
    static QString defaultDirectory();

    /** Starts watching `document` (or nothing); it is written at once if it has unsaved changes. */
    void watch(Document *document);
    /** Writes the watched document now into the next file of the ring. Returns the file, or empty. */
    QString saveNow();
    /** The folder this instance writes to. */
    QString folder() const { return m_folder; }
    /** The directory of every instance's folder (another window's autosaver uses it too). */
    QString directory() const { return m_directory; }

    /**
     * Every session left by a window of an Arbitre that did not close properly, newest first (one folder
     * each; `except` is a folder in use). A folder whose lock a running window holds is not offered.
     */
    static QList<RecoverableSession> findRecoverable(const QString &directory, const QString &except = {});
    /** Deletes one crashed session's folder once it is recovered or declined; the others stay. */
    static void discard(const RecoverableSession &session);

    /** Leaves the folder behind as a crash would (tests). */
    void abandon();

private:
    QString m_directory;
    QString m_folder;
    std::unique_ptr<QLockFile> m_lock;
    QPointer<Document> m_document;
    QTimer *m_timer = nullptr;
    int m_next = 0;
    QStringList m_newestFirst; /**< the ring's file names, newest first, as the meta file lists them */
    int m_actionsSinceSave = 0;
    bool m_dirtySinceSave = false;
    bool m_abandoned = false;

    void onAction();
};

} // namespace arbitre::gui
