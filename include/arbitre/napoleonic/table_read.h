// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Where a Napoleonic event read its table, as positions in the ruleset's own tables: which table, which
// row and which column(s). A window draws the whole table from the ruleset and highlights these cells;
// the event's ids (`table`, `row`, `column`) and how they name a row are the core's.

#include "arbitre/core/event_log.h"
#include "arbitre/core/log_text.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::napoleonic {

class FiguresScenario;
class VeRuleset;

/** The Vive l'Empereur ! tables a window draws: the fire table (VE-42) and the melee table (VE-57). */
enum class VeTable
{
    Fire,
    Melee,
};

/** A cell of a VE table: row index from the table's first row (fireMinRow, meleeMinRow), column index in its columns.
 */
struct VeTableRead
{
    VeTable table = VeTable::Fire;
    std::size_t row = 0;
    std::size_t column = 0;
};

/** Where `event` read the fire or melee table; nullopt when it read another table, none, or a cell off the table. */
std::optional<VeTableRead> veTableRead(const VeRuleset &rules, const Event &event);

/**
 * Why a line of sight is blocked (LosResult::reason) in `language`, with its rule: "a unit (VE-49)", "a change
 * of level (VE-50)", or the blocking terrain's label "(VE-49)".
 */
std::string veLosReason(const VeRuleset &rules, std::string_view reason, LogLanguage language);

/** The figure rules' tables a window draws (NF-1 loss table, M19 situation table, the control test, NF-25, NF-22/23).
 */
enum class FiguresTable
{
    Loss,
    Situation,
    Control,
    FormationChange,
    Movement,
};

/**
 * The cells of a figures table an event read: the row index in the table's rows (loss table from its minimum
 * score, situation boxes, status, formation-change rows, paces) and the column indices (the loss table may add
 * up several columns; the situation table's columns are MAC, standing fire, other reasons; the control test's
 * RET/SAF/flank then DER/DES/rear; NF-25's the nations; the movement table's the formations). `horse`: the
 * movement table of horse (NF-23) rather than foot (NF-22).
 */
struct FiguresTableRead
{
    FiguresTable table = FiguresTable::Loss;
    std::optional<std::size_t> row; /**< none when no row of the table matches */
    std::vector<std::size_t> columns;
    bool horse = false;
};

/** Where `event` read its table; nullopt when it read none. */
std::optional<FiguresTableRead> figuresTableRead(const FiguresScenario &scenario, const Event &event);

} // namespace arbitre::napoleonic
