// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: helpers the VE procedures share.

#include "arbitre/napoleonic/ve_procedures.h"

namespace arbitre::napoleonic::ve {

/** The unit's formation row; throws ProcedureError if its arm has no such formation. */
const VeFormation &formationOf(const VeRuleset &rules, const VeUnit &unit);
/** VE-5, VE-A6: halves, rounding as halving.rounding says. */
int halved(const VeRuleset &rules, int value);
/** Throws ProcedureError when `face` is outside min..max. */
void checkFace(int face, int min, int max, std::string_view what);
/** VE-A5: the d10's lowest face (0, or 1 when read 1–10). */
int d10Min(const VeRuleset &rules);

} // namespace arbitre::napoleonic::ve
