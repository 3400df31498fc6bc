// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "registry.h"

#include "arbitre/napoleonic/module.h"
#include "arbitre/pm/module.h"
#include "arbitre/umbra/module.h"

namespace arbitre::cli {

const ModuleRegistry &registry()
{
    static const ModuleRegistry instance = [] {
        ModuleRegistry r;
        umbra::registerModule(r);
        pm::registerModule(r);
        napoleonic::registerModule(r);
        return r;
    }();
    return instance;
}

} // namespace arbitre::cli
