// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "autosave.h"

#include <algorithm>

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/safe_file.h"
#include "document.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace arbitre::gui {

namespace {

const QString LockName = QStringLiteral("lock");
const QString MetaName = QStringLiteral("session.meta.json");

QString ringFile(const QString &folder, int index)
{
    return folder + QStringLiteral("/autosave-%1.json").arg(index);
}

} // namespace

Autosaver::Autosaver(const QString &directory, QObject *parent)
    : QObject(parent), m_directory(directory), m_timer(new QTimer(this))
{
    const QString name =
        QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(QDateTime::currentMSecsSinceEpoch());
    m_folder = QDir(directory).filePath(name);
    QDir().mkpath(m_folder);
    m_lock = std::make_unique<QLockFile>(QDir(m_folder).filePath(LockName));
    m_lock->setStaleLockTime(0); // stale only when its process is gone, never by age
    m_lock->tryLock(0);
    m_timer->setInterval(IntervalMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_dirtySinceSave)
            saveNow();
    });
    m_timer->start();
}

Autosaver::~Autosaver()
{
    if (m_lock && m_lock->isLocked()) {
        m_lock->unlock();
        QDir(m_folder).removeRecursively();
    }
}

QString Autosaver::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/autosave");
}

void Autosaver::watch(Document *document)
{
    if (m_abandoned)
        return;
    if (m_document) {
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
        disconnect(m_document, nullptr, this, nullptr);
    }
    m_document = document;
    m_actionsSinceSave = 0;
    m_dirtySinceSave = false;
    // A new watch starts a new ring: the folder only ever holds the current session.
    for (int i = 0; i < RingSize; ++i)
        QFile::remove(ringFile(m_folder, i));
    QFile::remove(QDir(m_folder).filePath(MetaName));
    m_next = 0;
    m_newestFirst.clear();
    if (!document)
        return;
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosaver::onAction);
    // A bookmark is typed words, rare and outside the undo stack: written at once (not when read with the file).
    connect(document, &Document::bookmarksChanged, this, [this] {
        if (m_document && m_document->isModified())
            saveNow();
    });
    if (document->isModified())
        saveNow();
}

void Autosaver::onAction()
{
    m_dirtySinceSave = true;
    if (++m_actionsSinceSave >= ActionsPerSave)
        saveNow();
}

QString Autosaver::saveNow()
{
    if (!m_document || m_abandoned)
        return {};
    const QString file = ringFile(m_folder, m_next);
    try {
        // Written as a session file placed in the autosave folder: its ruleset path is relative to it.
        writeFileAtomically(file.toStdString(), m_document->toJson(file).dump(1) + '\n');
        m_newestFirst.removeAll(QFileInfo(file).fileName());
        m_newestFirst.prepend(QFileInfo(file).fileName());
        QJsonObject meta{{QStringLiteral("files"), QJsonArray::fromStringList(m_newestFirst)},
                         {QStringLiteral("original"), m_document->filePath()},
                         {QStringLiteral("title"), m_document->title()},
                         {QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
        writeFileAtomically(QDir(m_folder).filePath(MetaName).toStdString(),
                            QJsonDocument(meta).toJson().toStdString());
    } catch (const std::exception &) {
        return {}; // A failed autosave must never interrupt the GM; the next one tries again.
    }
    m_next = (m_next + 1) % RingSize;
    m_actionsSinceSave = 0;
    m_dirtySinceSave = false;
    return file;
}

QList<RecoverableSession> Autosaver::findRecoverable(const QString &directory, const QString &except)
{
    QList<RecoverableSession> found;
    const QDir root(directory);
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString folder = root.filePath(name);
        if (folder == except)
            continue;
        QLockFile lock(QDir(folder).filePath(LockName));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // another Arbitre, or another window of this one, is running and owns it
        lock.unlock();
        QByteArray metaText;
        try {
            // A regular file only, never waited on (safe_file.h).
            metaText =
                QByteArray::fromStdString(readRegularFile(QDir(folder).filePath(MetaName).toStdString(), MaxFileBytes));
        } catch (const LoadError &) {
            QDir(folder).removeRecursively(); // a crash before any autosave: nothing to recover
            continue;
        }
        const QJsonObject meta = QJsonDocument::fromJson(metaText).object();
        RecoverableSession session{
            folder,
            {},
            meta.value(QStringLiteral("original")).toString(),
            meta.value(QStringLiteral("title")).toString(),
            QDateTime::fromString(meta.value(QStringLiteral("saved_at")).toString(), Qt::ISODate)};
        for (const QJsonValue &file : meta.value(QStringLiteral("files")).toArray()) {
            const QString path = QDir(folder).filePath(file.toString());
            if (QFileInfo::exists(path))
                session.files.push_back(path);
        }
        if (!session.files.isEmpty())
            found.push_back(session);
    }
    std::sort(found.begin(), found.end(),
              [](const RecoverableSession &a, const RecoverableSession &b) { return a.savedAt > b.savedAt; });
    return found;
}

void Autosaver::discard(const RecoverableSession &session)
{
    QDir(session.folder).removeRecursively();
}

void Autosaver::abandon()
{
    m_timer->stop();
    m_abandoned = true;
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    m_document = nullptr;
    m_lock->unlock(); // what remains is what a crash leaves: the autosaves and no live owner
    m_lock.reset();
}

} // namespace arbitre::gui
