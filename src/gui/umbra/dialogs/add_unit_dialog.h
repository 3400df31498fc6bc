// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace arbitre::gui {

class UmbraDocument;

/** Adds a troop (a side, a type from the ruleset, a name) or a personality (a side, a name). */
class AddUnitDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind
    {
        Troop,
        Personality
    };
    AddUnitDialog(const UmbraDocument &document, Kind kind, int side, QWidget *parent = nullptr);

    int side() const;
    /** The troop type id (troops only). */
    QString type() const;
    QString name() const;

private:
    QComboBox *m_side;
    QComboBox *m_type = nullptr;
    QLineEdit *m_name;
};

} // namespace arbitre::gui
