"""The attention page's claims, checked on what its programs print, on several seeds.

The programs are in lessons/attention/ exactly as the page gives them (with
their indentation restored); each claim below quotes the page."""

import re
import unittest

from bugbot_cli import lesson

SEEDS = range(1, 9)


def numbers(line):
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", line)]


def line_with(output, words):
    for line in output.splitlines():
        if words in line:
            return line
    raise AssertionError("no line with %r in:\n%s" % (words, output))


class AttentionPage(unittest.TestCase):
    def run_program(self, name, seed):
        r = lesson(name, "--seed", str(seed))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, "")
        return r.stdout

    def test_the_problem(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                out = self.run_program("0-readings.py", seed)
                # "one revolution takes 11 readings or so"
                self.assertAlmostEqual(numbers(line_with(out, "one revolution"))[-1], 11.25, delta=0.5)
                readings = numbers(line_with(out, "the first 25 readings"))[1:]
                self.assertEqual(len(readings), 25)
                # "it jumps by 20 or 30 centimetres in a quarter of a second"
                jumps = [abs(b - a) for a, b in zip(readings, readings[1:])]
                self.assertGreaterEqual(sum(1 for j in jumps if j >= 20), 4)
                # "wrong by 12.1 cm on average" / "wrong by 21.2 cm"
                self.assertAlmostEqual(numbers(line_with(out, "next = this one"))[-1], 12.1, delta=2.0)
                self.assertAlmostEqual(numbers(line_with(out, "average of the last three"))[-1], 21.2, delta=2.0)

    def test_the_scores(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                out = self.run_program("1-scores.py", seed)
                # "The key that matches it best is eleven steps back"
                best = line_with(out, "steps back")
                self.assertIn("is 11 steps back", best)
                weight = float(re.search(r"weight ([\d.]+)", best).group(1))
                self.assertGreater(weight, 0.7)  # "0.847": most of the weight
                self.assertEqual(line_with(out, "the weights add up to"), "the weights add up to: 1.0")
                guess = numbers(line_with(out, "the guess"))[0]
                truth = numbers(line_with(out, "what came next"))[0]
                self.assertLess(abs(guess - truth), 8)  # "57.8 ... actually came next was 57"

    def test_values_on_every_step(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                out = self.run_program("2-values.py", seed)
                wide = numbers(line_with(out, "20 keys"))[-1]
                near = numbers(line_with(out, "3 keys"))[-1]
                same = numbers(line_with(out, "no change"))[-1]
                # "wrong by less than half as much"
                self.assertLess(wide, near / 2)
                # "that version does no better than assuming nothing changes"
                self.assertAlmostEqual(near, same, delta=0.2 * same)

    def test_sharpness(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                out = self.run_program("3-sharpness.py", seed)
                average = numbers(line_with(out, "average of all twenty"))[-1]
                flat, middle, sharp = (numbers(line_with(out, "divide by %s " % d)) for d in ("2.24", "0.5", "0.12"))
                # each line: divisor, biggest weight, guess, truth
                self.assertLess(flat[1], 0.4)       # "the weights are almost equal" (far from 0.85 or 1)
                self.assertGreater(middle[1], 0.7)  # "the best match leads"
                self.assertGreater(sharp[1], 0.99)  # "one weight is 1 and the rest are 0"
                # "the guess slides towards the average of all twenty values"
                self.assertLess(abs(flat[2] - average), abs(middle[2] - average) + 0.5)

    def test_position(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                out = self.run_program("4-position.py", seed)
                in_order, shuffled = numbers(line_with(out, "shuffled"))
                # "the answer does not move by one decimal place" (to four decimals)
                self.assertEqual(in_order, shuffled)
                self.assertIn("leans on is 11 steps back", line_with(out, "position worth 0.0 "))
                self.assertIn("leans on is 1 steps back", line_with(out, "position worth 2.4 "))


if __name__ == "__main__":
    unittest.main()
