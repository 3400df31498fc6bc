// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "review_dock.h"

#include "arbitre/core/log_text.h"
#include "common/document.h"
#include "common/review_cursor.h"
#include "common/ruleset_labels.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace arbitre::gui {

namespace {

QString whenText(const Label &when)
{
    return QString::fromStdString(pickLabel(when, appLogLanguage()));
}

} // namespace

ReviewDock::ReviewDock(Document &document, QWidget *parent)
    : QDockWidget(tr("Review"), parent), m_document(document), m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("review-dock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    layout->addLayout(createControls());

    layout->addLayout(createOptions());

    m_event = new QTextBrowser(this);
    m_event->setObjectName(QStringLiteral("review-event"));
    m_event->setOpenLinks(false);
    m_event->setMaximumHeight(120);
    layout->addWidget(m_event);

    layout->addLayout(createBookmarks());
    setWidget(body);

    m_timer->setInterval(static_cast<int>(1000.0 / speed()));
    connect(m_timer, &QTimer::timeout, this, &ReviewDock::step);
    connect(&m_document, &Document::reviewChanged, this, [this] {
        if (m_document.reviewing() == m_active) {
            refresh(); // a step
            return;
        }
        m_active = m_document.reviewing();
        if (!m_active) {
            m_timer->stop();
            m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
        }
        rebuild(); // a new review: the log may have grown since the last one
        refresh();
        refreshBookmarks();
    });
    connect(&m_document, &Document::bookmarksChanged, this, &ReviewDock::refreshBookmarks);
    m_active = m_document.reviewing();
    rebuild();
    refresh();
    refreshBookmarks();
}

ReviewDock::~ReviewDock() = default;

/** First, previous, play, next and last, the slider over the events, the position. */
QHBoxLayout *ReviewDock::createControls()
{
    auto *controls = new QHBoxLayout;
    const auto button = [this, controls](QStyle::StandardPixmap pixmap, const QString &tip,
                                         void (ReviewDock::*slot)()) {
        auto *b = new QToolButton(this);
        b->setIcon(style()->standardIcon(pixmap));
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus); // the keys step the review, whatever has the focus
        connect(b, &QToolButton::clicked, this, slot);
        controls->addWidget(b);
        return b;
    };
    button(QStyle::SP_MediaSkipBackward, tr("First event (Home)"), &ReviewDock::first);
    button(QStyle::SP_MediaSeekBackward, tr("Previous event (Left)"), &ReviewDock::previous);
    m_play = button(QStyle::SP_MediaPlay, tr("Play / pause (Space)"), &ReviewDock::togglePlay);
    button(QStyle::SP_MediaSeekForward, tr("Next event (Right)"), &ReviewDock::next);
    button(QStyle::SP_MediaSkipForward, tr("Last event (End)"), &ReviewDock::last);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("review-slider"));
    m_slider->setFocusPolicy(Qt::NoFocus);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_updating)
            moveTo(static_cast<std::size_t>(value));
    });
    controls->addWidget(m_slider, 1);
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("review-position"));
    controls->addWidget(m_position);
    return controls;
}

/** The speed of play and the jump list. */
QHBoxLayout *ReviewDock::createOptions()
{
    auto *options = new QHBoxLayout;
    options->addWidget(new QLabel(tr("Speed:"), this));
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("review-speed"));
    for (const double perSecond : {0.5, 1.0, 2.0, 4.0, 8.0})
        m_speed->addItem(tr("%1 events/s").arg(QLocale().toString(perSecond)), perSecond);
    m_speed->setCurrentIndex(1);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_timer->setInterval(static_cast<int>(1000.0 / speed())); });
    options->addWidget(m_speed);
    options->addWidget(new QLabel(tr("Jump to:"), this));
    m_jump = new QComboBox(this);
    m_jump->setObjectName(QStringLiteral("review-jump"));
    connect(m_jump, &QComboBox::activated, this,
            [this](int index) { moveTo(m_jump->itemData(index).value<qulonglong>()); });
    options->addWidget(m_jump, 1);
    return options;
}

/** The bookmarks and their buttons. */
QHBoxLayout *ReviewDock::createBookmarks()
{
    auto *marks = new QHBoxLayout;
    m_bookmarks = new QListWidget(this);
    m_bookmarks->setObjectName(QStringLiteral("review-bookmarks"));
    m_bookmarks->setMaximumHeight(120);
    connect(m_bookmarks, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { goToBookmark(m_bookmarks->row(item)); });
    marks->addWidget(m_bookmarks, 1);
    auto *markButtons = new QVBoxLayout;
    auto *add = new QPushButton(tr("Bookmark…"), this);
    add->setToolTip(tr("A note on the event shown, saved in the file (Ctrl+B)"));
    connect(add, &QPushButton::clicked, this, &ReviewDock::addBookmarkDialog);
    auto *edit = new QPushButton(tr("Edit Note…"), this);
    connect(edit, &QPushButton::clicked, this, [this] {
        const int row = m_bookmarks->currentRow();
        if (row < 0)
            return;
        bool ok = false;
        const QString note = QInputDialog::getText(
            this, tr("Bookmark"), tr("Note:"), QLineEdit::Normal,
            QString::fromStdString(m_document.bookmarks()[static_cast<std::size_t>(row)].note), &ok);
        if (ok)
            m_document.setBookmarkNote(static_cast<std::size_t>(row), note);
    });
    auto *remove = new QPushButton(tr("Remove"), this);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_bookmarks->currentRow() >= 0)
            m_document.removeBookmark(static_cast<std::size_t>(m_bookmarks->currentRow()));
    });
    for (QPushButton *b : {add, edit, remove}) {
        b->setFocusPolicy(Qt::NoFocus);
        markButtons->addWidget(b);
    }
    markButtons->addStretch();
    marks->addLayout(markButtons);
    return marks;
}

void ReviewDock::rebuild()
{
    m_jump->clear();
    const ReviewCursor *review = m_document.review();
    if (review == nullptr)
        return;
    const bool blocked = std::exchange(m_updating, true);
    m_slider->setRange(0, static_cast<int>(review->size()));
    m_updating = blocked;
    // One entry each time where the battle stands changes: the first event of each day, turn or phase.
    const std::vector<Label> &when = review->when();
    for (std::size_t i = 0; i < when.size(); ++i)
        if (i == 0 || !(when[i] == when[i - 1]))
            m_jump->addItem(whenText(when[i]), QVariant::fromValue<qulonglong>(i));
}

void ReviewDock::refresh()
{
    const ReviewCursor *review = m_document.review();
    if (review == nullptr)
        return;
    const std::size_t at = review->position();
    const bool blocked = std::exchange(m_updating, true);
    m_slider->setValue(static_cast<int>(at));
    m_updating = blocked;
    const QString when = whenText(review->when()[at]);
    m_position->setText(at == 0 ? tr("Start · %1").arg(when)
                                : tr("Event %1 of %2 · %3").arg(at).arg(review->size()).arg(when));
    // The jump list names the moment shown: its last entry at or before the position.
    int entry = -1;
    for (int i = 0; i < m_jump->count() && m_jump->itemData(i).value<qulonglong>() <= at; ++i)
        entry = i;
    m_jump->setCurrentIndex(entry);
    if (at == 0) {
        m_event->setPlainText(tr("The battle as it stood before the first event."));
    } else {
        try {
            m_event->setMarkdown(QString::fromStdString(review->session().eventText(at - 1, appLogLanguage())));
        } catch (const std::exception &error) { // a module that cannot word it: the review goes on
            m_event->setPlainText(QString::fromStdString(error.what()));
        }
    }
}

void ReviewDock::refreshBookmarks()
{
    m_bookmarks->clear();
    for (const Bookmark &bookmark : m_document.bookmarks()) {
        const QString at = bookmark.event == 0 ? tr("Start") : tr("Event %1").arg(bookmark.event);
        auto *item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(at, QString::fromStdString(bookmark.note)));
        if (const ReviewCursor *review = m_document.review();
            review != nullptr && bookmark.event < review->when().size())
            item->setToolTip(whenText(review->when()[bookmark.event]));
        m_bookmarks->addItem(item);
    }
}

void ReviewDock::moveTo(std::size_t position)
{
    if (!m_document.reviewing())
        return;
    m_document.reviewAt(position);
}

void ReviewDock::first()
{
    moveTo(0);
}

void ReviewDock::previous()
{
    if (m_document.reviewPosition() > 0)
        moveTo(m_document.reviewPosition() - 1);
}

void ReviewDock::next()
{
    moveTo(m_document.reviewPosition() + 1);
}

void ReviewDock::last()
{
    if (const ReviewCursor *review = m_document.review())
        moveTo(review->size());
}

void ReviewDock::previousMoment()
{
    const std::size_t at = m_document.reviewPosition();
    std::size_t target = 0;
    for (int i = 0; i < m_jump->count(); ++i) {
        const auto start = static_cast<std::size_t>(m_jump->itemData(i).value<qulonglong>());
        if (start < at)
            target = start;
    }
    moveTo(target);
}

void ReviewDock::nextMoment()
{
    const std::size_t at = m_document.reviewPosition();
    for (int i = 0; i < m_jump->count(); ++i) {
        const auto start = static_cast<std::size_t>(m_jump->itemData(i).value<qulonglong>());
        if (start > at) {
            moveTo(start);
            return;
        }
    }
    last();
}

bool ReviewDock::playing() const
{
    return m_timer->isActive();
}

double ReviewDock::speed() const
{
    return m_speed->currentData().toDouble();
}

void ReviewDock::togglePlay()
{
    if (playing()) {
        m_timer->stop();
    } else if (m_document.reviewing()) {
        if (m_document.reviewPosition() >= m_document.review()->size())
            first(); // played to the end: again from the start
        m_timer->start();
    }
    m_play->setIcon(style()->standardIcon(playing() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void ReviewDock::step()
{
    if (!m_document.reviewing() || m_document.reviewPosition() >= m_document.review()->size()) {
        m_timer->stop();
        m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
        return;
    }
    next();
}

void ReviewDock::addBookmark(const QString &note)
{
    m_document.addBookmark(m_document.reviewPosition(), note);
}

void ReviewDock::addBookmarkDialog()
{
    bool ok = false;
    const QString note = QInputDialog::getText(this, tr("Bookmark"), tr("A note on this moment of the battle:"),
                                               QLineEdit::Normal, QString(), &ok);
    if (ok && !note.trimmed().isEmpty())
        addBookmark(note.trimmed());
}

void ReviewDock::goToBookmark(int index)
{
    if (index >= 0 && static_cast<std::size_t>(index) < m_document.bookmarks().size())
        moveTo(m_document.bookmarks()[static_cast<std::size_t>(index)].event);
}

} // namespace arbitre::gui
