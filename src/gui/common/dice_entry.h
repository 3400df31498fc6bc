// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <vector>

class QFormLayout;
class QLabel;
class QLineEdit;

namespace arbitre::gui {

/**
 * The dice of one procedure as the GM types them: one field per die the procedure reads, in the
 * order it reads them, labelled with the purpose the session gives it. A field left empty is
 * rolled by Arbitre. The purposes come from the session (a probe resolution), never from the GUI.
 */
class DiceEntry : public QWidget
{
    Q_OBJECT

public:
    DiceEntry(int sides, QWidget *parent = nullptr);

    /** One field per purpose; fields already typed keep their value while their count does not change. */
    void setPurposes(const QStringList &purposes);
    QStringList purposes() const { return m_purposes; }
    /** Types `value` in die `index` (0 clears it: Arbitre rolls it); false when there is no such die. */
    bool setTyped(int index, int value);
    /** The faces typed, 0 for a die left to Arbitre; shorter than purposes() when the last are empty. */
    std::vector<int> typed() const;
    /** Why a typed die is refused (not a number, not a face of the die), or "" when all are fine. */
    QString problem() const;
    int sides() const { return m_sides; }

signals:
    void edited();

private:
    struct Row
    {
        QLabel *label = nullptr;
        QLineEdit *field = nullptr;
    };
    int m_sides;
    QStringList m_purposes;
    QVector<Row> m_rows;
    QFormLayout *m_form = nullptr;
    QLabel *m_warning = nullptr;
    QLabel *m_none = nullptr;

    void check();
};

/** The GM's typed faces first, in order, then Arbitre's: every value and its source recorded. */
class TypedDice final : public Dice
{
public:
    TypedDice(Dice &inner, std::vector<int> typed) : m_inner(inner), m_typed(std::move(typed)) {}
    int roll(int sides) override;
    DieSource source() const override { return m_source; }

    std::vector<int> values;
    std::vector<DieSource> sources;

private:
    Dice &m_inner;
    std::vector<int> m_typed;
    DieSource m_source = DieSource::Seeded;
};

/** A face for every die a probe resolution asks for: the typed one if valid, else 1. Never throws. */
class ProbeDice final : public Dice
{
public:
    explicit ProbeDice(std::vector<int> typed) : m_typed(std::move(typed)) {}
    int roll(int sides) override;
    DieSource source() const override { return DieSource::Scripted; }
    int rolled = 0; /**< how many dice the procedure asked for */

private:
    std::vector<int> m_typed;
};

} // namespace arbitre::gui
