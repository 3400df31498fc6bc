// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "confrontation_dock.h"

#include "common/odds_panel.h"
#include "common/rule_lookup.h"
#include "common/ruleset_labels.h"
#include "umbra/play_text.h"
#include "umbra/umbra_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
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
    m_view->setOpenLinks(false);         // a rule id opens its rule's text
    connect(m_view, &QTextBrowser::anchorClicked, this,
            [this](const QUrl &url) { openRuleLink(url.toString(), this); });
    // The odds in the view's place at the press of Odds: the dock keeps its size (the map leads on a laptop), and
    // odds are computed only while shown.
    m_odds = new OddsPanel([this]() -> const Session & { return m_document->session(); }, body);
    m_odds->setFocusPolicy(Qt::NoFocus);
    m_stack = new QStackedWidget(body);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_odds);
    layout->addWidget(m_stack, 1);

    layout->addLayout(createDiceRow(body));

    m_postRoll = new QGroupBox(tr("Skills and decisions (UD-49, UD-51, UD-62, UD-63, UD-65)"), body);
    m_postRollLayout = new QVBoxLayout(m_postRoll);
    layout->addWidget(m_postRoll);

    layout->addLayout(createActionRow(body));
    m_error = new QLabel(body);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(m_error);
    setWidget(body);
    body->setFocusPolicy(Qt::StrongFocus);
    setFocusPolicy(Qt::StrongFocus);

    connect(m_choice, &QComboBox::activated, this, [this] { refresh(); });
    connect(m_roll, &QPushButton::clicked, this, &ConfrontationDock::rollDie);
    connect(m_showOdds, &QPushButton::toggled, this,
            [this](bool shown) { m_stack->setCurrentWidget(shown ? static_cast<QWidget *>(m_odds) : m_view); });
    connect(m_takeBack, &QPushButton::clicked, this, [this] {
        if (m_document && current() >= 0)
            m_document->dropDie(current());
    });
    connect(m_allocate, &QPushButton::clicked, this, [this] {
        if (current() >= 0)
            Q_EMIT allocationRequested(current());
    });
    connect(m_override, &QPushButton::clicked, this, [this] {
        if (current() >= 0)
            Q_EMIT overrideRequested(current());
    });
    connect(m_resolve, &QPushButton::clicked, this, &ConfrontationDock::resolveRequested);
    refresh();
}

/** Roll, Odds, the hint for typed dice and Take Back. */
QHBoxLayout *ConfrontationDock::createDiceRow(QWidget *body)
{
    auto *dice = new QHBoxLayout;
    m_roll = new QPushButton(tr("&Roll"), body);
    m_roll->setObjectName(QStringLiteral("roll"));
    m_roll->setToolTip(tr("Arbitre rolls the die; the log says it was rolled by Arbitre"));
    m_takeBack = new QPushButton(tr("Take &Back"), body);
    m_takeBack->setObjectName(QStringLiteral("take-back"));
    m_takeBack->setToolTip(tr("Takes back the last die (Backspace)"));
    m_hint = new QLabel(tr("or type the die on the table: 1–9, 0 for 10"), body);
    m_hint->setWordWrap(true);
    m_showOdds = new QPushButton(tr("O&dds"), body);
    m_showOdds->setObjectName(QStringLiteral("show-odds"));
    m_showOdds->setCheckable(true);
    m_showOdds->setFocusPolicy(Qt::NoFocus); // digit keys go to the dock
    m_showOdds->setToolTip(tr("The chance of each outcome of the turn as set, before the roll; again for the "
                              "resolution"));
    dice->addWidget(m_roll);
    dice->addWidget(m_showOdds);
    dice->addWidget(m_hint, 1);
    dice->addWidget(m_takeBack);
    return dice;
}

/** Allocate, Override and Resolve. */
QHBoxLayout *ConfrontationDock::createActionRow(QWidget *body)
{
    auto *actions = new QHBoxLayout;
    m_allocate = new QPushButton(tr("&Allocate Losses…"), body);
    m_allocate->setObjectName(QStringLiteral("allocate"));
    m_resolve = new QPushButton(tr("Resolve the &Turn"), body);
    m_resolve->setObjectName(QStringLiteral("resolve"));
    m_override = new QPushButton(tr("&Override…"), body);
    m_override->setObjectName(QStringLiteral("override-resolution"));
    m_override->setToolTip(tr("Sets a total, the table or the roller by hand, with a reason (UD-M5)"));
    actions->addWidget(m_allocate);
    actions->addWidget(m_override);
    actions->addStretch(1);
    actions->addWidget(m_resolve);
    return actions;
}

void ConfrontationDock::setDocument(UmbraDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &UmbraDocument::changed, this, [this] { refresh(); });
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

void ConfrontationDock::showOdds(bool shown)
{
    m_showOdds->setChecked(shown);
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
        m_document->addDie(current(), m_document->rollTurnDie(current(), item->awaiting.sides), DieSource::Seeded);
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
    setOrders(orders);
}

void ConfrontationDock::setOrders(const umbra::ConfrontationOrders &orders)
{
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
    m_view->setHtml(item ? linkRuleIds(confrontationHtml(*m_document, *item))
                         : (draft ? tr("<p>No confrontation is fought this turn: resolve it to go on.</p>")
                                  : tr("<p>Confrontations are resolved after the movement steps (UD-68, UD-82).</p>")));
    m_roll->setEnabled(item && !item->complete);
    m_roll->setText(item && !item->complete ? tr("&Roll d%1").arg(item->awaiting.sides) : tr("&Roll"));
    m_takeBack->setEnabled(item && !item->dice.empty());
    m_allocate->setEnabled(item && item->complete && !item->preview.losses.empty());
    m_override->setEnabled(item != nullptr);
    m_resolve->setEnabled(draft && draft->complete());
    refreshOdds(draft);

    // The post-roll skills the rules accept now, as check boxes (checked when asked for).
    while (QLayoutItem *child = m_postRollLayout->takeAt(0)) {
        // Later: the box being toggled may be the one whose signal got us here.
        child->widget()->hide();
        child->widget()->deleteLater();
        delete child;
    }
    const auto options =
        item ? draft->postRollOptions(item->confrontation) : std::vector<umbra::ConfrontationOrders::PostRoll>();
    if (item)
        addSkillChoices(*item);
    m_postRoll->setVisible(m_postRollLayout->count() > 0 || !options.empty());
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

void ConfrontationDock::refreshOdds(const umbra::TurnDraft *draft)
{
    if (!m_document || !draft || draft->items().empty()) {
        m_odds->setCall(std::nullopt, tr("Odds are given for a confrontation to be resolved (UD-83)."));
        return;
    }
    m_odds->setInput("turn", draft->turnInput());
}

void ConfrontationDock::addSkillChoices(const umbra::DraftConfrontation &item)
{
    const umbra::BattleState &state = item.before;
    const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(item.confrontation)];
    for (int slot = 0; slot < 2; ++slot) {
        const umbra::Side &side = state.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(slot)])];
        addDisciplineSpending(item, slot, side);
        addContournementAims(item, slot, side);
    }
    addVisionStrategique(item);
}

/** UD-51: Discipline points the side may spend to cancel losses in this resolution. */
void ConfrontationDock::addDisciplineSpending(const umbra::DraftConfrontation &item, int slot, const umbra::Side &side)
{
    const int reserve = m_document->turnDraft()->disciplineReserve(item.confrontation, slot);
    if (reserve <= 0)
        return;
    const QString name = QString::fromStdString(side.name);
    auto *row = new QWidget(m_postRoll);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *spin = new QSpinBox(row);
    spin->setObjectName(QStringLiteral("discipline-%1").arg(QString::fromStdString(side.id)));
    spin->setRange(0, reserve);
    for (const auto &[id, points] : item.orders.discipline)
        if (id == side.id)
            spin->setValue(points);
    layout->addWidget(new QLabel(tr("%1 spends Discipline (UD-51), up to %2:").arg(name).arg(reserve), row));
    layout->addWidget(spin);
    connect(spin, &QSpinBox::valueChanged, this, [this, id = side.id](int points) {
        umbra::ConfrontationOrders orders = m_document->turnDraft()->find(current())->orders;
        std::erase_if(orders.discipline, [&](const auto &entry) { return entry.first == id; });
        if (points > 0)
            orders.discipline.emplace_back(id, points);
        setOrders(orders);
    });
    m_postRollLayout->addWidget(row);
}

/** UD-49: Contournement aims the holder's next wound at a troop type or a personality. */
void ConfrontationDock::addContournementAims(const umbra::DraftConfrontation &item, int slot, const umbra::Side &side)
{
    const auto aims = m_document->turnDraft()->contournementOptions(item.confrontation, slot);
    if (aims.empty())
        return;
    const QString name = QString::fromStdString(side.name);
    auto *row = new QWidget(m_postRoll);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *box = new QComboBox(row);
    box->setObjectName(QStringLiteral("contournement-%1").arg(QString::fromStdString(side.id)));
    box->addItem(tr("no aim"));
    for (const auto &aim : aims) {
        const QString label =
            aim.troopType.empty()
                ? QString::fromStdString(aim.personality)
                : termLabel(m_document->ruleset().troopType(*m_document->ruleset().findTroopType(aim.troopType)).label,
                            aim.troopType);
        box->addItem(label);
        if (!item.orders.contournement.empty() && item.orders.contournement.front() == aim)
            box->setCurrentIndex(box->count() - 1);
    }
    layout->addWidget(new QLabel(tr("%1 aims its wounds (Contournement, UD-49) at:").arg(name), row));
    layout->addWidget(box, 1);
    connect(box, &QComboBox::activated, this, [this, aims, id = side.id](int index) {
        umbra::ConfrontationOrders orders = m_document->turnDraft()->find(current())->orders;
        std::erase_if(orders.contournement, [&](const auto &aim) { return aim.side == id; });
        if (index > 0)
            orders.contournement.insert(orders.contournement.begin(), aims[static_cast<std::size_t>(index - 1)]);
        setOrders(orders);
    });
    m_postRollLayout->addWidget(row);
}

/** UD-65: a holder of Vision stratégique names an enemy personality's skill; it stops acting. */
void ConfrontationDock::addVisionStrategique(const umbra::DraftConfrontation &item)
{
    const umbra::BattleState &state = item.before;
    const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(item.confrontation)];
    QStringList labels;
    std::vector<std::tuple<std::string, std::string, umbra::SkillKind>> counters;
    for (int slot = 0; slot < 2; ++slot) {
        const umbra::Side &own = state.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(slot)])];
        const umbra::Side &enemy = state.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(1 - slot)])];
        for (const int holder : c.personalities[static_cast<std::size_t>(slot)]) {
            const umbra::Personality &p = own.personalities[static_cast<std::size_t>(holder)];
            if (!p.present() || !p.skill(umbra::SkillKind::VisionStrategique))
                continue;
            for (const int target : c.personalities[static_cast<std::size_t>(1 - slot)])
                for (const umbra::SkillInstance &skill : enemy.personalities[static_cast<std::size_t>(target)].skills) {
                    const umbra::Personality &t = enemy.personalities[static_cast<std::size_t>(target)];
                    counters.emplace_back(p.id, t.id, skill.kind);
                    labels << tr("%1 counters %2's %3")
                                  .arg(QString::fromStdString(p.name), QString::fromStdString(t.name),
                                       termLabel(m_document->ruleset().skill(skill.kind).label,
                                                 umbra::skillKindId(skill.kind)));
                }
        }
    }
    if (counters.empty())
        return;
    auto *row = new QWidget(m_postRoll);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *box = new QComboBox(row);
    box->setObjectName(QStringLiteral("vision"));
    box->addItems(labels);
    auto *known = new QCheckBox(tr("known"), row);
    known->setToolTip(tr("The skill was already known: countered at once, otherwise from the next turn (UD-A38)"));
    auto *counter = new QPushButton(tr("Vision stratégique"), row);
    layout->addWidget(box, 1);
    layout->addWidget(known);
    layout->addWidget(counter);
    connect(counter, &QPushButton::clicked, this, [this, box, known, counters, index = item.confrontation] {
        const auto &[holder, target, skill] = counters[static_cast<std::size_t>(box->currentIndex())];
        try {
            m_document->counterSkill(index, holder, target, skill, known->isChecked());
            showError({});
        } catch (const DocumentError &error) {
            showError(QString::fromStdString(error.what()));
        }
    });
    m_postRollLayout->addWidget(row);
}

} // namespace arbitre::gui
