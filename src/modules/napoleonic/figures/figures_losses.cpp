// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/figures_procedures.h"

#include <algorithm>

namespace arbitre::napoleonic {

namespace {

using P = FiguresParameters;

/** NF-A4: the cell of column 16 lost in rows −5…+6. */
LossCode missingCell(const P &parameters, const std::vector<LossCode> &row, std::size_t column, bool &needsGm)
{
    if (column < 2) {
        needsGm = true; // right-aligned reading: column 1 lost; nothing to repeat from
        return LossCode{};
    }
    const LossCode &previous = row[column - 1];
    switch (parameters.missingCol16) {
    case P::MissingCol16::RepeatCol15:
        return previous;
    case P::MissingCol16::Extrapolate: {
        // One more step of the row's last difference, in half steps.
        const int last = previous.steps * 2 + previous.halves;
        const int before = row[column - 2].steps * 2 + row[column - 2].halves;
        const int next = last + std::max(0, last - before);
        return LossCode{next / 2, next % 2, false, false};
    }
    case P::MissingCol16::Gm:
        break;
    }
    needsGm = true;
    return LossCode{};
}

/** NF-A1: what a `+` is worth. */
LossCode applyPlusMode(const P &parameters, LossCode code, bool &needsGm)
{
    switch (parameters.plusMode) {
    case P::PlusMode::HalfStore:
        break;
    case P::PlusMode::Die46:
        needsGm = needsGm || code.halves > 0; // a d6 per `+` (4–6: one more step), rolled at the table
        code.halves = 0;
        break;
    case P::PlusMode::Ignore:
        code.halves = 0;
        break;
    case P::PlusMode::RoundUp:
        code.steps += code.halves;
        code.halves = 0;
        break;
    }
    return code;
}

/** 100 × steps ÷ (3 × figures), to the nearest 5, halves up (NF-21, NF-A8). */
int formulaPercent(int steps, int figures, int stepsPerFigure)
{
    const long numerator = 100L * steps;
    const long denominator = static_cast<long>(stepsPerFigure) * figures;
    return static_cast<int>((2 * numerator + 5 * denominator) / (10 * denominator) * 5);
}

} // namespace

LossLookup lookUpLosses(const FiguresRuleset &rules, int score, int figures)
{
    const LossTable &table = rules.lossTable;
    LossLookup out;
    out.row = std::clamp(score, table.minScore, table.maxScore);
    if (out.row != score && !rules.parameters.scoreClamp) {
        out.needsGm = true; // NF-A5 `gm`
        return out;
    }
    // NF-A6: more than 16 figures: blocks of 16 and a remainder, or one clamped column.
    int left = std::max(0, figures);
    while (left > 0) {
        int block = std::min(left, table.maxFigures);
        if (left > table.maxFigures && rules.parameters.over16 != P::Over16::Split) {
            out.needsGm = rules.parameters.over16 == P::Over16::Gm;
            block = table.maxFigures;
            left = block;
        }
        out.columns.push_back(block);
        left -= block;
    }
    const std::vector<LossCode> &row = table.cells[static_cast<std::size_t>(out.row - table.minScore)];
    const std::vector<std::string> &texts = table.texts[static_cast<std::size_t>(out.row - table.minScore)];
    int halves = 0;
    for (const int column : out.columns) {
        const auto c = static_cast<std::size_t>(column - 1);
        LossCode code = row[c];
        std::string text = texts[c];
        if (code.absent) {
            code = missingCell(rules.parameters, row, c, out.needsGm);
            text = code.harass ? "*" : code.steps == 0 && code.halves == 0 ? "" : std::to_string(code.steps);
            text += code.halves > 0 ? "+" : "";
        }
        code = applyPlusMode(rules.parameters, code, out.needsGm);
        if (code.harass && rules.parameters.starHalfStep) {
            ++code.halves; // NF-A2 half_step: a `*` stores a half step like a `+`
        }
        out.cells.push_back(text);
        out.loss.steps += code.steps;
        halves += code.halves;
        out.loss.harass = out.loss.harass || code.harass;
    }
    // Two halves from two blocks make a step.
    out.loss.steps += halves / 2;
    out.loss.halves = halves % 2;
    return out;
}

LossApplication applyLosses(const FiguresRuleset &rules, const LossState &before, const LossCode &loss)
{
    LossApplication out;
    out.after = before;
    out.steps = loss.steps;
    // NF-A1: the stored half completes a step as soon as a second half arrives.
    out.after.halves += loss.halves;
    if (out.after.halves >= 2) {
        out.after.halves -= 2;
        ++out.steps;
    }
    const int perFigure = rules.parameters.stepsPerFigure;
    const int steps = out.after.carriedSteps + out.steps;
    out.figuresRemoved = std::min(out.after.figures, steps / perFigure);
    out.after.figures -= out.figuresRemoved;
    out.after.carriedSteps = rules.parameters.carrySteps ? steps % perFigure : 0;
    out.after.stepsThisAction += out.steps;
    return out;
}

PercentageLookup lossPercentage(const FiguresRuleset &rules, int steps, int figures)
{
    PercentageLookup out;
    if (steps <= 0 || figures <= 0) {
        out.eliminated = figures <= 0 && steps > 0;
        return out;
    }
    const PercentageTable &table = rules.percentages;
    const int perFigure = rules.parameters.stepsPerFigure;
    const auto column = std::find(table.columns.begin(), table.columns.end(), figures);
    const bool literal = rules.parameters.percentRows == P::PercentRows::Literal;
    const bool formulaRows = rules.parameters.percentRows == P::PercentRows::Formula && steps >= table.literalFirstStep;
    const auto byFormula = [&] {
        out.formula = true;
        out.percent = formulaPercent(steps, figures, perFigure);
        out.eliminated = out.percent >= 100;
        return out;
    };
    if (column != table.columns.end() && steps <= static_cast<int>(table.cells.size()) && !formulaRows) {
        const auto c = static_cast<std::size_t>(column - table.columns.begin());
        const bool fromLiteral = literal && steps >= table.literalFirstStep && !table.literalRows.empty();
        const std::optional<int> cell =
            fromLiteral ? table.literalRows[static_cast<std::size_t>(steps - table.literalFirstStep)][c]
                        : table.cells[static_cast<std::size_t>(steps - 1)][c];
        out.column = figures;
        out.eliminated = !cell.has_value();
        out.percent = cell.value_or(100);
        return out;
    }
    if (formulaRows) {
        return byFormula();
    }
    switch (rules.parameters.percentFallback) {
    case P::PercentFallback::Formula:
        return byFormula();
    case P::PercentFallback::NearestColumn: {
        std::size_t nearest = 0;
        for (std::size_t i = 1; i < table.columns.size(); ++i) {
            if (std::abs(table.columns[i] - figures) < std::abs(table.columns[nearest] - figures)) {
                nearest = i;
            }
        }
        const auto row = static_cast<std::size_t>(std::min(steps, static_cast<int>(table.cells.size())) - 1);
        out.column = table.columns[nearest];
        out.eliminated = !table.cells[row][nearest].has_value();
        out.percent = table.cells[row][nearest].value_or(100);
        return out;
    }
    case P::PercentFallback::Gm:
        break;
    }
    out.needsGm = true;
    return out;
}

} // namespace arbitre::napoleonic
