#!/usr/bin/env bash
# Installs what is needed, builds, and opens BugBot Studio on the attention
# lesson. Without a display it says so and runs the lesson's first program on
# the command line instead, so there is still something to see.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo
  echo "start: there is no display (DISPLAY is not set), so the studio window cannot open."
  echo "start: running the attention lesson's first program on the command line instead:"
  echo "start:   build/bin/bugbot run lessons/attention/1-scores.py"
  echo
  exec build/bin/bugbot run lessons/attention/1-scores.py
fi
exec build/bin/bugbot-studio attention "$@"
