#!/usr/bin/env bash
# Installs every Debian 12 package BugBot Studio needs to build, run and test.
# Idempotent: a package already installed is left as it is.
set -euo pipefail

packages=(
  cmake ninja-build ccache g++ pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libgl-dev
  libqscintilla2-qt6-dev
  pybind11-dev python3 python3-dev libpython3-dev python3-hypothesis
  nlohmann-json3-dev libeigen3-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  xvfb xauth fonts-dejavu-core
  help2man librsvg2-bin dpkg-dev lintian
  bubblewrap python3-pyflakes universal-ctags
  parallel            # GNU parallel: tests/marking/shard_test.py marks a class as shards
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n  # lupdate, lrelease; Qt's own German
  at-spi2-core python3-pyatspi dbus dbus-x11          # tests/studio/atspi_test.py: what a screen reader hears
  qt6-websockets-dev libqt6sql6-psql openssl  # the class (docs/class.md): its transport, PostgreSQL, its key
  postgresql-15       # tests/classroom starts one in a temporary folder
  avahi-daemon avahi-utils  # DNS-SD: a class announced and found on the LAN (tests start a private one)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "setup: installing ${missing[*]}"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
