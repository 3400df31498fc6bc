// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "welcome_widget.h"

#include "common/icons.h"

#include <QCommandLinkButton>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace arbitre::gui {

WelcomeWidget::WelcomeWidget(QWidget *parent) : QWidget(parent), m_recent(new QListWidget(this))
{
    auto *title = new QLabel(tr("<h1>Arbitre</h1><p>Adjudicate your battle: a hex map, the orders of battle, and "
                                "every result explained with its rule.</p>"),
                             this);
    title->setWordWrap(true);
    auto *demo =
        new QCommandLinkButton(tr("Open the demo battle"),
                               tr("The battle of Vaudrey ford: two houses, a keep and a river (Umbra Draconis)"), this);
    demo->setIcon(icon(IconKind::App));
    auto *create = new QCommandLinkButton(tr("New scenario…"), tr("Draw a map and raise the armies"), this);
    create->setIcon(icon(IconKind::NewFile));
    auto *open = new QCommandLinkButton(tr("Open a scenario or session…"), tr("A file saved by Arbitre"), this);
    open->setIcon(icon(IconKind::Open));
    auto *recentTitle = new QLabel(tr("<b>Recent files</b>"), this);
    m_recent->setAlternatingRowColors(true);

    auto *column = new QVBoxLayout;
    column->addWidget(title);
    column->addSpacing(12);
    column->addWidget(demo);
    column->addWidget(create);
    column->addWidget(open);
    column->addSpacing(12);
    column->addWidget(recentTitle);
    column->addWidget(m_recent, 1);
    auto *centred = new QHBoxLayout(this);
    centred->addStretch(1);
    centred->addLayout(column, 2);
    centred->addStretch(1);

    connect(demo, &QCommandLinkButton::clicked, this, &WelcomeWidget::demoRequested);
    connect(create, &QCommandLinkButton::clicked, this, &WelcomeWidget::newRequested);
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
