// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Seen only by moc. Qt 6.4's moc stops with "Parse error at std" in libstdc++ 12's <concepts>
// (reached through <compare>) because it never expands this macro; the compiler does not need it here.
#define _GLIBCXX_VISIBILITY(V)
