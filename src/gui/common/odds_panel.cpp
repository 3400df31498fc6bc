// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "odds_panel.h"

#include "arbitre/core/session_error.h"
#include "common/ruleset_labels.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cstring>
#include <map>

namespace arbitre::gui {

namespace {

/** Bounds that keep the panel instant: a larger tree is sampled, with its margin said. */
OddsOptions panelOptions()
{
    OddsOptions options;
    options.leafLimit = 20000;
    options.runs = 4000;
    options.language = appLogLanguage();
    return options;
}

QString percent(double probability)
{
    return QLocale().toString(probability * 100, 'f', 1) + QStringLiteral(" %");
}

/** "/sides/0/loss" as the GM reads it: "sides › 0 › loss". */
QString pointerWords(const std::string &pointer)
{
    QString words = QString::fromStdString(pointer).mid(1);
    return words.replace(QLatin1Char('/'), QStringLiteral(" › ")).replace(QLatin1Char('_'), QLatin1Char(' '));
}

/** A number that only restates the dice (the die itself, its terms): the GM asks what they lead to. */
bool restatesDice(const std::string &pointer)
{
    for (const char *token : {"/die", "/dice", "/natural", "/roll", "/terms", "/breakdown"})
        if (pointer.starts_with(token) && (pointer.size() == std::strlen(token) || pointer[std::strlen(token)] == '/'))
            return true;
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
    connect(m_whatIf, &QComboBox::currentIndexChanged, this, [this] {
        compute();
        show();
    });
    setCall(std::nullopt, tr("Set a procedure up to see its odds."));
}

void OddsPanel::setCall(const std::optional<ProcedureCall> &call, const QString &why)
{
    m_call = call;
    fillWhatIf();
    compute();
    if (!m_odds && !why.isEmpty())
        m_summary->setText(why);
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

void OddsPanel::compute()
{
    m_odds.reset();
    m_toggled.reset();
    if (!m_call)
        return;
    try {
        m_odds = computeOdds(m_session(), *m_call, panelOptions());
        if (const QString modifier = m_whatIf->currentData().toString(); !modifier.isEmpty()) {
            const ProcedureCall toggled = toggledCall(m_session(), *m_call, modifier.toStdString(), &m_added);
            m_toggled = computeOdds(m_session(), toggled, panelOptions());
        }
    } catch (const std::exception &error) { // a refusal whatever the dice: the rules say why
        m_odds.reset();
        m_toggled.reset();
        m_summary->setText(tr("No odds: %1").arg(QString::fromStdString(error.what())));
    }
}

void OddsPanel::show()
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
        for (const OddsMoment *each : shown)
            html += QStringLiteral("<li>%1: %2 ± %3</li>")
                        .arg(pointerWords(each->pointer).toHtmlEscaped(), QLocale().toString(each->mean, 'f', 2),
                             QLocale().toString(each->sd, 'f', 2));
        html += QStringLiteral("</ul>");
    }
    m_view->setHtml(html);
}

std::vector<OddsPanel::Row> OddsPanel::rows() const
{
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
    return m_summary->text();
}

} // namespace arbitre::gui
