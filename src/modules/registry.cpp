// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/modules/registry.h"

#include "arbitre/napoleonic/module.h"
#include "arbitre/pm/module.h"
#include "arbitre/umbra/module.h"

namespace arbitre {

const ModuleRegistry &shippedModules()
{
    static const ModuleRegistry instance = [] {
        ModuleRegistry modules;
        umbra::registerModule(modules);
        pm::registerModule(modules);
        napoleonic::registerModule(modules);
        return modules;
    }();
    return instance;
}

} // namespace arbitre
