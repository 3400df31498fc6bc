// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "panel_layout.h"

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QStyleOptionToolButton>
#include <QStylePainter>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace arbitre::gui {

namespace {

/** Bumped when the default layouts change, so that a layout kept by an older version is not restored. */
constexpr int LayoutVersion = 2;

/** A tab of the collapsed panels' strip: the dock's title written downwards, as on a book's spine. */
class SpineButton : public QToolButton
{
public:
    using QToolButton::QToolButton;

    QSize sizeHint() const override { return QToolButton::sizeHint().transposed(); }
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter painter(this);
        QStyleOptionToolButton option;
        initStyleOption(&option);
        painter.rotate(90);
        painter.translate(0, -width());
        option.rect = option.rect.transposed();
        painter.drawComplexControl(QStyle::CC_ToolButton, option);
    }
};

} // namespace

PanelLayout::PanelLayout(QMainWindow &window, QString name, std::function<void(QSize)> defaultLayout)
    : QObject(&window), m_window(window), m_name(std::move(name)), m_defaultLayout(std::move(defaultLayout))
{
    m_collapse = new QAction(tr("&Collapse Panels"), this);
    m_collapse->setObjectName(QStringLiteral("collapse-panels"));
    m_collapse->setCheckable(true);
    m_collapse->setShortcut(QKeySequence(Qt::Key_F9));
    m_collapse->setShortcutContext(Qt::WindowShortcut);
    m_collapse->setToolTip(tr("Folds the panels into tabs at the window's edge: the map takes the window (F9)"));
    connect(m_collapse, &QAction::toggled, this, &PanelLayout::setCollapsed);

    m_fullScreen = new QAction(tr("&Full-Screen Map"), this);
    m_fullScreen->setObjectName(QStringLiteral("full-screen-map"));
    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_fullScreen, &QAction::toggled, this, &PanelLayout::setFullScreen);

    m_reset = new QAction(tr("&Reset Panel Layout"), this);
    m_reset->setObjectName(QStringLiteral("reset-layout"));
    connect(m_reset, &QAction::triggered, this, &PanelLayout::reset);
    m_window.addAction(m_collapse); // the shortcuts work with the menu bar hidden, as in full screen
    m_window.addAction(m_fullScreen);

    m_strip = new QToolBar(tr("Panels"), &m_window);
    m_strip->setObjectName(QStringLiteral("panel-strip"));
    m_strip->setMovable(false);
    m_strip->setFloatable(false);
    m_strip->setAllowedAreas(Qt::RightToolBarArea);
    m_strip->toggleViewAction()->setVisible(false);
    m_window.addToolBar(Qt::RightToolBarArea, m_strip);
    m_strip->hide();
}

QList<QAction *> PanelLayout::actions() const
{
    return {m_collapse, m_fullScreen, m_reset};
}

QSize PanelLayout::availableSize() const
{
    const QScreen *screen = m_window.screen() ? m_window.screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry().size() : QSize(1366, 768);
}

int PanelLayout::columnWidth(QSize size)
{
    return std::clamp(size.width() * 34 / 100, 420, 560);
}

QString PanelLayout::settingsGroup(QSize available) const
{
    return QStringLiteral("layouts/%1/%2x%3").arg(m_name).arg(available.width()).arg(available.height());
}

void PanelLayout::restore()
{
    const QSize available = availableSize();
    QSettings settings;
    settings.beginGroup(settingsGroup(available));
    if (m_window.restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()) &&
        m_window.restoreState(settings.value(QStringLiteral("state")).toByteArray(), LayoutVersion)) {
        const QStringList folded = settings.value(QStringLiteral("collapsed")).toStringList();
        if (!folded.isEmpty()) {
            for (QDockWidget *dock : m_window.findChildren<QDockWidget *>())
                if (folded.contains(dock->objectName()))
                    dock->show();
            m_collapse->setChecked(true);
        }
        return;
    }
    // First time on a screen of this size: the whole window on it, then the module's arrangement.
    m_window.resize(available);
    m_defaultLayout(available);
}

void PanelLayout::save() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup(availableSize()));
    settings.setValue(QStringLiteral("geometry"), m_window.saveGeometry());
    settings.setValue(QStringLiteral("state"), m_window.saveState(LayoutVersion));
    QStringList folded;
    for (const QPointer<QDockWidget> &dock : m_folded)
        if (dock)
            folded << dock->objectName();
    settings.setValue(QStringLiteral("collapsed"), folded);
}

void PanelLayout::reset()
{
    m_collapse->setChecked(false);
    m_defaultLayout(m_window.size());
}

void PanelLayout::setCollapsed(bool collapse)
{
    if (collapse == collapsed()) {
        m_collapse->setChecked(collapse);
        return;
    }
    if (!collapse) {
        expandTo(nullptr);
        return;
    }
    // The panels in front first: when the strip is short (a laptop), the ones in use keep their tab.
    QList<QDockWidget *> docks;
    for (QDockWidget *dock : m_window.findChildren<QDockWidget *>())
        if (!dock->isHidden() && !dock->isFloating()) // a floating panel stays where the GM put it
            docks << dock;
    std::stable_partition(docks.begin(), docks.end(),
                          [](const QDockWidget *dock) { return !dock->visibleRegion().isEmpty(); });
    for (QDockWidget *dock : docks) {
        m_folded.push_back(dock);
        auto *tab = new SpineButton(m_strip);
        tab->setObjectName(QStringLiteral("tab-") + dock->objectName());
        tab->setText(dock->windowTitle());
        tab->setToolTip(tr("Shows the panels, “%1” in front (F9)").arg(dock->windowTitle()));
        tab->setAutoRaise(true);
        connect(tab, &QToolButton::clicked, this, [this, target = QPointer<QDockWidget>(dock)] { expandTo(target); });
        m_strip->addWidget(tab);
    }
    if (m_folded.isEmpty()) { // nothing to fold
        m_collapse->setChecked(false);
        return;
    }
    for (const QPointer<QDockWidget> &dock : m_folded)
        dock->hide();
    m_strip->show();
    m_collapse->setChecked(true);
}

void PanelLayout::expandTo(QDockWidget *front)
{
    const QList<QPointer<QDockWidget>> folded = std::exchange(m_folded, {});
    m_strip->hide();
    m_strip->clear();
    for (const QPointer<QDockWidget> &dock : folded)
        if (dock)
            dock->show();
    if (front)
        front->raise();
    m_collapse->setChecked(false);
}

void PanelLayout::setFullScreen(bool on)
{
    if (on == m_window.isFullScreen())
        return;
    if (on) {
        m_wasMaximized = m_window.isMaximized();
        m_window.showFullScreen();
    } else if (m_wasMaximized) {
        m_window.showMaximized();
    } else {
        m_window.showNormal();
    }
    setCollapsed(on);
}

} // namespace arbitre::gui
