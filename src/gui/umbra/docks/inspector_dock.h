// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/setup.h"

#include <QDockWidget>

#include <string>
#include <vector>

class QFormLayout;
class QAction;
class QLabel;
class QTableWidget;
class QVBoxLayout;

namespace arbitre {
class Breakdown;
}

namespace arbitre::gui {

class FieldEditor;
class UmbraDocument;
struct Selection;
struct DocumentChange;

/**
 * Everything about the selected unit, side or hex: its attributes, and for a troop or personality
 * the Force breakdown with the rule of every term. During set-up the attributes of units and sides
 * are editors built from the set-up FieldSpecs; each change is one undoable document edit, and a
 * refused one shows the reader's message here. Once play has begun it only reads.
 */
class InspectorDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit InspectorDock(QWidget *parent = nullptr);

    /** Shows the selection of `document` (or nothing) and follows its changes. */
    void setDocument(UmbraDocument *document);

    /** The editor of a file key shown now ("armement"), or null (read-only, or no such field). */
    FieldEditor *fieldEditor(const QString &key) const;
    /** The message of the last refused edit, empty when the last edit went through. */
    QString errorText() const;
    QTableWidget *forceTable() const { return m_forceTable; }
    /** The play actions on the selected unit (orders, override), shown as buttons under its title. */
    void setPlayActions(const QList<QAction *> &actions);
    /** Shows the selection again (after a view setting changed, such as View ▸ Show Ids). */
    void refresh();

private:
    void onSelectionChanged();
    void onChanged(const DocumentChange &change);
    void commit(FieldEditor *editor);
    void showError(const QString &message);

    void showEditors(std::vector<umbra::setup::FieldSpec> fields, const nlohmann::json &object);
    void replaceFacts();
    void addFact(const QString &label, const QString &value, std::string_view ruleId = {});
    void showTroop(int side, int index, bool editable);
    void showPersonality(int side, int index, bool editable);
    void showSide(int side, bool editable);
    void showHex();
    void showBreakdown(const Breakdown *breakdown);
    void alignLabels();
    /** A field or fact name with its rule id as a small grey suffix: the GM sees where a number comes from. */
    static QLabel *ruleLabel(const QString &text, std::string_view ruleId, QWidget *parent);

    UmbraDocument *m_document = nullptr;
    std::string m_pointer; /**< the edited object in the set-up document, empty when read-only */
    QString m_objectName;  /**< its name, for the undo step's text */
    QLabel *m_placeholder = nullptr;
    QWidget *m_body = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QLabel *m_error = nullptr;
    QWidget *m_editorsBox = nullptr; /**< replaced, not emptied: an editor may be the sender of the change */
    std::vector<FieldEditor *> m_editors;
    QWidget *m_factsBox = nullptr;
    QWidget *m_playRow = nullptr; /**< the play actions, shown for a unit once the battle has begun */
    QFormLayout *m_facts = nullptr;
    QLabel *m_forceTitle = nullptr;
    QTableWidget *m_forceTable = nullptr;
};

} // namespace arbitre::gui
