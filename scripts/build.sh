#!/usr/bin/env bash
# Configures (once) and builds everything into build/, programs into build/bin/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f build/build.ninja ]; then
  cmake --preset default >/dev/null
fi
cmake --build build
