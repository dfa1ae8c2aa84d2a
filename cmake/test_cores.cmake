# Tests share the machine's two cores. Every test declares which of two
# resources of tests/cores.json (the test preset's resource spec) it takes:
# one of the two "cores" if it computes, or one of the "waits" slots if it
# spends its time in a robot's real seconds (played by `bugbot robots
# emulate`), so those run beside the ones that compute. The preset's jobs are
# the two added up. Plain `ctest` without the spec ignores the slots and runs
# its -j. tests/style/test_resources_test.py fails on a test that declares neither.

# For gtest_discover_tests(... PROPERTIES ${BUGBOT_TAKES_A_CORE}) (or ${BUGBOT_WAITS}).
set(BUGBOT_TAKES_A_CORE RESOURCE_GROUPS cores:1)
set(BUGBOT_WAITS RESOURCE_GROUPS waits:1)

# More than one label for a gtest_discover_tests target's tests: its
# PROPERTIES flatten a list, so LABELS "studio;unit" labels them "studio" only
# (CMake issue 17812). Call after gtest_discover_tests: ctest reads this file
# after the discovered tests (TEST_INCLUDE_FILES in order).
function(bugbot_label_discovered target)
  set(file "${CMAKE_CURRENT_BINARY_DIR}/${target}_labels.cmake")
  file(WRITE "${file}" "if(${target}_TESTS)\n  set_tests_properties(\${${target}_TESTS} PROPERTIES LABELS \"${ARGN}\")\nendif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${file}")
endfunction()

# Called last in a directory's CMakeLists.txt: each of its add_test tests
# labelled "waits" takes a waits slot, every other one a core
# (set_tests_properties reaches only the tests of the directory it is called in).
function(bugbot_tests_take_cores)
  get_property(tests DIRECTORY PROPERTY TESTS)
  foreach(test IN LISTS tests)
    get_test_property(${test} LABELS labels)
    if("waits" IN_LIST labels)
      set_tests_properties(${test} PROPERTIES ${BUGBOT_WAITS})
    else()
      set_tests_properties(${test} PROPERTIES ${BUGBOT_TAKES_A_CORE})
    endif()
  endforeach()
endfunction()
