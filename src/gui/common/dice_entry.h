// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <vector>

class QFormLayout;
class QLabel;
class QLineEdit;

namespace arbitre::gui {

/**
 * The dice of one procedure as the GM types them, the one dice entry of every rule system's panels: one
 * field per die the procedure reads, in the order it reads them, labelled with its size and the purpose
 * the session gives it. A field left empty is rolled by Arbitre. The dice and purposes come from the
 * session (a probe run of the procedure), never from the GUI; core TypedDice then serves the typed faces
 * first and Arbitre's for the rest.
 */
class DiceEntry : public QWidget
{
    Q_OBJECT

public:
    explicit DiceEntry(QWidget *parent = nullptr);

    /**
     * One field per die: `purposes[i]` read on a d`sides[i]`. Fields already typed keep their value while
     * the number of dice does not change, so the field the GM is typing in keeps its focus.
     */
    void setDice(const QStringList &purposes, const std::vector<int> &sides);
    QStringList purposes() const { return m_purposes; }
    int count() const { return static_cast<int>(m_rows.size()); }
    /** Types `value` in die `index` (0 clears it: Arbitre rolls it); false when there is no such die. */
    bool setTyped(int index, int value);
    /** The faces typed, 0 for a die left to Arbitre; shorter than purposes() when the last are empty. */
    std::vector<int> typed() const;
    /** Every field emptied (after a procedure is played: a die typed for it must not be logged for the next). */
    void clear();
    /** Why a typed die is refused (not a number, not a face of its die), or "" when all are fine. */
    QString problem() const;

Q_SIGNALS:
    void edited();

private:
    struct Row
    {
        QLabel *label = nullptr;
        QLineEdit *field = nullptr;
        int sides = 6;
    };
    QStringList m_purposes;
    QVector<Row> m_rows;
    QFormLayout *m_form = nullptr;
    QLabel *m_warning = nullptr;
    QLabel *m_none = nullptr;

    void check();
};

} // namespace arbitre::gui
