# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
# cmake -DPROGRAM=path -DARGUMENT=arg -DOUTPUT=file -P run-to-file.cmake: runs PROGRAM ARGUMENT with its standard
# output in OUTPUT, failing the build when it fails.
execute_process(COMMAND "${PROGRAM}" "${ARGUMENT}" OUTPUT_FILE "${OUTPUT}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    file(REMOVE "${OUTPUT}")
    message(FATAL_ERROR "${PROGRAM} ${ARGUMENT} exited with ${status}")
endif()
