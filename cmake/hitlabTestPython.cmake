# hitlab_tests_use_debian_python(): the tests of this directory (call it after the last add_test) find
# Debian's python3 first on PATH, the interpreter hitlab's Python package is built for (python/CMakeLists.txt).
# Their scripts call `python3` often (an e2e test dozens of times, to place a click or read a saved file), and
# where pyenv's shim comes first on PATH, as on this project's machine image, each call spent 0.3 s in the
# shim's bash before Python started: e2e/gallery_screenshots took 47 s, 27 s without it (CI's 40 minutes).
# Only `python3` is redirected, through a link in the build directory; without /usr/bin/python3 nothing is.
function(hitlab_tests_use_debian_python)
  if(NOT EXISTS /usr/bin/python3)
    return()
  endif()
  set(dir ${CMAKE_BINARY_DIR}/test-python)
  file(MAKE_DIRECTORY ${dir})
  file(CREATE_LINK /usr/bin/python3 ${dir}/python3 SYMBOLIC)
  get_property(tests DIRECTORY PROPERTY TESTS)
  if(tests)
    set_tests_properties(${tests} PROPERTIES ENVIRONMENT_MODIFICATION "PATH=path_list_prepend:${dir}")
  endif()
endfunction()
