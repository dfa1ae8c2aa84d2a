#!/usr/bin/env bash
# Configures (once) and builds everything into build/, programs into build/bin/.
# `build.sh configure` only configures (scripts/test.sh times the two apart).
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache: paths relative to this checkout and no working folder in the hash, so a
# fresh clone in any folder reuses what an earlier build compiled.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
if [ ! -f build/build.ninja ]; then
  cmake --preset default >/dev/null
fi
if [ "${1:-}" = configure ]; then
  exit 0
fi
cmake --build build
