// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "shell/application.h"

int main(int argc, char *argv[])
{
    return arbitre::gui::runApplication(argc, argv);
}
