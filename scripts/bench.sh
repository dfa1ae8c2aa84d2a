#!/usr/bin/env bash
# Builds and runs every benchmark; each prints its figures (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
for b in build/bin/*_bench; do
  echo "== $b"
  "$b" --benchmark_min_time=0.2
done
echo "== whole-process comparisons"
/usr/bin/python3 bench/compare_floor.py
