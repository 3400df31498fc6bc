// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "help_windows.h"

#include "common/bundled_files.h"
#include "common/rule_lookup.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSet>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

namespace {

/** The translation context of the help windows. */
struct HelpWindows
{
    Q_DECLARE_TR_FUNCTIONS(HelpWindows)
};

constexpr int GuidePictureWidth = 860;

/** A Markdown page whose pictures are fitted to the page's width, links to rules opening the rule window. */
class GuideBrowser final : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl &name) override
    {
        QVariant resource = QTextBrowser::loadResource(type, name);
        if (type != QTextDocument::ImageResource || !resource.isValid())
            return resource;
        QImage image = resource.canConvert<QImage>() ? resource.value<QImage>() : QImage();
        if (image.isNull())
            image.loadFromData(resource.toByteArray());
        if (image.width() > GuidePictureWidth)
            image = image.scaledToWidth(GuidePictureWidth, Qt::SmoothTransformation);
        return image;
    }
};

class GuideWindow final : public QMainWindow
{
public:
    explicit GuideWindow(QWidget *parent) : QMainWindow(parent, Qt::Window), m_browser(new GuideBrowser(this))
    {
        setObjectName(QStringLiteral("guide-window"));
        setAttribute(Qt::WA_DeleteOnClose);
        setWindowTitle(HelpWindows::tr("The GM Guide — Arbitre"));
        setCentralWidget(m_browser);
        m_browser->setOpenLinks(false);
        m_browser->document()->setDocumentMargin(14);
        QToolBar *bar = addToolBar(HelpWindows::tr("Navigation"));
        bar->setObjectName(QStringLiteral("guide-navigation"));
        QAction *back = bar->addAction(HelpWindows::tr("&Back"), m_browser, &QTextBrowser::backward);
        back->setShortcut(QKeySequence::Back);
        connect(m_browser, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
        bar->addAction(HelpWindows::tr("&Contents"), m_browser, &QTextBrowser::home);
        connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) { follow(url); });
        const QString path = guidePath();
        if (QFileInfo::exists(path)) {
            m_browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
        } else {
            m_browser->setMarkdown(HelpWindows::tr("The GM guide was not found: %1").arg(path));
        }
        resize(980, 760);
    }

private:
    GuideBrowser *m_browser;

    void follow(const QUrl &url)
    {
        if (openRuleLink(url.toString(), this))
            return;
        // Anchors and the other pages of docs/ in the guide's window; the web outside.
        if (url.isRelative() || url.isLocalFile())
            m_browser->setSource(url, url.path().endsWith(QStringLiteral(".md")) ? QTextDocument::MarkdownResource
                                                                                 : QTextDocument::UnknownResource);
        else
            QDesktopServices::openUrl(url);
    }
};

QString withoutMnemonic(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

void collectMenu(const QMenu &menu, const QString &place, QList<ShortcutEntry> &entries, QSet<const QAction *> &seen)
{
    for (QAction *action : menu.actions()) {
        if (seen.contains(action))
            continue;
        seen.insert(action);
        if (QMenu *submenu = action->menu()) {
            collectMenu(*submenu, place + QStringLiteral(" ▸ ") + withoutMnemonic(submenu->title()), entries, seen);
        } else if (!action->shortcuts().isEmpty()) {
            entries.push_back({place, withoutMnemonic(action->text()), action->shortcuts()});
        }
    }
}

QString shortcutText(const QList<QKeySequence> &shortcuts)
{
    QStringList texts;
    for (const QKeySequence &shortcut : shortcuts)
        texts << shortcut.toString(QKeySequence::NativeText);
    return texts.join(HelpWindows::tr(", or "));
}

} // namespace

QString guidePath()
{
    return bundledPath(QStringLiteral("docs/gm-guide.md"));
}

QWidget *showGuide(QWidget *parent)
{
    static QPointer<GuideWindow> window;
    if (window == nullptr)
        window = new GuideWindow(parent != nullptr ? parent->window() : nullptr);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

QList<ShortcutEntry> shortcutEntries(const QWidget &window)
{
    QList<ShortcutEntry> entries;
    QSet<const QAction *> seen;
    if (const auto *main = qobject_cast<const QMainWindow *>(&window)) {
        if (QMenuBar *bar = main->menuWidget() != nullptr ? main->menuBar() : nullptr) {
            for (QAction *top : bar->actions()) {
                if (QMenu *menu = top->menu())
                    collectMenu(*menu, withoutMnemonic(menu->title()), entries, seen);
            }
        }
    }
    // Toolbars' and panels' own actions, in no menu, and the buttons that have a key of their own (Confirm).
    for (const QAction *action : window.findChildren<QAction *>()) {
        if (seen.contains(action) || action->shortcuts().isEmpty() || action->menu() != nullptr)
            continue;
        seen.insert(action);
        entries.push_back({QString(), withoutMnemonic(action->text()), action->shortcuts()});
    }
    for (const QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        // Not the Alt+letter of a button's mnemonic: that one is underlined on the button itself.
        if (!button->shortcut().isEmpty() && button->shortcut() != QKeySequence::mnemonic(button->text()))
            entries.push_back({QString(), withoutMnemonic(button->text()), {button->shortcut()}});
    }
    return entries;
}

QWidget *showShortcuts(QWidget *window)
{
    auto *dialog = new QDialog(window);
    dialog->setObjectName(QStringLiteral("shortcuts-dialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(HelpWindows::tr("Keyboard Shortcuts — Arbitre"));
    const QList<ShortcutEntry> entries = shortcutEntries(*window);
    auto *table = new QTableWidget(static_cast<int>(entries.size()), 3, dialog);
    table->setHorizontalHeaderLabels({HelpWindows::tr("Shortcut"), HelpWindows::tr("Action"), HelpWindows::tr("Menu")});
    for (int row = 0; row < entries.size(); ++row) {
        const ShortcutEntry &entry = entries[row];
        table->setItem(row, 0, new QTableWidgetItem(shortcutText(entry.shortcuts)));
        auto *action = new QTableWidgetItem(entry.action);
        action->setToolTip(entry.action);
        table->setItem(row, 1, action);
        table->setItem(row, 2, new QTableWidgetItem(entry.place));
    }
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->resizeColumnsToContents();
    // A demo's long title is elided in the middle, whole in its tooltip, so the menu column stays in view.
    constexpr int WidestAction = 340;
    table->setColumnWidth(1, std::min(table->columnWidth(1), WidestAction));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog->resize(760, 560);
    dialog->show();
    return dialog;
}

} // namespace arbitre::gui
