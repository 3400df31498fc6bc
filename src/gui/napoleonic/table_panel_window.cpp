// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "table_panel_window.h"

#include "common/document.h"
#include "common/odds_panel.h"
#include "event_text.h"

#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>

namespace arbitre::gui {

TablePanelWindow::TablePanelWindow(std::unique_ptr<Document> document, WindowHost &host, QWidget *parent)
    : DocumentWindow(std::move(document), host, parent), m_dice([this] { return this->document()->virtualDice(); })
{}

TablePanelWindow::~TablePanelWindow() = default;

void TablePanelWindow::setDiceSeed(std::uint64_t seed)
{
    document()->setPublicDiceSeed(seed);
    invalidatePreview();
}

QSplitter *TablePanelWindow::createResults(QWidget *parent)
{
    auto *results = new QSplitter(Qt::Vertical, parent);
    m_preview = new QTextBrowser(results);
    m_tableTabs = new QTabWidget(results);
    m_tableTabs->setObjectName(QStringLiteral("table-tabs"));
    m_tableTabs->setDocumentMode(true);
    m_table = new QTextBrowser(m_tableTabs);
    m_odds = new OddsPanel([this]() -> const Session & { return document()->session(); }, m_tableTabs);
    m_tableTabs->addTab(m_table, tr("Table"));
    m_tableTabs->addTab(m_odds, tr("Odds"));
    m_tableTabs->setTabToolTip(1, tr("The chance of each outcome of the procedure as set, before the roll"));
    // No taller at the least than the table alone was: the VE units beside keep their rows on a laptop.
    m_tableTabs->setMinimumHeight(m_table->minimumSizeHint().height());
    results->addWidget(m_preview);
    results->addWidget(m_tableTabs);
    return results;
}

void TablePanelWindow::showOdds(bool shown)
{
    m_tableTabs->setCurrentWidget(shown ? static_cast<QWidget *>(m_odds) : m_table);
}

void TablePanelWindow::showSessionLog(QTextBrowser &log) const
{
    const Session &session = document()->session();
    QString text;
    for (std::size_t i = 0; i < session.log().size(); ++i)
        text += QString::fromStdString(session.eventText(i, event_text::appLogLanguage())) + QStringLiteral("\n\n");
    if (text.isEmpty())
        log.setPlainText(tr("Nothing logged yet."));
    else
        log.setMarkdown(text);
}

void TablePanelWindow::clearPreview(const QString &hint)
{
    m_tableHtml.clear();
    m_preview->setHtml(QStringLiteral("<p>%1</p>").arg(hint));
    m_table->clear();
    // Odds do not depend on the dice typed: they follow the procedure and its inputs alone.
    m_odds->setInput(oddsProcedure(), oddsInput());
}

bool TablePanelWindow::preview()
{
    const auto typed = diceTyped();
    if (!typed) {
        invalidatePreview();
        return false;
    }
    Shown shown;
    try {
        shown = m_dice.preview(*typed, [this](Dice &dice) { return previewWith(dice); });
    } catch (const DocumentError &error) {
        invalidatePreview();
        showError(tr("Refused"), QString::fromStdString(error.what()));
        return false;
    }
    const QString title = tr("Preview — not logged yet");
    if (shown.markdown)
        m_preview->setMarkdown(QStringLiteral("### %1\n\n").arg(title) + shown.text);
    else
        m_preview->setHtml(QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped()) + shown.text);
    m_tableHtml = shown.table;
    m_table->setHtml(m_tableHtml);
    showOdds(false); // the table the preview read
    return true;
}

bool TablePanelWindow::confirm()
{
    if (!preview())
        return false;
    const QString text = undoText();
    try {
        m_dice.play(*diceTyped(), [&](Dice &dice) { applyWith(dice, text); });
    } catch (const DocumentError &error) {
        showError(tr("Refused"), QString::fromStdString(error.what()));
        return false;
    }
    // A die typed for this procedure must never be logged for the next.
    resetForm();
    statusBar()->showMessage(tr("Logged: %1").arg(text), 4000);
    return true;
}

QString TablePanelWindow::previewText() const
{
    return m_preview->toPlainText();
}

} // namespace arbitre::gui
