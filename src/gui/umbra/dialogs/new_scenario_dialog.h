// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QLabel;

namespace arbitre::gui {

/** New scenario: the ruleset, a name, the map's size and orientation, and the terrain it starts with. */
class NewScenarioDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewScenarioDialog(QWidget *parent = nullptr);

    QString rulesetPath() const;
    QString name() const;
    int mapWidth() const;
    int mapHeight() const;
    Orientation orientation() const;
    /** The terrain id every hex starts with. */
    QString terrain() const;

private:
    QComboBox *m_ruleset;
    QLineEdit *m_name;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QComboBox *m_orientation;
    QComboBox *m_terrain;
    QLabel *m_error;

    void loadTerrains();
};

} // namespace arbitre::gui
