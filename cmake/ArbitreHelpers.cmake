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

# ARBITRE_PGO=generate: instrumented code that records its branches and calls; =use: code laid out and inlined
# from that record. Same build directory for both: the profile's file names follow the object files'.
function(arbitre_enable_pgo target)
    if(ARBITRE_PGO STREQUAL "generate")
        target_compile_options(${target} PRIVATE -fprofile-generate -fprofile-update=single
                                                 "-fprofile-dir=${ARBITRE_PGO_DIR}")
        target_link_options(${target} PRIVATE -fprofile-generate)
    elseif(ARBITRE_PGO STREQUAL "use")
        # Code the training did not run keeps the usual optimisation (-fprofile-partial-training), silently.
        target_compile_options(${target} PRIVATE -fprofile-use -fprofile-partial-training
                                                 "-fprofile-dir=${ARBITRE_PGO_DIR}" -Wno-missing-profile)
    endif()
endfunction()

function(arbitre_target target)
    arbitre_enable_warnings(${target})
    arbitre_enable_sanitizers(${target})
    arbitre_enable_pgo(${target})
endfunction()
