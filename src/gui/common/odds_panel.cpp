// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "odds_panel.h"

#include "arbitre/core/session_error.h"
#include "common/procedure_form.h"
#include "common/ruleset_labels.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>
#include <map>
#include <string_view>

namespace arbitre::gui {

namespace {

QString percent(double probability)
{
    return QLocale().toString(probability * 100, 'f', 1) + QStringLiteral(" %");
}

/**
 * The words of a result's members the expected numbers are read in, in the app's language (a member not listed
 * keeps its id, `_` read as a space). They are the results' keys across the rule systems.
 */
constexpr struct
{
    const char *key;
    const char *words;
} ResultWords[] = {
    {"carried_steps", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "steps carried")},
    {"changes", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "changes")},
    {"confrontations", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "confrontation")},
    {"draws", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "draw")},
    {"effects", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "effect")},
    {"force", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "Force")},
    {"gap", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "gap")},
    {"half_step", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "half step")},
    {"halves", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "halves")},
    {"inflicted", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "inflicted")},
    {"loss", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "loss")},
    {"loss_cap", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "loss cap")},
    {"losses", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "losses")},
    {"max", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "maximum")},
    {"min", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "minimum")},
    {"morale_after", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "morale after")},
    {"morale_base_after", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "base morale after")},
    {"morale_change", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "morale change")},
    {"morale_steps", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "morale steps")},
    {"nominal", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "nominal loss")},
    {"nominal_loss", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "nominal loss")},
    {"pm_after", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "PM after")},
    {"raw_score", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "raw score")},
    {"score", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "score")},
    {"sides", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "side")},
    {"steps", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "steps")},
    {"steps_this_action", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "steps this action")},
    {"target_wounds", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "target's wounds")},
    {"total", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "total")},
    {"value", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "value")},
    {"win_run", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "wins in a row")},
    {"wounds", QT_TRANSLATE_NOOP("arbitre::gui::OddsPanel", "wounds")},
};

/** "/sides/0/loss" as the GM reads it: "side 1 › loss" ("camp 1 › pertes"), an index counted from 1. */
QString pointerWords(const std::string &pointer)
{
    QStringList words;
    for (const QString &token : QString::fromStdString(pointer).split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        bool index = false;
        const int number = token.toInt(&index);
        if (index && !words.isEmpty()) {
            words.back() += QLatin1Char(' ') + QString::number(number + 1);
            continue;
        }
        const std::string key = token.toStdString();
        const auto found = std::find_if(std::begin(ResultWords), std::end(ResultWords),
                                        [&](const auto &entry) { return key == entry.key; });
        words.push_back(found != std::end(ResultWords)
                            ? QCoreApplication::translate("arbitre::gui::OddsPanel", found->words)
                            : QString(token).replace(QLatin1Char('_'), QLatin1Char(' ')));
    }
    return words.join(QStringLiteral(" › "));
}

/**
 * A number that only restates the dice (a die, its faces, the terms and modifiers that sum them), wherever it is
 * in the result: the GM asks what they lead to (Session::outcomeOf leaves the same members out).
 */
bool restatesDice(const std::string &pointer)
{
    static constexpr std::string_view Dice[] = {"die",   "dice",      "natural",  "roll",  "rolls",
                                                "terms", "breakdown", "explain",  "faces", "modifiers",
                                                "row",   "pm_dice",   "range_die"};
    std::size_t start = 0;
    while (start < pointer.size()) {
        const std::size_t end = std::min(pointer.find('/', start + 1), pointer.size());
        const std::string_view token = std::string_view(pointer).substr(start + 1, end - start - 1);
        if (std::find(std::begin(Dice), std::end(Dice), token) != std::end(Dice))
            return true;
        start = end;
    }
    return false;
}

/** A bar as Qt's rich text draws one: a table of two cells, the first as wide as the probability. */
QString bar(double probability, const char *colour)
{
    const int width = std::clamp(static_cast<int>(probability * 100 + 0.5), 0, 100);
    if (width == 0)
        return QStringLiteral("<table width='100%' cellspacing='0'><tr><td></td></tr></table>");
    return QStringLiteral("<table width='100%' cellspacing='0' cellpadding='0'><tr><td width='%1%' bgcolor='%2'>&nbsp;"
                          "</td><td width='%3%'></td></tr></table>")
        .arg(width)
        .arg(QLatin1String(colour))
        .arg(100 - width);
}

} // namespace

OddsOptions OddsPanel::options()
{
    // A larger tree is sampled, with its margin said.
    OddsOptions options;
    options.leafLimit = 20000;
    options.runs = 4000;
    options.language = appLogLanguage();
    return options;
}

OddsPanel::OddsPanel(std::function<const Session &()> session, QWidget *parent)
    : QWidget(parent), m_session(std::move(session))
{
    setObjectName(QStringLiteral("odds"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_whatIf = new QComboBox(this);
    m_whatIf->setObjectName(QStringLiteral("what-if"));
    m_whatIf->setToolTip(tr("The odds with one modifier ticked or unticked, beside the odds as set"));
    m_view = new QTextBrowser(this);
    m_view->setObjectName(QStringLiteral("odds-view"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    auto *form = new QFormLayout;
    form->addRow(tr("What if:"), m_whatIf);
    layout->addLayout(form);
    layout->addWidget(m_view, 1);
    // A moment after the last change: a GM typing "12" waits for the odds of 12, not of 1 first.
    m_delay = new QTimer(this);
    m_delay->setSingleShot(true);
    m_delay->setInterval(150);
    connect(m_delay, &QTimer::timeout, this, &OddsPanel::settle);
    connect(m_whatIf, &QComboBox::currentIndexChanged, this, &OddsPanel::schedule);
    setCall(std::nullopt, tr("Set a procedure up to see its odds."));
}

void OddsPanel::setCall(const std::optional<ProcedureCall> &call, const QString &why)
{
    m_call = call;
    m_why = why;
    fillWhatIf();
    schedule();
}

void OddsPanel::setInput(const std::string &procedure, const nlohmann::json &input)
{
    try {
        const ProcedureSpec spec = m_session().procedure(procedure, input);
        if (!spec.refusal.empty()) {
            setCall(std::nullopt, fromStd(spec.refusal));
            return;
        }
        ProcedureCall call{procedure, nlohmann::json::object()};
        for (const InputSpec &declared : spec.inputs) {
            const auto value = input.find(declared.key);
            if (value == input.end() || value->is_null() ||
                (value->is_string() && value->get_ref<const std::string &>().empty()) ||
                (value->is_array() && value->empty()) || (value->is_boolean() && !value->get<bool>())) {
                if (declared.required) {
                    setCall(std::nullopt,
                            tr("Choose the %1 to see the odds.").arg(inputLabel(declared.label, declared.key, {})));
                    return;
                }
                continue;
            }
            call.input[declared.key] = *value;
        }
        setCall(call);
    } catch (const SessionError &error) {
        setCall(std::nullopt, QString::fromStdString(error.what()));
    }
}

void OddsPanel::schedule()
{
    m_pending = true;
    if (isVisible())
        m_delay->start();
}

void OddsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        m_delay->start();
}

void OddsPanel::settle() const
{
    if (!m_pending)
        return;
    m_pending = false;
    m_delay->stop();
    compute();
    if (!m_call)
        m_summary->setText(m_why.isEmpty() ? tr("Set a procedure up to see its odds.") : m_why);
    else if (!m_odds && !m_why.isEmpty())
        m_summary->setText(m_why);
    show();
}

void OddsPanel::fillWhatIf()
{
    const QString current = m_whatIf->currentData().toString();
    const QSignalBlocker quiet(m_whatIf);
    m_whatIf->clear();
    m_whatIf->addItem(tr("(as set)"), QString());
    if (m_call) {
        try {
            const ProcedureSpec spec = m_session().procedure(m_call->procedure, m_call->input);
            for (const InputSpec &input : spec.inputs) {
                if (input.kind != InputKind::Choices)
                    continue;
                const nlohmann::json ticked = m_call->input.value(input.key, nlohmann::json::array());
                for (const InputOption &option : input.options) {
                    const bool on = std::find(ticked.begin(), ticked.end(), option.id) != ticked.end();
                    const QString label = termLabel(option.label, option.id);
                    m_whatIf->addItem(on ? tr("without %1").arg(label) : tr("with %1").arg(label),
                                      QString::fromStdString(option.id));
                }
            }
        } catch (const SessionError &) {
            // no spec for these inputs: no what-if
        }
    }
    m_whatIf->setCurrentIndex(std::max(0, m_whatIf->findData(current)));
    m_whatIf->setEnabled(m_whatIf->count() > 1);
}

void OddsPanel::compute() const
{
    m_odds.reset();
    m_toggled.reset();
    if (!m_call)
        return;
    try {
        m_odds = computeOdds(m_session(), *m_call, options());
        if (const QString modifier = m_whatIf->currentData().toString(); !modifier.isEmpty()) {
            const ProcedureCall toggled = toggledCall(m_session(), *m_call, modifier.toStdString(), &m_added);
            m_toggled = computeOdds(m_session(), toggled, options());
        }
    } catch (const std::exception &error) { // a refusal whatever the dice: the rules say why
        m_odds.reset();
        m_toggled.reset();
        m_summary->setText(tr("No odds: %1").arg(QString::fromStdString(error.what())));
    }
}

void OddsPanel::show() const
{
    if (!m_odds) {
        m_view->clear();
        return;
    }
    const Odds &odds = *m_odds;
    m_summary->setText(odds.exact ? tr("Before the roll: exact, over %n face sequence(s).", "", int(odds.leaves))
                                  : tr("Before the roll: %n seeded plays, each percentage within about two points.", "",
                                       int(odds.leaves)));
    std::map<std::string, double> other;
    if (m_toggled) {
        for (const OddsOutcome &outcome : m_toggled->outcomes)
            other[outcome.key] = outcome.probability;
    }
    QString html = QStringLiteral("<table width='100%' cellspacing='2'>");
    if (m_toggled)
        html += QStringLiteral("<tr><th></th><th align='right'>%1</th><th align='right'>%2</th><th></th></tr>")
                    .arg(tr("as set"), tr("what if"));
    const auto row = [&](const QString &text, double p, std::optional<double> q) {
        html += QStringLiteral("<tr><td width='30%'>%1</td><td align='right' width='10%'>%2</td>")
                    .arg(bar(p, "#3b7dd8"), percent(p));
        if (m_toggled)
            html += QStringLiteral("<td align='right' width='10%'><b>%1</b></td>").arg(percent(q.value_or(0)));
        html += QStringLiteral("<td>%1</td></tr>").arg(text.toHtmlEscaped());
    };
    for (const OddsOutcome &outcome : odds.outcomes) {
        const auto found = other.find(outcome.key);
        row(QString::fromStdString(outcome.text), outcome.probability,
            found != other.end() ? std::optional<double>(found->second) : std::optional<double>(0.0));
    }
    if (m_toggled) { // what only the what-if makes possible
        for (const OddsOutcome &outcome : m_toggled->outcomes)
            if (std::none_of(odds.outcomes.begin(), odds.outcomes.end(),
                             [&](const OddsOutcome &o) { return o.key == outcome.key; }))
                row(QString::fromStdString(outcome.text), 0, outcome.probability);
    }
    html += QStringLiteral("</table>");
    std::vector<const OddsMoment *> shown;
    for (const OddsMoment &moment : odds.moments)
        if (!restatesDice(moment.pointer))
            shown.push_back(&moment);
    if (!shown.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Expected"));
        for (const OddsMoment *each : shown) {
            html += QStringLiteral("<li>%1: %2 ± %3")
                        .arg(pointerWords(each->pointer).toHtmlEscaped(), QLocale().toString(each->mean, 'f', 2),
                             QLocale().toString(each->sd, 'f', 2));
            if (each->presence < 1 - 1e-9)
                html += QLatin1Char(' ') + tr("(when there is one: %1)").arg(percent(each->presence));
            html += QStringLiteral("</li>");
        }
        html += QStringLiteral("</ul>");
    }
    m_view->setHtml(html);
}

std::vector<OddsPanel::Row> OddsPanel::rows() const
{
    settle();
    std::vector<Row> rows;
    if (!m_odds)
        return rows;
    for (const OddsOutcome &outcome : m_odds->outcomes) {
        Row row{QString::fromStdString(outcome.text), outcome.probability, std::nullopt};
        if (m_toggled) {
            row.whatIf = 0.0;
            for (const OddsOutcome &other : m_toggled->outcomes)
                if (other.key == outcome.key)
                    row.whatIf = other.probability;
        }
        rows.push_back(row);
    }
    return rows;
}

bool OddsPanel::setWhatIf(const QString &modifier)
{
    const int index = modifier.isEmpty() ? 0 : m_whatIf->findData(modifier);
    m_whatIf->setCurrentIndex(std::max(0, index));
    return index >= 0;
}

QString OddsPanel::summary() const
{
    settle();
    return m_summary->text();
}

} // namespace arbitre::gui
