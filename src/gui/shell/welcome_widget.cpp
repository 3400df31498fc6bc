// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "welcome_widget.h"

#include "common/icons.h"

#include <QAction>
#include <QCommandLinkButton>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace arbitre::gui {

WelcomeWidget::WelcomeWidget(const QList<DemoEntry> &demos, const QList<QAction *> &newActions, QWidget *parent)
    : QWidget(parent), m_recent(new QListWidget(this))
{
    auto *title = new QLabel(tr("<h1>Arbitre</h1><p>Adjudicate your battle: a hex map, the orders of battle, and "
                                "every result explained with its rule.</p>"),
                             this);
    title->setWordWrap(true);
    auto *column = new QVBoxLayout;
    column->addWidget(title);
    column->addSpacing(12);
    // Each demo opens as an untitled session: playing it never writes into the app's own files.
    for (const DemoEntry &demo : demos) {
        auto *button = new QCommandLinkButton(demo.title, tr("A bundled demo, opened as a new, unsaved session"), this);
        button->setIcon(icon(IconKind::App));
        connect(button, &QCommandLinkButton::clicked, this, [this, path = demo.path] { Q_EMIT demoRequested(path); });
        column->addWidget(button);
    }
    for (QAction *action : newActions) {
        auto *button = new QCommandLinkButton(action->text().remove(QLatin1Char('&')), action->toolTip(), this);
        button->setIcon(icon(IconKind::NewFile));
        connect(button, &QCommandLinkButton::clicked, action, &QAction::trigger);
        column->addWidget(button);
    }
    auto *open = new QCommandLinkButton(tr("Open a scenario or session…"), tr("A file saved by Arbitre"), this);
    open->setIcon(icon(IconKind::Open));
    column->addWidget(open);
    column->addSpacing(12);
    column->addWidget(new QLabel(tr("<b>Recent files</b>"), this));
    m_recent->setAlternatingRowColors(true);
    column->addWidget(m_recent, 1);
    auto *centred = new QHBoxLayout(this);
    centred->addStretch(1);
    centred->addLayout(column, 2);
    centred->addStretch(1);

    connect(open, &QCommandLinkButton::clicked, this, &WelcomeWidget::openDialogRequested);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT openRequested(item->data(Qt::UserRole).toString()); });
}

void WelcomeWidget::setRecentFiles(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &path : paths) {
        auto *item = new QListWidgetItem(QFileInfo(path).fileName() + QStringLiteral("  —  ") + path, m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
        if (!QFileInfo::exists(path))
            item->setForeground(Qt::gray);
    }
    if (paths.isEmpty()) {
        auto *none = new QListWidgetItem(tr("No recent files yet"), m_recent);
        none->setFlags(Qt::NoItemFlags);
    }
}

} // namespace arbitre::gui
