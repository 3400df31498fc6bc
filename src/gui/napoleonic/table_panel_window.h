// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "common/document_window.h"
#include "common/procedure_dice.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QSplitter;
class QTabWidget;
class QTextBrowser;

namespace arbitre::gui {

class OddsPanel;

/**
 * What the Napoleonic windows' table panels share: Preview plays the panel's procedure on a copy of the
 * session with the dice typed and a copy of Arbitre's (ProcedureDice), and shows it with the table it read;
 * Confirm previews, then plays the same procedure through the Document (one event, one undo step) with
 * the same dice, and resets the form so that nothing typed for it is logged with the next. Beside the table read,
 * a tab gives the odds of the procedure as set, before the roll (OddsPanel, computed only while the tab is shown).
 * Each window says only what its procedure is: how to preview it, apply it, name it, reset its form, and the
 * session procedure and input it amounts to for the odds.
 */
class TablePanelWindow : public DocumentWindow
{
    Q_OBJECT

public:
    ~TablePanelWindow() override;

    /** Test and screenshot hook: reproducible virtual dice. */
    void setDiceSeed(std::uint64_t seed);
    /** Resolves the panel's orders on a copy: nothing is logged. False (and the reason shown) when refused. */
    bool preview();
    /** Logs the previewed procedure (previewing it first): one undo step; the form starts afresh. */
    bool confirm();
    QString previewText() const;
    /** The table the preview read, as HTML with the cell used highlighted; "" with no preview. */
    QString tableHtml() const { return m_tableHtml; }
    /** Where that table is shown, under the preview. */
    QTextBrowser *tableView() const { return m_table; }
    /** The odds of the procedure as the panel sets it, before the roll (issue 22), in a tab beside the table. */
    OddsPanel *odds() const { return m_odds; }
    /** Shows the odds' tab (true) or the table's (false). */
    void showOdds(bool shown);

protected:
    TablePanelWindow(std::unique_ptr<Document> document, WindowHost &host, QWidget *parent = nullptr);

    /** What a preview shows: the event in words (Markdown or HTML) and the table it read (HTML). */
    struct Shown
    {
        QString text;
        bool markdown = false;
        QString table;
    };

    /** The dice typed at the table, or nothing when one is refused (the window says why). */
    virtual std::optional<std::vector<int>> diceTyped() = 0;
    /** The panel's procedure played on a copy with `dice`. Throws DocumentError with the rules' refusal. */
    virtual Shown previewWith(Dice &dice) const = 0;
    /** The undo step's name for the procedure as the panel sets it. */
    virtual QString undoText() const = 0;
    /** The panel's procedure played through the Document. Throws DocumentError; nothing changes then. */
    virtual void applyWith(Dice &dice, const QString &text) = 0;
    /** After Confirm: the dice emptied, the target and what was stated for that procedure cleared. */
    virtual void resetForm() = 0;
    /** An input changed: the preview no longer holds (the window refreshes what depends on its inputs). */
    virtual void invalidatePreview() = 0;
    /** The session procedure the panel sets up (its id in the session's procedures()). */
    virtual std::string oddsProcedure() const = 0;
    /** Its input as the panel sets it, under the keys of the procedure's spec (OddsPanel::setInput keeps those). */
    virtual nlohmann::json oddsInput() const = 0;

    /** The preview above the table it read, in a vertical splitter. */
    QSplitter *createResults(QWidget *parent);
    /** The preview replaced by `hint`, the table emptied; the odds follow the inputs as they are now. */
    void clearPreview(const QString &hint);
    bool hasResults() const { return m_preview != nullptr; }
    /** Every logged event in the session's own words (Session::eventText), in the app's language. */
    void showSessionLog(QTextBrowser &log) const;

private:
    ProcedureDice m_dice; /**< typed, then Arbitre's: the preview reads a copy */
    QTextBrowser *m_preview = nullptr;
    QTextBrowser *m_table = nullptr;
    QTabWidget *m_tableTabs = nullptr;
    OddsPanel *m_odds = nullptr;
    QString m_tableHtml;
};

} // namespace arbitre::gui
