# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT

# Warnings are errors on our own code (never on third-party headers, which come in as SYSTEM).
function(arbitre_enable_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror -Wshadow -Wconversion
                                             -Wno-sign-conversion)
endfunction()

# ASan + UBSan on every target of ours when ARBITRE_SANITIZE is on.
function(arbitre_enable_sanitizers target)
    if(ARBITRE_SANITIZE)
        target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-sanitize-recover=all
                                                 -fno-omit-frame-pointer)
        target_link_options(${target} PRIVATE -fsanitize=address,undefined -fno-sanitize-recover=all)
    endif()
endfunction()

function(arbitre_target target)
    arbitre_enable_warnings(${target})
    arbitre_enable_sanitizers(${target})
endfunction()
