#!/usr/bin/env bash
# Builds and runs the benchmarks; each prints its figures (docs/performance.md).
# Last comes one table: whole-process ratios of `bugbot run` against the plain
# python3 floor, and per-call costs. `--table [ROUNDS] [--cpu]` prints only the
# table (what to re-run after a merge; 5 rounds by default; --cpu counts CPU
# time instead of wall time, for a loaded machine).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--table" ]; then
  [ -f build/build.ninja ] || cmake --preset default >/dev/null
  cmake --build build --target bugbot >/dev/null
  shift
  exec /usr/bin/python3 bench/compare_floor.py "$@"
fi
./scripts/build.sh
for b in build/bin/*_bench; do
  echo "== $b"
  "$b" --benchmark_min_time=0.2
done
echo "== whole-process comparisons (bench/compare_floor.py)"
/usr/bin/python3 bench/compare_floor.py
