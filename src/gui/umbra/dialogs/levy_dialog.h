// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/levy.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace arbitre::gui {

class UmbraDocument;

/**
 * Raising the ban of a domain (UD-13–UD-19, UD-69): the GM enters the domain's counts; the dialog
 * shows what the levy rules make of them (banLevy) before anything is added.
 */
class LevyDialog : public QDialog
{
    Q_OBJECT

public:
    LevyDialog(const UmbraDocument &document, QWidget *parent = nullptr);

    int side() const;
    QString place() const;
    int startDay() const;
    umbra::Domain domain() const;
    QString cavalryType() const;
    QString menAtArmsType() const;

private:
    const UmbraDocument &m_document;
    QComboBox *m_side;
    QComboBox *m_place;
    QSpinBox *m_startDay;
    QSpinBox *m_metayers;
    QSpinBox *m_chevaliers;
    QSpinBox *m_ecuyers;
    QSpinBox *m_hommesDArmes;
    QComboBox *m_cavalryType;
    QComboBox *m_menAtArmsType;
    QLabel *m_preview;

    void updatePreview();
};

} // namespace arbitre::gui
