// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "battle_log_dock.h"

#include "battle_log_model.h"

#include "arbitre/core/atomic_file.h"
#include "arbitre/core/verify.h"
#include "arbitre/umbra/term_words.h"
#include "common/rule_lookup.h"
#include "common/ruleset_labels.h"
#include "umbra/play_text.h"
#include "umbra/umbra_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

#include <filesystem>

namespace arbitre::gui {

using umbra::LogEntry;

namespace {

QString sourceText(DieSource source)
{
    switch (source) {
    case DieSource::Seeded:
        return BattleLogDock::tr("rolled by Arbitre");
    case DieSource::Scripted:
        return BattleLogDock::tr("scripted");
    case DieSource::Entered:
        return BattleLogDock::tr("entered from the table");
    }
    return {};
}

} // namespace

QHBoxLayout *BattleLogDock::createHighlightFilters(QWidget *body)
{
    auto *highlights = new QHBoxLayout;
    const std::pair<unsigned, QString> bits[] = {{umbra::Vert | umbra::Rouge, tr("Vert / rouge")},
                                                 {umbra::Elimination, tr("Eliminations")},
                                                 {umbra::Flight, tr("Flights")},
                                                 {umbra::Rally | umbra::Desertion, tr("Rallies")},
                                                 {umbra::Override, tr("Overrides")}};
    for (const auto &[bit, label] : bits) {
        auto *box = new QCheckBox(label, body);
        highlights->addWidget(box);
        m_highlights.emplace_back(box, bit);
        connect(box, &QCheckBox::toggled, this, &BattleLogDock::refill);
    }
    highlights->addStretch(1);
    return highlights;
}

void BattleLogDock::followNewestEntries()
{
    // Following the newest entry is the GM's choice: scrolled to the end, on; scrolled back, off. A change of
    // the panel's size keeps the end in view while it is on.
    QScrollBar *scroll = m_tree->verticalScrollBar();
    connect(scroll, &QScrollBar::valueChanged, this, [this, scroll](int value) {
        if (!m_refilling)
            m_followNewest = value >= scroll->maximum();
    });
    connect(scroll, &QScrollBar::rangeChanged, this, [this, scroll](int, int maximum) {
        if (m_followNewest && !m_refilling)
            scroll->setValue(maximum);
    });
}

BattleLogDock::BattleLogDock(QWidget *parent) : QDockWidget(tr("Battle Log"), parent)
{
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    auto *filters = new QHBoxLayout;
    m_side = new QComboBox(body);
    m_side->setObjectName(QStringLiteral("log-side"));
    m_unit = new QLineEdit(body);
    m_unit->setObjectName(QStringLiteral("log-unit"));
    m_unit->setPlaceholderText(tr("Unit…"));
    m_unit->setClearButtonEnabled(true);
    m_kind = new QComboBox(body);
    m_kind->setObjectName(QStringLiteral("log-kind"));
    filters->addWidget(m_side);
    filters->addWidget(m_kind);
    filters->addWidget(m_unit, 1);
    auto *exportButton = new QPushButton(tr("&Export…"), body);
    filters->addWidget(exportButton);
    layout->addLayout(filters);
    layout->addLayout(createHighlightFilters(body));

    auto *split = new QSplitter(Qt::Vertical, body);
    m_tree = new QTreeView(split);
    m_tree->setObjectName(QStringLiteral("log-tree"));
    m_model = new BattleLogModel(this);
    m_tree->setModel(m_model);
    followNewestEntries();
    // The entries take the width; the highlights keep what their words need.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->setUniformRowHeights(true);
    m_details = new QTextBrowser(split);
    m_details->setObjectName(QStringLiteral("log-details"));
    m_details->setOpenLinks(false); // a rule id opens its rule's text
    connect(m_details, &QTextBrowser::anchorClicked, this,
            [this](const QUrl &url) { openRuleLink(url.toString(), this); });
    split->addWidget(m_tree);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({300, 100}); // the entries first: the details of one entry need a few lines
    layout->addWidget(split, 1);
    setWidget(body);

    connect(m_side, &QComboBox::currentIndexChanged, this, &BattleLogDock::refill);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &BattleLogDock::refill);
    connect(m_unit, &QLineEdit::textChanged, this, &BattleLogDock::refill);
    connect(exportButton, &QPushButton::clicked, this, &BattleLogDock::exportDialog);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { showEntry(current); });
    rebuild();
}

void BattleLogDock::setDocument(UmbraDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &UmbraDocument::changed, this, [this](const DocumentChange &change) {
            if (change.play)
                rebuild();
        });
    rebuild();
}

umbra::LogLanguage BattleLogDock::language() const
{
    return appLogLanguage();
}

void BattleLogDock::setHighlightFilter(unsigned highlights)
{
    for (auto &[box, bit] : m_highlights)
        box->setChecked((highlights & bit) != 0);
}

void BattleLogDock::rebuild()
{
    m_entries = m_document ? umbra::battleLog(m_document->session(), language()) : std::vector<LogEntry>();
    const QString side = m_side->currentData().toString();
    const QString kind = m_kind->currentData().toString();
    {
        const QSignalBlocker blockSide(m_side);
        const QSignalBlocker blockKind(m_kind);
        m_side->clear();
        m_side->addItem(tr("All sides"), QString());
        m_kind->clear();
        m_kind->addItem(tr("All events"), QString());
        if (m_document) {
            for (const umbra::Side &s : m_document->state().sides)
                m_side->addItem(QString::fromStdString(s.name), QString::fromStdString(s.id));
            // The kinds the core's log words, with their names in the app's language.
            for (const umbra::LogKind &k : umbra::battleLogKinds())
                m_kind->addItem(QString::fromStdString(pickLabel(k.label, language())), QString::fromStdString(k.kind));
        }
        m_side->setCurrentIndex(std::max(0, m_side->findData(side)));
        m_kind->setCurrentIndex(std::max(0, m_kind->findData(kind)));
    }
    refill();
}

bool BattleLogDock::accepts(const LogEntry &entry) const
{
    const std::string side = m_side->currentData().toString().toStdString();
    if (!side.empty() && std::find(entry.sides.begin(), entry.sides.end(), side) == entry.sides.end())
        return false;
    const std::string kind = m_kind->currentData().toString().toStdString();
    if (!kind.empty() && entry.kind != kind)
        return false;
    const QString unit = m_unit->text().trimmed();
    if (!unit.isEmpty()) {
        bool found = QString::fromStdString(entry.title).contains(unit, Qt::CaseInsensitive);
        for (const std::string &id : entry.units)
            found = found || QString::fromStdString(id).contains(unit, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    unsigned wanted = 0;
    for (const auto &[box, bit] : m_highlights)
        if (box->isChecked())
            wanted |= bit;
    return wanted == 0 || (entry.highlights & wanted) != 0;
}

std::vector<const LogEntry *> BattleLogDock::visibleEntries() const
{
    std::vector<const LogEntry *> shown;
    for (const LogEntry &entry : m_entries)
        if (accepts(entry))
            shown.push_back(&entry);
    return shown;
}

void BattleLogDock::showEntry(const QModelIndex &index)
{
    const LogEntry *entry = m_model->entryAt(index);
    if (!entry) {
        m_details->clear();
        Q_EMIT entrySelected({}, {});
        return;
    }
    QString html = QStringLiteral("<p><b>%1</b></p><ul>").arg(QString::fromStdString(entry->title).toHtmlEscaped());
    for (const std::string &line : entry->lines)
        html += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(line).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    for (const umbra::LogDie &die : entry->dice)
        html += QStringLiteral("<p><small>d%1 = <b>%2</b>, %3 — %4</small></p>")
                    .arg(die.sides)
                    .arg(die.value)
                    .arg(sourceText(die.source), QString::fromStdString(die.purpose).toHtmlEscaped());
    m_details->setHtml(linkRuleIds(html));
    Q_EMIT entrySelected(entry->hexes, entry->units.empty() ? QString() : QString::fromStdString(entry->units.front()));
}

void BattleLogDock::refill()
{
    // The log follows the newest entry while the GM reads at its end; scrolled back, it keeps the place.
    // One pass over the entries, whatever their number: the model keeps indexes, the view asks for the rows it
    // shows (issue 23: a QTreeWidget laid the whole tree out again for each day row).
    const QScopedValueRollback guard(m_refilling, true);
    const bool follow = m_followNewest;
    const int place = m_tree->verticalScrollBar()->value();
    const std::ptrdiff_t current = m_model->entryNumberAt(m_tree->currentIndex());
    std::vector<std::size_t> shown;
    shown.reserve(m_entries.size());
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (accepts(m_entries[i]))
            shown.push_back(i);
    m_model->setEntries(m_entries, shown);
    m_tree->expandAll();
    restorePlace(follow, place, current);
}

void BattleLogDock::restorePlace(bool follow, int place, std::ptrdiff_t current)
{
    // Back to the entry the GM had selected, marked on the map again; filtered out, its details and marks clear.
    const QModelIndex again = current >= 0 ? m_model->indexOfEntry(static_cast<std::size_t>(current)) : QModelIndex();
    if (again.isValid())
        m_tree->setCurrentIndex(again);
    else if (current >= 0)
        showEntry(again);
    m_tree->doItemsLayout();
    if (follow)
        m_tree->scrollToBottom();
    else
        m_tree->verticalScrollBar()->setValue(place);
}

void BattleLogDock::selectLast(const std::string &kind)
{
    for (std::size_t i = m_entries.size(); i-- > 0;) {
        if (m_entries[i].kind != kind)
            continue;
        const QModelIndex index = m_model->indexOfEntry(i);
        if (!index.isValid())
            continue;
        m_tree->setCurrentIndex(index);
        m_tree->scrollTo(index);
        return;
    }
}

void BattleLogDock::exportTo(const QString &path) const
{
    if (!m_document)
        return;
    const bool markdown = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive);
    const std::string log = markdown ? umbra::battleLogMarkdown(m_document->session(), m_entries, language())
                                     : umbra::battleLogHtml(m_document->session(), m_entries, language());
    // The chain's head and the dice's verdict, which players compare with what they noted at the table.
    const LogFormat format = markdown ? LogFormat::Markdown : LogFormat::Html;
    const std::string text =
        withVerdict(withBookmarks(log, format, m_document->liveBookmarks(), m_document->liveSession(), language()),
                    format, m_document->verdict(), language());
    try {
        writeFileAtomically(std::filesystem::path(path.toStdU16String()), text);
    } catch (const std::exception &error) {
        throw DocumentError(error.what());
    }
}

void BattleLogDock::exportDialog()
{
    if (!m_document)
        return;
    QString selected;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export the Battle Log"), m_document->title() + QStringLiteral(".html"),
                                     tr("Web page for the players (*.html);;Markdown (*.md)"), &selected);
    if (path.isEmpty())
        return;
    try {
        exportTo(path);
    } catch (const DocumentError &error) {
        m_details->setHtml(QStringLiteral("<p style='color:#b00020'>%1</p>")
                               .arg(QString::fromStdString(error.what()).toHtmlEscaped()));
    }
}

} // namespace arbitre::gui
