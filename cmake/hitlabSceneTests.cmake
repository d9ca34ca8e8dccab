# hitlab_add_scene_tests(DIR [PREFIX prefix] [EXCLUDE regex]): one ctest per scene file (*.json) below DIR,
# run through `hitlab-cli check` (the scene's "expect" list must hold; exit 0 passes). Test names are PREFIX
# (default "scene/") followed by the file's path below DIR without ".json". DIR is relative to the current
# source directory unless absolute. Files added later are picked up when the build re-runs CMake.
function(hitlab_add_scene_tests dir)
  cmake_parse_arguments(ARG "" "PREFIX;EXCLUDE" "" ${ARGN})
  if(NOT DEFINED ARG_PREFIX)
    set(ARG_PREFIX "scene/")
  endif()
  get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  file(GLOB_RECURSE scenes CONFIGURE_DEPENDS "${dir}/*.json")
  if(ARG_EXCLUDE)
    list(FILTER scenes EXCLUDE REGEX "${ARG_EXCLUDE}")
  endif()
  if(NOT scenes)
    message(WARNING "hitlab_add_scene_tests: no *.json scene below ${dir}")
  endif()
  foreach(scene IN LISTS scenes)
    file(RELATIVE_PATH name "${dir}" "${scene}")
    string(REGEX REPLACE "\\.json$" "" name "${name}")
    add_test(NAME "${ARG_PREFIX}${name}" COMMAND hitlab::cli check "${scene}")
  endforeach()
endfunction()
