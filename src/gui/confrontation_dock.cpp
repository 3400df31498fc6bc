// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "confrontation_dock.h"

#include "play_text.h"
#include "ruleset_labels.h"
#include "session_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace arbitre::gui {

ConfrontationDock::ConfrontationDock(QWidget *parent) : QDockWidget(tr("Confrontation"), parent)
{
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    m_choice = new QComboBox(body);
    m_choice->setObjectName(QStringLiteral("confrontation-choice"));
    layout->addWidget(m_choice);
    m_view = new QTextBrowser(body);
    m_view->setObjectName(QStringLiteral("confrontation-view"));
    m_view->setFocusPolicy(Qt::NoFocus); // digit keys go to the dock
    layout->addWidget(m_view, 1);

    auto *dice = new QHBoxLayout;
    m_roll = new QPushButton(tr("&Roll"), body);
    m_roll->setObjectName(QStringLiteral("roll"));
    m_roll->setToolTip(tr("Arbitre rolls the die; the log says it was rolled by Arbitre"));
    m_takeBack = new QPushButton(tr("Take &Back"), body);
    m_takeBack->setObjectName(QStringLiteral("take-back"));
    m_takeBack->setToolTip(tr("Takes back the last die (Backspace)"));
    m_hint = new QLabel(tr("or type the die on the table: 1–9, 0 for 10"), body);
    m_hint->setWordWrap(true);
    dice->addWidget(m_roll);
    dice->addWidget(m_hint, 1);
    dice->addWidget(m_takeBack);
    layout->addLayout(dice);

    m_postRoll = new QGroupBox(tr("After the roll (UD-62, UD-63)"), body);
    m_postRollLayout = new QVBoxLayout(m_postRoll);
    layout->addWidget(m_postRoll);

    auto *actions = new QHBoxLayout;
    m_allocate = new QPushButton(tr("&Allocate Losses…"), body);
    m_allocate->setObjectName(QStringLiteral("allocate"));
    m_resolve = new QPushButton(tr("Resolve the &Turn"), body);
    m_resolve->setObjectName(QStringLiteral("resolve"));
    actions->addWidget(m_allocate);
    actions->addStretch(1);
    actions->addWidget(m_resolve);
    layout->addLayout(actions);
    m_error = new QLabel(body);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(m_error);
    setWidget(body);
    body->setFocusPolicy(Qt::StrongFocus);
    setFocusPolicy(Qt::StrongFocus);

    connect(m_choice, &QComboBox::activated, this, [this] { refresh(); });
    connect(m_roll, &QPushButton::clicked, this, &ConfrontationDock::rollDie);
    connect(m_takeBack, &QPushButton::clicked, this, [this] {
        if (m_document && current() >= 0)
            m_document->dropDie(current());
    });
    connect(m_allocate, &QPushButton::clicked, this, [this] {
        if (current() >= 0)
            Q_EMIT allocationRequested(current());
    });
    connect(m_resolve, &QPushButton::clicked, this, &ConfrontationDock::resolveRequested);
    refresh();
}

void ConfrontationDock::setDocument(SessionDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &SessionDocument::changed, this, [this] { refresh(); });
    refresh();
}

int ConfrontationDock::current() const
{
    return m_choice->currentIndex() >= 0 ? m_choice->currentData().toInt() : -1;
}

void ConfrontationDock::showConfrontation(int confrontation)
{
    const int index = m_choice->findData(confrontation);
    if (index >= 0)
        m_choice->setCurrentIndex(index);
    refresh();
}

QString ConfrontationDock::errorText() const
{
    return m_error->text();
}

void ConfrontationDock::showError(const QString &message)
{
    m_error->setText(message);
}

void ConfrontationDock::enterDie(int value)
{
    if (!m_document || current() < 0)
        return;
    try {
        m_document->addDie(current(), value == 0 ? 10 : value, DieSource::Entered);
        showError({});
    } catch (const DocumentError &error) {
        showError(QString::fromStdString(error.what()));
    }
}

void ConfrontationDock::rollDie()
{
    if (!m_document || current() < 0 || !m_document->turnDraft())
        return;
    const umbra::DraftConfrontation *item = m_document->turnDraft()->find(current());
    if (!item || item->complete)
        return;
    try {
        m_document->addDie(current(), m_document->rollDie(item->awaiting.sides), DieSource::Seeded);
        showError({});
    } catch (const DocumentError &error) {
        showError(QString::fromStdString(error.what()));
    }
}

void ConfrontationDock::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9 && !(event->modifiers() & ~Qt::KeypadModifier)) {
        enterDie(key - Qt::Key_0);
        return;
    }
    if (key == Qt::Key_Backspace && m_document && current() >= 0) {
        m_document->dropDie(current());
        return;
    }
    QDockWidget::keyPressEvent(event);
}

void ConfrontationDock::togglePostRoll(int draw, const std::string &side, int skill, bool on)
{
    const umbra::DraftConfrontation *item = m_document->turnDraft()->find(current());
    umbra::ConfrontationOrders orders = item->orders;
    const auto kind = static_cast<umbra::SkillKind>(skill);
    std::erase_if(orders.postRoll, [&](const auto &r) { return r.draw == draw && r.side == side && r.skill == kind; });
    if (on)
        orders.postRoll.push_back({draw, side, kind});
    try {
        m_document->setConfrontationOrders(orders);
        showError({});
    } catch (const DocumentError &error) {
        showError(QString::fromStdString(error.what()));
        refresh();
    }
}

void ConfrontationDock::refresh()
{
    const umbra::TurnDraft *draft = m_document ? m_document->turnDraft() : nullptr;
    const int wanted = current();
    m_choice->clear();
    if (draft) {
        const umbra::BattleState &state = m_document->state();
        for (const umbra::DraftConfrontation &item : draft->items()) {
            const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(item.confrontation)];
            m_choice->addItem(tr("Confrontation %1: %2 against %3%4")
                                  .arg(item.confrontation + 1)
                                  .arg(QString::fromStdString(state.sides[static_cast<std::size_t>(c.sides[0])].name),
                                       QString::fromStdString(state.sides[static_cast<std::size_t>(c.sides[1])].name),
                                       item.complete && item.error.empty() ? tr(" — ready") : QString()),
                              item.confrontation);
        }
    }
    const int index = m_choice->findData(wanted);
    if (index >= 0)
        m_choice->setCurrentIndex(index);
    const umbra::DraftConfrontation *item = draft && current() >= 0 ? draft->find(current()) : nullptr;
    m_view->setHtml(item ? confrontationHtml(*m_document, *item)
                         : (draft ? tr("<p>No confrontation is fought this turn: resolve it to go on.</p>")
                                  : tr("<p>Confrontations are resolved after the movement steps (UD-68, UD-82).</p>")));
    m_roll->setEnabled(item && !item->complete);
    m_roll->setText(item && !item->complete ? tr("&Roll d%1").arg(item->awaiting.sides) : tr("&Roll"));
    m_takeBack->setEnabled(item && !item->dice.empty());
    m_allocate->setEnabled(item && item->complete && !item->preview.losses.empty());
    m_resolve->setEnabled(draft && draft->complete());

    // The post-roll skills the rules accept now, as check boxes (checked when asked for).
    while (QLayoutItem *child = m_postRollLayout->takeAt(0)) {
        // Later: the box being toggled may be the one whose signal got us here.
        child->widget()->hide();
        child->widget()->deleteLater();
        delete child;
    }
    const auto options =
        item ? draft->postRollOptions(item->confrontation) : std::vector<umbra::ConfrontationOrders::PostRoll>();
    m_postRoll->setVisible(!options.empty());
    for (const auto &option : options) {
        const umbra::SkillDefinition &skill = m_document->ruleset().skill(option.skill);
        bool asked = false;
        for (const auto &given : item->orders.postRoll)
            asked = asked || (given.draw == option.draw && given.side == option.side && given.skill == option.skill);
        auto *box = new QCheckBox(
            tr("Draw %1: %2 uses %3")
                .arg(option.draw + 1)
                .arg(QString::fromStdString(option.side), termLabel(skill.label, umbra::skillKindId(option.skill))),
            m_postRoll);
        box->setObjectName(QStringLiteral("post-roll-%1-%2-%3")
                               .arg(option.draw)
                               .arg(QString::fromStdString(option.side), fromStd(umbra::skillKindId(option.skill))));
        box->setChecked(asked);
        connect(box, &QCheckBox::toggled, this,
                [this, option](bool on) { togglePostRoll(option.draw, option.side, int(option.skill), on); });
        m_postRollLayout->addWidget(box);
    }
}

} // namespace arbitre::gui
