#!/usr/bin/env bash
# Configures (once) and builds everything into build/, programs into build/bin/.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache: paths relative to this checkout and no working folder in the hash, so a
# fresh clone in any folder reuses what an earlier build compiled.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
if [ ! -f build/build.ninja ]; then
  cmake --preset default >/dev/null
fi
cmake --build build
