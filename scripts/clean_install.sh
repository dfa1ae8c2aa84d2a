#!/usr/bin/env bash
# The done-when check of the package, by hand (not in CI: it downloads a
# Debian system): makes a clean Debian 12 root with no build tools from this
# machine's apt sources (mmdebstrap), installs the .deb there with apt, and
# runs the command of the menu entry under Xvfb with a screenshot.
#
# usage: sudo scripts/clean_install.sh [OUT_DIR]   (as root; after cmake --build build --target package)
# Writes OUT_DIR/clean-install.png and OUT_DIR/clean-install.log (default: build/clean-install).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-build/clean-install}")
mkdir -p "$out"
deb=$(ls build/bugbot-studio_*.deb)
sources=$(mktemp)
trap 'rm -f "$sources"' EXIT
cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null > "$sources" || true

# Inside the new root: install the .deb (apt pulls its dependencies), then
# Xvfb to have a screen, then run the menu entry's Exec= line.
cat > "$out/in_root.sh" <<'INNER'
set -eu
export DEBIAN_FRONTEND=noninteractive
echo "== apt install ./bugbot-studio.deb"
apt-get install -y --no-install-recommends /tmp/bugbot-studio.deb
echo "== build tools in the root (there should be none)"
for tool in gcc g++ cc cmake make; do command -v "$tool" || true; done
apt-get install -y --no-install-recommends xvfb xauth > /dev/null
desktop=/usr/share/applications/org.bugbotstudio.Studio.desktop
command=$(sed -n 's/^Exec=//p' "$desktop" | sed 's/ *%[fFuU]//')
echo "== the menu entry's command: $command"
export HOME=/root XDG_RUNTIME_DIR=/tmp/runtime-root BUGBOT_STUDIO_NO_DIALOGS=1
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
xvfb-run -a -s "-screen 0 1600x1000x24" sh -c "$command --screenshot /tmp/clean-install.png --quit"
echo "== bugbot run attention/1-scores.py"
bugbot run attention/1-scores.py | head -3
echo "== apt purge bugbot-studio: nothing left behind (root's run wrote bytecode)"
apt-get purge -y bugbot-studio > /dev/null
if [ -e /usr/share/bugbot-studio ]; then find /usr/share/bugbot-studio; exit 1; fi
echo "nothing left in /usr/share/bugbot-studio"
INNER

mmdebstrap --variant=apt --mode=root \
  --customize-hook="copy-in $deb /tmp" \
  --customize-hook="chroot \"\$1\" mv /tmp/$(basename "$deb") /tmp/bugbot-studio.deb" \
  --customize-hook="copy-in $out/in_root.sh /tmp" \
  --customize-hook="chroot \"\$1\" sh /tmp/in_root.sh" \
  --customize-hook="copy-out /tmp/clean-install.png $out" \
  bookworm /dev/null "$sources" 2>&1 | tee "$out/clean-install.log"
echo "clean_install: the screenshot is $out/clean-install.png"
