#!/usr/bin/env bash
# Installs what is needed, builds, and runs every test, then says how long each
# stage took (setup, configure, build, tests), so a slow stage is seen at once.
set -euo pipefail
cd "$(dirname "$0")/.."

times=()
stage() {  # stage NAME COMMAND...: runs the command and notes its wall time
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  times+=("$(printf 'test.sh: %-9s %4d s' "$name" $((SECONDS - start)))")
  return $status
}
report() {
  printf '%s\n' "${times[@]}"
  echo "test.sh: total     $(printf '%4d' "$SECONDS") s"
}
trap report EXIT

stage setup ./scripts/setup.sh
stage configure ./scripts/build.sh configure
stage build ./scripts/build.sh
stage tests ctest --preset default
