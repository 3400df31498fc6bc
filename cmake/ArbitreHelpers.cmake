# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT

# Warnings are errors on our own code (never on third-party headers, which come in as SYSTEM).
function(arbitre_enable_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror -Wshadow -Wconversion
                                             -Wno-sign-conversion)
    # GCC 12's -Wrestrict fires falsely inside libstdc++'s string concatenation at -O2/-O3 (GCC PR 105329).
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
        target_compile_options(${target} PRIVATE -Wno-restrict)
    endif()
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
