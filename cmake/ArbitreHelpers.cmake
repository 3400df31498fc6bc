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

# ASan + UBSan on every target of ours when ARBITRE_SANITIZE is on. ARBITRE_BUILD_FUZZ adds libFuzzer's coverage
# instrumentation (the fuzz executables link libFuzzer itself, tests/fuzz); any sanitizer report stops the run.
function(arbitre_enable_sanitizers target)
    if(ARBITRE_BUILD_FUZZ)
        target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link,address,undefined
                                                 -fno-sanitize-recover=all -fno-omit-frame-pointer -O1)
        target_link_options(${target} PRIVATE -fsanitize=address,undefined -fno-sanitize-recover=all)
    elseif(ARBITRE_SANITIZE)
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

# One rule module: the static library arbitre_<name> (alias arbitre::<name>) over the core, built from every
# .cpp under src/modules/<name> and the public headers include/arbitre/<name>/*.h. The module's folder is on its
# private include path, so its private headers are included by their path from there ("procedures/force_detail.h").
# The target is recorded in the global property ARBITRE_MODULE_TARGETS, which arbitre::modules links.
function(arbitre_add_module name)
    set(target arbitre_${name})
    set(folder "${PROJECT_SOURCE_DIR}/src/modules/${name}")
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${folder}/*.cpp")
    file(GLOB headers CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/include/arbitre/${name}/*.h")
    add_library(${target} STATIC ${sources} ${headers})
    add_library(arbitre::${name} ALIAS ${target})
    target_include_directories(${target} PRIVATE "${folder}")
    target_link_libraries(${target} PUBLIC arbitre::core)
    arbitre_target(${target})
    set_property(GLOBAL APPEND PROPERTY ARBITRE_MODULE_TARGETS ${target})
endfunction()
