# Tests share the machine's two cores. A test that computes takes one of the
# two "cores" slots of tests/cores.json (the test preset's resource spec); a
# test labelled "waits" spends its time in a robot's real seconds (played by
# `bugbot robots emulate`), takes none, and runs beside them (the preset's
# jobs are more than the cores for them). Plain `ctest` without the spec
# ignores the slots and runs its -j.

# For gtest_discover_tests(... PROPERTIES ${BUGBOT_TAKES_A_CORE}).
set(BUGBOT_TAKES_A_CORE RESOURCE_GROUPS cores:1)

# Called last in a directory's CMakeLists.txt: each of its add_test tests not
# labelled "waits" takes a core (set_tests_properties reaches only the tests
# of the directory it is called in).
function(bugbot_tests_take_cores)
  get_property(tests DIRECTORY PROPERTY TESTS)
  foreach(test IN LISTS tests)
    get_test_property(${test} LABELS labels)
    if(NOT "waits" IN_LIST labels)
      set_tests_properties(${test} PROPERTIES ${BUGBOT_TAKES_A_CORE})
    endif()
  endforeach()
endfunction()
