// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GUI sides of the shipped rule modules: one line a module. A system without a line here (the duel) is
// played in the generic window of the common parts.
#include "common/module_ui.h"
#include "napoleonic/napoleonic_ui.h"
#include "pm/pm_ui.h"
#include "umbra/umbra_ui.h"

namespace arbitre::gui {

const std::vector<std::unique_ptr<ModuleUi>> &moduleUis()
{
    static const std::vector<std::unique_ptr<ModuleUi>> uis = [] {
        std::vector<std::unique_ptr<ModuleUi>> list;
        list.push_back(umbraUi());
        list.push_back(pmUi());
        list.push_back(figuresUi());
        list.push_back(veUi());
        return list;
    }();
    return uis;
}

} // namespace arbitre::gui
