// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>

#include <cstddef>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QSlider;
class QTextBrowser;
class QTimer;
class QToolButton;

namespace arbitre::gui {

class Document;

/**
 * The review's controls, for any rule system (issue 24): first / previous / play / next / last, a slider over the
 * events, the playing speed, a list to jump to each day, turn or phase as the session words it, the event just
 * played in the rules' words, and the bookmarks with their notes. It moves the document's review position; the
 * window's views show the session's state there.
 */
class ReviewDock : public QDockWidget
{
    Q_OBJECT

public:
    ReviewDock(Document &document, QWidget *parent);
    ~ReviewDock() override;

    void first();
    void previous();
    void next();
    void last();
    /** To the first event of the previous or the next day, turn or phase (the jump list's entries). */
    void previousMoment();
    void nextMoment();
    /** Plays the events one after the other at the chosen speed, or stops. */
    void togglePlay();
    bool playing() const;
    /** Events per second while playing. */
    double speed() const;
    /** A bookmark at the position shown, with `note`. */
    void addBookmark(const QString &note);
    /** Asks for a note (interactive) and adds the bookmark. */
    void addBookmarkDialog();
    /** To the position of bookmark `index` (in the document's order). */
    void goToBookmark(int index);

    QSlider *slider() const { return m_slider; }
    QLabel *positionLabel() const { return m_position; }
    QComboBox *jumpList() const { return m_jump; }
    QComboBox *speedList() const { return m_speed; }
    QListWidget *bookmarkList() const { return m_bookmarks; }
    QTextBrowser *eventView() const { return m_event; }

private:
    QHBoxLayout *createControls();
    QHBoxLayout *createOptions();
    QHBoxLayout *createBookmarks();

    Document &m_document;
    QSlider *m_slider = nullptr;
    QLabel *m_position = nullptr;
    QComboBox *m_jump = nullptr;
    QComboBox *m_speed = nullptr;
    QToolButton *m_play = nullptr;
    QListWidget *m_bookmarks = nullptr;
    QTextBrowser *m_event = nullptr;
    QTimer *m_timer = nullptr;
    bool m_updating = false; /**< the slider set from the document, not by the reader */
    bool m_active = false;   /**< the document was reviewing at the last reviewChanged() */

    void moveTo(std::size_t position);
    /** The review (re)started: the slider's range and the jump list. */
    void rebuild();
    /** The position moved: the slider, the label, the jump list's entry, the event's text. */
    void refresh();
    void refreshBookmarks();
    void step();
};

} // namespace arbitre::gui
