// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "inspector_dock.h"

#include "arbitre/umbra/force.h"
#include "common/rule_lookup.h"
#include "common/ruleset_labels.h"
#include "field_editor.h"
#include "umbra/umbra_document.h"
#include "umbra/unit_text.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

using nlohmann::json;
using umbra::setup::FieldSpec;

namespace {

// A skill's number is named after the skill, in the ruleset's own words; other fields by their key.
QString labelOf(const umbra::setup::FieldSpec &spec)
{
    const bool termed = !spec.label.fr.empty() || !spec.label.en.empty();
    return termed ? termLabel(spec.label) : FieldEditor::fieldLabel(spec.key);
}

// The names of the rows of both forms, so that alignLabels() finds them.
const QString FieldLabelName = QStringLiteral("fieldLabel");

} // namespace

QLabel *InspectorDock::ruleLabel(const QString &text, std::string_view ruleId, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(FieldLabelName);
    if (ruleId.empty()) {
        label->setText(text);
    } else {
        const QString grey = label->palette().color(QPalette::PlaceholderText).name();
        label->setText(QStringLiteral("%1 <a href=\"rule:%3\" style=\"color:%2; font-size:small\">%3</a>")
                           .arg(text.toHtmlEscaped(), grey, fromStd(ruleId)));
        connect(label, &QLabel::linkActivated, label, [label](const QString &link) { openRuleLink(link, label); });
        label->setToolTip(tr("Defined by rule %1").arg(fromStd(ruleId)));
    }
    return label;
}

namespace {

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    label->setContentsMargins(0, 8, 0, 0);
    return label;
}

// The new box goes where the old one was; the old one is deleted later, as its editor may be mid-signal.
void replaceBox(QVBoxLayout *layout, QWidget *&box, QWidget *replacement)
{
    delete layout->replaceWidget(box, replacement); // the old layout item is ours to delete
    replacement->hide();                            // until filled: refresh() shows it, and with it every row at once
    box->hide();
    box->deleteLater();
    box = replacement;
}

} // namespace

void InspectorDock::setPlayActions(const QList<QAction *> &actions)
{
    // Buttons follow their action: enabled only for a unit of the side whose step it is (the main window says).
    auto *row = new QWidget(m_body);
    m_playRow = row;
    auto *layout = new QGridLayout(row);
    layout->setContentsMargins(0, 4, 0, 4);
    for (int i = 0; i < actions.size(); ++i) {
        auto *button = new QToolButton(row);
        button->setDefaultAction(actions[i]);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        layout->addWidget(button, i / 3, i % 3);
    }
    m_layout->insertWidget(m_layout->indexOf(m_error), row);
    refresh();
}

InspectorDock::InspectorDock(QWidget *parent) : QDockWidget(tr("Inspector"), parent)
{
    setObjectName(QStringLiteral("inspector"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    auto *outer = new QVBoxLayout(content);
    outer->setContentsMargins(8, 8, 8, 8);

    m_placeholder = new QLabel(tr("Select a unit, a side or a hex on the map or in the order of battle."), content);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText);
    outer->addWidget(m_placeholder);

    m_body = new QWidget(content);
    m_layout = new QVBoxLayout(m_body);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(m_body);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle = new QLabel(m_body);
    m_subtitle->setWordWrap(true);
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);
    m_subtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error = new QLabel(m_body);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b00020; background: #fdecee; border: 1px solid #f3b6bf; "
                                          "border-radius: 3px; padding: 4px; }"));
    m_error->hide();
    m_editorsBox = new QWidget(m_body);
    m_factsBox = new QWidget(m_body);
    m_facts = new QFormLayout(m_factsBox);
    m_forceTitle = sectionTitle(tr("Force"), m_body);
    m_forceTable = new QTableWidget(0, 3, m_body);
    m_forceTable->setHorizontalHeaderLabels({tr("Term"), tr("Value"), tr("Rule")});
    m_forceTable->verticalHeader()->hide();
    m_forceTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_forceTable->verticalHeader()->setDefaultSectionSize(m_forceTable->fontMetrics().height() + 8);
    m_forceTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_forceTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_forceTable->setFocusPolicy(Qt::NoFocus);
    m_forceTable->setShowGrid(false);
    m_forceTable->setAlternatingRowColors(true);
    m_forceTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_forceTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_forceTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_forceTable->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_forceTable->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_forceTable->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_forceTable->horizontalHeaderItem(1)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_title), static_cast<QWidget *>(m_subtitle), static_cast<QWidget *>(m_error),
          m_editorsBox, m_factsBox, static_cast<QWidget *>(m_forceTitle), static_cast<QWidget *>(m_forceTable)})
        m_layout->addWidget(widget);
    outer->addWidget(m_body);
    outer->addStretch(1);
    scroll->setWidget(content);
    setWidget(scroll);
    refresh();
}

void InspectorDock::setDocument(UmbraDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &UmbraDocument::changed, this, &InspectorDock::onChanged);
        connect(m_document, &UmbraDocument::selectionChanged, this, &InspectorDock::onSelectionChanged);
        connect(m_document, &QObject::destroyed, this, [this] {
            m_document = nullptr;
            refresh();
        });
    }
    onSelectionChanged();
}

FieldEditor *InspectorDock::fieldEditor(const QString &key) const
{
    for (FieldEditor *editor : m_editors) {
        if (fromStd(editor->spec().key) == key)
            return editor;
    }
    return nullptr;
}

QString InspectorDock::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void InspectorDock::onSelectionChanged()
{
    m_error->hide();
    refresh();
}

void InspectorDock::onChanged(const DocumentChange &)
{
    refresh();
}

void InspectorDock::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

void InspectorDock::commit(FieldEditor *editor)
{
    if (!m_document || m_pointer.empty())
        return;
    const QString text = tr("Set %1 of %2").arg(labelOf(editor->spec()), m_objectName);
    try {
        const JsonEdits edits = umbra::setup::setField(m_document->ruleset(), m_document->setup(), m_pointer,
                                                       editor->spec().key, editor->value());
        m_document->edit(text, edits, editor->mergeId());
        m_error->hide();
    } catch (const std::exception &error) {
        // The document is unchanged: say why, and put the editors back on its true values.
        showError(QString::fromUtf8(error.what()));
        refresh();
    }
}

void InspectorDock::refresh()
{
    m_pointer.clear();
    replaceFacts();
    const Selection selection = m_document ? m_document->selection() : Selection();
    if (m_playRow)
        m_playRow->setVisible(m_document && !m_document->inSetup() && selection.kind == Selection::Kind::Unit);
    bool shown = false;
    if (m_document && selection.kind == Selection::Kind::Unit) {
        const auto &sides = m_document->state().sides;
        for (int s = 0; s < static_cast<int>(sides.size()) && !shown; ++s) {
            const umbra::Side &side = sides[static_cast<std::size_t>(s)];
            for (int t = 0; t < static_cast<int>(side.troops.size()) && !shown; ++t) {
                if (side.troops[static_cast<std::size_t>(t)].id == selection.id) {
                    showTroop(s, t, m_document->inSetup());
                    shown = true;
                }
            }
            for (int p = 0; p < static_cast<int>(side.personalities.size()) && !shown; ++p) {
                if (side.personalities[static_cast<std::size_t>(p)].id == selection.id) {
                    showPersonality(s, p, m_document->inSetup());
                    shown = true;
                }
            }
        }
    } else if (m_document && selection.kind == Selection::Kind::Side) {
        const auto &sides = m_document->state().sides;
        for (int s = 0; s < static_cast<int>(sides.size()) && !shown; ++s) {
            if (sides[static_cast<std::size_t>(s)].id == selection.id) {
                showSide(s, m_document->inSetup());
                shown = true;
            }
        }
    } else if (m_document && selection.kind == Selection::Kind::Hex && m_document->map().present()) {
        showHex();
        shown = true;
    }
    if (m_pointer.empty())
        showEditors({}, json());
    if (!shown)
        showBreakdown(nullptr);
    alignLabels();
    // Explicitly: a layout would show the new rows only once the event loop runs.
    m_factsBox->show();
    m_placeholder->setVisible(!shown);
    m_body->setVisible(shown);
}

void InspectorDock::alignLabels()
{
    // The editors and the facts are two forms; one label width makes them read as one.
    QList<QLabel *> labels = m_editorsBox->findChildren<QLabel *>(FieldLabelName, Qt::FindDirectChildrenOnly);
    labels += m_factsBox->findChildren<QLabel *>(FieldLabelName, Qt::FindDirectChildrenOnly);
    int width = 0;
    for (const QLabel *label : labels)
        width = std::max(width, label->sizeHint().width());
    for (QLabel *label : labels)
        label->setMinimumWidth(width);
}

void InspectorDock::showEditors(std::vector<FieldSpec> fields, const json &object)
{
    const bool same =
        fields.size() == m_editors.size() &&
        std::equal(fields.begin(), fields.end(), m_editors.begin(),
                   [](const FieldSpec &spec, const FieldEditor *editor) { return editor->matches(spec); });
    if (!same) {
        // The previous editors say nothing more: one of them may lose focus while it goes and commit to another object.
        for (FieldEditor *editor : m_editors)
            editor->blockSignals(true);
        m_editors.clear();
        auto *box = new QWidget(m_body);
        auto *form = new QFormLayout(box);
        form->setContentsMargins(0, 0, 0, 0);
        for (FieldSpec &spec : fields) {
            const QString label = labelOf(spec);
            const std::string_view ruleId = spec.ruleId;
            auto *editor = new FieldEditor(std::move(spec), box);
            connect(editor, &FieldEditor::committed, this, [this, editor] { commit(editor); });
            form->addRow(ruleLabel(label, ruleId, box), editor);
            m_editors.push_back(editor);
        }
        replaceBox(m_layout, m_editorsBox, box);
    }
    for (FieldEditor *editor : m_editors)
        editor->setValue(umbra::setup::fieldValue(object, editor->spec().key));
    m_editorsBox->setVisible(!m_editors.empty());
}

void InspectorDock::replaceFacts()
{
    auto *box = new QWidget(m_body);
    m_facts = new QFormLayout(box);
    m_facts->setContentsMargins(0, 0, 0, 0);
    replaceBox(m_layout, m_factsBox, box);
}

void InspectorDock::addFact(const QString &label, const QString &value, std::string_view ruleId)
{
    auto *text = new QLabel(value, m_factsBox);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->addRow(ruleLabel(label, ruleId, m_factsBox), text);
}

void InspectorDock::showBreakdown(const Breakdown *breakdown)
{
    m_forceTitle->setVisible(breakdown != nullptr);
    m_forceTable->setVisible(breakdown != nullptr);
    if (!breakdown)
        return;
    const auto terms = static_cast<int>(breakdown->size());
    m_forceTable->setRowCount(terms + 1);
    auto put = [this](int row, int column, const QString &text, bool bold) {
        auto *item = new QTableWidgetItem(text);
        if (column == 1)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (bold) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        m_forceTable->setItem(row, column, item);
    };
    const umbra::UmbraRuleset &rules = m_document->ruleset();
    for (int row = 0; row < terms; ++row) {
        const Term &term = (*breakdown)[static_cast<std::size_t>(row)];
        put(row, 0, UnitText::term(rules, term.label), false);
        put(row, 1, UnitText::termValue(term), false);
        put(row, 2, fromStd(term.ruleId), false);
    }
    put(terms, 0, tr("Total"), true);
    put(terms, 1, QString::number(breakdown->total()), true);
    put(terms, 2, QString(), true);
    // The whole table shows: the dock scrolls, the table does not.
    const int height = m_forceTable->horizontalHeader()->sizeHint().height() + 2 * m_forceTable->frameWidth() +
                       (terms + 1) * m_forceTable->verticalHeader()->defaultSectionSize();
    m_forceTable->setFixedHeight(height);
}

} // namespace arbitre::gui
