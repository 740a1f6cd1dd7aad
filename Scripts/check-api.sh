#!/usr/bin/env bash
# API stability: compares the public and SPI (`@_spi`) surface of the library modules with the last
# version tag's, and fails on a break that CHANGELOG.md does not list.
#
# The surface is each module's symbol graph (`swift package dump-symbol-graph --include-spi-symbols`,
# public and open symbols, members inherited through protocol extensions left out); the baseline is
# the same for the source of the last tag `X.Y.Z` reachable from HEAD (`git archive`, built in
# .build/api-baseline/, kept there for the next run). A break is a symbol that is gone (a signature
# change too: the symbol's identifier changes), a declaration whose text changed or that moved from
# public to SPI, or a new protocol requirement without a default implementation.
#
# The rule: a break passes only when CHANGELOG.md's `## Unreleased` section has, under
# `### Changed` or `### Removed`, an entry naming the symbol, or a type that holds it, in code
# voice: `Navigator.open(_:from:as:)` or `Navigator.open` (every overload), `Navigator` (all of
# it), with or without the module (`SceneRouter.Navigator`). Additions never fail.
# With no version tag yet there is nothing to compare: it says so and passes.
#
# Usage: Scripts/check-api.sh            (the last tag)
#        Scripts/check-api.sh 0.1.0      (another baseline: a tag or a commit)
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=${1:-}
if [ -z "$baseline" ]; then
  if ! baseline=$(git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' HEAD 2>/dev/null); then
    echo "no version tag (X.Y.Z) yet: no released API to compare with; the check passes"
    exit 0
  fi
fi
commit=$(git rev-parse --verify "$baseline^{commit}")
echo "-- baseline: $baseline ($(git rev-parse --short "$commit"))"

options=(--include-spi-symbols --minimum-access-level public --skip-synthesized-members)
# Writes the symbol graphs of the package at $1 (scratch path $2) and prints their folder.
symbol_graphs() {
  local log
  log=$(mktemp)
  if ! swift package --package-path "$1" --scratch-path "$2" dump-symbol-graph "${options[@]}" >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "could not extract the symbol graphs of $1" >&2
    return 1
  fi
  sed -n 's/^Files written to //p' "$log" | tail -1
  rm -f "$log"
}

work=.build/api-baseline/$commit
if [ ! -f "$work/done" ]; then
  rm -rf "$work"
  mkdir -p "$work/source"
  git archive "$commit" | tar -x -C "$work/source"
  folder=$(symbol_graphs "$work/source" "$work/build")
  cp -r "$folder" "$work/graphs"
  touch "$work/done"
fi
current=$(symbol_graphs . .build)

# The baseline's library products: a module that stopped being one is a break of all its symbols.
modules=$(sed -n 's/^ *\.library(name: "\([A-Za-z]*\)".*/\1/p' "$work/source/Package.swift")
# shellcheck disable=SC2086
python3 Scripts/api-diff.py "$work/graphs" "$current" CHANGELOG.md $modules
