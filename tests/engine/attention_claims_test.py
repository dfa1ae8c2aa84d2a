"""The attention page's claims, checked on what its programs print, on several seeds.

The programs are in lessons/attention/ exactly as the page gives them (with
their indentation restored); each claim below quotes the page."""

import re
import unittest

import math
import statistics

from bugbot_cli import lesson, run_text

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

    def test_where_the_robot_spins(self):
        # "halfway across and 20 cm from the wall behind it": the nearest wall is 20 cm away,
        # and the side walls (50 cm) come round twice a turn.
        for seed in SEEDS:
            with self.subTest(seed=seed):
                readings = numbers(line_with(self.run_program("0-readings.py", seed), "the first 25 readings"))[1:]
                self.assertLessEqual(abs(min(readings) - 20), 3)
                self.assertGreaterEqual(sum(1 for r in readings if abs(r - 50) <= 4), 2)

    def test_speeding_up(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                out = self.run_program("2b-speeding-up.py", seed)
                lines = out.splitlines()
                parts = {}
                for name in ("before", "after"):
                    head = lines.index(line_with(out, name + " the speed-up"))
                    turn = numbers(lines[head])[0]
                    attention, back = numbers(lines[head + 1])
                    rule = numbers(lines[head + 2])[-1]
                    same = numbers(lines[head + 3])[-1]
                    parts[name] = (turn, attention, back, rule, same)
                turn, attention, back, rule, same = parts["before"]
                # "the rule '15 readings back' ... beats attention": one turn at the first speed
                self.assertLessEqual(abs(turn - 15), 0.5)
                self.assertLess(rule, attention)
                self.assertLess(attention, same)
                # "most often the one 15 readings back": one turn
                self.assertLessEqual(abs(back - turn), 1)
                turn, attention, back, rule, same = parts["after"]
                # "a third of a turn too far"
                self.assertLessEqual(abs((15 - turn) / turn - 1 / 3), 0.1)
                # "three times worse than no change"; attention adapts and beats both
                self.assertGreater(rule, 2.5 * same)
                self.assertLess(attention, 0.6 * same)
                # "after it, the one 11 back, one turn at the new speed"
                self.assertLessEqual(abs(back - turn), 1)

    def test_sharpness_over_a_run(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                out = self.run_program("3b-sharpness-over-a-run.py", seed)
                off = {d: numbers(line_with(out, "divide by %s " % d))[-1] for d in ("2.24", "1.0", "0.5", "0.25", "0.12")}
                # "nearly twice as far as 0.5"
                self.assertGreater(off["2.24"], 1.6 * off["0.5"])
                self.assertGreater(off["1.0"], off["0.5"])
                self.assertGreater(off["0.5"], off["0.25"])
                # "0.12 ... a little worse than 0.25 and still better than 0.5"
                self.assertGreater(off["0.12"], off["0.25"])
                self.assertLess(off["0.12"], off["0.5"])

    def test_why_the_square_root(self):
        # "the dot product ... grows with their length ... softmax would be nearly one-hot ...
        # dividing by the square root of the length keeps the scores in a workable range"
        r = run_text("from bugbot import *\nconnect()\ndrive(0, 0, 100)\n"
                     "print(*[distance() for _ in range(400)])\n")
        self.assertEqual(r.returncode, 0, r.stderr)
        scaled = [(cm - 50) / 25 for cm in numbers(r.stdout)]

        def softmax_top(scores):
            top = max(scores)
            e = [math.exp(x - top) for x in scores]
            return max(e) / sum(e)

        spread, sharp, fair = {}, {}, {}
        for d in (5, 20, 80):
            queries = range(300, 400 - d, 7)
            scores = [[sum(a * b for a, b in zip(scaled[q:q + d], scaled[j:j + d])) for j in range(0, 200, 10)] for q in queries]
            spread[d] = statistics.pstdev([x for row in scores for x in row])
            sharp[d] = statistics.mean(softmax_top(row) for row in scores)
            fair[d] = statistics.mean(softmax_top([x / math.sqrt(d) for x in row]) for row in scores)
        self.assertGreater(spread[20], 2 * spread[5])
        self.assertGreater(spread[80], 2 * spread[20])
        self.assertGreater(sharp[80], 0.95)          # nearly one-hot
        self.assertLess(sharp[5], sharp[80])
        self.assertLess(fair[80], sharp[80] - 0.1)   # divided by the square root, far from one-hot


if __name__ == "__main__":
    unittest.main()
