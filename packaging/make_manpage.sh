#!/bin/sh
# make_manpage.sh OUT.1.gz PROGRAM "WHAT IT IS" [SUBCOMMAND...]
# Writes PROGRAM's manual page from its own --help (help2man), with one
# section a subcommand holding that subcommand's --help, so the page says what
# the program says and cannot drift from it.
set -eu
out=$1 program=$2 what=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# roff: a backslash is written \e, and a line may not start with . or '
roff() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }
{
  echo "[ENVIRONMENT]"
  echo ".TP"
  echo ".B BUGBOT_LESSONS"
  echo "more lesson folders, separated by colons (as --lessons DIR)"
  echo ".TP"
  echo ".B XDG_DATA_HOME"
  echo "the user's data folder (default ~/.local/share): bugbot-studio/lessons holds"
  echo "a teacher's own lessons, bugbot-studio/work the student's copies"
  echo "[FILES]"
  echo ".TP"
  echo ".I /usr/share/bugbot-studio"
  echo "the installed lessons, worlds and Python package (found beside the program:"
  echo "its folder/../share/bugbot-studio, then each folder of XDG_DATA_DIRS)"
  if [ $# -gt 0 ]; then
    echo "[COMMANDS]"
    for sub in "$@"; do
      echo ".SS \"$(basename "$program") $sub\""
      echo ".nf"
      "$program" "$sub" --help | roff
      echo ".fi"
    done
  fi
} > "$work/include"
# help2man reads "Usage: A" then "  or: B" as the synopsis; `bugbot --help`
# writes "usage:" and one indented line a form, so a stand-in of the same name
# rewrites that block for it.
name=$(basename "$program")
cat > "$work/$name" <<WRAP
#!/bin/sh
"$program" "\$@" | awk '
  /^usage:\$/ { block = 1; first = 1; next }
  block && /^  [^ ]/ { sub(/^  /, ""); print (first ? "Usage: " : "  or: ") \$0; first = 0; next }
  { block = 0; print }'
WRAP
chmod +x "$work/$name"
help2man --no-info --version-string=@VERSION@ \
  --name="$what" --include="$work/include" --output="$work/page.1" "$work/$name"
version=$(sed -n 's/^ *project(.*VERSION \([0-9.]*\).*/\1/p' "$(dirname "$0")/../CMakeLists.txt")
sed -i "s/@VERSION@/$version/g" "$work/page.1"
gzip -9n < "$work/page.1" > "$out"
