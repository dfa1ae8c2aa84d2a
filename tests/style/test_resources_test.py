"""Every test declares what it takes of the two cores (cmake/test_cores.cmake):
one of tests/cores.json's resources, so `ctest --preset default` never runs
more than two tests that compute at once. A new test that declares nothing
would run beside them unbounded; this fails on it, and on the preset's jobs
drifting from the slots' sum."""
import json
import os
import re
import subprocess
import unittest

SOURCE = os.environ["BUGBOT_SOURCE"]
BUILD = os.environ["BUGBOT_BUILD"]
CTEST = os.environ.get("BUGBOT_CTEST", "ctest")


def spec_slots():
    with open(os.path.join(SOURCE, "tests", "cores.json")) as f:
        (local,) = json.load(f)["local"]
    return {name: sum(int(r["slots"]) for r in resources) for name, resources in local.items()}


class TestResources(unittest.TestCase):
    def test_every_test_takes_one_slot_of_a_resource_the_spec_has(self):
        listing = subprocess.run([CTEST, "--test-dir", BUILD, "--show-only=json-v1"], capture_output=True,
                                 text=True, check=True)
        tests = json.loads(listing.stdout)["tests"]
        self.assertGreater(len(tests), 100)
        slots = spec_slots()
        undeclared = []
        for test in tests:
            groups = [p["value"] for p in test.get("properties", []) if p["name"] == "RESOURCE_GROUPS"]
            if not groups:
                undeclared.append(test["name"])
                continue
            # ctest's form: [{"requirements": [{".type": "cores", "slots": 1}], ...}]
            (group,) = groups[0]
            (need,) = group["requirements"]
            self.assertIn(need[".type"], slots, test["name"])
            self.assertEqual(need["slots"], 1, test["name"])
        self.assertEqual(undeclared, [], "tests that declare no resource (cmake/test_cores.cmake)")

    def test_the_presets_jobs_are_the_slots_added_up(self):
        with open(os.path.join(SOURCE, "CMakePresets.json")) as f:
            (preset,) = [p for p in json.load(f)["testPresets"] if p["name"] == "default"]
        self.assertEqual(preset["execution"]["jobs"], sum(spec_slots().values()))
        self.assertEqual(preset["execution"]["resourceSpecFile"], "${sourceDir}/tests/cores.json")

    def test_a_discovered_test_keeps_every_label_it_is_given(self):
        # gtest_discover_tests' PROPERTIES flatten a list: LABELS "studio;unit" gives
        # "studio" alone, and the sanitize preset (label unit) ran no studio test.
        lists = []
        for folder, _, files in os.walk(os.path.join(SOURCE, "tests")):
            if "CMakeLists.txt" in files:
                with open(os.path.join(folder, "CMakeLists.txt")) as f:
                    text = f.read()
                lists += re.findall(r'gtest_discover_tests\([^)]*LABELS\s+"[^"]*;[^"]*"', text)
        self.assertEqual(lists, [], "give a discovered target more labels with bugbot_label_discovered")
        listing = subprocess.run([CTEST, "--test-dir", BUILD, "--show-only=json-v1", "-L", "unit"],
                                 capture_output=True, text=True, check=True)
        names = [t["name"] for t in json.loads(listing.stdout)["tests"]]
        self.assertIn("ViewBinding.BackToAnEarlierTabAfterAnotherRun", names)  # the sanitize preset runs it

    def test_no_test_compile_holds_a_path_of_this_checkout(self):
        # A path in a compile definition differs in every clone: ccache reuses no
        # such compile, and a fresh clone compiles the test again (docs/developing.md;
        # tests/support/build_paths.h reads the paths at run time instead).
        with open(os.path.join(BUILD, "compile_commands.json")) as f:
            commands = json.load(f)
        roots = {os.path.realpath(SOURCE), os.path.realpath(BUILD)}
        define = re.compile(r'-D(\w+)=\\?"([^"\\]*)')
        tests = [c for c in commands if re.search(r"/(tests|bench)/", c["file"])]
        self.assertGreater(len(tests), 20)
        holding = sorted({f"{os.path.basename(c['file'])}: {name}" for c in tests
                          for name, value in define.findall(c["command"])
                          if any(value.startswith(root) for root in roots)
                          and f"-U{name}" not in c["command"].split()})  # Qt6::Test's, undefined again
        self.assertEqual(holding, [], "paths compiled into tests")


if __name__ == "__main__":
    unittest.main()
