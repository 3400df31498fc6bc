# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# The install layout (`cmake --install`, GNUInstallDirs) and the files generated for it. Under the prefix:
#   bin/arbitre, bin/arbitre-cli
#   share/arbitre/{rulesets,schema,scenarios,levy,rules}     what the app and the CLI find beside their executable
#   share/doc/arbitre/                                        the GM guide with its pictures, README, copyright
#   share/applications, share/metainfo, share/icons/hicolor/scalable/apps, share/mime/packages   desktop integration
#   share/man/man1/arbitre.1.gz, arbitre-cli.1.gz, share/bash-completion/completions/arbitre-cli
# The data lookup that reads this layout is arbitre::dataRoots() (include/arbitre/modules/data_folders.h).
include(GNUInstallDirs)

set(ARBITRE_APP_ID "org.arbitre.Arbitre")
set(ARBITRE_HOMEPAGE_URL "https://arbitre.example.org" CACHE STRING "The project's home page (AppStream, Debian package)")
set(ARBITRE_DATA_DESTINATION "${CMAKE_INSTALL_DATADIR}/arbitre")
# Not CMAKE_INSTALL_DOCDIR (share/doc/Arbitre): the app looks for its guide in share/doc/arbitre beside share/arbitre.
set(ARBITRE_DOC_DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/arbitre")
set(stage "${PROJECT_BINARY_DIR}/install-stage")

# A JSON file the app ships, copied to `to` with each FROM TO pair of ARGN replaced (only rewritten when it changes).
# The source tree keeps rulesets in rulesets/ and scenarios in resources/scenarios/; once installed both are in
# share/arbitre, so the relative paths that scenarios give to their ruleset and schemas are rewritten to match.
function(arbitre_stage_json from to)
    file(READ "${from}" text)
    set(pairs ${ARGN})
    while(pairs)
        list(POP_FRONT pairs old new)
        string(REPLACE "${old}" "${new}" text "${text}")
    endwhile()
    file(WRITE "${to}.new" "${text}")
    configure_file("${to}.new" "${to}" COPYONLY)
    file(REMOVE "${to}.new")
    set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${from}")
endfunction()

file(GLOB shipped_rulesets CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/rulesets/*.json")
foreach(file IN LISTS shipped_rulesets)
    get_filename_component(name "${file}" NAME)
    arbitre_stage_json("${file}" "${stage}/rulesets/${name}" "\"$schema\": \"schema/" "\"$schema\": \"../schema/")
endforeach()
foreach(kind scenarios levy)
    file(GLOB shipped CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/resources/${kind}/*.json")
    foreach(file IN LISTS shipped)
        get_filename_component(name "${file}" NAME)
        arbitre_stage_json("${file}" "${stage}/${kind}/${name}" "\"../../rulesets/schema/" "\"../schema/"
                           "\"../../rulesets/" "\"../rulesets/")
    endforeach()
endforeach()

install(DIRECTORY "${stage}/rulesets/" DESTINATION "${ARBITRE_DATA_DESTINATION}/rulesets")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/rulesets/schema/" DESTINATION "${ARBITRE_DATA_DESTINATION}/schema")
install(DIRECTORY "${stage}/scenarios/" DESTINATION "${ARBITRE_DATA_DESTINATION}/scenarios")
install(DIRECTORY "${stage}/levy/" DESTINATION "${ARBITRE_DATA_DESTINATION}/levy")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/resources/rules/" DESTINATION "${ARBITRE_DATA_DESTINATION}/rules")

# The GM guide (the app's Help ▸ Guide) with the pictures it shows.
file(READ "${PROJECT_SOURCE_DIR}/docs/gm-guide.md" guide)
# `(images/…)` without the link's `]`: a bracket in a CMake list item keeps the list from being split.
string(REGEX MATCHALL "\\(images/[^)]+\\)" guide_images "${guide}")
list(TRANSFORM guide_images REPLACE "^\\((.*)\\)$" "${PROJECT_SOURCE_DIR}/docs/\\1")
list(REMOVE_DUPLICATES guide_images)
set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
                                                               "${PROJECT_SOURCE_DIR}/docs/gm-guide.md")
install(FILES "${PROJECT_SOURCE_DIR}/docs/gm-guide.md" "${PROJECT_SOURCE_DIR}/README.md"
        DESTINATION "${ARBITRE_DOC_DESTINATION}")
install(FILES ${guide_images} DESTINATION "${ARBITRE_DOC_DESTINATION}/images")
# The other documents the guide links to (`(verifiable-dice.md)`, `(scenario-format.md#…)`), so no link is dead.
string(REGEX MATCHALL "\\([a-z][a-z0-9-]*\\.md[#)]" guide_links "${guide}")
list(TRANSFORM guide_links REPLACE "^\\((.*)[#)]$" "${PROJECT_SOURCE_DIR}/docs/\\1")
list(REMOVE_DUPLICATES guide_links)
install(FILES ${guide_links} DESTINATION "${ARBITRE_DOC_DESTINATION}")
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION "${ARBITRE_DOC_DESTINATION}" RENAME copyright)

# Desktop integration.
set(packaging "${PROJECT_SOURCE_DIR}/packaging")
configure_file("${packaging}/${ARBITRE_APP_ID}.metainfo.xml.in" "${stage}/metainfo/${ARBITRE_APP_ID}.metainfo.xml"
               @ONLY)
install(FILES "${packaging}/${ARBITRE_APP_ID}.desktop" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${stage}/metainfo/${ARBITRE_APP_ID}.metainfo.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
install(FILES "${packaging}/${ARBITRE_APP_ID}.svg" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
install(FILES "${packaging}/${ARBITRE_APP_ID}.mime.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages"
        RENAME "${ARBITRE_APP_ID}.xml")

# Manual pages and the bash completion, generated at build time from the same descriptions as --help:
# arbitre-cli(1) and the completion from the CLI's command table (hidden --man, --bash-completion), arbitre(1)
# from the app's own --help (scripts/man-from-help.py).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(generated "${stage}/generated")
set(run_to_file "${PROJECT_SOURCE_DIR}/cmake/run-to-file.cmake")
add_custom_command(
    OUTPUT "${generated}/arbitre-cli.1" "${generated}/arbitre-cli.1.gz" "${generated}/arbitre-cli.bash-completion"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${generated}"
    COMMAND "${CMAKE_COMMAND}" -E env ASAN_OPTIONS=detect_leaks=0
            "${CMAKE_COMMAND}" "-DPROGRAM=$<TARGET_FILE:arbitre-cli>" -DARGUMENT=--man "-DOUTPUT=${generated}/arbitre-cli.1" -P
            "${run_to_file}"
    # Debian's manual pages are compressed; -n keeps the archive reproducible.
    COMMAND gzip -9nkf "${generated}/arbitre-cli.1"
    COMMAND "${CMAKE_COMMAND}" -E env ASAN_OPTIONS=detect_leaks=0
            "${CMAKE_COMMAND}" "-DPROGRAM=$<TARGET_FILE:arbitre-cli>" -DARGUMENT=--bash-completion
            "-DOUTPUT=${generated}/arbitre-cli.bash-completion" -P "${run_to_file}"
    DEPENDS arbitre-cli "${run_to_file}"
    COMMENT "Generating arbitre-cli(1) and its bash completion"
    VERBATIM)
set(arbitre_generated "${generated}/arbitre-cli.1.gz" "${generated}/arbitre-cli.bash-completion")
install(FILES "${generated}/arbitre-cli.1.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
install(FILES "${generated}/arbitre-cli.bash-completion"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions" RENAME arbitre-cli)
if(TARGET arbitre)
    add_custom_command(
        OUTPUT "${generated}/arbitre.1" "${generated}/arbitre.1.gz"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${generated}"
        # Offscreen: no display is needed to print --help; no leak report from a sanitized build (ARBITRE_SANITIZE).
        COMMAND "${CMAKE_COMMAND}" -E env QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 "${Python3_EXECUTABLE}"
                "${PROJECT_SOURCE_DIR}/scripts/man-from-help.py" "$<TARGET_FILE:arbitre>" "${PROJECT_VERSION}"
                "${generated}/arbitre-cli.1" "${generated}/arbitre.1"
        COMMAND gzip -9nkf "${generated}/arbitre.1"
        DEPENDS arbitre "${PROJECT_SOURCE_DIR}/scripts/man-from-help.py" "${generated}/arbitre-cli.1"
        COMMENT "Generating arbitre(1)"
        VERBATIM)
    list(APPEND arbitre_generated "${generated}/arbitre.1.gz")
    install(FILES "${generated}/arbitre.1.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
endif()
add_custom_target(arbitre_man_pages ALL DEPENDS ${arbitre_generated})
